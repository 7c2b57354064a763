// Edits a taught site's selectors in place; each is checked with the browser's selector parser as you type,
// and one that does not parse (or is empty) keeps Save off.
import { useId, useState } from 'react';
import type { AdapterPart, TaughtAdapter } from '../../../bridge/protocol/adapters';
import { PART_LABELS } from './parts';
import { selectorProblem } from './selectorCheck';
import { button, input, primaryButton } from '../../ui/classNames';

export function TaughtSiteEditor({
  site,
  onSave,
  onCancel,
}: {
  site: TaughtAdapter;
  onSave(site: TaughtAdapter): void;
  onCancel(): void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(site.selectors);
  const parts = Object.keys(draft) as AdapterPart[];
  const problems = Object.fromEntries(parts.map((part) => [part, selectorProblem(draft[part] ?? '')]));
  const blocked = parts.some((part) => problems[part]);
  return (
    <form
      className="mt-2 flex flex-col gap-2"
      aria-label={`Edit ${site.host}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (blocked) return;
        const selectors = Object.fromEntries(parts.map((part) => [part, draft[part]!.trim()]));
        onSave({ ...site, selectors, savedAt: new Date().toISOString() });
      }}
    >
      {parts.map((part) => (
        <div key={part} className="flex flex-col gap-0.5">
          <label htmlFor={`${id}-${part}`} className="text-xs font-medium">
            {PART_LABELS[part]}
          </label>
          <input
            id={`${id}-${part}`}
            className={`${input} font-mono text-xs`}
            value={draft[part] ?? ''}
            spellCheck={false}
            aria-invalid={problems[part] ? true : undefined}
            aria-describedby={problems[part] ? `${id}-${part}-problem` : undefined}
            onChange={(event) => setDraft({ ...draft, [part]: event.target.value })}
          />
          {problems[part] && (
            <p id={`${id}-${part}-problem`} className="text-xs break-words text-red-700 dark:text-red-300">
              {problems[part]}
            </p>
          )}
        </div>
      ))}
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={blocked}>
          Save
        </button>
        <button type="button" className={button} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
