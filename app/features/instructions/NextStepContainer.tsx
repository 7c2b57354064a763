// The next-step notice wired to the insert-instructions command; it needs the runtime, so it suspends
// until the hub's code has loaded (render it under a Suspense boundary).
import { NextStepNotice } from './NextStepNotice';
import { useToolActions } from '../../core/context';

export function NextStepContainer({ onDone }: { onDone(): void }) {
  const toolActions = useToolActions();
  return (
    <NextStepNotice
      onInsert={() => {
        onDone();
        toolActions.insertInstructions();
      }}
      onDismiss={onDone}
    />
  );
}
