// The Prompts tab: every connected server's prompts (the store follows them, services/promptCatalog.ts), and
// the chosen one's form. Self-contained, so it can sit in a tab of its own or beside the resources.
import type { Prompt } from '@modelcontextprotocol/client';
import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { PromptForm } from './PromptForm';
import { PromptList, type PromptGroup, type PromptView } from './PromptList';
import { useAppStore } from '../../core/context';
import { usePromptActions } from './promptActions';

/** The listed prompt's fields the panel shows, with the SDK's absent optionals left out. */
function viewOf(prompt: Prompt): PromptView {
  const { name, title, description } = prompt;
  return {
    name,
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(prompt.arguments
      ? {
          arguments: prompt.arguments.map(({ name, description, required }) => ({
            name,
            ...(description ? { description } : {}),
            ...(required ? { required } : {}),
          })),
        }
      : {}),
  };
}

export function PromptsPanel({ canInsert }: { canInsert: boolean }) {
  const { servers, prompts } = useAppStore(useShallow((s) => ({ servers: s.servers, prompts: s.prompts })));
  const actions = usePromptActions();
  const groups = useMemo<PromptGroup[]>(
    () =>
      servers.flatMap((server) => {
        const list = prompts[server.id];
        return list ? [{ serverId: server.id, serverName: server.name, tools: list.map(viewOf) }] : [];
      }),
    [servers, prompts],
  );
  const [open, setOpen] = useState<{ serverId: string; name: string } | null>(null);
  const group = open && groups.find((g) => g.serverId === open.serverId);
  const prompt = open && group?.tools.find((p) => p.name === open.name);
  const suggest = useMemo(
    () => (open ? actions.suggester(open.serverId, open.name) : undefined),
    [actions, open],
  );
  if (open && (!group || !prompt))
    return (
      <div className="flex flex-col gap-2">
        <p role="alert" className="text-xs text-red-700 dark:text-red-300">
          The prompt “{open.name}” is no longer offered: its server disconnected or removed it.
        </p>
        <PromptList groups={groups} onSelect={(serverId, name) => setOpen({ serverId, name })} />
      </div>
    );
  if (open && group && prompt)
    return (
      <PromptForm
        key={`${open.serverId}/${open.name}`}
        prompt={prompt}
        serverName={group.serverName}
        {...(suggest ? { suggest } : {})}
        canInsert={canInsert}
        onInsert={(args) => actions.insert(open.serverId, open.name, args)}
        onInsertInWindow={(args) => actions.insertInWindow(open.serverId, open.name, args)}
        onCopy={(args) => actions.copy(open.serverId, open.name, args)}
        onBack={() => setOpen(null)}
      />
    );
  return <PromptList groups={groups} onSelect={(serverId, name) => setOpen({ serverId, name })} />;
}
