import type { NewServer } from './serversSlice';
import { ServerForm } from './ServerForm';

/** Add a server by URL (see ServerForm for the fields and checks). */
export function AddServerForm({ onAdd }: { onAdd(server: NewServer): void }) {
  return <ServerForm submitLabel="Add server" onSubmit={onAdd} />;
}
