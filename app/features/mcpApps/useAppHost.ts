// Runs one card's MCP App: reads its HTML from its server, starts the host (startAppHost.ts) on the frame
// once it is in the page, and keeps the app's theme and display mode in step with the sidebar.
import { useEffect, useRef, useState } from 'react';
import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import type { CallRecord } from '../../../bridge/hub/types';
import { useRuntime } from '../../core/context';
import { selectSettings } from '../settings';
import { appMessageSender } from './appMessages';
import { boundedHeight, hostContext, watchTheme } from './hostContext';
import { readAppResource } from './readAppResource';
import { startAppHost, type AppHost } from './startAppHost';

export const SANDBOX_PAGE = '/mcp-app-sandbox.html';

export interface LinkRequest {
  url: string;
  answer(opened: boolean): void;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useAppHost(call: CallRecord, tool: Tool, resourceUri: string) {
  const runtime = useRuntime();
  const frame = useRef<HTMLIFrameElement>(null);
  const host = useRef<AppHost | null>(null);
  const [status, setStatus] = useState<string | undefined>('Loading the app…');
  const [error, setError] = useState<string | undefined>();
  const [height, setHeight] = useState(150);
  const [expanded, setExpanded] = useState(false);
  const [link, setLink] = useState<LinkRequest | null>(null);
  const expandedRef = useRef(expanded);
  const pendingLink = useRef<LinkRequest | null>(null);
  const serverId = call.serverId ?? '';
  const result = call.result as CallToolResult;

  useEffect(() => {
    let live = true;
    const element = frame.current;
    readAppResource(runtime.connections.withClient, serverId, resourceUri)
      .then((resource) => {
        if (!live || !element) return;
        setStatus(undefined);
        host.current = startAppHost(
          element,
          () => (element.src = SANDBOX_PAGE),
          { resource, tool, args: call.args, result, context: hostContext('inline', element.clientWidth) },
          {
            callTool: (name, args) => runtime.hub.runFromApp(serverId, name, args),
            sendMessage: appMessageSender({
              connected: () => runtime.hub.connectedOrigin() !== undefined,
              autoSubmit: () => selectSettings(runtime.store.getState()).autoSubmit,
              insertText: (params) => runtime.hub.page.insertText(params),
            }),
            openLink: (url) => askToOpen(url, pendingLink, setLink),
            requestDisplayMode: (mode) => {
              const shown = mode === 'inline' ? 'inline' : 'fullscreen';
              setExpanded(shown === 'fullscreen');
              return shown;
            },
            onHeight: (h) => setHeight(boundedHeight(h)),
            onError: setError,
          },
        );
      })
      .catch((failure: unknown) => {
        if (!live) return;
        setStatus(undefined);
        setError(`The app could not load: ${message(failure)}`);
      });
    const stopTheme = watchTheme(() =>
      host.current?.setContext(
        hostContext(expandedRef.current ? 'fullscreen' : 'inline', element?.clientWidth ?? 0),
      ),
    );
    return () => {
      live = false;
      stopTheme();
      host.current?.close();
      host.current = null;
    };
    // One app per card: the call's id, server and resource fix it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call.id, serverId, resourceUri]);

  useEffect(() => {
    expandedRef.current = expanded;
    host.current?.setContext(
      hostContext(expanded ? 'fullscreen' : 'inline', frame.current?.clientWidth ?? 0),
    );
  }, [expanded]);

  return { frame, status, error, height, expanded, setExpanded, link };
}

/** Only http(s) links, one question at a time; the card's prompt answers it. */
function askToOpen(
  url: string,
  pending: { current: LinkRequest | null },
  setLink: (link: LinkRequest | null) => void,
): Promise<boolean> {
  if (pending.current) return Promise.resolve(false);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.resolve(false);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return Promise.resolve(false);
  return new Promise((resolve) => {
    pending.current = {
      url: parsed.href,
      answer(opened) {
        pending.current = null;
        setLink(null);
        if (opened) window.open(parsed.href, '_blank', 'noopener,noreferrer');
        resolve(opened);
      },
    };
    setLink(pending.current);
  });
}
