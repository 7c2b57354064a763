// The checklist of a diagnosis: every step's title from the start, its verdict once it completes, the fix
// in one sentence. Props in, callbacks out: DiagnoseRunner runs the checks.
import type { DiagnosisStep, StepId } from '../../../bridge/connections/diagnose/types';
import type { CheckStatus as StepStatus } from '../../../bridge/diagnose/check';
import { badge, button, muted } from '../../ui/classNames';

export type StepView = Pick<DiagnosisStep, 'id' | 'title'> &
  ({ status: 'waiting' | 'running' } | Omit<DiagnosisStep, 'id' | 'title'>);

export interface DiagnosePanelProps {
  serverName: string;
  steps: readonly StepView[];
  done: boolean;
  /** What the last copy did, shown beside the button. */
  copyState?: 'copied' | 'failed' | undefined;
  onCopy(): void;
  onRunAgain(): void;
  onClose(): void;
}

const STATUS_TEXT: Record<StepStatus | 'waiting' | 'running', string> = {
  pass: 'passed',
  fail: 'failed',
  warn: 'warning',
  skip: 'skipped',
  waiting: 'waiting',
  running: 'checking…',
};

const STATUS_STYLE: Record<StepStatus | 'waiting' | 'running', string> = {
  pass: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  fail: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  warn: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  skip: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
  waiting: 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
  running: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
};

export function DiagnosePanel(props: DiagnosePanelProps) {
  const { serverName, steps, done, copyState, onCopy, onRunAgain, onClose } = props;
  return (
    <section
      aria-label={`Diagnosis of ${serverName}`}
      className="mt-2 rounded-md border border-slate-200 p-2 dark:border-slate-700"
    >
      <ol className="flex flex-col gap-2">
        {steps.map((step) => (
          <StepRow key={step.id} step={step} />
        ))}
      </ol>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button type="button" className={button} onClick={onCopy} disabled={!done}>
          Copy report
        </button>
        <button type="button" className={button} onClick={onRunAgain} disabled={!done}>
          Run again
        </button>
        <button type="button" className={button} onClick={onClose}>
          Close
        </button>
        <span role="status" className={muted}>
          {!done
            ? 'Checking…'
            : copyState === 'copied'
              ? 'Report copied (no tokens or header values).'
              : copyState === 'failed'
                ? 'The browser refused the clipboard.'
                : ''}
        </span>
      </div>
    </section>
  );
}

function StepRow({ step }: { step: StepView }) {
  const label = STATUS_TEXT[step.status];
  return (
    <li aria-label={`${step.title}: ${label}`} data-step={step.id satisfies StepId} data-status={step.status}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">{step.title}</span>
        <span className={`${badge} ${STATUS_STYLE[step.status]}`}>{label}</span>
      </div>
      {'detail' in step && (
        <p className="text-xs break-words text-slate-700 dark:text-slate-300">{step.detail}</p>
      )}
      {'fix' in step && step.fix && (
        <p className="text-xs break-words">
          <span className="font-semibold">Fix: </span>
          {step.fix}
        </p>
      )}
    </li>
  );
}
