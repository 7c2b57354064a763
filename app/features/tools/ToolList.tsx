import { NoMatch, SearchBox } from '../../ui/search/SearchBox';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import type { ToolPolicy } from '../../../bridge/protocol/types';
import { filterGroups } from '../../ui/search/filterGroups';
import { POLICY_LEGEND } from './PolicySelect';
import { ToolItem, type ToolView } from './ToolItem';
import { card, muted } from '../../ui/classNames';

export interface ToolGroup {
  serverId: string;
  serverName: string;
  tools: ToolView[];
}

export interface ToolListProps {
  groups: ToolGroup[];
  onPolicyChange(serverId: string, toolName: string, policy: ToolPolicy): void;
  onInstructionsChange(serverId: string, toolName: string, included: boolean): void;
  onOpen?: (serverId: string, toolName: string) => void;
}

/**
 * Tool rows in the first commit, about two screens of compact rows: the tab shows at once, and the other rows
 * follow in a background render that a keystroke or a click can interrupt.
 */
export const FIRST_ROWS = 24;

export function ToolList({ groups, onPolicyChange, onInstructionsChange, onOpen }: ToolListProps) {
  const [query, setQuery] = useState('');
  const rowLimit = useDeferredValue(Number.POSITIVE_INFINITY, FIRST_ROWS);
  /** Where each group's rows start in the whole list. */
  const starts = useMemo(() => {
    const offsets = [0];
    for (const group of groups) offsets.push((offsets.at(-1) ?? 0) + group.tools.length);
    return offsets;
  }, [groups]);
  // Rows stay mounted and are hidden instead: a keystroke only flips `hidden` on the rows whose match
  // changed, so even 200 tools filter well within a frame.
  const visible = useMemo(() => {
    const shown = filterGroups(groups, query);
    const byGroup = new Map<string, ReadonlySet<string> | 'all'>();
    shown.forEach((g) =>
      byGroup.set(g.serverId, groups.includes(g) ? 'all' : new Set(g.tools.map((t) => t.name))),
    );
    return byGroup;
  }, [groups, query]);
  const total = useMemo(() => groups.reduce((n, g) => n + g.tools.length, 0), [groups]);
  if (groups.length === 0) {
    return (
      <p className={muted}>
        No tools yet. Add a server in the Servers tab, or check there why yours is not connected: its tools
        show up here once it connects.
      </p>
    );
  }
  const compact = total > 40;
  return (
    <div className="flex flex-col gap-2">
      <SearchBox
        label="Search tools"
        placeholder={`Search ${total} tools by name or description`}
        value={query}
        onChange={setQuery}
      />
      <p className={muted}>{POLICY_LEGEND}</p>
      {visible.size === 0 && <NoMatch lead="No tool matches" query={query} total={total} />}
      {groups.map((group, i) => (
        <ToolGroupSection
          key={group.serverId}
          group={group}
          rows={Math.max(0, rowLimit - (starts[i] ?? 0))}
          visible={visible.get(group.serverId) ?? NONE}
          compact={compact}
          onPolicyChange={onPolicyChange}
          onInstructionsChange={onInstructionsChange}
          {...(onOpen ? { onOpen } : {})}
        />
      ))}
    </div>
  );
}

const NONE: ReadonlySet<string> = new Set();

interface SectionProps extends Omit<ToolListProps, 'groups'> {
  group: ToolGroup;
  /** Names of the tools that match the search, or 'all'. */
  visible: ReadonlySet<string> | 'all';
  compact: boolean;
  /** How many of the group's rows to mount yet (all but during the first render). */
  rows: number;
}

const ToolGroupSection = memo(function ToolGroupSection({
  group,
  visible,
  compact,
  rows,
  ...handlers
}: SectionProps) {
  return (
    <section className={card} aria-label={`Tools of ${group.serverName}`} hidden={visible === NONE}>
      <h2 className="text-sm font-semibold">
        {group.serverName} <span className={muted}>({group.tools.length})</span>
      </h2>
      {group.tools.length === 0 ? (
        <p className={muted}>This server has no tools.</p>
      ) : (
        <ul>
          {group.tools.slice(0, rows).map((tool) => (
            // The <li> is re-rendered on each keystroke; the memoized row inside it is not.
            <li
              key={tool.name}
              aria-label={tool.name}
              hidden={visible !== 'all' && !visible.has(tool.name)}
              // Off-screen rows skip layout and paint until scrolled near (long tool lists).
              className="border-b border-slate-100 [contain-intrinsic-size:auto_88px] [content-visibility:auto] last:border-0 dark:border-slate-800"
            >
              <ToolItem serverId={group.serverId} tool={tool} compact={compact} {...handlers} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
