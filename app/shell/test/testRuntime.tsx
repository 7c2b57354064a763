// Tests build the app as the entry points do: a store, a runtime over it, and the provider around the UI.
// The store and the hub are the real ones; the connections and (when a test asks) the hub are fakes.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ConnectionManager } from '../../../bridge/connections/connectionManager';
import type { Hub } from '../../../bridge/hub/createHub';
import { Approvals } from '../../features/calls/approvals';
import type { AppMode } from '../../core/environment';
import { startHub } from '../hubService';
import { startElicitations } from '../../features/elicitation/elicitations';
import { NO_SERVED_TABLE } from '../../features/teach/test/noServedTable';
import type { Runtime } from '../runtime';
import { memoryHistory } from '../../features/history/historyStorage';
import { memoryStorage } from '../../features/storage/test/memoryStorage';
import { createAppStore, type AppStore } from '../store';
import { RuntimeProvider, StoreProvider } from '../RuntimeProvider';

export { memoryStorage };

/** A fresh store with nothing saved, in memory. */
export function testStore(): AppStore {
  const storage = memoryStorage();
  return createAppStore(() => storage, memoryHistory());
}

export interface TestRuntimeParts {
  mode?: AppMode;
  store?: AppStore;
  /** Defaults to servers that answer every call with no content. */
  connections?: Partial<ConnectionManager>;
  /** A fake hub instead of the real one (which runs over `connections`). */
  hub?: Partial<Hub>;
}

export function testRuntime(parts: TestRuntimeParts = {}): Runtime {
  const store = parts.store ?? testStore();
  const connections = {
    callTool: async () => ({ content: [] }),
    reconnect: async () => undefined,
    ...parts.connections,
  } as ConnectionManager;
  const started = parts.hub
    ? { hub: parts.hub as Hub, approvals: new Approvals(store), stop: () => undefined }
    : startHub(store, connections, NO_SERVED_TABLE);
  const { hub, approvals, stop } = started;
  const elicitations = startElicitations(store);
  return {
    mode: parts.mode ?? 'embedded',
    store,
    connections,
    hub,
    approvals,
    elicitations,
    stop: () => (elicitations.stop(), stop()),
  };
}

export function renderWithRuntime(ui: ReactElement, runtime: Runtime = testRuntime()): RenderResult {
  return render(
    <RuntimeProvider store={runtime.store} value={runtime}>
      {ui}
    </RuntimeProvider>,
  );
}

export function renderWithStore(ui: ReactElement, store: AppStore): RenderResult {
  return render(<StoreProvider store={store}>{ui}</StoreProvider>);
}
