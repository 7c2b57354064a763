// An app in a call card asks to open a link: the user sees where it goes (the site in bold, then the whole
// address) and opens it with a click of ours, behind the same visibility gate as Run in a frame.
import { GatedButton } from '../../ui/gate/GatedButton';
import { isFramed, useArmedControl } from '../../ui/gate/useArmedControl';
import { button, muted } from '../../ui/classNames';

export interface OpenLinkPromptProps {
  url: string;
  onOpen(): void;
  onCancel(): void;
}

export function OpenLinkPrompt({ url, onOpen, onCancel }: OpenLinkPromptProps) {
  const { state, ref, guard } = useArmedControl({ enabled: isFramed() });
  const host = new URL(url).host;
  return (
    <div
      role="alertdialog"
      aria-label="Open a link from the app"
      className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm dark:border-amber-700 dark:bg-amber-950"
    >
      <p>
        The app wants to open a page on <strong className="break-all">{host}</strong>
      </p>
      <p className={`${muted} mt-1 break-all`}>{url}</p>
      <div className="mt-2 flex gap-2" ref={ref}>
        <GatedButton state={state} onClick={guard(onOpen)} windowLabel="Open link">
          Open link
        </GatedButton>
        <button type="button" className={button} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
