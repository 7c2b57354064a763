export { useResourceActions } from './resourceActions';
export { resourceEventsOf } from './resourceEvents';
export { resourceFeatures } from './resourceFeatures';
export { useResourceTab } from './useResourceTab';

import { lazyPanel } from '../../ui/lazyPanel';
export const ResourcesPanel = /* @__PURE__ */ lazyPanel(() =>
  import('./ResourcesPanel').then((m) => m.ResourcesPanel),
);
