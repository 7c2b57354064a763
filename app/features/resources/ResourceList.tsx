// Each connected server's resources and resource templates, grouped by server, with one search over names,
// titles, descriptions, URIs and types. Every field is the server's text, shown as text.
import { NoMatch, SearchBox } from '../../ui/search/SearchBox';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Resource, ResourceTemplate } from '../../../bridge/connections/resources';
import { formatSize } from '../../../bridge/format';
import { MAX_ROWS, RowCapNote } from '../../ui/rowCap';
import { button, card, muted } from '../../ui/classNames';

export interface ResourceGroup {
  serverId: string;
  serverName: string;
  resources: Resource[];
  templates: ResourceTemplate[];
  loading?: boolean;
  error?: string;
}

export interface ResourceListProps {
  groups: ResourceGroup[];
  onOpen(serverId: string, resource: Resource): void;
  onFill(serverId: string, template: ResourceTemplate): void;
}

type Listed = Pick<Resource, 'name' | 'title' | 'description' | 'mimeType'> & {
  uri?: string;
  uriTemplate?: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function matches(item: Listed, words: string[]): boolean {
  const haystack = [item.name, item.title, item.description, item.mimeType, item.uri, item.uriTemplate]
    .map(text)
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function ResourceList({ groups, onOpen, onFill }: ResourceListProps) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const words = useMemo(() => deferred.toLowerCase().split(/\s+/).filter(Boolean), [deferred]);
  const total = groups.reduce((n, g) => n + g.resources.length + g.templates.length, 0);
  if (groups.length === 0)
    return (
      <p className={muted}>
        No connected server offers resources. Add one in the Servers tab, or check there why yours is not
        connected: its files, documents and templates show up here.
      </p>
    );
  const shown = groups.map((g) => {
    const templates = g.templates.filter((t) => matches(t, words));
    const resources = g.resources.filter((r) => matches(r, words));
    const room = Math.max(0, MAX_ROWS - templates.length);
    return {
      ...g,
      templates: templates.slice(0, MAX_ROWS),
      resources: resources.slice(0, room),
      matched: templates.length + resources.length,
    };
  });
  const none = words.length > 0 && shown.every((g) => g.resources.length + g.templates.length === 0);
  return (
    <div className="flex flex-col gap-2">
      <SearchBox
        label="Search resources"
        placeholder={`Search ${total} resources and templates`}
        value={query}
        onChange={setQuery}
      />
      {none && <NoMatch lead="Nothing matches" query={deferred} total={total} />}
      {shown.map((group) => (
        <section key={group.serverId} aria-label={`Resources of ${group.serverName}`} className={card}>
          <h2 className="text-sm font-semibold">{group.serverName}</h2>
          {group.loading && <p className={muted}>Loading the resources…</p>}
          {group.error && (
            <p role="alert" className="text-xs break-words text-red-700 dark:text-red-300">
              {group.error}
            </p>
          )}
          {!group.loading && !group.error && group.resources.length + group.templates.length === 0 && (
            <p className={muted}>
              {words.length ? 'Nothing here matches.' : 'This server lists no resources.'}
            </p>
          )}
          <ul className="mt-1 flex flex-col gap-1.5">
            {/* Keyed by place too: a hostile server may list one URI twice. */}
            {group.resources.map((resource, index) => (
              <ResourceRow
                key={`r:${index}:${resource.uri}`}
                item={resource}
                detail={resource.uri}
                size={typeof resource.size === 'number' ? formatSize(resource.size) : undefined}
                action="Open"
                onAction={() => onOpen(group.serverId, resource)}
              />
            ))}
            {group.templates.map((template, index) => (
              <ResourceRow
                key={`t:${index}:${template.uriTemplate}`}
                item={template}
                detail={template.uriTemplate}
                action="Fill"
                template
                onAction={() => onFill(group.serverId, template)}
              />
            ))}
          </ul>
          <RowCapNote shown={group.resources.length + group.templates.length} total={group.matched} />
        </section>
      ))}
    </div>
  );
}

function ResourceRow(props: {
  item: Listed;
  detail: string;
  size?: string | undefined;
  action: 'Open' | 'Fill';
  template?: boolean;
  onAction(): void;
}) {
  const { item, detail, size, action, template, onAction } = props;
  const label = text(item.title) || text(item.name) || detail;
  const facts = [template ? 'template' : '', text(item.mimeType), size ?? ''].filter(Boolean).join(' · ');
  return (
    <li className="flex items-start justify-between gap-2 border-t border-slate-100 pt-1.5 dark:border-slate-800">
      <div className="min-w-0">
        <p className="text-sm font-medium break-words">{label}</p>
        <code className={`${muted} block break-all`}>{detail}</code>
        {text(item.description) && <p className={`${muted} break-words`}>{text(item.description)}</p>}
        {facts && <p className={muted}>{facts}</p>}
      </div>
      <button
        type="button"
        className={`${button} shrink-0`}
        aria-label={`${action} ${label}`}
        onClick={onAction}
      >
        {action === 'Fill' ? 'Fill…' : 'Open'}
      </button>
    </li>
  );
}
