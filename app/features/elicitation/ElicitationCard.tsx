import type { ElicitResult } from '@modelcontextprotocol/client';
import type { PendingElicitation } from '../../../bridge/connections/elicitationQueue';
import type { ArgumentValidator } from '../../../bridge/schema/validate';
import { button, card, muted } from '../../ui/classNames';
import { ElicitationForm } from './ElicitationForm';
import { ElicitationUrl } from './ElicitationUrl';

export interface ElicitationCardProps {
  request: PendingElicitation;
  serverName: string;
  /** The tool whose call asked; none for a question tied to no call (a standalone card). */
  toolName?: string | undefined;
  validate: ArgumentValidator;
  onAnswer(result: ElicitResult): void;
  onDismiss(): void;
}

/**
 * One server question. The message and the schema are the server's, untrusted: drawn as text. ✕ cancels
 * (the user closed it without choosing), Decline says no.
 */
export function ElicitationCard(props: ElicitationCardProps) {
  const { request, serverName, toolName, validate, onAnswer, onDismiss } = props;
  const { ask } = request;
  const asker = toolName ? `${toolName} on ${serverName}` : serverName;
  return (
    <section
      className={`${card} mt-2 border-indigo-300 dark:border-indigo-700`}
      aria-label={`${serverName} asks for input`}
    >
      <header className="flex items-start justify-between gap-2">
        <p className={muted}>
          <strong className="text-slate-700 dark:text-slate-200">{asker}</strong> asks
          {toolName ? '' : ' (not tied to a running call)'}
        </p>
        {!request.opened && (
          <button
            type="button"
            className={button}
            aria-label="Cancel the question"
            onClick={() => onAnswer({ action: 'cancel' })}
          >
            ✕
          </button>
        )}
      </header>
      <p className="mt-1 text-sm whitespace-pre-wrap break-words">{ask.message}</p>
      {ask.mode === 'form' ? (
        <ElicitationForm ask={ask} validate={validate} onAnswer={onAnswer} />
      ) : (
        <ElicitationUrl
          ask={ask}
          opened={request.opened === true}
          onAnswer={onAnswer}
          onDismiss={onDismiss}
        />
      )}
      <p className={`${muted} mt-2`}>Your answer goes to {serverName} only, not to the chat.</p>
    </section>
  );
}
