// Keeps one failing part (a panel, a call card) from blanking the whole app: the part shows its error
// and a "Try again" that mounts it afresh, and everything around it keeps working. React 19 still has
// no hook for catching render errors, so this has to be a class component.
import { Component, Fragment, type ReactNode } from 'react';
import { button } from './classNames';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What failed, in the message: "This panel hit an error". */
  what?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  /** Bumped by "Try again", so the children mount anew instead of reusing their broken state. */
  attempt: number;
}

/** Error texts can quote untrusted data (a server's result); it is shown as text, and clipped. */
const MAX_MESSAGE = 300;

/** A part's failure in its place: what went wrong and a "Try again". Also shown for a panel that did not load. */
export function ErrorNotice({ text, error, onRetry }: { text: string; error: Error; onRetry: () => void }) {
  const message = error.message || error.name;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded border border-red-300 p-3 text-sm text-red-800 dark:border-red-800 dark:text-red-200"
    >
      <p className="break-words">
        {text}: {message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message}
      </p>
      <button type="button" className={button} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private readonly retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  override render() {
    const { error, attempt } = this.state;
    if (!error) return <Fragment key={attempt}>{this.props.children}</Fragment>;
    return (
      <ErrorNotice
        text={`This ${this.props.what ?? 'panel'} hit an error`}
        error={error}
        onRetry={this.retry}
      />
    );
  }
}
