import type { ElicitResult } from '@modelcontextprotocol/client';
import type { UrlElicitation } from '../../../bridge/connections/elicitationQueue';
import { AnswerRow } from './AnswerRow';
import { isFramed, useArmedControl } from '../../ui/gate/useArmedControl';
import { button, muted, primaryButton } from '../../ui/classNames';

export interface ElicitationUrlProps {
  ask: UrlElicitation;
  /** Set once the user opened it: the card then waits for the server's completion notice. */
  opened: boolean;
  onAnswer(result: ElicitResult): void;
  onDismiss(): void;
}

/**
 * The confirmation before a server's page opens: the domain big, the whole address below, so a look-alike
 * host or a long path can't hide. The page opens in a new tab with no opener, outside the sidebar.
 */
export function ElicitationUrl({ ask, opened, onAnswer, onDismiss }: ElicitationUrlProps) {
  const { state, ref, guard } = useArmedControl({ enabled: isFramed() });
  const host = new URL(ask.url).host;
  if (opened)
    return (
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <p className={muted}>Opened {host}; waiting for the server to say the step is done.</p>
        <button type="button" className={button} onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    );
  const open = () => {
    window.open(ask.url, '_blank', 'noopener,noreferrer');
    onAnswer({ action: 'accept' });
  };
  return (
    <div className="mt-2 flex flex-col gap-2">
      <p className="text-sm">
        Open a page on <strong className="break-all">{host}</strong>?
      </p>
      <p className={`${muted} break-all font-mono`}>{ask.url}</p>
      <AnswerRow state={state} gateRef={ref} onDecline={() => onAnswer({ action: 'decline' })}>
        <button type="button" className={primaryButton} disabled={state !== 'armed'} onClick={guard(open)}>
          Open {host}
        </button>
      </AnswerRow>
    </div>
  );
}
