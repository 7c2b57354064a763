import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ToolRunner } from './ToolRunner';
import { ElicitationsForCall } from '../elicitation';
import { initialValue } from '../../../bridge/schema/initialValue';
import { selectHubTools } from './selectors';
import { useAppStore } from '../../core/context';
import { useCallActions } from '../calls';
import { useResourceActions } from '../resources';
import { useToolActions } from './toolActions';

export interface ToolRunnerPanelProps {
  serverId: string;
  toolName: string;
  onClose(): void;
}

/** The form for one tool; re-reads the tool on every list change, so a changed schema shows at once. */
export function ToolRunnerPanel({ serverId, toolName, onClose }: ToolRunnerPanelProps) {
  const toolActions = useToolActions();
  const callActions = useCallActions();
  const resourceActions = useResourceActions();
  // useShallow: the hub tool is rebuilt on each read, but its fields keep their identity.
  const tool = useAppStore(
    useShallow((s) => selectHubTools(s).find((t) => t.serverId === serverId && t.name === toolName)),
  );
  const [args, setArgs] = useState<Record<string, unknown>>(() => {
    const start = tool ? initialValue(tool.inputSchema, tool.inputSchema) : {};
    return typeof start === 'object' && start !== null ? (start as Record<string, unknown>) : {};
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [checking, setChecking] = useState(false);
  const [callId, setCallId] = useState<string>();
  const call = useAppStore((s) => (callId ? s.calls.find((c) => c.id === callId) : undefined));
  if (!tool) {
    return (
      <p role="alert" className="text-sm">
        {toolName} is no longer offered by its server.{' '}
        <button type="button" className="underline" onClick={onClose}>
          Close
        </button>
      </p>
    );
  }
  // The hub checks the arguments as it checks a chat call's; a refusal comes back per field for the form.
  const run = async (runArgs: Record<string, unknown>) => {
    setChecking(true);
    try {
      const manual = await toolActions.runTool(tool, runArgs);
      if (!manual) return;
      setErrors(manual.started ? {} : manual.errors);
      if (manual.started) setCallId(manual.callId);
    } finally {
      setChecking(false);
    }
  };
  return (
    <>
      <ToolRunner
        tool={tool}
        args={args}
        errors={errors}
        checking={checking}
        {...(call ? { call } : {})}
        onArgsChange={setArgs}
        // run() shows a refusal on the form and a failure in the notice bar.
        onRun={() => void run(args)}
        // The window shows the arguments as they are at this click, and those are the ones that run.
        onRunInWindow={() => toolActions.runInWindow(tool, args, () => void run(args))}
        onCancel={() => callId && callActions.cancelRun(callId)}
        onClose={onClose}
        onOpenLink={(uri, name) => resourceActions.open(serverId, uri, name)}
      />
      {/* The server's questions during this run show here, where the user is. */}
      {callId && <ElicitationsForCall callId={callId} toolName={tool.name} />}
    </>
  );
}
