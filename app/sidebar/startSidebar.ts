// Connects the hub to the chat page: over the iframe channel when embedded, over window.opener in a popup.
import { IframeChildTransport } from '@mcp-b/transports';
import { CHANNEL_ID } from '../../bridge/protocol/constants';
import type { Hub } from '../../bridge/hub/createHub';
import { OpenerChildTransport } from './openerChildTransport';
import type { AppMode } from '../core/environment';

export async function connectSidebar(hub: Hub, mode: AppMode): Promise<boolean> {
  // Any chat site may host the sidebar, so its origin can't be known in advance: accept any origin here.
  // That is safe because the hub gives an origin nothing (no tools, no calls) until the user grants it.
  if (mode === 'embedded') {
    await hub.connect(new IframeChildTransport({ allowedOrigins: ['*'], channelId: CHANNEL_ID }));
    return true;
  }
  if (mode === 'popup') {
    await hub.connect(new OpenerChildTransport({ allowedOrigins: ['*'], channelId: CHANNEL_ID }));
    return true;
  }
  return false;
}
