export { useServerActions } from './serverActions';
export type { NewServer } from './serversSlice';
