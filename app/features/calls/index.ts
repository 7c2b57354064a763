export { Approvals } from './approvals';
export { useCallActions } from './callActions';
export { CallProgress } from './CallProgress';
export { createCallsSlice } from './callsSlice';
export type { CallsSlice } from './callsSlice';
export { batchCallUpdates } from './callUpdates';
export type { CallUpdates } from './callUpdates';
export { ResultContent } from './ResultContent';

import { lazyPanel } from '../../ui/lazyPanel';
export const CallsPanel = /* @__PURE__ */ lazyPanel(() => import('./CallsPanel').then((m) => m.CallsPanel));
