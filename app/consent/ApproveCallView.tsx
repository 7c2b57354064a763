// "Run write_file on files for https://site?": the tool, its server, the requesting site and the exact
// arguments, with armed Run / Reject. A top-level window on our origin: no page can hide or frame it.
import { pre } from '../components/ui';
import type { ApproveCallRequest } from '../services/consent/messages';
import { DecisionButtons } from '../components/DecisionButtons';
import type { ConsentViewProps } from './views';

export function ApproveCallView({ request, decide }: ConsentViewProps<ApproveCallRequest>) {
  return (
    <>
      <h1 className="text-base font-semibold break-all">
        Run <code>{request.tool}</code>
        {request.server !== undefined && <> on {request.server}</>}?
      </h1>
      <p className="mt-2 break-all">Requested by {request.origin}, with these arguments:</p>
      <pre className={`mt-2 ${pre}`} aria-label="Arguments">
        {request.args}
      </pre>
      <DecisionButtons
        allowLabel="Run"
        denyLabel="Reject"
        onAllow={() => decide({ kind: 'approve-call', allowed: true })}
        onDeny={() => decide({ kind: 'approve-call', allowed: false, rejected: true })}
      />
    </>
  );
}
