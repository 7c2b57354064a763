import type { SuggestedServer } from '../../../bridge/protocol/types';
import { button, primaryButton } from '../../ui/classNames';

export interface SuggestedServerPromptProps {
  site: string;
  server: SuggestedServer;
  onAdd(): void;
  onIgnore(): void;
}

/** A site may suggest servers; they are only ever added by this click. */
export function SuggestedServerPrompt({ site, server, onAdd, onIgnore }: SuggestedServerPromptProps) {
  return (
    <section
      aria-label={`Suggested server ${server.name}`}
      className="rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm dark:border-sky-700 dark:bg-sky-950"
    >
      <p className="break-all">
        {site} suggests server <strong>{server.name}</strong> ({server.url})
      </p>
      <div className="mt-2 flex gap-2">
        <button type="button" className={primaryButton} onClick={onAdd} aria-label={`Add ${server.name}`}>
          Add
        </button>
        <button type="button" className={button} onClick={onIgnore} aria-label={`Ignore ${server.name}`}>
          Ignore
        </button>
      </div>
    </section>
  );
}
