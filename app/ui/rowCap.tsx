// One cap for the lists of server-provided rows (prompts, resources): a server listing thousands would freeze
// the sidebar, so each server's group draws at most MAX_ROWS and says how to reach the rest (the search).
import { muted } from './classNames';

/** Rows drawn per server's group. */
export const MAX_ROWS = 200;

/** Says how many of the group's matching rows are drawn; nothing when all of them are. */
export function RowCapNote({ shown, total }: { shown: number; total: number }) {
  if (shown >= total) return null;
  return (
    <p className={`${muted} mt-1`}>
      Showing {shown.toLocaleString('en')} of {total.toLocaleString('en')}: search to narrow.
    </p>
  );
}
