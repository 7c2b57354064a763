export { promptFeatures, watchPromptLists } from './promptCatalog';
export { createPromptsSlice } from './promptsSlice';
export type { PromptsSlice } from './promptsSlice';

import { lazyPanel } from '../../ui/lazyPanel';
export const PromptsPanel = /* @__PURE__ */ lazyPanel(() =>
  import('./PromptsPanel').then((m) => m.PromptsPanel),
);
