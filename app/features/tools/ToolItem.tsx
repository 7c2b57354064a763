import { memo, useId } from 'react';
import type { Tool } from '../../../bridge/connections/types';
import { defaultPolicy } from '../../../bridge/hub/aggregateTools';
import type { ToolPolicy } from '../../../bridge/protocol/types';
import { AnnotationBadges } from './AnnotationBadges';
import { PolicySelect } from './PolicySelect';
import { button, muted } from '../../ui/classNames';

export interface ToolView {
  name: string;
  description?: string;
  annotations?: Tool['annotations'];
  policy: ToolPolicy;
  /** False when the user left the tool out of the instructions text (it stays callable). */
  inInstructions: boolean;
}

export interface ToolItemProps {
  serverId: string;
  tool: ToolView;
  onPolicyChange(serverId: string, toolName: string, policy: ToolPolicy): void;
  onInstructionsChange(serverId: string, toolName: string, included: boolean): void;
  onOpen?: (serverId: string, toolName: string) => void;
  /** Compact rows hide descriptions (for long lists). */
  compact?: boolean;
}

/** One tool's row content (the list item around it belongs to the list). Server text renders as text only. */
export const ToolItem = memo(function ToolItem({
  serverId,
  tool,
  onPolicyChange,
  onInstructionsChange,
  onOpen,
  compact,
}: ToolItemProps) {
  const id = useId();
  const enabled = tool.policy !== 'off';
  const fallback = defaultPolicy(tool.annotations);
  return (
    <div className="flex flex-col gap-1 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-1">
          <input
            id={`${id}-on`}
            type="checkbox"
            role="switch"
            aria-checked={enabled}
            checked={enabled}
            aria-label={`Enable ${tool.name}`}
            onChange={(e) => onPolicyChange(serverId, tool.name, e.target.checked ? fallback : 'off')}
            className="h-4 w-4 accent-indigo-600"
          />
          <code className={`break-all text-sm font-medium ${enabled ? '' : 'opacity-60'}`}>{tool.name}</code>
          <AnnotationBadges annotations={tool.annotations} />
        </div>
        <div className="flex items-center gap-1">
          <PolicySelect
            toolName={tool.name}
            policy={tool.policy}
            onChange={(policy) => onPolicyChange(serverId, tool.name, policy)}
          />
          {onOpen && (
            <button
              type="button"
              className={button}
              onClick={() => onOpen(serverId, tool.name)}
              aria-label={`Run ${tool.name}…`}
            >
              Run…
            </button>
          )}
        </div>
      </div>
      {!compact && tool.description && (
        <p className={`${muted} line-clamp-3 whitespace-pre-wrap`}>{tool.description}</p>
      )}
      <label className={`${muted} flex items-center gap-1`}>
        <input
          type="checkbox"
          checked={tool.inInstructions}
          disabled={!enabled}
          onChange={(e) => onInstructionsChange(serverId, tool.name, e.target.checked)}
        />
        In instructions
      </label>
    </div>
  );
});
