export { selectHubToolsWithPage } from './selectors';
export { policyKey } from './toolsSlice';
