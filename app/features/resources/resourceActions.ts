// What the Resources panel and a call card's resource link ask of the runtime: the servers' resource lists,
// one read, subscriptions, suggestions for a template's variables, and moving a read resource into the chat
// (Insert as text, Attach as a file). Nothing here submits the chat: the user sends it.
import { suggesterFor } from '../../../bridge/connections/completions';
import {
  isReadableResourceUri,
  listServerResources,
  offersSubscriptions,
  readResource,
  subscribeResource,
  unsubscribeResource,
} from '../../../bridge/connections/resources';
import { resourceFileName } from '../../../bridge/format';
import type { AttachFileParams } from '../../../bridge/protocol/types';
import type { Runtime } from '../../shell/runtime';
import { resourceEventsOf } from './resourceEvents';
import { chatActionRequest, confirmThen } from '../consent';
import { settledAtOnce, type Settled } from '../../core/settled';
import { chatPageOf } from '../../core/chatPage';
import { noticesOf } from '../../core/notices';
import { useCommands } from '../../core/context';

/** One read content, as the view holds it: text, or a blob whose base64 was checked. */
export type ResourceFile = { uri: string; mimeType: string } & ({ text: string } | { base64: string });

export type ResourceActions = ReturnType<typeof createResourceActions>;

export function createResourceActions({
  store,
  hub,
  connections,
}: Pick<Runtime, 'store' | 'hub' | 'connections'>) {
  const { notify, failed } = noticesOf(store);
  const events = resourceEventsOf(store);
  const page = chatPageOf({ store, hub });
  /** The file a read content becomes, named after the URI (else `name`) with an extension from its type. */
  const fileOf = (file: ResourceFile, name?: string): AttachFileParams => ({
    name: resourceFileName(file.uri, file.mimeType, name),
    mimeType: file.mimeType,
    ...('text' in file ? { text: file.text } : { base64: file.base64 }),
  });
  return {
    events,
    list: (serverId: string, signal?: AbortSignal) =>
      connections.withClient(serverId, (client) => listServerResources(client, signal)),
    read: (serverId: string, uri: string, signal?: AbortSignal) =>
      connections.withClient(serverId, (client) => readResource(client, uri, signal)),
    /** Resolves to whether the server will send updates for this URI (it has `resources.subscribe`). */
    subscribe: (serverId: string, uri: string) =>
      connections.withClient(serverId, async (client) => {
        if (!offersSubscriptions(client)) return false;
        await subscribeResource(client, uri);
        return true;
      }),
    /** Best effort: a server gone or a session closed has no subscription left to end. */
    unsubscribe(serverId: string, uri: string) {
      connections.withClient(serverId, (client) => unsubscribeResource(client, uri)).catch(() => undefined);
    },
    /** The server's suggestions for a template variable (`ref/resource` with the template itself). */
    suggestFor: (serverId: string, uriTemplate: string) =>
      suggesterFor(connections, serverId, { type: 'ref/resource', uri: uriTemplate }),
    /** Shows a resource in the Resources panel (a call card's resource link, or the panel's own list). */
    open(serverId: string, uri: string, name?: string) {
      if (!isReadableResourceUri(uri))
        return notify(
          'error',
          `Not opened: "${uri.slice(0, 80)}" is not a resource URI a server can be asked for.`,
        );
      events.open({ serverId, uri, ...(name ? { name } : {}) });
    },
    insertText(text: string) {
      page.insertText(text);
    },
    attach(file: ResourceFile, name?: string) {
      page.attach(fileOf(file, name));
    },
    /**
     * "Insert in a window…", where the sidebar can't prove it is visible: the window shows the very text and
     * the site that gets it. Call from the click handler.
     */
    insertTextInWindow(text: string, resource: { uri: string; serverName?: string | undefined }): Settled {
      const origin = page.origin();
      if (!origin) return settledAtOnce();
      const subject = { type: 'resource' as const, name: resource.uri, server: resource.serverName };
      return confirmThen(chatActionRequest(subject, origin, { text }), {
        perform: () => {
          page.insertText(text);
        },
        failed: failed('Could not ask in a window'),
      });
    },
    /** "Attach in a window…": the window shows the file's name, type and text (or, for a blob, its size). */
    attachInWindow(file: ResourceFile, name: string | undefined, serverName?: string): Settled {
      const origin = page.origin();
      if (!origin) return settledAtOnce();
      const attached = fileOf(file, name);
      const subject = { type: 'resource' as const, name: file.uri, server: serverName };
      return confirmThen(chatActionRequest(subject, origin, { files: [attached] }), {
        perform: () => {
          page.attach(attached);
        },
        failed: failed('Could not ask in a window'),
      });
    },
  };
}

export const useResourceActions = (): ResourceActions => useCommands(createResourceActions);
