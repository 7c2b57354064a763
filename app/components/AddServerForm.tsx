import { useId, useState, type FormEvent } from 'react';
import type { TransportKind } from '../../bridge/connections/types';
import { input, primaryButton } from './ui';

export interface NewServer {
  name: string;
  url: string;
  transport: TransportKind;
  bearerToken?: string;
}

/** Minimal add-by-URL form; the URL is checked here so a typo never reaches the connection manager. */
export function AddServerForm({ onAdd }: { onAdd(server: NewServer): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [transport, setTransport] = useState<TransportKind>('auto');
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let parsed: URL;
    try {
      parsed = new URL(url.trim());
    } catch {
      setError('Enter a full URL, for example http://127.0.0.1:3000/mcp');
      return;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      setError('The URL must start with http:// or https://');
      return;
    }
    const server: NewServer = { name: name.trim() || parsed.host, url: parsed.href, transport };
    if (token.trim()) server.bearerToken = token.trim();
    onAdd(server);
    setName('');
    setUrl('');
    setToken('');
    setError(null);
  };

  return (
    <form onSubmit={submit} aria-label="Add a server" className="flex flex-col gap-2">
      <div className="flex flex-col gap-2">
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
            <option value="sse">SSE (legacy)</option>
          </select>
        </label>
        <label className="text-sm" htmlFor={`${id}-token`}>
          Bearer token (optional)
          <input
            id={`${id}-token`}
            className={input}
            type="password"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className={primaryButton}>
          Add server
        </button>
      </div>
    </form>
  );
}
