// The sites the user taught: each host with its parts, base adapter, editor and date; Edit in place, export
// as an adapter file for the repository (or JSON), Delete with Undo.
import { useState } from 'react';
import type { AdapterPart, TaughtAdapter } from '../../../bridge/protocol/adapters';
import { adapterFile, taughtJson, type AdapterFile } from './adapterFile';
import { PART_LABELS } from './parts';
import { TaughtSiteEditor } from './TaughtSiteEditor';
import { button, dangerButton, muted } from '../../ui/classNames';

function download({ name, text }: AdapterFile, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function SiteParts({ site }: { site: TaughtAdapter }) {
  return (
    <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
      {(Object.keys(site.selectors) as AdapterPart[]).map((part) => (
        <div key={part} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{PART_LABELS[part]}</dt>
          <dd className="font-mono break-all">{site.selectors[part]}</dd>
        </div>
      ))}
    </dl>
  );
}

function TaughtSite({
  site,
  onSave,
  onDelete,
}: {
  site: TaughtAdapter;
  onSave(site: TaughtAdapter): void;
  onDelete(): void;
}) {
  const [editing, setEditing] = useState(false);
  const file = adapterFile(site);
  return (
    <li className="border-b border-slate-200 py-2 last:border-b-0 dark:border-slate-700">
      <p className="text-sm font-semibold break-all">{site.host}</p>
      <p className={muted}>
        {site.base ? `Repairs the ${site.base} adapter` : 'Its own adapter (no site adapter before)'} · editor{' '}
        {site.editor} · saved {site.savedAt.slice(0, 10)}
      </p>
      {editing ? (
        <TaughtSiteEditor
          site={site}
          onCancel={() => setEditing(false)}
          onSave={(edited) => {
            onSave(edited);
            setEditing(false);
          }}
        />
      ) : (
        <>
          <SiteParts site={site} />
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <button type="button" className={button} onClick={() => setEditing(true)}>
              Edit
            </button>
            <button
              type="button"
              className={button}
              title={file.complete ? `embed/adapters/sites/${file.name}` : 'The taught parts, to merge'}
              aria-label={`Export ${site.host} as an adapter file (.ts)`}
              onClick={() => download(file, 'text/typescript')}
            >
              Export .ts
            </button>
            <button
              type="button"
              className={button}
              aria-label={`Export ${site.host} as JSON`}
              onClick={() => download(taughtJson(site), 'application/json')}
            >
              JSON
            </button>
            <button
              type="button"
              className={`${dangerButton} ml-auto`}
              aria-label={`Delete ${site.host}`}
              onClick={onDelete}
            >
              Delete
            </button>
          </div>
        </>
      )}
    </li>
  );
}

export function TaughtSites({
  sites,
  onSave,
  onDelete,
}: {
  sites: Record<string, TaughtAdapter>;
  onSave(site: TaughtAdapter): void;
  onDelete(host: string): void;
}) {
  const [deleted, setDeleted] = useState<TaughtAdapter | null>(null);
  const hosts = Object.keys(sites).sort();
  return (
    <>
      {deleted && (
        <p role="status" className="mb-1 flex items-center gap-2 text-xs">
          <span className="min-w-0 flex-1 break-all">Deleted {deleted.host}.</span>
          <button
            type="button"
            className={button}
            onClick={() => {
              onSave(deleted);
              setDeleted(null);
            }}
          >
            Undo
          </button>
        </p>
      )}
      {hosts.length === 0 ? (
        <p className={muted}>
          No taught sites. When a chat site is not recognised or its layout changed, the sidebar's warning
          offers Teach this site or Fix it now: click each part on the page and it is saved here.
        </p>
      ) : (
        <ul aria-label="Taught sites">
          {hosts.map((host) => (
            <TaughtSite
              key={host}
              site={sites[host]!}
              onSave={onSave}
              onDelete={() => {
                setDeleted(sites[host]!);
                onDelete(host);
              }}
            />
          ))}
        </ul>
      )}
      <p className={`mt-2 ${muted}`}>
        Export .ts: a file for embed/adapters/sites/ (a whole adapter, or the parts of a repair to merge into
        its adapter). JSON: the entry as saved here. Browsers keep a chat site&apos;s sidebar storage apart
        from the dashboard&apos;s: what you teach there shows in that sidebar&apos;s Settings, and here too
        once that sidebar has storage access (Chrome, after Copy from the dashboard); what is here reaches a
        site&apos;s sidebar with Copy from the dashboard.
      </p>
    </>
  );
}
