export { createPageToolsSlice } from './pageToolsSlice';
export type { PageToolsSlice } from './pageToolsSlice';
export { isPageToolsEnabled, pageToolPolicyOf, selectHubTools, selectHubToolsWithPage } from './selectors';
export { createToolsSlice, policyKey } from './toolsSlice';
export type { ToolsSlice } from './toolsSlice';

import { lazyPanel } from '../../ui/lazyPanel';
export const ToolsPanel = /* @__PURE__ */ lazyPanel(() => import('./ToolsPanel').then((m) => m.ToolsPanel));
