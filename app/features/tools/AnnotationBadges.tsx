import type { Tool } from '../../../bridge/connections/types';
import { badge } from '../../ui/classNames';

const styles = {
  readOnly: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200',
  destructive: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200',
  idempotent: 'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-200',
  openWorld: 'bg-violet-100 text-violet-800 dark:bg-violet-900 dark:text-violet-200',
};

/** The server's hints about a tool (hints, not guarantees: the server chooses them). */
export function AnnotationBadges({ annotations }: { annotations: Tool['annotations'] | undefined }) {
  if (!annotations) return null;
  const readOnly = annotations.readOnlyHint === true;
  // Per the spec, destructive/idempotent only mean something for tools that write.
  const list: [keyof typeof styles, string, string][] = [];
  if (readOnly) list.push(['readOnly', 'read-only', 'Does not change anything']);
  if (!readOnly && annotations.destructiveHint === true)
    list.push(['destructive', 'destructive', 'May delete or overwrite data']);
  if (!readOnly && annotations.idempotentHint === true)
    list.push(['idempotent', 'idempotent', 'Running it twice has the same effect as once']);
  if (annotations.openWorldHint === true)
    list.push(['openWorld', 'open-world', 'Reaches outside systems (the web, other services)']);
  if (list.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Hints">
      {list.map(([key, text, title]) => (
        <li key={key} className={`${badge} ${styles[key]}`} title={title}>
          {text}
        </li>
      ))}
    </ul>
  );
}
