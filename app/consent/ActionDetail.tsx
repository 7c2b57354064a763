// The arguments or the result text in the consent window, as every character there is: invisible ones
// (bidi overrides, zero-width) written out as escapes. The box scrolls; when it clips, it says so and how
// long the whole text is, so nothing below the fold passes unseen.
import { useLayoutEffect, useRef, useState } from 'react';
import { showInvisible } from '../../bridge/protocol/visibleText';
import { muted, pre } from '../ui/classNames';

export function ActionDetail({ label, text }: { label: string; text: string }) {
  const box = useRef<HTMLPreElement>(null);
  const [clipped, setClipped] = useState(false);
  const shown = showInvisible(text);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setClipped(element.scrollHeight > element.clientHeight + 1);
    measure();
    // The window can be resized (or the fonts load) after the first layout.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, [shown]);
  return (
    <>
      <pre ref={box} className={`mt-2 ${pre}`} aria-label={label} tabIndex={0}>
        {shown}
      </pre>
      {clipped && (
        <p className={`mt-1 ${muted}`} role="note">
          {text.length.toLocaleString('en')} characters in all: scroll the box for more.
        </p>
      )}
    </>
  );
}
