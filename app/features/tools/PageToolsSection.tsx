// Connected view of the page's own (WebMCP) tools: the connected origin's tools, its enable switch and policies.
import { useShallow } from 'zustand/react/shallow';
import { pageServerId } from '../../../bridge/hub/pageTools';
import { PageToolsGroup } from './PageToolsGroup';
import { isGranted } from '../consent';
import { policyKey } from './toolsSlice';
import type { AppState } from '../../shell/appState';
import { useAppStore } from '../../core/context';

/** The connected page's own tools as the sidebar shows them; an ungranted page gets nothing, not even a listing. */
export const selectShownPageTools = (s: AppState) =>
  isGranted(s, s.page.origin) && s.page.origin ? s.pageTools[s.page.origin] : undefined;

export function PageToolsSection() {
  const { origin, tools, enabled, policies, setEnabled, setPolicy } = useAppStore(
    useShallow((s) => ({
      origin: s.page.origin,
      tools: selectShownPageTools(s),
      enabled: s.page.origin ? s.pageToolsEnabled[s.page.origin] === true : false,
      policies: s.policies,
      setEnabled: s.setPageToolsEnabled,
      setPolicy: s.setPolicy,
    })),
  );
  if (!origin || !tools || tools.length === 0) return null;
  const serverId = pageServerId(origin);
  return (
    <PageToolsGroup
      origin={origin}
      enabled={enabled}
      tools={tools.map((tool) => ({
        name: tool.name,
        form: tool.form,
        policy: policies[policyKey(serverId, tool.name)] ?? 'ask',
        ...(tool.description !== undefined && { description: tool.description }),
      }))}
      onEnabledChange={(on) => setEnabled(origin, on)}
      onPolicyChange={(name, policy) => setPolicy(serverId, name, policy)}
    />
  );
}
