export { AdapterSourceLine } from './AdapterSourceLine';
export { adaptersFor, fetchServedAdapters, hostOf } from './servedAdapters';
export { SiteHealthLazy } from './SiteHealthLazy';
export { TaughtSitesPanel } from './TaughtSitesPanel';
export { createTaughtSitesSlice } from './taughtSitesSlice';
export type { TaughtSitesSlice } from './taughtSitesSlice';
