import { useId } from 'react';
import type { Tool } from '../../bridge/connections/types';
import type { ToolPolicy } from '../../bridge/protocol/types';
import { badge, inputBase, muted } from './ui';

export interface ToolView {
  name: string;
  description?: string;
  annotations?: Tool['annotations'];
  policy: ToolPolicy;
}

const policyLabels: Record<ToolPolicy, string> = {
  auto: 'Run automatically',
  ask: 'Ask every time',
  off: 'Off',
};

/** Description and name come from the server and are untrusted: they render as text only. */
export function ToolItem({
  tool,
  onPolicyChange,
}: {
  tool: ToolView;
  onPolicyChange(policy: ToolPolicy): void;
}) {
  const id = useId();
  const readOnly = tool.annotations?.readOnlyHint === true;
  const destructive = tool.annotations?.destructiveHint === true && !readOnly;
  return (
    <li className="flex flex-col gap-1 border-b border-slate-100 py-2 last:border-0 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-1">
          <code className="break-all text-sm font-medium">{tool.name}</code>
          {readOnly && (
            <span
              className={`${badge} bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-200`}
            >
              read-only
            </span>
          )}
          {destructive && (
            <span className={`${badge} bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-200`}>
              destructive
            </span>
          )}
        </div>
        <label htmlFor={id} className="sr-only">
          Policy for {tool.name}
        </label>
        <select
          id={id}
          className={inputBase}
          value={tool.policy}
          onChange={(e) => onPolicyChange(e.target.value as ToolPolicy)}
        >
          {(Object.keys(policyLabels) as ToolPolicy[]).map((p) => (
            <option key={p} value={p}>
              {policyLabels[p]}
            </option>
          ))}
        </select>
      </div>
      {tool.description && <p className={`${muted} line-clamp-3 whitespace-pre-wrap`}>{tool.description}</p>}
    </li>
  );
}
