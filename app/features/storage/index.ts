export { STORAGE_KEY, STORAGE_VERSION, mergePersisted, migrate, partialize } from './persistence';
export type { PersistedState } from './persistence';
export { readSecuritySettings } from './readSecuritySettings';
export { SecuritySaveNotice } from './SecuritySaveNotice';
export { securityStorage } from './securityStorage';
export { createStorageStatusSlice } from './storageStatusSlice';
export type { StorageStatusSlice } from './storageStatusSlice';
export { startStorageSync } from './storageSync';
