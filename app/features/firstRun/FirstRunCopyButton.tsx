// Copy goes through the runtime's command (it reports a failure in the notice bar). The runtime loads after
// the dashboard paints: until then the button waits disabled, and the guide around it shows at once.
import { Suspense } from 'react';
import { button } from '../../ui/classNames';
import { useClipboard } from '../../core/clipboard';

function ReadyCopyButton({ text, label }: { text: string; label: string }) {
  const clipboard = useClipboard();
  return (
    <button
      type="button"
      className={button}
      onClick={() => {
        clipboard.copy(text);
      }}
    >
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
