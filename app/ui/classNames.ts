// Shared class names, so the small components look alike in both themes without a component library.
export const button =
  'inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';
export const primaryButton =
  'inline-flex items-center justify-center gap-1 rounded-md bg-indigo-600 px-2.5 py-1 text-sm font-medium text-white hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 disabled:opacity-50';
export const dangerButton =
  'inline-flex items-center justify-center gap-1 rounded-md border border-red-300 bg-white px-2.5 py-1 text-sm font-medium text-red-700 hover:bg-red-50 dark:border-red-700 dark:bg-slate-800 dark:text-red-300 dark:hover:bg-red-950';
export const inputBase =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';
export const input = `w-full ${inputBase}`;
export const card =
  'rounded-lg border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900';
export const muted = 'text-xs text-slate-500 dark:text-slate-400';
export const badge = 'inline-block rounded px-1.5 py-0.5 text-[11px] font-medium';
export const pre =
  'max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 text-xs dark:bg-slate-950';
