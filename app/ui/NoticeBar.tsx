/** One short message for the user (copy done, insert failed, ...). */
export interface Notice {
  kind: 'info' | 'error';
  text: string;
}

export function NoticeBar({ notice, onDismiss }: { notice: Notice | null; onDismiss(): void }) {
  if (!notice) return null;
  const tone =
    notice.kind === 'error'
      ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100'
      : 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900';
  return (
    <div
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 border-b px-3 py-1.5 text-sm ${tone}`}
    >
      <p className="min-w-0 flex-1 break-words">{notice.text}</p>
      <button type="button" onClick={onDismiss} aria-label="Dismiss message" className="shrink-0 px-1">
        ×
      </button>
    </div>
  );
}
