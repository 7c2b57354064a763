// The Resources tab: the connected servers' resources and templates (ResourceList), a template's form, and
// the view of one read resource, which a call card's resource link opens too (resourceEvents `open`).
import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { ResourceTemplate } from '../../../bridge/connections/resources';
import { ResourceList } from './ResourceList';
import { ResourceTemplateForm } from './ResourceTemplateForm';
import { useAppStore } from '../../core/context';
import { useResourceActions } from './resourceActions';
import { ResourceViewContainer } from './ResourceViewContainer';
import { useServerResources } from './useServerResources';

/** `canInsert` is false where no chat page can take a resource (the dashboard). */
export function ResourcesPanel({ canInsert }: { canInsert: boolean }) {
  const actions = useResourceActions();
  const { servers, statuses, sessions } = useAppStore(
    useShallow((s) => ({ servers: s.servers, statuses: s.statuses, sessions: s.sessions })),
  );
  const view = useStore(actions.events.state, (s) => s.view);
  const listVersions = useStore(actions.events.state, (s) => s.listVersions);
  const groups = useServerResources(actions, servers, statuses, listVersions);
  const [filling, setFilling] = useState<{ serverId: string; template: ResourceTemplate } | null>(null);
  // Stable while the form is open, so the fields ask the server only when the user types.
  const suggest = useMemo(
    () => (filling ? actions.suggestFor(filling.serverId, filling.template.uriTemplate) : undefined),
    [actions, filling],
  );
  const serverName = (id: string) => servers.find((s) => s.id === id)?.name;

  if (view)
    return (
      <ResourceViewContainer
        key={view.seq}
        actions={actions}
        serverId={view.serverId}
        uri={view.uri}
        session={statuses[view.serverId]?.state === 'connected' ? sessions[view.serverId] : undefined}
        name={view.name}
        serverName={serverName(view.serverId)}
        canInsert={canInsert}
        onClose={actions.events.close}
      />
    );
  if (filling)
    return (
      <ResourceTemplateForm
        key={`${filling.serverId}:${filling.template.uriTemplate}`}
        template={filling.template}
        {...(suggest ? { suggest } : {})}
        onCancel={() => setFilling(null)}
        onRead={(uri) => {
          setFilling(null);
          actions.open(filling.serverId, uri, filling.template.title ?? filling.template.name);
        }}
      />
    );
  return (
    <ResourceList
      groups={groups}
      onOpen={(serverId, resource) => actions.open(serverId, resource.uri, resource.title ?? resource.name)}
      onFill={(serverId, template) => setFilling({ serverId, template })}
    />
  );
}
