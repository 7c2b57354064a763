// The frame an MCP App runs in (app/features/mcpApps), inline in its call card or expanded over the whole panel.
// Protocol-free: the host wiring gets the iframe through `frameRef` and navigates it itself.
import type { ReactNode, Ref } from 'react';
import { button, muted } from '../../ui/classNames';

export interface AppFrameProps {
  title: string;
  /** What the app is, for its header ("App of get-time on Demo"). */
  label: string;
  frameRef: Ref<HTMLIFrameElement>;
  /** Inline height in CSS pixels, already bounded by the host. */
  height: number;
  expanded: boolean;
  onExpandedChange(expanded: boolean): void;
  status?: string | undefined;
  error?: string | undefined;
  children?: ReactNode;
}

export function AppFrame(props: AppFrameProps) {
  const { title, label, frameRef, height, expanded, onExpandedChange, status, error, children } = props;
  return (
    <section
      aria-label={label}
      className={
        expanded
          ? 'fixed inset-0 z-50 flex flex-col gap-2 bg-white p-2 dark:bg-slate-950'
          : 'mt-2 flex flex-col gap-1'
      }
      onKeyDown={(event) => expanded && event.key === 'Escape' && onExpandedChange(false)}
    >
      <div className="flex items-center justify-between gap-2">
        <span className={muted}>{label}</span>
        <button type="button" className={button} onClick={() => onExpandedChange(!expanded)}>
          {expanded ? 'Back to the card' : 'Expand'}
        </button>
      </div>
      {status && (
        <p role="status" className={muted}>
          {status}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm break-words text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <iframe
        ref={frameRef}
        title={title}
        // Belt and braces: the sandbox page's own CSP header sandboxes it too (public/_headers).
        sandbox="allow-scripts allow-forms"
        className={`w-full rounded border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900 ${expanded ? 'min-h-0 flex-1' : ''}`}
        style={expanded ? undefined : { height }}
      />
      {children}
    </section>
  );
}
