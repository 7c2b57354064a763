// The browser's WebMCP API (`document.modelContext`, or the older `navigator.modelContext`): getTools() lists,
// executeTool(tool, json) runs, and a `toolchange` event says the list changed. Feature-detected: absent, nothing.
import type { PageToolDescriptor } from '../../bridge/protocol/types';
import { listen } from '../runtime/listen';
import { textResult } from './source';
import type { PageToolResult, PageToolSource } from './source';

interface RegisteredTool {
  name: string;
  description?: string;
  /** A JSON Schema object, or (Chrome up to 153) its serialized string. */
  inputSchema?: unknown;
  annotations?: PageToolDescriptor['annotations'];
}

interface NativeModelContext extends EventTarget {
  getTools(): Promise<RegisteredTool[]>;
  executeTool(tool: RegisteredTool, inputJson: string): Promise<string | null>;
}

export function nativeModelContext(): NativeModelContext | undefined {
  const context = ((document as { modelContext?: unknown }).modelContext ??
    (navigator as { modelContext?: unknown }).modelContext) as Partial<NativeModelContext> | undefined;
  return typeof context?.getTools === 'function' && typeof context.executeTool === 'function'
    ? (context as NativeModelContext)
    : undefined;
}

function parseJson(text: unknown): unknown {
  try {
    return typeof text === 'string' ? JSON.parse(text) : text;
  } catch {
    return undefined;
  }
}

/** The tool's answer: an MCP result as JSON when it is one, otherwise its text. */
function toResult(output: string | null): PageToolResult {
  const parsed = parseJson(output) as Partial<PageToolResult> | undefined;
  return Array.isArray(parsed?.content) ? (parsed as PageToolResult) : textResult(output ?? '');
}

export function nativeTools(context: NativeModelContext, onChange: () => void): PageToolSource {
  let registered: RegisteredTool[] = [];
  const refresh = () =>
    context.getTools().then(
      (tools) => {
        registered = Array.isArray(tools) ? tools : [];
        onChange();
      },
      () => undefined, // a broken page API just offers no tools
    );
  const stop = listen(context, 'toolchange', () => void refresh());
  void refresh();
  return {
    stop,
    tools: () =>
      registered.map(({ name, description, inputSchema, annotations }) => {
        const schema = parseJson(inputSchema);
        return {
          name,
          ...(description && { description }),
          ...(typeof schema === 'object' && schema && { inputSchema: schema as Record<string, unknown> }),
          ...(annotations && { annotations }),
        };
      }),
    async call(name, args) {
      await refresh();
      const tool = registered.find((candidate) => candidate.name === name);
      if (!tool) return textResult(`The page no longer offers the tool ${name}.`, true);
      return toResult(await context.executeTool(tool, JSON.stringify(args)));
    },
  };
}
