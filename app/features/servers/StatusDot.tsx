import type { ServerStatus } from '../../../bridge/connections/types';

const colors: Record<ServerStatus['state'], string> = {
  connecting: 'bg-amber-400 animate-pulse',
  connected: 'bg-emerald-500',
  error: 'bg-red-500',
  'auth-needed': 'bg-orange-500',
  disabled: 'bg-slate-400',
};

export const statusLabels: Record<ServerStatus['state'], string> = {
  connecting: 'Connecting',
  connected: 'Connected',
  error: 'Error',
  'auth-needed': 'Sign-in needed',
  disabled: 'Disabled',
};

/** A coloured dot with its state as text for screen readers (colour alone says nothing to them). */
export function StatusDot({ state }: { state: ServerStatus['state'] }) {
  return (
    <span className="inline-flex items-center gap-1.5" data-state={state}>
      <span
        aria-hidden="true"
        className={`inline-block h-2.5 w-2.5 shrink-0 rounded-full ${colors[state]}`}
      />
      <span className="text-xs text-slate-600 dark:text-slate-300">{statusLabels[state]}</span>
    </span>
  );
}
