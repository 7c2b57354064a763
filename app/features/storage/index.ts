export { STORAGE_KEY } from './persistence';
export type { PersistedState } from './persistence';
export { readSecuritySettings } from './readSecuritySettings';
