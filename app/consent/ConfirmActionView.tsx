// One action the sidebar could not take itself, said exactly: "Run write_file on files?" with the site and
// the arguments, or "Insert the result of read_file into the chat on https://site?" with the very text. A
// top-level window on our origin: no page can hide or frame it, and its buttons arm like every decision here.
import type { ReactNode } from 'react';
import type {
  ActionRequest,
  CallActionRequest,
  ResourceActionRequest,
  ResultActionRequest,
} from '../services/consent/messages';
import { DecisionButtons } from '../components/DecisionButtons';
import type { ConsentViewProps } from './views';
import { ActionDetail } from './ActionDetail';
import { showInvisible } from '../../bridge/protocol/visibleText';

interface Wording {
  title: ReactNode;
  lead: string;
  detailLabel: string;
  detail: string;
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
    detailLabel: 'Arguments',
    detail: request.args,
    allowLabel: 'Run',
  };
}

function resultWording(request: ResultActionRequest): Wording {
  const tool = <code>{showInvisible(request.tool)}</code>;
  const insert = request.action === 'insert-result';
  return {
    title: insert ? (
      <>
        Insert the result of {tool} into the chat on {request.origin}?
      </>
    ) : (
      <>
        Attach the result of {tool} to the chat on {request.origin}?
      </>
    ),
    lead: insert
      ? 'This text goes into the chat, where that site can read it:'
      : `As the file ${request.fileName ?? 'result.md'}, with this text, which that site can read:`,
    detailLabel: 'Result text',
    detail: request.text,
    allowLabel: insert ? 'Insert' : 'Attach',
    ...(request.from !== undefined ? { warning: `This result comes from ${request.from}.` } : {}),
  };
}

const isResultAction = (request: ActionRequest): request is ResultActionRequest =>
  request.action === 'insert-result' || request.action === 'attach-result';

function resourceWording(request: ResourceActionRequest): Wording {
  const resource = <code>{showInvisible(request.resource)}</code>;
  const from = request.server !== undefined ? <> from {showInvisible(request.server)}</> : null;
  const insert = request.action === 'insert-resource';
  return {
    title: insert ? (
      <>
        Insert the resource {resource}
        {from} into the chat on {request.origin}?
      </>
    ) : (
      <>
        Attach the resource {resource}
        {from} to the chat on {request.origin}?
      </>
    ),
    lead: insert
      ? 'This text goes into the chat, where that site can read it:'
      : `As the file ${showInvisible(request.fileName ?? 'resource')} (${showInvisible(request.mimeType ?? 'unknown type')}), which that site can read:`,
    detailLabel: insert ? 'Resource text' : 'File content',
    detail: request.text,
    allowLabel: insert ? 'Insert' : 'Attach',
  };
}

const isResourceAction = (request: ActionRequest): request is ResourceActionRequest =>
  request.action === 'insert-resource' || request.action === 'attach-resource';

const wordingOf = (request: ActionRequest): Wording =>
  isResourceAction(request)
    ? resourceWording(request)
    : isResultAction(request)
      ? resultWording(request)
      : callWording(request);

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
      <ActionDetail label={words.detailLabel} text={words.detail} />
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
