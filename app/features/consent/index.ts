export { callActionRequest, chatActionRequest, resultActionRequest, runActionRequest } from './confirmAction';
export { confirmThen } from './confirmThen';
export { isGranted } from './grants';
export type { OriginGrant } from './grantsSlice';
export { requestUnpartitionedStorage } from './storageAccess';
