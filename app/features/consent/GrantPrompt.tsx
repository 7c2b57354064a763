import { button, primaryButton } from '../../ui/classNames';

export interface GrantPromptProps {
  origin: string;
  /** Opens the consent window; the frame itself can only ask (it may be invisible under a decoy). */
  onAsk(): void;
  onDismiss(): void;
}

/** Deny by default: the page gets no tools until the user clicks Allow in our own top-level window. */
export function GrantPrompt({ origin, onAsk, onDismiss }: GrantPromptProps) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="grant-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
    >
      <p id="grant-title" className="font-medium wrap-anywhere">
        Allow {origin} to use your MCP tools?
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        The page will see your tool list and can ask to run tools. Each call still follows the tool&apos;s
        policy.
      </p>
      <div className="mt-2 flex gap-2">
        <button type="button" className={primaryButton} onClick={onAsk}>
          Allow in a new window…
        </button>
        <button type="button" className={button} onClick={onDismiss}>
          Not now
        </button>
      </div>
    </section>
  );
}
