// Right after a site is allowed, the one thing left before the AI can use the tools: the instructions in
// the chat. Information, not a prompt: it goes away once used or dismissed.
import { primaryButton } from '../../ui/classNames';

export interface NextStepNoticeProps {
  onInsert(): void;
  onDismiss(): void;
}

export function NextStepNotice({ onInsert, onDismiss }: NextStepNoticeProps) {
  return (
    <div
      role="status"
      aria-label="Next step"
      className="flex flex-wrap items-center gap-2 border-b border-indigo-200 bg-indigo-50 px-3 py-1.5 text-sm dark:border-indigo-800 dark:bg-indigo-950"
    >
      <p className="min-w-0 flex-1">
        <strong>Next:</strong> put the instructions into the chat so the AI knows your tools.
      </p>
      <button type="button" className={primaryButton} onClick={onInsert}>
        Insert instructions
      </button>
      <button type="button" onClick={onDismiss} aria-label="Dismiss next step" className="shrink-0 px-1">
        ×
      </button>
    </div>
  );
}
