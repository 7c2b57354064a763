// Elicitation as one server's client feature: it declares form and URL mode, and hands each
// `elicitation/create` to the input queue, where only the user answers it. The values go from the sidebar
// straight back to the server on this session: the chat page never sees them.
import { ProtocolError, ProtocolErrorCode, type ElicitRequest } from '@modelcontextprotocol/client';
import type { ClientFeatures } from './clientFeatures';
import type { ElicitationAsk, ElicitationQueue } from './elicitationQueue';

export function elicitationFeature(serverId: string, queue: ElicitationQueue): ClientFeatures {
  return {
    capabilities: { elicitation: { form: {}, url: {} } },
    attach(client) {
      client.setRequestHandler('elicitation/create', (request, ctx) =>
        queue.ask(serverId, toInputAsk(request.params), ctx.mcpReq.signal),
      );
      client.setNotificationHandler('notifications/elicitation/complete', (notification) =>
        queue.complete(serverId, notification.params.elicitationId),
      );
    },
    // Any waiting question of this server pauses all its calls, even one asked by another call or by none:
    // conservative, so a call is never cut while its server waits on the user.
    waitsForUser(listener) {
      let waiting = queue.isWaiting(serverId);
      if (waiting) listener(true);
      return queue.subscribe(() => {
        const now = queue.isWaiting(serverId);
        if (now !== waiting) listener((waiting = now));
      });
    },
  };
}

/** The server's request as the queue keeps it; a URL that is not http(s) is refused before anyone sees it. */
export function toInputAsk(params: ElicitRequest['params']): ElicitationAsk {
  if (params.mode === 'url') {
    if (!isWebUrl(params.url))
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        `The sidebar opens only http and https addresses; the server asked to open "${params.url.slice(0, 80)}".`,
      );
    return { mode: 'url', message: params.message, url: params.url, elicitationId: params.elicitationId };
  }
  return { mode: 'form', message: params.message, requestedSchema: { ...params.requestedSchema } };
}

export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
