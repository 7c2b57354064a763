// The protocol log view, loaded on the first "Log" click, so the servers panel's download does not grow.
import { lazy, Suspense } from 'react';
import { muted } from '../../ui/classNames';
import type { ProtocolLogContainerProps } from './ProtocolLogContainer';

const ProtocolLogContainer = lazy(() =>
  import('./ProtocolLogContainer').then((m) => ({ default: m.ProtocolLogContainer })),
);

export function LazyProtocolLog(props: ProtocolLogContainerProps) {
  return (
    <Suspense
      fallback={
        <p role="status" className={`mt-2 ${muted}`}>
          Loading the protocol log…
        </p>
      }
    >
      <ProtocolLogContainer {...props} />
    </Suspense>
  );
}
