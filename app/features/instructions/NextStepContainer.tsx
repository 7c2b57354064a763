// The next-step notice wired to the insert-instructions command; it needs the runtime, so it suspends
// until the hub's code has loaded (render it under a Suspense boundary).
import { NextStepNotice } from './NextStepNotice';
import { useInstructionsActions } from './instructionsActions';

export function NextStepContainer({ onDone }: { onDone(): void }) {
  const instructionsActions = useInstructionsActions();
  return (
    <NextStepNotice
      onInsert={() => {
        onDone();
        instructionsActions.insertInstructions();
      }}
      onDismiss={onDone}
    />
  );
}
