// Says when the connected page runs an older page runtime than this app serves: it still works, but a
// reinstall brings what the newer runtime adds (served adapter updates, teaching a site).
import { useState } from 'react';
import { PAGE_RUNTIME_VERSION } from '../../../bridge/protocol/adapters';
import type { PageInfoParams } from '../../../bridge/protocol/types';

/** A page that introduced itself without a runtime version (older than version 2) or with a lower one. */
export function isOutdatedRuntime(info: PageInfoParams | undefined): boolean {
  return !!info && (info.runtime ?? 0) < PAGE_RUNTIME_VERSION;
}

export function OutdatedBookmarkletNotice({ info }: { info: PageInfoParams | undefined }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !isOutdatedRuntime(info)) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="min-w-0 flex-1 break-words">
        Your bookmarklet is older than this app. It still works; reinstall it from the dashboard&apos;s
        Install tab to get site fixes without reinstalling again and to teach a site its chat parts.
      </p>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label="Dismiss outdated bookmarklet notice"
        className="shrink-0 px-1"
      >
        ×
      </button>
    </div>
  );
}
