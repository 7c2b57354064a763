// The diagnosis view, loaded on the first "Diagnose" click: its checks and the SDK's discovery code stay out
// of the servers panel's download.
import { lazy, Suspense } from 'react';
import type { DiagnoseRunnerProps } from './DiagnoseRunner';
import { muted } from '../../ui/classNames';

const DiagnoseRunner = lazy(() => import('./DiagnoseRunner').then((m) => ({ default: m.DiagnoseRunner })));

export function LazyDiagnoseRunner(props: DiagnoseRunnerProps) {
  return (
    <Suspense
      fallback={
        <p role="status" className={`mt-2 ${muted}`}>
          Loading the diagnosis…
        </p>
      }
    >
      <DiagnoseRunner {...props} />
    </Suspense>
  );
}
