import { describe, expect, it } from 'vitest';
import { renderResults } from '../../bridge/format';
import { scanCalls } from '../../bridge/format/scanCalls';
import { renderInstructions } from '../../bridge/instructions';
import { ScriptedAssistant, describeListing, replyToResults } from './assistant';

const WORKSPACE = '/home/user/demo/workspace';
const newAssistant = () => new ScriptedAssistant({ workspacePath: WORKSPACE });

/** The JSONL lines of the first fenced block in a reply. */
function callLines(reply: string): string[] {
  const match = /```jsonl\n([\s\S]*?)\n```/.exec(reply);
  if (!match?.[1]) throw new Error(`no jsonl block in: ${reply}`);
  return match[1].split('\n');
}
const parsedCall = (reply: string) => callLines(reply).map((l) => JSON.parse(l) as Record<string, unknown>);

const result = (attrs: string, body: string) => `<function_result ${attrs}>\n${body}\n</function_result>`;

describe('ScriptedAssistant', () => {
  it('answers the first message with a list_directory call on the workspace', () => {
    const reply = newAssistant().reply('hello');
    expect(reply.split('\n')[0]).toMatch(/list the files/i);
    expect(parsedCall(reply)).toEqual([
      { type: 'function_call_start', name: 'list_directory', call_id: 1 },
      { type: 'description', text: 'List the files in the demo folder' },
      { type: 'parameter', key: 'path', value: WORKSPACE },
      { type: 'function_call_end', call_id: 1 },
    ]);
  });

  it('writes the lines with spaces after colons, as models often do', () => {
    const lines = callLines(newAssistant().reply('hi'));
    expect(lines[0]).toBe('{"type": "function_call_start", "name": "list_directory", "call_id": 1}');
  });

  it('numbers calls across the conversation', () => {
    const assistant = newAssistant();
    assistant.reply('hi');
    const second = parsedCall(assistant.reply('which files are in the folder?'));
    expect(second[0]).toMatchObject({ name: 'list_directory', call_id: 2 });
    expect(second.at(-1)).toEqual({ type: 'function_call_end', call_id: 2 });
  });

  it('gives a generic reply to later small talk', () => {
    const assistant = newAssistant();
    assistant.reply('hi');
    const reply = assistant.reply('how are you?');
    expect(reply).not.toContain('```');
    expect(reply).toMatch(/help/i);
  });

  it('answers the instructions message with a call', () => {
    const assistant = newAssistant();
    assistant.reply('hi');
    const instructions =
      'You can call tools. Write:\n{"type": "function_call_start", "name": "...", "call_id": 1}';
    expect(parsedCall(assistant.reply(instructions))[0]).toMatchObject({ name: 'list_directory' });
  });

  it('turns "call <tool> {json}" into a call of that tool with those arguments', () => {
    const call = parsedCall(newAssistant().reply('call read_file {"path": "notes.md", "head": 3}'));
    expect(call).toEqual([
      { type: 'function_call_start', name: 'read_file', call_id: 1 },
      { type: 'description', text: 'Call read_file as asked' },
      { type: 'parameter', key: 'path', value: 'notes.md' },
      { type: 'parameter', key: 'head', value: 3 },
      { type: 'function_call_end', call_id: 1 },
    ]);
    expect(parsedCall(newAssistant().reply('call read_graph'))[0]).toMatchObject({ name: 'read_graph' });
    expect(newAssistant().reply('call read_graph {"a": }')).toMatch(/not a JSON object/);
  });

  it('turns "remember <x>" into a create_entities call', () => {
    const call = parsedCall(newAssistant().reply('Please remember the meeting is on Friday'));
    expect(call[0]).toMatchObject({ name: 'create_entities' });
    expect(call[2]).toEqual({
      type: 'parameter',
      key: 'entities',
      value: [
        { name: 'the meeting is on Friday', entityType: 'note', observations: ['the meeting is on Friday'] },
      ],
    });
  });

  it("asks the clock server for the time (its card shows the tool's app)", () => {
    expect(parsedCall(newAssistant().reply('What time is it?'))).toEqual([
      { type: 'function_call_start', name: 'get-time', call_id: 1 },
      { type: 'description', text: 'Get the server time' },
      { type: 'function_call_end', call_id: 1 },
    ]);
  });

  it('writes a broken line for "malformed"', () => {
    const lines = callLines(newAssistant().reply('send a malformed call'));
    expect(() => JSON.parse(lines[0] ?? '')).not.toThrow();
    expect(lines.some((l) => !isJson(l))).toBe(true);
  });

  it('calls no_such_tool for "unknown tool"', () => {
    expect(parsedCall(newAssistant().reply('try an unknown tool'))[0]).toMatchObject({
      name: 'no_such_tool',
    });
  });

  it('reads a list_directory result and names its first file', () => {
    const assistant = newAssistant();
    assistant.reply('hi');
    const message = result(
      'call_id="1" name="list_directory" status="ok"',
      '[DIR] projects\n[FILE] README.md\n[FILE] notes.md\n[FILE] todo.txt',
    );
    expect(assistant.reply(message)).toBe('The demo folder contains 4 entries, including `README.md`.');
  });

  it('reports a failed call with the first line of its error', () => {
    const message = result(
      'call_id="1" name="list_directory" status="error"',
      'Access denied - path outside\nmore',
    );
    expect(newAssistant().reply(message)).toBe('The tool failed: Access denied - path outside');
  });
});

describe('replyToResults', () => {
  it('asks again when the result cannot be read', () => {
    expect(replyToResults('<function_result oops')).toMatch(/could not read/i);
  });

  it('confirms a memory write', () => {
    const message = result('call_id="2" name="create_entities" status="ok"', '[]');
    expect(replyToResults(message)).toMatch(/stored/);
  });
});

describe('describeListing', () => {
  it('counts entries and handles a folder with no files', () => {
    expect(describeListing('[DIR] a')).toBe('The demo folder contains 1 entry, and none of them is a file.');
    expect(describeListing('[FILE] x.md\n[DIR] y')).toBe(
      'The demo folder contains 2 entries, including `x.md`.',
    );
  });
});

function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

describe('the assistant against the real call parser', () => {
  it('writes calls the page runtime reads as complete', () => {
    const assistant = newAssistant();
    const [list] = scanCalls(assistant.reply('list the files'));
    expect(list).toMatchObject({
      kind: 'complete',
      call: { callId: '1', name: 'list_directory', params: { path: WORKSPACE } },
    });
    const [memory] = scanCalls(assistant.reply('remember tea at five'));
    expect(memory).toMatchObject({ kind: 'complete', call: { name: 'create_entities' } });
    const [unknown] = scanCalls(assistant.reply('unknown tool please'));
    expect(unknown).toMatchObject({ kind: 'complete', call: { name: 'no_such_tool' } });
  });

  it('writes a "malformed" call the parser rejects with an error', () => {
    const [scan] = scanCalls(newAssistant().reply('malformed'));
    expect(scan?.kind).toBe('malformed');
  });

  it('reads results rendered by the result format', () => {
    const message = renderResults([
      { callId: '1', name: 'list_directory', text: '[FILE] todo.txt\n[DIR] projects', isError: false },
    ]);
    expect(replyToResults(message)).toBe('The demo folder contains 2 entries, including `todo.txt`.');
  });
});

describe('ScriptedAssistant with on-demand instructions', () => {
  const tool = (name: string) => ({ name, inputSchema: { type: 'object', properties: { path: {} } } });
  const instructions = renderInstructions({
    tools: [tool('list_directory'), tool('create_entities')],
    agentMode: true,
    detail: 'on-demand',
  });
  const lookupResult = (callId: string, isError = false) =>
    renderResults([{ callId, name: 'describe_tools', text: '- list_directory(path: string)', isError }]);

  it('looks a tool up with describe_tools before its first call, then makes the call', () => {
    const assistant = newAssistant();
    const lookup = parsedCall(assistant.reply(instructions));
    expect(lookup).toEqual([
      { type: 'function_call_start', name: 'describe_tools', call_id: 1 },
      { type: 'description', text: 'How to call list_directory' },
      { type: 'parameter', key: 'names', value: ['list_directory'] },
      { type: 'function_call_end', call_id: 1 },
    ]);
    const call = parsedCall(assistant.reply(lookupResult('1')));
    expect(call[0]).toEqual({ type: 'function_call_start', name: 'list_directory', call_id: 2 });
    expect(call).toContainEqual({ type: 'parameter', key: 'path', value: WORKSPACE });
  });

  it('looks up each tool once per conversation', () => {
    const assistant = newAssistant();
    assistant.reply(instructions);
    assistant.reply(lookupResult('1'));
    expect(parsedCall(assistant.reply('list the files again'))[0]).toMatchObject({ name: 'list_directory' });
    const remember = parsedCall(assistant.reply('remember the milk'));
    expect(remember).toContainEqual({ type: 'parameter', key: 'names', value: ['create_entities'] });
  });

  it('says so when the look-up fails, and makes no call', () => {
    const assistant = newAssistant();
    assistant.reply(instructions);
    const reply = assistant.reply(lookupResult('1', true));
    expect(reply).toBe('The look-up failed: - list_directory(path: string)');
  });

  it('calls right away when the instructions carry the types (full detail)', () => {
    const full = renderInstructions({ tools: [tool('list_directory')], agentMode: true, detail: 'full' });
    expect(parsedCall(newAssistant().reply(full))[0]).toMatchObject({ name: 'list_directory' });
  });
});
