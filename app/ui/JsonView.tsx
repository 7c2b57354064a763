import { ScrollText } from './ScrollText';

const COLLAPSE_OVER = 400;

/** Pretty JSON as text; long values start collapsed behind a <details> summary. */
export function JsonView({ value, label = 'JSON' }: { value: unknown; label?: string }) {
  const text = JSON.stringify(value, null, 2) ?? 'undefined';
  if (text.length <= COLLAPSE_OVER) return <ScrollText>{text}</ScrollText>;
  const summary = Array.isArray(value)
    ? `${label}: array of ${value.length}`
    : typeof value === 'object' && value !== null
      ? `${label}: object with ${Object.keys(value).length} keys`
      : label;
  return (
    <details>
      <summary className="cursor-pointer text-xs font-medium">{summary}</summary>
      <ScrollText>{text}</ScrollText>
    </details>
  );
}

/** Text that is a JSON object or array, parsed; anything else undefined. */
export function parseJsonText(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}
