// One prompt's arguments as a form, with the server's suggestions, and what to do with the answer: insert it
// into the chat input (never sent: the user reviews and sends) or copy its text. Required arguments are
// checked here, before anything is asked of the server. In a frame, Insert follows the visibility gate like a
// call card's Insert (Enter submits the form too, so the gate is checked on submit); where the gate can't be
// proven it becomes "Insert in a window…", which the consent window confirms with the very prompt.
import { useState } from 'react';
import { ArgumentFields, type SuggestArgument } from '../../ui/ArgumentFields';
import { GATE_REASONS } from '../../ui/gate/ApprovalControls';
import type { PromptView } from './PromptList';
import { isFramed, useArmedControl } from '../../ui/gate/useArmedControl';
import type { PromptOutcome } from './promptToChat';
import { isUnproven } from '../../ui/gate/visibilityGate';
import { button, card, muted, primaryButton } from '../../ui/classNames';

export interface PromptFormProps {
  prompt: PromptView;
  serverName: string;
  suggest?: SuggestArgument;
  /** Off where no chat page is connected (the dashboard): only Copy then. */
  canInsert: boolean;
  onInsert(args: Record<string, string>): Promise<PromptOutcome>;
  /** Insert confirmed in a first-party window, where the sidebar can't prove it is visible. */
  onInsertInWindow?: (args: Record<string, string>) => Promise<PromptOutcome>;
  onCopy(args: Record<string, string>): Promise<PromptOutcome>;
  onBack(): void;
}

export function PromptForm({
  prompt,
  serverName,
  suggest,
  canInsert,
  onInsert,
  onInsertInWindow,
  onCopy,
  onBack,
}: PromptFormProps) {
  const specs = prompt.arguments ?? [];
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [busy, setBusy] = useState<'insert' | 'window' | 'copy' | null>(null);
  const { state: gateState, ref: gateRef, guard } = useArmedControl({ enabled: isFramed() });
  const inWindow = onInsertInWindow !== undefined && isUnproven(gateState);
  const [error, setError] = useState<string | null>(null);
  const title = prompt.title ?? prompt.name;

  const run = async (what: 'insert' | 'window' | 'copy') => {
    if (busy) return;
    const empty = specs.filter((s) => s.required && !(values[s.name] ?? '').trim()).map((s) => s.name);
    setMissing(empty);
    if (empty.length) {
      setError(`Fill in ${empty.join(', ')} first.`);
      return;
    }
    setError(null);
    setBusy(what);
    try {
      const act =
        what === 'copy' ? onCopy : what === 'window' && onInsertInWindow ? onInsertInWindow : onInsert;
      // Called before any await: the consent window must open with the click.
      const outcome = await act(values);
      if (!outcome.ok) setError(outcome.error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      className={`${card} flex flex-col gap-2`}
      aria-label={`Prompt ${title}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // run() shows its own failure on the form, whichever it does.
        if (!canInsert) void run('copy');
        else if (inWindow) void run('window');
        else guard(() => void run('insert'))();
      }}
    >
      <div>
        <button type="button" className={`${muted} underline`} onClick={onBack}>
          ← All prompts
        </button>
      </div>
      <h2 className="text-sm font-semibold break-words">
        {title} <span className={muted}>· {serverName}</span>
      </h2>
      {prompt.description && <p className={`break-words ${muted}`}>{prompt.description}</p>}
      {specs.length > 0 ? (
        <ArgumentFields
          specs={specs}
          values={values}
          onChange={(next) => {
            setValues(next);
            if (missing.length) setMissing(missing.filter((name) => !(next[name] ?? '').trim()));
          }}
          {...(suggest ? { suggest } : {})}
          missing={missing}
        />
      ) : (
        <p className={muted}>This prompt takes no arguments.</p>
      )}
      {error && (
        <p role="alert" className="text-xs break-words text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {canInsert && (
          // The gate watches a box around the button alone, as the tool form's Run does.
          <span ref={gateRef} className="inline-flex">
            <button
              type="submit"
              data-gate={gateState}
              className={primaryButton}
              disabled={busy !== null || !(gateState === 'armed' || inWindow)}
            >
              {busy === 'insert'
                ? 'Inserting…'
                : busy === 'window'
                  ? 'Waiting for the window…'
                  : inWindow
                    ? 'Insert in a window…'
                    : 'Insert into chat'}
            </button>
          </span>
        )}
        <button
          type={canInsert ? 'button' : 'submit'}
          className={button}
          disabled={busy !== null}
          // run() shows its own failure on the form.
          onClick={canInsert ? () => void run('copy') : undefined}
        >
          {busy === 'copy' ? 'Copying…' : 'Copy'}
        </button>
      </div>
      {canInsert && gateState !== 'armed' && <p className={muted}>{GATE_REASONS[gateState]}</p>}
      {canInsert && <p className={muted}>Inserted, not sent: read it in the chat, then send it yourself.</p>}
    </form>
  );
}
