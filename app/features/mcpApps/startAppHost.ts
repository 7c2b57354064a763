// The host side of one MCP App (the `io.modelcontextprotocol/ui` extension), with ext-apps' own AppBridge and
// PostMessageTransport: the app gets our host context, the call's input and result, and asks us for tool calls,
// chat messages, links and a larger view. Every ask goes to a callback of the card, which decides.
import {
  AppBridge,
  PostMessageTransport,
  type McpUiDisplayMode,
  type McpUiHostContext,
} from '@modelcontextprotocol/ext-apps/app-bridge';
import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import { appCsp, withCsp } from './appCsp';
import type { AppResource } from './readAppResource';

export interface AppHostHandlers {
  /** A tool of the app's own server, through the hub's pipeline (policy and approval); refusals throw. */
  callTool(name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  /** Text the app wants in the chat input; resolves with why it could not, if it could not. */
  sendMessage(text: string): Promise<string | undefined>;
  /** Asks the user; resolves true once they opened it. */
  openLink(url: string): Promise<boolean>;
  /** The mode the card now shows: inline, or fullscreen (expanded over the panel). */
  requestDisplayMode(mode: McpUiDisplayMode): McpUiDisplayMode;
  /** The app's content height in CSS pixels; the card bounds it. */
  onHeight(height: number): void;
  onError(message: string): void;
}

export interface AppHostInput {
  resource: AppResource;
  tool: Tool;
  args: Record<string, unknown>;
  result: CallToolResult;
  context: McpUiHostContext;
}

export interface AppHost {
  /** Theme, size or display mode changed: the app hears only what differs. */
  setContext(context: McpUiHostContext): void;
  close(): void;
}

const HOST_INFO = { name: 'MCP Multi Bridge', version: '1' };

/** The text of the app's message blocks; images and other kinds are not put into a chat input. */
function messageText(content: ReadonlyArray<{ type: string; text?: unknown }>): string {
  return content
    .filter((block) => block.type === 'text' && typeof block.text === 'string')
    .map((block) => block.text as string)
    .join('\n\n');
}

/**
 * Connects to the sandbox frame (not yet navigated: `load` sets its src once the bridge listens), sends the app
 * its HTML with its CSP when the sandbox is ready, and its input and result once it initialized.
 */
export function startAppHost(
  frame: HTMLIFrameElement,
  load: () => void,
  input: AppHostInput,
  handlers: AppHostHandlers,
): AppHost {
  const target = frame.contentWindow;
  if (!target) throw new Error('The app frame is not in the page yet.');
  const bridge = new AppBridge(
    null,
    HOST_INFO,
    {
      openLinks: {},
      serverTools: {},
      message: { text: {} },
      logging: {},
      ...(input.resource.csp ? { sandbox: { csp: input.resource.csp } } : {}),
    },
    { hostContext: { ...input.context, toolInfo: { tool: input.tool } } },
  );
  bridge.addEventListener('sandboxready', () => {
    const html = withCsp(input.resource.html, appCsp(input.resource.csp));
    // A frame gone before it answers has nothing left to show; the card's close ends the host.
    void bridge.sendSandboxResourceReady({ html, sandbox: 'allow-scripts allow-forms' });
  });
  bridge.addEventListener('initialized', () => {
    // A frame gone before it answers has nothing left to show; the card's close ends the host.
    void bridge.sendToolInput({ arguments: input.args });
    // A frame gone before it answers has nothing left to show; the card's close ends the host.
    void bridge.sendToolResult(input.result);
  });
  bridge.addEventListener('sizechange', ({ height }) => {
    if (typeof height === 'number' && Number.isFinite(height)) handlers.onHeight(height);
  });
  bridge.oncalltool = ({ name, arguments: args }) => handlers.callTool(name, args ?? {});
  bridge.onmessage = async ({ content }) => {
    const text = messageText(content);
    if (!text) return { isError: true };
    const failure = await handlers.sendMessage(text);
    return failure === undefined ? {} : { isError: true };
  };
  bridge.onopenlink = async ({ url }) => ((await handlers.openLink(url)) ? {} : { isError: true });
  bridge.onrequestdisplaymode = ({ mode }) => {
    const shown = handlers.requestDisplayMode(mode);
    return Promise.resolve({ mode: shown });
  };
  let closed = false;
  bridge
    .connect(new PostMessageTransport(target, target))
    .then(() => !closed && load())
    .catch((error: unknown) =>
      handlers.onError(`The app could not start: ${error instanceof Error ? error.message : String(error)}`),
    );
  let context = input.context;
  return {
    setContext(next) {
      context = { ...context, ...next };
      bridge.setHostContext({ ...context, toolInfo: { tool: input.tool } });
    },
    close() {
      closed = true;
      // The app may save its state; teardown is best effort (caught below), the frame goes either way.
      void bridge
        .teardownResource({}, { timeout: 500 })
        .catch(() => undefined)
        // close() only ends the bridge's own listeners.
        .finally(() => void bridge.close());
    },
  };
}
