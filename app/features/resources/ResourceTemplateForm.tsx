// Fills a resource template's variables (its RFC 6570 URI template names them) with the server's suggestions,
// shows the URI they expand to, and hands that URI to `onRead`.
import { useMemo, useState } from 'react';
import type { ResourceTemplate } from '../../../bridge/connections/resources';
import { parseTemplate } from '../../../bridge/connections/resourceTemplates';
import { ArgumentFields, type SuggestArgument } from '../../ui/ArgumentFields';
import { button, card, muted, primaryButton } from '../../ui/classNames';

export interface ResourceTemplateFormProps {
  template: ResourceTemplate;
  suggest?: SuggestArgument;
  onRead(uri: string): void;
  onCancel(): void;
}

export function ResourceTemplateForm({ template, suggest, onRead, onCancel }: ResourceTemplateFormProps) {
  const parsed = useMemo(() => parseTemplate(template.uriTemplate), [template.uriTemplate]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const label = template.title ?? template.name;
  const uri = parsed.ok ? parsed.expand(values) : '';
  return (
    <form
      className={`${card} flex flex-col gap-2`}
      aria-label={`Resource template ${label}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!parsed.ok) return;
        const empty = parsed.variables.filter((name) => !values[name] && !parsed.optional.includes(name));
        setMissing(empty);
        if (empty.length === 0) onRead(uri);
      }}
    >
      <h2 className="text-sm font-semibold break-words">{label}</h2>
      {template.description && <p className={`${muted} break-words`}>{template.description}</p>}
      {parsed.ok ? (
        <>
          <ArgumentFields
            specs={parsed.variables.map((name) => ({ name, required: !parsed.optional.includes(name) }))}
            values={values}
            onChange={setValues}
            {...(suggest ? { suggest } : {})}
            missing={missing}
          />
          <p className={muted}>
            Reads <code className="break-all">{uri}</code>
          </p>
        </>
      ) : (
        <p role="alert" className="text-xs break-words text-red-700 dark:text-red-300">
          {parsed.error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={!parsed.ok}>
          Read
        </button>
        <button type="button" className={button} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
