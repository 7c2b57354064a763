export { AddServerForm } from './AddServerForm';
export { exportConfig, parseImport } from './configTransfer';
export { ConfigTransfer } from './ConfigTransfer';
export { EmptyServers } from './EmptyServers';
export { useServerActions } from './serverActions';
export { ServerList } from './ServerList';
export { createServersSlice } from './serversSlice';
export type { NewServer, ServersSlice } from './serversSlice';
export { ServerSummary } from './ServerSummary';
export { SuggestedServerPrompt } from './SuggestedServerPrompt';

