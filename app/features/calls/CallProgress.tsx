import type { CallRecord } from '../../../bridge/hub/types';
import { muted } from '../../ui/classNames';

/** Determinate when the server sends a total, indeterminate otherwise. */
export function CallProgress({ progress }: { progress: CallRecord['progress'] | undefined }) {
  const known = progress !== undefined && progress.total !== undefined && progress.total > 0;
  return (
    <div className="mt-1">
      <progress
        className="w-full"
        aria-label="Progress"
        {...(progress ? { value: progress.progress } : {})}
        {...(known ? { max: progress.total } : {})}
      />
      {progress?.message && <p className={muted}>{progress.message}</p>}
      {known && (
        <p className={muted}>
          {progress.progress} of {progress.total}
        </p>
      )}
    </div>
  );
}
