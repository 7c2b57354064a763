// One action the sidebar could not take itself, said exactly: "Run write_file on files?" with the site and
// the arguments, or "Insert the result of read_file into the chat on https://site?" with the very text. A
// top-level window on our origin: no page can hide or frame it, and its buttons arm like every decision here.
import { Fragment, type ReactNode } from 'react';
import type { ActionRequest, CallActionRequest, ChatActionRequest } from '../features/consent/messages';
import { DecisionButtons } from '../ui/DecisionButtons';
import type { ConsentViewProps } from './views';
import { ActionDetail } from './ActionDetail';
import { showInvisible } from '../../bridge/protocol/visibleText';

interface Wording {
  title: ReactNode;
  lead: string;
  /** One box each: the arguments; or each file, then the text for the input. */
  details: { label: string; text: string }[];
  allowLabel: string;
  warning?: string;
}

const onServer = (request: CallActionRequest) =>
  request.server !== undefined ? <> on {showInvisible(request.server)}</> : null;

function callWording(request: CallActionRequest): Wording {
  const tool = <code>{showInvisible(request.tool)}</code>;
  const again = request.action === 'retry' ? ' again' : '';
  const lead = {
    'approve-call': `Requested by ${request.origin}, with these arguments:`,
    retry: `It failed before; it came from ${request.origin}. With these arguments:`,
    run: `From the tool form of the sidebar on ${request.origin}, with these arguments:`,
  }[request.action];
  return {
    title: (
      <>
        Run {tool}
        {onServer(request)}
        {again}?
      </>
    ),
    lead,
    details: [{ label: 'Arguments', text: request.args }],
    allowLabel: 'Run',
  };
}

const SUBJECT = {
  result: { title: 'the result of', text: 'Result text' },
  resource: { title: 'the resource', text: 'Resource text' },
  prompt: { title: 'the prompt', text: 'Prompt text' },
} as const;

/** A result, a resource or a prompt going into the chat: what it is, the site, and every file and text. */
function chatWording(request: ChatActionRequest): Wording {
  const { subject, files, text } = request;
  const what = SUBJECT[subject.type];
  const insert = request.action === 'insert';
  const server = subject.server !== undefined ? <> from {showInvisible(subject.server)}</> : null;
  const only = files.length === 1 && text === undefined ? files[0] : undefined;
  const count = `${files.length} ${files.length === 1 ? 'file' : 'files'}`;
  const lead = only
    ? `As the file ${showInvisible(only.name)} (${showInvisible(only.mimeType)}), which that site can read:`
    : files.length
      ? `${count} attached first, then this text goes into the input; that site can read all of it:`
      : 'This text goes into the chat, where that site can read it:';
  return {
    title: (
      <>
        {insert ? 'Insert' : 'Attach'} {what.title} <code>{showInvisible(subject.name)}</code>
        {server} {insert ? 'into' : 'to'} the chat on {request.origin}?
      </>
    ),
    lead,
    details: [
      ...files.map((file) => ({
        label: only ? 'File content' : `File ${file.name} (${file.mimeType})`,
        text: file.text,
      })),
      ...(text !== undefined ? [{ label: what.text, text }] : []),
    ],
    allowLabel: insert ? 'Insert' : 'Attach',
    ...(request.from !== undefined ? { warning: `This ${subject.type} comes from ${request.from}.` } : {}),
  };
}

const isChatAction = (request: ActionRequest): request is ChatActionRequest =>
  request.action === 'insert' || request.action === 'attach';

const wordingOf = (request: ActionRequest): Wording =>
  isChatAction(request) ? chatWording(request) : callWording(request);

export function ConfirmActionView({ request, decide }: ConsentViewProps<ActionRequest>) {
  const words = wordingOf(request);
  // Only a pending call has a Reject that decides; elsewhere Cancel just leaves things as they are.
  const pending = request.action === 'approve-call';
  return (
    <>
      <h1 className="text-base font-semibold break-all">{words.title}</h1>
      {words.warning && (
        <p className="mt-2 break-all font-medium text-amber-800 dark:text-amber-300" role="note">
          {words.warning}
        </p>
      )}
      <p className="mt-2 break-all">{words.lead}</p>
      {words.details.map((detail, i) => (
        <Fragment key={i}>
          {/* Several boxes (a prompt's files, then its text) each say what they hold. */}
          {words.details.length > 1 && (
            <p className="mt-2 text-xs font-medium break-all">{showInvisible(detail.label)}</p>
          )}
          <ActionDetail label={detail.label} text={detail.text} />
        </Fragment>
      ))}
      <DecisionButtons
        allowLabel={words.allowLabel}
        denyLabel={pending ? 'Reject' : 'Cancel'}
        onAllow={() => decide({ kind: 'action', allowed: true })}
        onDeny={() =>
          decide(
            pending ? { kind: 'action', allowed: false, rejected: true } : { kind: 'action', allowed: false },
          )
        }
      />
    </>
  );
}
