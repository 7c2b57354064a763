export { LazyProtocolLog } from './ProtocolLogLazy';
