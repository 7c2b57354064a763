// The demo chat's scripted assistant: it answers like a model that was told the tool call format, so the
// whole loop (detect call, run it, send the result back, continue) can be shown and tested without a real AI.
import { parseResults } from '../../bridge/format/parseResults';

export interface AssistantContext {
  /** Absolute path of the folder the filesystem server serves. */
  workspacePath: string;
}

/** The hub's own look-up tool, named in on-demand instructions (bridge/instructions/schemaLookup.ts). */
const LOOKUP_TOOL = 'describe_tools';

/** Keeps the call ids of one conversation unique, as a real model does. */
export class ScriptedAssistant {
  private userTurns = 0;
  private nextCallId = 1;
  /** On-demand instructions were read: look a tool up before its first call, as they ask. */
  private looksUp = false;
  private readonly lookedUp = new Set<string>();
  /** The call to make once the look-up's answer arrives. */
  private afterLookup: (() => string) | undefined;

  constructor(private readonly context: AssistantContext) {}

  /** The full text of the reply to one user message. */
  reply(message: string): string {
    const firstTurn = this.userTurns === 0;
    this.userTurns += 1;
    const text = message.toLowerCase();

    // Instructions describe the call format; answer them by using a tool right away.
    if (text.includes('function_call_start')) {
      this.looksUp = text.includes(LOOKUP_TOOL);
      return this.listFiles('Understood. Let me look at your files first.');
    }
    if (text.includes('<function_result')) return this.replyToResults(message);
    const direct = /^\s*call\s+([\w.-]+)\s*(\{[\s\S]*\})?\s*$/i.exec(message);
    if (direct?.[1]) return this.directCall(direct[1], direct[2]);
    if (text.includes('malformed')) return this.malformedCall();
    if (text.includes('unknown tool')) return this.unknownToolCall();
    const remember = /\bremember\s+(.+)/is.exec(message);
    if (remember?.[1]) return this.rememberCall(remember[1].trim());
    if (/\b(time|clock)\b/.test(text)) return this.timeCall();
    if (firstTurn || /\b(files?|folders?|list|directory)\b/.test(text)) {
      return this.listFiles('Sure, I will list the files in the demo folder.');
    }
    return 'Happy to help! Ask me about the files in the demo folder or the time (its tool shows an app in the sidebar), say "remember" followed by something to store, or "call <tool> {json}" to try any tool.';
  }

  private listFiles(intro: string): string {
    return this.callOnceKnown(intro, 'list_directory', 'List the files in the demo folder', {
      path: this.context.workspacePath,
    });
  }

  private rememberCall(fact: string): string {
    const entities = [{ name: fact.slice(0, 60), entityType: 'note', observations: [fact] }];
    return this.callOnceKnown('I will store that in memory.', 'create_entities', 'Remember a note', {
      entities,
    });
  }

  /** server-basic-vanillajs' get-time: its call card in the sidebar shows the tool's MCP App. */
  private timeCall(): string {
    return this.callOnceKnown('I will ask the server for the time.', 'get-time', 'Get the server time', {});
  }

  /** The call, or first a describe_tools look-up for a tool this conversation has not looked up yet. */
  private callOnceKnown(intro: string, name: string, description: string, params: Record<string, unknown>) {
    const call = () => this.call(name, description, params);
    if (!this.looksUp || this.lookedUp.has(name)) return `${intro}\n\n${call()}`;
    this.lookedUp.add(name);
    this.afterLookup = call;
    const lookup = this.call(LOOKUP_TOOL, `How to call ${name}`, { names: [name] });
    return `${intro} First, how \`${name}\` is called.\n\n${lookup}`;
  }

  /** A look-up's answer is followed by the call it was for; other results are summarised. */
  private replyToResults(message: string): string {
    const next = this.afterLookup;
    const lookup = parseResults(message).find((result) => result.name === LOOKUP_TOOL);
    if (!next || !lookup) return replyToResults(message);
    this.afterLookup = undefined;
    if (lookup.isError) return `The look-up failed: ${firstLine(lookup.text)}`;
    return `Now I know its parameters.\n\n${next()}`;
  }

  /** "call <tool> {json}" calls any tool, so every tool of every server can be tried from the demo. */
  private directCall(name: string, json: string | undefined): string {
    let params: Record<string, unknown>;
    try {
      const value: unknown = JSON.parse(json ?? '{}');
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new Error('not an object');
      params = value as Record<string, unknown>;
    } catch {
      return 'Those arguments are not a JSON object. Try: call read_graph {}';
    }
    return `Calling \`${name}\`.\n\n${this.call(name, `Call ${name} as asked`, params)}`;
  }

  private unknownToolCall(): string {
    return `Let me try a tool that does not exist.\n\n${this.call('no_such_tool', 'A tool nobody has', { q: 'x' })}`;
  }

  private malformedCall(): string {
    const id = this.nextCallId++;
    const lines = [
      line({ type: 'function_call_start', name: 'list_directory', call_id: id }),
      // A finished line that is not JSON (the path is unquoted), so the call is complete but broken.
      `{"type": "parameter", "key": "path", "value": ${this.context.workspacePath}}`,
      line({ type: 'function_call_end', call_id: id }),
    ];
    return `Here is a call I wrote badly.\n\n${fence(lines)}`;
  }

  private call(name: string, description: string, params: Record<string, unknown>): string {
    const id = this.nextCallId++;
    const lines = [
      line({ type: 'function_call_start', name, call_id: id }),
      line({ type: 'description', text: description }),
      ...Object.entries(params).map(([key, value]) => line({ type: 'parameter', key, value })),
      line({ type: 'function_call_end', call_id: id }),
    ];
    return fence(lines);
  }
}

function fence(lines: string[]): string {
  return ['```jsonl', ...lines, '```'].join('\n');
}

/** One JSONL line with spaces after the top-level separators, as models often write it (the instructions' example
 * has none; the parser takes both). */
function line(fields: Record<string, unknown>): string {
  return `{${Object.entries(fields)
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(', ')}}`;
}

/** The reply to a message that carries tool results. */
export function replyToResults(message: string): string {
  const results = parseResults(message);
  const first = results[0];
  if (!first) return 'I could not read that tool result. Could you send it again?';
  const failed = results.find((r) => r.isError);
  if (failed) return `The tool failed: ${firstLine(failed.text)}`;
  if (first.name.endsWith('list_directory')) return describeListing(first.text);
  if (first.name.endsWith('create_entities')) return 'Done. I stored that in memory.';
  return `The tool \`${first.name}\` returned: ${firstLine(first.text)}`;
}

/** Summarises server-filesystem's list_directory output (`[FILE] name` / `[DIR] name` lines). */
export function describeListing(text: string): string {
  const entries = text.split('\n').filter((line) => /^\[(FILE|DIR)\] /.test(line.trim()));
  const file = entries.find((line) => line.trim().startsWith('[FILE] '));
  const noun = entries.length === 1 ? 'entry' : 'entries';
  if (!file) return `The demo folder contains ${entries.length} ${noun}, and none of them is a file.`;
  const name = file.trim().slice('[FILE] '.length);
  return `The demo folder contains ${entries.length} ${noun}, including \`${name}\`.`;
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? '(no message)'
  );
}
