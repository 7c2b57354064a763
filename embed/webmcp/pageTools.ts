// The page's own tools from every WebMCP path, merged: declarative forms, an MCP-B tab server (the
// @mcp-b/global polyfill), then the browser's native API. The first path that offers a name runs it, so a
// polyfill that mirrors its tools into the native API is not listed twice.
import { errorText } from '../../bridge/format/errorText';
import type { PageToolDescriptor } from '../../bridge/protocol/types';
import { formTools } from './formTools';
import { nativeModelContext, nativeTools } from './nativeTools';
import { textResult } from './source';
import type { PageToolResult, PageToolSource } from './source';
import { tabClient } from './tabClient';

export interface PageTools extends PageToolSource {
  /** Calls `listener` whenever the merged list may have changed; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

export function discoverPageTools(tabChannel: string): PageTools {
  const listeners = new Set<() => void>();
  // Sources signal often (every DOM burst, every toolchange); listeners hear only real changes of the list.
  let last = '';
  const changed = () => {
    const now = JSON.stringify(merged.tools());
    if (now === last) return;
    last = now;
    listeners.forEach((listener) => listener());
  };
  const context = nativeModelContext();
  const sources = [formTools(changed), tabClient(tabChannel, changed)];
  if (context) sources.push(nativeTools(context, changed));

  const owners = () => {
    const byName = new Map<string, [PageToolDescriptor, PageToolSource]>();
    for (const source of sources)
      for (const tool of source.tools())
        if (tool.name && !byName.has(tool.name)) byName.set(tool.name, [tool, source]);
    return byName;
  };

  const merged: PageTools = {
    tools: () => [...owners().values()].map(([tool]) => tool),
    stop() {
      listeners.clear();
      sources.forEach((source) => source.stop());
    },
    async call(name, args): Promise<PageToolResult> {
      const source = owners().get(name)?.[1];
      if (!source) return textResult(`This page has no tool named ${name}.`, true);
      try {
        return await source.call(name, args);
      } catch (error) {
        return textResult(`The page's tool ${name} failed: ${errorText(error)}`, true);
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return merged;
}
