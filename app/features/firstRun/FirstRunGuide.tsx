// The dashboard's getting-started guide: connect a server, install the bookmarklet, use it on a chat. Each
// step's state comes from firstRunSteps (the store and the first-run record); all done, it folds to a line.
import { button, card } from '../../ui/classNames';
import { FirstRunStepList } from './FirstRunStepList';
import type { FirstRunGuideState } from './useFirstRunGuide';

/** The guide's heading, which "Show the connector command" focuses. */
export const FIRST_RUN_TITLE_ID = 'first-run-title';

export interface FirstRunGuideProps {
  /** Rendered only while not hidden, so a hidden guide loads nothing. */
  guide: FirstRunGuideState;
  onOpenTab(tab: 'servers' | 'install'): void;
}

export function FirstRunGuide({ guide, onOpenTab }: FirstRunGuideProps) {
  const hideButton = (
    // Named apart from the secret fields' Hide; the name still starts with what the button shows.
    <button type="button" className={button} onClick={guide.hide} aria-label="Hide getting started">
      Hide
    </button>
  );

  if (guide.view === 'line') {
    return (
      <section
        aria-label="Getting started"
        className="mx-3 mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
      >
        <p className="min-w-0 flex-1">
          <span aria-hidden="true">✓ </span>You&apos;re set up: a server is connected and a chat site may use
          your tools.
        </p>
        <button type="button" className={button} onClick={guide.show}>
          Show the steps
        </button>
        {hideButton}
      </section>
    );
  }

  return (
    <section aria-labelledby={FIRST_RUN_TITLE_ID} className={`${card} mx-3 mt-3`}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={FIRST_RUN_TITLE_ID} tabIndex={-1} className="font-semibold">
          Get started in three steps
        </h2>
        {hideButton}
      </div>
      <FirstRunStepList state={guide.steps} onOpenTab={onOpenTab} />
    </section>
  );
}
