import type { ReactNode } from 'react';
import type { ThemeChoice } from '../features/settings/settingsSlice';
import { ThemeToggle } from '../features/settings/ThemeToggle';
import { muted } from '../ui/classNames';

export interface HeaderProps {
  /** Origin of the connected chat page, if any. */
  pageOrigin?: string;
  granted: boolean;
  /** Replaces the page line, e.g. on the dashboard, which never has a page. */
  subtitle?: string;
  theme: ThemeChoice;
  onThemeChange(theme: ThemeChoice): void;
  actions?: ReactNode;
}

export function Header({ pageOrigin, granted, subtitle, theme, onThemeChange, actions }: HeaderProps) {
  return (
    <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
      <div className="min-w-0">
        <h1 className="text-base font-semibold">MCP Multi Bridge</h1>
        {subtitle ? (
          <p className={muted}>{subtitle}</p>
        ) : (
          <p className={`${muted} truncate`} aria-label="Connected page">
            {pageOrigin ? `${pageOrigin}${granted ? '' : ' (not allowed)'}` : 'No chat page connected'}
          </p>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {actions}
        <ThemeToggle theme={theme} onChange={onThemeChange} />
      </div>
    </header>
  );
}
