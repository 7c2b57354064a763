// Which adapter the chat page uses and where it came from, so a user can tell a served update or their own
// fix is in effect (the page reports it in its health).
import type { AdapterSource } from '../../../bridge/protocol/adapters';
import type { AdapterHealth } from '../../../bridge/protocol/types';
import { muted } from '../../ui/classNames';

const SOURCES: Record<AdapterSource, string> = {
  taught: 'taught by you',
  served: 'served',
  'built-in': 'built into the page script',
  generic: 'generic',
};

export function adapterSourceText(health: AdapterHealth): string {
  const { adapter, source, tableVersion } = health;
  if (!source) return `Adapter: ${adapter}`;
  const where = source === 'served' && tableVersion ? `served (table ${tableVersion})` : SOURCES[source];
  return source === 'generic' ? 'Adapter: generic' : `Adapter: ${adapter} · ${where}`;
}

export function AdapterSourceLine({ health }: { health: AdapterHealth | undefined }) {
  if (!health) return null;
  return (
    <p
      className={`border-b border-slate-200 px-3 py-1 dark:border-slate-800 ${muted}`}
      data-testid="adapter-source"
    >
      {adapterSourceText(health)}
    </p>
  );
}
