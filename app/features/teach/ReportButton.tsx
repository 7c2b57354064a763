// "Report": copies a redacted summary for an issue. Where the clipboard is refused (a frame without the
// permission), the text shows selected in a box, ready for Ctrl+C.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { button, input } from '../../ui/classNames';

export function ReportButton({ text, label = 'Report' }: { text: () => string; label?: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'copied' } | { kind: 'manual'; text: string }>({
    kind: 'idle',
  });
  const box = useRef<HTMLTextAreaElement>(null);
  // A layout effect selects the text in the same commit that shows the box, so there is no moment when
  // the box is on screen unselected (a passive effect can run a frame later on a busy machine).
  useLayoutEffect(() => {
    if (state.kind === 'manual') box.current?.select();
  }, [state]);
  useEffect(() => {
    if (state.kind !== 'copied') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), 3000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    const summary = text();
    try {
      await navigator.clipboard.writeText(summary);
      setState({ kind: 'copied' });
    } catch {
      setState({ kind: 'manual', text: summary });
    }
  };
  return (
    <>
      // copy() falls back to showing the text selected when the clipboard is refused.
      <button type="button" className={button} onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="text-xs">
        {state.kind === 'copied' ? 'Copied: paste it into an issue.' : ''}
      </span>
      {state.kind === 'manual' && (
        <label className="w-full text-xs">
          The clipboard was refused: copy this text (Ctrl+C) into an issue.
          <textarea
            ref={box}
            readOnly
            rows={5}
            aria-label="Report text"
            className={`${input} mt-1 font-mono text-[11px]`}
            value={state.text}
          />
        </label>
      )}
    </>
  );
}
