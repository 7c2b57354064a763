// One numbered step of the getting-started guide: its title, where it stands, and what to do.
import { useId, type ReactNode } from 'react';
import { badge, muted } from '../../ui/classNames';
import type { StepState } from './firstRunSteps';

const STATE_LABEL: Record<StepState, string> = {
  done: 'Done',
  'in-progress': 'In progress',
  'to-do': 'To do',
};

const STATE_STYLE: Record<StepState, string> = {
  done: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  'in-progress': 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  'to-do': 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

const NUMBER_STYLE: Record<StepState, string> = {
  done: 'bg-emerald-600 text-white',
  'in-progress': 'bg-amber-500 text-white',
  'to-do': 'bg-indigo-600 text-white',
};

export interface FirstRunStepProps {
  number: number;
  title: string;
  state: StepState;
  /** Shown once the step is done; the instructions then fold under "How". */
  doneText: string;
  children: ReactNode;
}

export function FirstRunStep({ number, title, state, doneText, children }: FirstRunStepProps) {
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      data-state={state}
      className="flex min-w-0 flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${NUMBER_STYLE[state]}`}
        >
          {state === 'done' ? '✓' : number}
        </span>
        <h3 id={titleId} className="min-w-0 flex-1 font-semibold">
          <span className="sr-only">Step {number}: </span>
          {title}
        </h3>
        <span className={`${badge} shrink-0 ${STATE_STYLE[state]}`}>{STATE_LABEL[state]}</span>
      </div>
      {state === 'done' ? (
        <>
          <p>{doneText}</p>
          <details className="flex flex-col gap-2">
            <summary className={`${muted} cursor-pointer`}>How</summary>
            <div className="mt-2 flex flex-col gap-2">{children}</div>
          </details>
        </>
      ) : (
        children
      )}
    </li>
  );
}
