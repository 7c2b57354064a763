// One line of a server's protocol log: a summary to click, and the whole message (redacted) once opened.
import type { ProtocolLogEntry } from '../../../bridge/connections/protocolLog/types';
import { badge, muted, pre } from '../../ui/classNames';
import { ScrollText } from '../../ui/ScrollText';

const LEVEL_TONE: Record<string, string> = {
  debug: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  info: 'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-200',
  notice: 'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-200',
  warning: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-200',
};
const ALARM = 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200';

export function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function clock(time: number): string {
  const at = new Date(time);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}`;
}

/** What the row says after its method: a response's outcome, a server log's logger and text. */
function summary(entry: ProtocolLogEntry): string {
  if (entry.kind === 'server-log')
    return `${entry.logger ? `${entry.logger}: ` : ''}${entry.text.slice(0, 160)}`;
  if (entry.type === 'response') return 'result';
  if (entry.type === 'error') return 'error';
  return '';
}

/** Pretty JSON when the stored text is whole JSON; the text as stored otherwise (a trimmed message, a log line). */
function fullText(entry: ProtocolLogEntry): string {
  if (entry.trimmed || entry.kind === 'server-log') return entry.text;
  try {
    return JSON.stringify(JSON.parse(entry.text), null, 2);
  } catch {
    return entry.text;
  }
}

export function ProtocolLogRow({
  entry,
  open,
  onToggle,
}: {
  entry: ProtocolLogEntry;
  open: boolean;
  onToggle(): void;
}) {
  const sent = entry.direction === 'sent';
  return (
    <li className="border-b border-slate-100 py-1 last:border-0 dark:border-slate-800">
      <button
        type="button"
        aria-expanded={open}
        onClick={onToggle}
        className="flex w-full min-w-0 flex-wrap items-baseline gap-x-1.5 text-left text-xs focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        {/* Spaces between the parts: the button's name reads "12:00:01.002 → sent tools/call #3 120 B". */}
        <span className={`${muted} font-mono`}>{clock(entry.time)}</span>{' '}
        <span
          className={sent ? 'text-indigo-700 dark:text-indigo-300' : 'text-emerald-700 dark:text-emerald-300'}
          title={sent ? 'sent to the server' : 'received from the server'}
        >
          {sent ? '→ sent' : '← received'}
        </span>{' '}
        {entry.level && (
          <>
            <span className={`${badge} ${LEVEL_TONE[entry.level] ?? ALARM}`}>{entry.level}</span>{' '}
          </>
        )}
        <span className="font-medium break-all">{entry.method ?? entry.type}</span>{' '}
        {entry.id !== undefined && (
          <>
            <span className={muted}>#{entry.id}</span>{' '}
          </>
        )}
        {summary(entry) && (
          <>
            <span
              className={`min-w-0 break-all ${entry.type === 'error' ? 'text-red-700 dark:text-red-300' : ''}`}
            >
              {summary(entry)}
            </span>{' '}
          </>
        )}
        <span className={`${muted} ml-auto`}>
          {formatSize(entry.size)}
          {entry.trimmed ? ' · trimmed' : ''}
        </span>
      </button>
      {open && (
        <ScrollText className={`${pre} mt-1`} aria-label={`Message ${entry.method ?? entry.type}`}>
          {fullText(entry)}
        </ScrollText>
      )}
    </li>
  );
}
