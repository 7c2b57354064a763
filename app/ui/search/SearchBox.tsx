// The search field of every list (tools, prompts, resources, calls, the protocol log), and what a search that
// found nothing says, so all of them read and behave alike.
import { useId } from 'react';
import { input, muted } from '../classNames';

export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  /** The field's accessible name: "Search tools". */
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={input}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

/** "No tool matches “x”. Try another word, or clear the search to see all 12." */
export function NoMatch({ lead, query, total }: { lead: string; query: string; total: number }) {
  return (
    <p className={muted}>
      {lead} “{query}”. Try another word, or clear the search to see all {total}.
    </p>
  );
}
