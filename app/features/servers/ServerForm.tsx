import { useId, useState, type FormEvent } from 'react';
import type { ServerConfig, TransportKind } from '../../../bridge/connections/types';
import type { NewServer } from './serversSlice';
import { HeadersEditor, type HeaderRow } from './HeadersEditor';
import { SecretInput } from '../../ui/SecretInput';
import { button, input, primaryButton } from '../../ui/classNames';

export interface ServerFormProps {
  initial?: Partial<ServerConfig>;
  submitLabel: string;
  onSubmit(server: NewServer): void;
  onCancel?: () => void;
}

/** Add or edit a server. The URL and headers are checked here so a typo never reaches a connection. */
export function ServerForm({ initial, submitLabel, onSubmit, onCancel }: ServerFormProps) {
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [transport, setTransport] = useState<TransportKind>(initial?.transport ?? 'auto');
  const [token, setToken] = useState(initial?.bearerToken ?? '');
  const [oauth, setOauth] = useState(initial?.auth === 'oauth');
  const [rows, setRows] = useState<HeaderRow[]>(
    Object.entries(initial?.headers ?? {}).map(([name, value]) => ({ name, value })),
  );
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let parsed: URL;
    try {
      parsed = new URL(url.trim());
    } catch {
      return setError('Enter a full URL, for example http://127.0.0.1:3000/mcp');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      return setError('The URL must start with http:// or https://');
    const headers: Record<string, string> = {};
    for (const row of rows) {
      const key = row.name.trim();
      if (!key && !row.value) continue;
      if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(key)) return setError(`"${key}" is not a valid header name.`);
      headers[key] = row.value;
    }
    const server: NewServer = { name: name.trim() || parsed.host, url: parsed.href, transport };
    if (token.trim()) server.bearerToken = token.trim();
    if (Object.keys(headers).length) server.headers = headers;
    if (oauth) server.auth = 'oauth';
    onSubmit(server);
    if (!initial) {
      setName('');
      setUrl('');
      setToken('');
      setRows([]);
      setOauth(false);
    }
    setError(null);
  };

  return (
    <form onSubmit={submit} aria-label={submitLabel} className="flex flex-col gap-2">
      <label className="text-sm" htmlFor={`${id}-name`}>
        Name
        <input id={`${id}-name`} className={input} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="text-sm" htmlFor={`${id}-url`}>
        URL
        <input
          id={`${id}-url`}
          className={input}
          value={url}
          required
          inputMode="url"
          placeholder="https://example.com/mcp"
          onChange={(e) => setUrl(e.target.value)}
        />
      </label>
      <label className="text-sm" htmlFor={`${id}-transport`}>
        Transport
        <select
          id={`${id}-transport`}
          className={input}
          value={transport}
          onChange={(e) => setTransport(e.target.value as TransportKind)}
        >
          <option value="auto">Auto (Streamable HTTP, then SSE)</option>
          <option value="streamable-http">Streamable HTTP</option>
          <option value="sse">SSE (older servers)</option>
        </select>
      </label>
      <div className="text-sm">
        <label htmlFor={`${id}-token`}>Bearer token (optional)</label>
        <SecretInput id={`${id}-token`} label="Bearer token" value={token} onChange={setToken} />
      </div>
      <HeadersEditor rows={rows} onChange={setRows} />
      <label className="inline-flex items-center gap-1 text-sm">
        <input type="checkbox" checked={oauth} onChange={(e) => setOauth(e.target.checked)} />
        Sign in with OAuth
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={primaryButton}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={button} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
