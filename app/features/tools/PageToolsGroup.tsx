import type { ToolPolicy } from '../../../bridge/protocol/types';
import { PolicySelect } from './PolicySelect';
import { Toggle } from '../../ui/Toggle';
import { badge, card, muted } from '../../ui/classNames';

export interface PageToolView {
  name: string;
  description?: string;
  policy: ToolPolicy;
  form: boolean;
}

export interface PageToolsGroupProps {
  origin: string;
  tools: PageToolView[];
  enabled: boolean;
  onEnabledChange(enabled: boolean): void;
  onPolicyChange(toolName: string, policy: ToolPolicy): void;
}

/**
 * The connected page's own (WebMCP) tools, as a server named after its origin. Off by default; until the
 * user turns them on only their names show (the descriptions are the page's words, untrusted, rendered as text).
 */
export function PageToolsGroup({
  origin,
  tools,
  enabled,
  onEnabledChange,
  onPolicyChange,
}: PageToolsGroupProps) {
  return (
    <section className={card} aria-label={`Tools of ${origin}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="break-all text-sm font-semibold">{origin}</h2>
        <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100`}>
          from this page
        </span>
      </div>
      <Toggle
        label="Use this page's tools"
        description="The page's own code runs them. Each call asks first unless you change its policy."
        checked={enabled}
        onChange={onEnabledChange}
      />
      <ul>
        {tools.map((tool) => (
          <PageToolRow key={tool.name} tool={tool} enabled={enabled} onPolicyChange={onPolicyChange} />
        ))}
      </ul>
    </section>
  );
}

function PageToolRow({
  tool,
  enabled,
  onPolicyChange,
}: {
  tool: PageToolView;
  enabled: boolean;
  onPolicyChange: PageToolsGroupProps['onPolicyChange'];
}) {
  return (
    <li
      className="flex flex-col gap-1 border-b border-slate-100 py-2 last:border-0 dark:border-slate-800"
      aria-label={tool.name}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <code className={`break-all text-sm font-medium ${enabled ? '' : 'opacity-60'}`}>{tool.name}</code>
        {tool.form && <span className={`${badge} bg-slate-100 dark:bg-slate-800`}>form</span>}
        {enabled && (
          <span className="flex items-center gap-1">
            <PolicySelect
              toolName={tool.name}
              policy={tool.policy}
              onChange={(policy) => onPolicyChange(tool.name, policy)}
            />
          </span>
        )}
      </div>
      {enabled && tool.description && <p className={muted}>{tool.description}</p>}
    </li>
  );
}
