import { useId, useState } from 'react';
import { connectorConfig, type ExportedConfig, type ImportPlan } from './configTransfer';
import { useConnectorCommand } from '../install';
import { button, card, input, muted, primaryButton } from '../../ui/classNames';
import { ScrollText } from '../../ui/ScrollText';

export interface ConfigTransferProps {
  /** Builds the export; secrets only when asked. */
  exportConfig(includeSecrets: boolean): ExportedConfig;
  /** Parses pasted text into a plan, or throws with a message for the user. */
  parse(text: string): ImportPlan;
  onImport(plan: ImportPlan): void;
  onCopy(text: string): void;
}

/** Export and import of the server list; imports are previewed before anything changes. */
export function ConfigTransfer({ exportConfig, parse, onImport, onCopy }: ConfigTransferProps) {
  const id = useId();
  const [includeSecrets, setIncludeSecrets] = useState(false);
  const [text, setText] = useState('');
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [error, setError] = useState<string | null>(null);

  const exported = () => JSON.stringify(exportConfig(includeSecrets), null, 2);
  const download = () => {
    const url = URL.createObjectURL(new Blob([exported()], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'mcp-multi-bridge.json';
    link.click();
    URL.revokeObjectURL(url);
  };
  const preview = (source: string) => {
    try {
      setPlan(parse(source));
      setError(null);
    } catch (e) {
      setPlan(null);
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <details className={`${card} text-sm`}>
      <summary className="cursor-pointer font-semibold">Import and export</summary>
      <div className="mt-2 flex flex-col gap-2">
        <label className="inline-flex items-center gap-1">
          <input
            type="checkbox"
            checked={includeSecrets}
            onChange={(e) => setIncludeSecrets(e.target.checked)}
          />
          Include secrets (tokens, credential headers, OAuth sign-ins)
        </label>
        {includeSecrets && (
          <p className="text-amber-700 dark:text-amber-300">
            Anyone with the file can use these servers as you.
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button} onClick={download}>
            Download export
          </button>
          <button type="button" className={button} onClick={() => onCopy(exported())}>
            Copy export
          </button>
        </div>
        <label htmlFor={`${id}-import`}>Import: paste an export or a Claude Desktop config</label>
        <textarea
          id={`${id}-import`}
          className={`${input} h-24 font-mono text-xs`}
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={button} onClick={() => preview(text)}>
            Preview import
          </button>
          <label className={button}>
            Load a file
            <input
              type="file"
              accept="application/json,.json"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file)
                  file.text().then(
                    (content) => {
                      setText(content);
                      preview(content);
                    },
                    (failure: unknown) =>
                      setError(
                        `Could not read ${file.name}: ${failure instanceof Error ? failure.message : String(failure)}`,
                      ),
                  );
              }}
            />
          </label>
        </div>
        {error && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        {plan && <ImportPreview plan={plan} onImport={() => (onImport(plan), setPlan(null), setText(''))} />}
      </div>
    </details>
  );
}

function ImportPreview({ plan, onImport }: { plan: ImportPlan; onImport(): void }) {
  const command = useConnectorCommand('mcp.json');
  return (
    <div className="flex flex-col gap-2" aria-label="Import preview">
      <p>
        {plan.servers.length} remote {plan.servers.length === 1 ? 'server' : 'servers'} to add or update
        {plan.servers.length > 0 && `: ${plan.servers.map((s) => s.name).join(', ')}`}.
      </p>
      {plan.needsConnector.length > 0 && (
        <div>
          <p className="font-medium">Needs the connector (a browser can&apos;t start local programs):</p>
          <ul className="list-disc pl-5">
            {plan.needsConnector.map((entry) => (
              <li key={entry.name}>
                {entry.name}: <code>{[entry.command, ...entry.args].join(' ')}</code>
              </li>
            ))}
          </ul>
          <p className={muted}>
            Save this as mcp.json and run <code>{command}</code>, then open the pairing link it prints.
          </p>
          <ScrollText className="mt-1 max-h-40 overflow-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-800">
            {connectorConfig(plan.needsConnector)}
          </ScrollText>
        </div>
      )}
      {plan.skipped.map((s) => (
        <p key={s.name} className={muted}>
          Skipped {s.name}: {s.reason}.
        </p>
      ))}
      {plan.servers.length > 0 && (
        <div>
          <button type="button" className={primaryButton} onClick={onImport}>
            Import {plan.servers.length} {plan.servers.length === 1 ? 'server' : 'servers'}
          </button>
        </div>
      )}
    </div>
  );
}
