// Copy goes through the runtime's command (it reports a failure in the notice bar). The runtime loads after
// the dashboard paints: until then the button waits disabled, and the guide around it shows at once.
import { Suspense } from 'react';
import { button } from '../../ui/classNames';
import { useActions } from '../../core/context';

function ReadyCopyButton({ text, label }: { text: string; label: string }) {
  const actions = useActions();
  return (
    <button type="button" className={button} onClick={() => void actions.copy(text)}>
      {label}
    </button>
  );
}

export function FirstRunCopyButton(props: { text: string; label: string }) {
  return (
    <Suspense
      fallback={
        <button type="button" className={button} disabled>
          {props.label}
        </button>
      }
    >
      <ReadyCopyButton {...props} />
    </Suspense>
  );
}
