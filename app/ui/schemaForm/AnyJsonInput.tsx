import { useState } from 'react';
import { input } from '../classNames';

/** A value the schema does not describe: typed as JSON; text that is not JSON is sent as a string. */
export function AnyJsonInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: unknown;
  onChange(v: unknown): void;
}) {
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  return (
    <textarea
      id={id}
      className={`${input} font-mono`}
      rows={3}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        try {
          onChange(JSON.parse(e.target.value));
        } catch {
          onChange(e.target.value);
        }
      }}
    />
  );
}
