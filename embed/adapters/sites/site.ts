// Builds a site adapter from its data file. Most chats write code in <pre> and take files through a plain
// file input, so those two selectors are defaults a site file only states when it differs.
import type { AdapterSelectors, SiteAdapter } from '../types';

export type SiteData = Omit<SiteAdapter, 'selectors'> & {
  selectors: Omit<AdapterSelectors, 'codeBlock'> & Partial<Pick<AdapterSelectors, 'codeBlock'>>;
};

export const site = (data: SiteData): SiteAdapter => ({
  ...data,
  selectors: { codeBlock: 'pre', fileInput: 'input[type=file]', ...data.selectors },
});
