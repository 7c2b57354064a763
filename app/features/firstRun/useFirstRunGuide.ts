// Where the getting-started guide stands and how it shows: all steps, one "you're set up" line once all
// are done, or hidden by the user (kept in the first-run record, so it stays hidden after a reload).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore } from '../../core/context';
import { noteFirstRun } from '../../core/firstRunProgress';
import { allDone, firstRunSteps, type FirstRunState } from './firstRunSteps';
import { useFirstRunProgress } from './useFirstRunProgress';

export interface FirstRunGuideState {
  steps: FirstRunState;
  view: 'steps' | 'line' | 'hidden';
  /** Shows every step, even when all are done ("Getting started"). */
  show(): void;
  hide(): void;
}

export function useFirstRunGuide(): FirstRunGuideState {
  const progress = useFirstRunProgress();
  const steps = useAppStore(
    useShallow((s) =>
      firstRunSteps({ servers: s.servers, statuses: s.statuses, grants: s.grants, progress }),
    ),
  );
  const [expanded, setExpanded] = useState(false);
  const view = progress.dismissed ? 'hidden' : allDone(steps) && !expanded ? 'line' : 'steps';
  return {
    steps,
    view,
    show: () => {
      noteFirstRun({ dismissed: false });
      setExpanded(true);
    },
    hide: () => {
      noteFirstRun({ dismissed: true });
      setExpanded(false);
    },
  };
}
