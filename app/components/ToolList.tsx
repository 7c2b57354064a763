import type { ToolPolicy } from '../../bridge/protocol/types';
import { ToolItem, type ToolView } from './ToolItem';
import { card, muted } from './ui';

export interface ToolGroup {
  serverId: string;
  serverName: string;
  tools: ToolView[];
}

export interface ToolListProps {
  groups: ToolGroup[];
  onPolicyChange(serverId: string, toolName: string, policy: ToolPolicy): void;
}

export function ToolList({ groups, onPolicyChange }: ToolListProps) {
  if (groups.length === 0) {
    return <p className={muted}>No tools yet: connect a server to see its tools here.</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      {groups.map((group) => (
        <section key={group.serverId} className={card} aria-label={`Tools of ${group.serverName}`}>
          <h3 className="text-sm font-semibold">{group.serverName}</h3>
          {group.tools.length === 0 ? (
            <p className={muted}>This server has no tools.</p>
          ) : (
            <ul>
              {group.tools.map((tool) => (
                <ToolItem
                  key={tool.name}
                  tool={tool}
                  onPolicyChange={(policy) => onPolicyChange(group.serverId, tool.name, policy)}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
