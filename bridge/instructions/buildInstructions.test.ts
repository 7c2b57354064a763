// The builder's own choices: which tools the text lists and what it passes on to the renderer. Its two callers
// (the sidebar and the hub's prompt) are tested where they call it: app/features/instructions/instructions.test.ts,
// app/shell/hubService.prefs.test.ts, bridge/hub/createHub.*.test.ts.
import { describe, expect, it } from 'vitest';
import { buildInstructions, instructionTools } from './buildInstructions';
import type { InstructionPreferences, ListedTool } from './buildInstructions';
import { renderInstructions } from './renderInstructions';

const tool = (name: string, overrides: Partial<ListedTool> = {}): ListedTool => ({
  exposedName: name,
  serverId: 'files',
  name,
  description: `The ${name} tool`,
  inputSchema: { type: 'object' },
  policy: 'ask',
  ...overrides,
});

const preferences = (overrides: Partial<InstructionPreferences> = {}): InstructionPreferences => ({
  agentMode: false,
  detail: 'full',
  customInstructions: '',
  isExcluded: () => false,
  ...overrides,
});

describe('instructionTools', () => {
  it('lists tools by the name the AI calls, without those turned off or left out', () => {
    const tools: ListedTool[] = [
      tool('read', { exposedName: 'files__read', policy: 'auto' }),
      tool('write', { policy: 'off' }),
      tool('read', { serverId: 'notes', exposedName: 'notes__read' }),
      // A page tool without a description.
      {
        exposedName: 'search',
        serverId: 'page:x',
        name: 'search',
        inputSchema: { type: 'object' },
        policy: 'ask',
      },
    ];
    const excluded = (serverId: string, name: string) => serverId === 'notes' && name === 'read';
    expect(instructionTools(tools, { isExcluded: excluded })).toEqual([
      { name: 'files__read', description: 'The read tool', inputSchema: { type: 'object' } },
      { name: 'search', inputSchema: { type: 'object' } },
    ]);
  });
});

describe('buildInstructions', () => {
  it('renders the listed tools with the choices the user made', () => {
    const tools = [tool('read'), tool('write', { policy: 'off' })];
    const text = buildInstructions(
      tools,
      preferences({ agentMode: true, detail: 'compact', customInstructions: '  Answer in French. ' }),
    );
    expect(text).toBe(
      renderInstructions({
        tools: [{ name: 'read', description: 'The read tool', inputSchema: { type: 'object' } }],
        agentMode: true,
        detail: 'compact',
        customInstructions: 'Answer in French.',
      }),
    );
  });

  it('adds no section for blank custom instructions', () => {
    expect(buildInstructions([tool('read')], preferences({ customInstructions: ' \n ' }))).not.toContain(
      "The user's instructions",
    );
  });
});
