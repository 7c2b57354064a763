export { createPageSlice } from './pageSlice';
export type { PageSlice } from './pageSlice';
