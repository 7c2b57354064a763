// Test helpers for the hub: a fake HubHost (our own interface) and a page that is a real SDK Client
// connected in memory (scripts/lib/inMemoryPage.ts, shared with the bench).
import type { IframeChildTransport } from '@mcp-b/transports';
import { Client } from '@modelcontextprotocol/client';
import { vi } from 'vitest';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { connectInMemoryPage } from '../../../scripts/lib/inMemoryPage';
import { INSTRUCTIONS_PROMPT } from '../../protocol/constants';
import { DEFAULT_PAGE_SETTINGS } from '../../protocol/settings';
import type { PageInfoParams, PageSettings } from '../../protocol/types';
import type { ChildTransport, Hub } from '../createHub';
import type { InstructionPreferences } from '../../instructions/buildInstructions';
import type { ToolDetail } from '../../instructions/toolDetail';
import type { CallRecord, HubHost, HubTool } from '../types';
import { loadValidator } from '../../schema/validate';

export const PAGE_ORIGIN = 'https://chat.example';

/** Compile-time check that the real iframe transport fits the hub's ChildTransport. */
export const asChildTransport = (transport: IframeChildTransport): ChildTransport => transport;

type Executor = HubHost['execute'];

export interface PendingApproval {
  call: CallRecord;
  signal: AbortSignal;
  decide: (approved: boolean) => void;
}

export class FakeHost implements HubHost {
  granted = new Set<string>();
  toolList: HubTool[] = [];
  pageSettings: PageSettings = { ...DEFAULT_PAGE_SETTINGS };
  custom = '';
  /** 'full' by default so tool lists stay as the servers give them; on-demand tests set it. */
  toolDetail: ToolDetail = 'full';
  pages: Array<{ origin: string; info?: PageInfoParams }> = [];
  /** Latest state of each call card, and every update in order. */
  records = new Map<string, CallRecord>();
  updates: CallRecord[] = [];
  approvals: PendingApproval[] = [];
  executions: Array<{ tool: HubTool; args: Record<string, unknown> }> = [];
  executor: Executor = async (tool, args) => ({
    content: [{ type: 'text', text: `${tool.name} ran with ${JSON.stringify(args)}` }],
  });

  isOriginGranted(origin: string): boolean {
    return this.granted.has(origin);
  }
  onPageConnected(origin: string, info?: PageInfoParams): void {
    this.pages.push(info ? { origin, info } : { origin });
  }
  tools(): HubTool[] {
    return this.toolList;
  }
  settings(): PageSettings {
    return this.pageSettings;
  }
  instructionPreferences(): InstructionPreferences {
    return {
      agentMode: this.pageSettings.agentMode,
      detail: this.toolDetail,
      customInstructions: this.custom,
      isExcluded: () => false,
    };
  }
  requestApproval(call: CallRecord, signal: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      this.approvals.push({ call, signal, decide: resolve });
    });
  }
  execute(...params: Parameters<Executor>): Promise<CallToolResult> {
    this.executions.push({ tool: params[0], args: params[1] });
    return this.executor(...params);
  }
  recordCall(call: CallRecord): void {
    this.records.set(call.id, call);
    this.updates.push(call);
  }
}

export function hubTool(name: string, overrides: Partial<HubTool> = {}): HubTool {
  return {
    exposedName: name,
    serverId: 'server-1',
    serverName: 'Server One',
    name,
    description: `The ${name} tool`,
    inputSchema: {
      type: 'object',
      properties: { path: { type: 'string', description: 'A file path' } },
      required: ['path'],
    },
    policy: 'auto',
    ...overrides,
  };
}

export async function connectPage(
  hub: Hub,
  origin = PAGE_ORIGIN,
  setup?: (client: Client) => void,
): Promise<Client> {
  // The hub's default validator loads ajv on first use; loaded here, a test's first call waits on no file read,
  // so `until` can count event-loop turns for it like for any other call.
  await loadValidator();
  const client = new Client({ name: 'page', version: '1.0.0' });
  setup?.(client);
  await connectInMemoryPage(hub, client, origin);
  return client;
}

/** A manual run (Run in the tool form) of a FakeHost tool; fails the test when the hub refuses the arguments. */
export async function runByHand(
  hub: Hub,
  name: string,
  args: Record<string, unknown>,
  serverId = 'server-1',
): Promise<{ callId: string; done: Promise<CallRecord> }> {
  const run = await hub.runManual({ serverId, name }, args);
  if (!run.started) throw new Error(`The hub refused the manual run: ${run.message}`);
  return run;
}

/**
 * Lets the in-memory page and hub work until `check` holds. It counts event-loop turns, not milliseconds, so a
 * slow machine gets as far as a fast one; work that waits on a timer needs the test's fake clock moved on.
 */
export async function until(check: () => boolean, what: string, maxTurns = 100): Promise<void> {
  for (let turn = 0; !check(); turn++) {
    if (turn === maxTurns) throw new Error(`Gave up waiting for ${what} after ${maxTurns} turns`);
    await nextTurn();
  }
}

/** Runs everything already queued (promises, in-memory messages), and under a fake clock the timers due now. */
function nextTurn(): Promise<unknown> {
  if (vi.isFakeTimers()) return vi.advanceTimersByTimeAsync(0);
  return new Promise((resolve) => setImmediate(resolve));
}

export function textOf(result: { content?: unknown }): string {
  const content = Array.isArray(result.content)
    ? (result.content as Array<{ type?: string; text?: string }>)
    : [];
  return content.map((block) => (block.type === 'text' ? (block.text ?? '') : '')).join('\n');
}

/** The instructions text as a client of the hub reads it (prompts/get). */
export async function promptText(client: Client): Promise<string> {
  const content = (await client.getPrompt({ name: INSTRUCTIONS_PROMPT })).messages[0]?.content;
  return content?.type === 'text' ? content.text : '';
}
