import { isSecretHeader } from './configTransfer';
import { SecretInput } from '../../ui/SecretInput';
import { button, inputBase } from '../../ui/classNames';

export interface HeaderRow {
  name: string;
  value: string;
}

export interface HeadersEditorProps {
  rows: HeaderRow[];
  onChange(rows: HeaderRow[]): void;
}

/** Key/value rows for extra request headers. Values of credential-like headers are masked. */
export function HeadersEditor({ rows, onChange }: HeadersEditorProps) {
  const update = (index: number, patch: Partial<HeaderRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend>Headers (optional)</legend>
      {rows.map((row, index) => {
        const label = `Value of header ${index + 1}`;
        return (
          <div key={index} className="flex flex-wrap gap-1">
            <input
              aria-label={`Name of header ${index + 1}`}
              className={`${inputBase} w-32`}
              placeholder="X-Api-Key"
              spellCheck={false}
              value={row.name}
              onChange={(e) => update(index, { name: e.target.value })}
            />
            {isSecretHeader(row.name) ? (
              <SecretInput label={label} value={row.value} onChange={(value) => update(index, { value })} />
            ) : (
              <input
                aria-label={label}
                className={`${inputBase} min-w-0 flex-1`}
                value={row.value}
                onChange={(e) => update(index, { value: e.target.value })}
              />
            )}
            <button
              type="button"
              className={button}
              aria-label={`Remove header ${index + 1}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              ×
            </button>
          </div>
        );
      })}
      <div>
        <button type="button" className={button} onClick={() => onChange([...rows, { name: '', value: '' }])}>
          Add header
        </button>
      </div>
    </fieldset>
  );
}
