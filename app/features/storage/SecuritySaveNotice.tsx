// A failed save of the security settings stays on screen (no dismiss) until a later save succeeds: the
// user must know that a revoke or a tool turned off will come back after a reload. A browser that keeps no
// storage here at all is said once, calmly: nothing failed, it just lasts as long as the page.
import { useAppStore } from '../../core/context';

export const NO_STORAGE_IN_SIDEBAR =
  'This browser keeps no storage for the sidebar on this site: your servers and this permission last until ' +
  'the page closes. To keep them, open the sidebar in its own window (the page’s “open in a window” button).';
export const NO_STORAGE_HERE =
  'This browser keeps no storage for this app: your servers and settings last until the page closes.';

export function SecuritySaveNotice({ framed = false }: { framed?: boolean }) {
  const problem = useAppStore((s) => s.securitySaveError);
  const unavailable = useAppStore((s) => s.securityStorageUnavailable);
  if (problem)
    return (
      <p
        role="alert"
        className="border-b border-red-300 bg-red-50 px-3 py-1.5 text-sm font-medium text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
      >
        {problem}
      </p>
    );
  if (!unavailable) return null;
  return (
    <p
      role="note"
      className="border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-xs text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
    >
      {framed ? NO_STORAGE_IN_SIDEBAR : NO_STORAGE_HERE}
    </p>
  );
}
