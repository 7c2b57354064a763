// The per-tool policy control of the Tools tab, for server tools and the page's own tools alike.
import { useId } from 'react';
import type { ToolPolicy } from '../../../bridge/protocol/types';
import { inputBase } from '../../ui/classNames';

/** What each policy means, said once next to the controls (and as their tooltip). */
export const POLICY_LEGEND =
  'Auto: runs without asking · Ask: you approve each call · Off: hidden from the AI';

export function PolicySelect(props: {
  toolName: string;
  policy: ToolPolicy;
  onChange: (policy: ToolPolicy) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Policy for {props.toolName}
      </label>
      <select
        id={id}
        className={inputBase}
        title={POLICY_LEGEND}
        value={props.policy}
        onChange={(e) => props.onChange(e.target.value as ToolPolicy)}
      >
        <option value="auto">Auto</option>
        <option value="ask">Ask</option>
        <option value="off">Off</option>
      </select>
    </>
  );
}
