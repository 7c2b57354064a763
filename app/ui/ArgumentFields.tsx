// String arguments with the server's suggestions: a prompt's arguments and a resource template's variables.
// Suggestions come through `suggest` (the server's completion/complete) and show in a native datalist, so
// the keyboard and screen readers work as for any input.
import { useEffect, useId, useState } from 'react';
import { input, muted } from './classNames';

export interface ArgumentSpec {
  name: string;
  title?: string;
  description?: string;
  required?: boolean;
}

/** The server's suggestions for one argument, given the other arguments so far; aborted when the user types on. */
export type SuggestArgument = (
  name: string,
  value: string,
  otherArguments: Record<string, string>,
  signal: AbortSignal,
) => Promise<string[]>;

/** Waits this long after a key before asking, so typing a word asks once. */
export const SUGGEST_DELAY_MS = 150;

export interface ArgumentFieldsProps {
  specs: ArgumentSpec[];
  values: Record<string, string>;
  onChange(values: Record<string, string>): void;
  suggest?: SuggestArgument;
  /** Names of required arguments left empty after a submit attempt. */
  missing?: string[];
}

export function ArgumentFields({ specs, values, onChange, suggest, missing = [] }: ArgumentFieldsProps) {
  return (
    <div className="flex flex-col gap-2">
      {specs.map((spec) => (
        <ArgumentField
          key={spec.name}
          spec={spec}
          values={values}
          onChange={(value) => onChange({ ...values, [spec.name]: value })}
          {...(suggest ? { suggest } : {})}
          missing={missing.includes(spec.name)}
        />
      ))}
    </div>
  );
}

function ArgumentField(props: {
  spec: ArgumentSpec;
  values: Record<string, string>;
  onChange(value: string): void;
  suggest?: SuggestArgument;
  missing: boolean;
}) {
  const { spec, values, onChange, suggest, missing } = props;
  const id = useId();
  const [focused, setFocused] = useState(false);
  const suggestions = useSuggestions(spec.name, values, focused ? suggest : undefined);
  const value = values[spec.name] ?? '';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {spec.title ?? spec.name}
        {spec.required && <span aria-hidden="true"> *</span>}
      </label>
      {spec.description && (
        <span id={`${id}-description`} className={muted}>
          {spec.description}
        </span>
      )}
      <input
        id={id}
        className={input}
        value={value}
        required={spec.required}
        aria-invalid={missing || undefined}
        {...(spec.description ? { 'aria-describedby': `${id}-description` } : {})}
        list={suggestions.length ? `${id}-suggestions` : undefined}
        autoComplete="off"
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(e) => onChange(e.target.value)}
      />
      {suggestions.length > 0 && (
        <datalist id={`${id}-suggestions`} data-testid={`suggestions-${spec.name}`}>
          {/* Keyed by place too: any source of suggestions may repeat one. */}
          {suggestions.map((suggestion, index) => (
            <option key={`${index}:${suggestion}`} value={suggestion} />
          ))}
        </datalist>
      )}
      {missing && <span className="text-xs text-red-700 dark:text-red-300">Required.</span>}
    </div>
  );
}

/** The latest suggestions for one argument; an answer to an older value never replaces a newer one. */
function useSuggestions(name: string, values: Record<string, string>, suggest?: SuggestArgument): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const value = values[name] ?? '';
  const others = JSON.stringify(Object.fromEntries(Object.entries(values).filter(([key]) => key !== name)));
  useEffect(() => {
    if (!suggest) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggest(name, value, JSON.parse(others) as Record<string, string>, controller.signal).then(
        (next) => {
          if (!controller.signal.aborted) setSuggestions(next);
        },
        () => undefined,
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, value, others, suggest]);
  return suggestions;
}
