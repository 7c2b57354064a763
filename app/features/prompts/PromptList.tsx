// The servers' prompts, grouped by server, with a search once the list is long. Choosing one opens its form.
import { NoMatch, SearchBox } from '../../ui/search/SearchBox';
import { useId, useMemo, useState } from 'react';
import type { ArgumentSpec } from '../../ui/ArgumentFields';
import { filterGroups } from '../../ui/search/filterGroups';
import { MAX_ROWS, RowCapNote } from '../../ui/rowCap';
import { card, muted } from '../../ui/classNames';

/** A prompt as listed; every text in it comes from the server and shows as text. */
export interface PromptView {
  name: string;
  title?: string;
  description?: string;
  arguments?: ArgumentSpec[];
}

/** `tools` holds the server's prompts: the shape the tool search (filterTools) already filters. */
export interface PromptGroup {
  serverId: string;
  serverName: string;
  tools: PromptView[];
}

/** Above this many prompts the list gets a search box. */
export const SEARCH_FROM = 8;

export interface PromptListProps {
  groups: PromptGroup[];
  onSelect(serverId: string, promptName: string): void;
}

export function PromptList({ groups, onSelect }: PromptListProps) {
  const [query, setQuery] = useState('');
  const total = groups.reduce((n, g) => n + g.tools.length, 0);
  const shown = useMemo(() => filterGroups<PromptView, PromptGroup>(groups, query), [groups, query]);
  if (groups.length === 0)
    return (
      <p className={muted}>
        No prompts yet. Prompts are ready-made messages some MCP servers offer; they show up here once a
        server that has them connects (see the Servers tab).
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      {total > SEARCH_FROM && (
        <>
          <SearchBox
            label="Search prompts"
            placeholder={`Search ${total} prompts by name or description`}
            value={query}
            onChange={setQuery}
          />
          {shown.length === 0 && <NoMatch lead="No prompt matches" query={query} total={total} />}
        </>
      )}
      {shown.map((group) => (
        <section key={group.serverId} className={card} aria-label={`Prompts of ${group.serverName}`}>
          <h2 className="text-sm font-semibold">
            {group.serverName} <span className={muted}>({group.tools.length})</span>
          </h2>
          {group.tools.length === 0 ? (
            <p className={muted}>This server has no prompts.</p>
          ) : (
            <ul className="mt-1 flex flex-col">
              {/* Keyed by place too: a hostile server may list one name twice. */}
              {group.tools.slice(0, MAX_ROWS).map((prompt, index) => (
                <PromptRow
                  key={`${index}:${prompt.name}`}
                  prompt={prompt}
                  onOpen={() => onSelect(group.serverId, prompt.name)}
                />
              ))}
            </ul>
          )}
          <RowCapNote shown={Math.min(group.tools.length, MAX_ROWS)} total={group.tools.length} />
        </section>
      ))}
    </div>
  );
}

/**
 * One prompt; the whole row opens it. Only the title is in the button, so its name, "Open prompt <title>",
 * holds all of its visible text; the prompt's id and description beside it are read as its description.
 */
function PromptRow({ prompt, onOpen }: { prompt: PromptView; onOpen(): void }) {
  const id = useId();
  const label = prompt.title ?? prompt.name;
  const showName = Boolean(prompt.title && prompt.title !== prompt.name);
  const described = [showName && `${id}-name`, prompt.description && `${id}-description`].filter(Boolean);
  return (
    <li className="relative rounded px-1 py-1 hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-500 dark:hover:bg-slate-800">
      <p className="text-sm font-medium break-words">
        <button
          type="button"
          // Stretched over the row, so a click on the id or the description opens the prompt too.
          className="text-left after:absolute after:inset-0 focus-visible:outline-none"
          aria-label={`Open prompt ${label}`}
          {...(described.length ? { 'aria-describedby': described.join(' ') } : {})}
          onClick={onOpen}
        >
          {label}
        </button>
        {showName && (
          <span id={`${id}-name`} className={`ml-1 font-mono ${muted}`}>
            {prompt.name}
          </span>
        )}
      </p>
      {prompt.description && (
        <p id={`${id}-description`} className={`line-clamp-2 break-words ${muted}`}>
          {prompt.description}
        </p>
      )}
    </li>
  );
}
