// The resources part of a server's client features: routes the server's `notifications/resources/updated`
// and `notifications/resources/list_changed` to the window's resource events, named by the server that sent
// them. Subscribing is a server capability, so the client declares nothing for it.
import type { ClientFeatures } from '../../../bridge/connections/clientFeatures';
import type { ResourceEvents } from './resourceEvents';

export function resourceFeatures(events: ResourceEvents, serverId: string): ClientFeatures {
  return {
    capabilities: {},
    attach(client) {
      client.setNotificationHandler('notifications/resources/updated', (notification) => {
        const uri: unknown = notification.params?.uri;
        if (typeof uri === 'string') events.updated(serverId, uri);
      });
      client.setNotificationHandler('notifications/resources/list_changed', () =>
        events.listChanged(serverId),
      );
    },
  };
}
