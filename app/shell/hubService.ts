// Builds the hub over the store and the connection manager, and tells the page when what it can see
// (tools, grants) or read (settings, adapters) changes.
import { createHub, type Hub, type HubOptions } from '../../bridge/hub/createHub';
import type { HubHost } from '../../bridge/hub/types';
import type { PageLayoutParams } from '../../bridge/protocol/types';
import type { ConnectionManager } from '../../bridge/connections/connectionManager';
import type { AppStore } from './store';
import { isPageToolsEnabled, pageToolPolicyOf, selectHubTools } from '../features/tools/selectors';
import { isGranted } from '../features/consent/grants';
import { selectSettings } from '../features/settings/selectSettings';
import { Approvals } from '../features/calls/approvals';
import { batchCallUpdates, type CallUpdates } from '../features/calls/callUpdates';
import { createWorkerValidator } from '../../bridge/schema/validateInWorker';
import { selectInstructionPreferences } from '../features/instructions/instructions';
import { adaptersFor, fetchServedAdapters, hostOf } from '../features/teach/servedAdapters';

type Connections = Pick<ConnectionManager, 'callTool'>;

/** Card changes go through `calls`: at most one store update a frame, after the answer left (callUpdates.ts). */
export function createHubHost(
  store: AppStore,
  connections: Connections,
  approvals: Approvals,
  calls: CallUpdates = batchCallUpdates((changes) => store.getState().upsertCalls(changes)),
  adapterTable: () => unknown = () => undefined,
): HubHost {
  return {
    isOriginGranted: (origin) => isGranted(store.getState(), origin),
    onPageConnected: (origin, info) => store.getState().setPageConnected(origin, info),
    onPageHealth: (origin, health) => store.getState().setPageHealth(origin, health),
    tools: () => selectHubTools(store.getState()),
    settings: () => selectSettings(store.getState()),
    instructionPreferences: () => selectInstructionPreferences(store.getState()),
    requestApproval: (call, signal) => approvals.request(call.id, signal),
    execute: (tool, args, signal, onProgress) =>
      connections.callTool(tool.serverId, tool.name, args, { signal, onProgress }),
    recordCall: (call) => calls.record(call),
    onFocusCall: (key) => store.getState().focusCall(key),
    onPageTools: (origin, tools) => store.getState().setPageTools(origin, tools),
    pageToolsEnabled: (origin) => isPageToolsEnabled(store.getState(), origin),
    pageToolPolicy: (origin, toolName) => pageToolPolicyOf(store.getState(), origin, toolName),
    adapters: (origin) => adaptersFor(origin, adapterTable(), store.getState().taughtSites),
  };
}

export function startHub(
  store: AppStore,
  connections: Connections,
  options: HubOptions & { loadAdapters?: () => Promise<unknown> } = {},
): { hub: Hub; approvals: Approvals; cards: CallUpdates; stop(): void } {
  const approvals = new Approvals(store);
  const calls = batchCallUpdates((changes) => store.getState().upsertCalls(changes));
  // Chat calls, manual runs and Retry are all checked by the hub with ajv, here in a worker (CSP: no eval): one
  // validator for every call, as the worker's round trip is no time a user sees (bench/README.md, round trip).
  const validator = createWorkerValidator();
  const { loadAdapters = fetchServedAdapters, ...hubOptions } = options;
  let table: unknown;
  const hub = createHub(
    createHubHost(store, connections, approvals, calls, () => table),
    { validate: validator.validate, ...hubOptions },
  );
  // Once per load; until it arrives (or if it fails: it resolves undefined, never rejects) the page uses its
  // built-in adapters.
  void loadAdapters().then((loaded) => {
    table = loaded;
    if (loaded !== undefined) hub.notifyAdaptersChanged();
  });
  // Only what the user set: the site's embed config keeps the rest. An older page runtime refuses the method.
  const sendLayout = (layout: PageLayoutParams) => {
    if (Object.keys(layout).length > 0) hub.page.layout(layout).catch(() => undefined);
  };
  const unsubscribe = store.subscribe((s, prev) => {
    // Grants matter too: a newly allowed page should list again and now see the tools.
    if (
      s.tools !== prev.tools ||
      s.policies !== prev.policies ||
      s.pageToolsEnabled !== prev.pageToolsEnabled ||
      s.servers !== prev.servers ||
      s.grants !== prev.grants ||
      s.toolDetail !== prev.toolDetail
    ) {
      hub.notifyToolsChanged();
    }
    // An ungranted page's suggestions and defaults reach the sidebar only once it is allowed.
    if (s.grants !== prev.grants) hub.notifyGrantsChanged();
    if (
      s.settingsOverrides !== prev.settingsOverrides ||
      s.page.info?.settingsDefaults !== prev.page.info?.settingsDefaults
    ) {
      hub.notifySettingsChanged();
    }
    // The user taught (or forgot) the connected page's site: the page switches adapter at once.
    const host = hostOf(s.page.origin);
    if (host !== undefined && s.taughtSites[host] !== prev.taughtSites[host]) hub.notifyAdaptersChanged();
    // Page info marks a page that finished its handshake. "Start minimized" applies then, not on a change,
    // so switching it on does not hide the sidebar the user is working in.
    if (s.page.info && s.page.info !== prev.page.info) sendLayout(s.pageLayout);
    else if (s.pageLayout !== prev.pageLayout && s.page.origin) {
      const { minimized: _minimized, ...change } = s.pageLayout;
      sendLayout(change);
    }
  });
  return {
    hub,
    approvals,
    cards: calls,
    stop() {
      unsubscribe();
      // The hub aborts its calls at once and catches the transport's refusal to close.
      void hub.close();
      // The window may be going away: the last changes reach the store (and its history) now.
      calls.flush();
      validator.dispose();
    },
  };
}
