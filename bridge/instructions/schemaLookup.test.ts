import { describe, expect, it } from 'vitest';
import referenceTools from './fixtures/referenceTools.json';
import { renderInstructions } from './renderInstructions';
import { describeTools } from './schemaLookup';

describe('describeTools', () => {
  it("answers with each named tool's full signature, as full mode writes it", () => {
    const answer = describeTools(referenceTools, ['edit_file', 'read_graph']);
    const full = renderInstructions({ tools: referenceTools, agentMode: false, detail: 'full' });
    const fullEntry = (name: string) => {
      const start = full.indexOf(`\n- ${name}(`) + 1;
      const end = full.indexOf('\n- ', start + 1);
      return full.slice(start, end === -1 ? undefined : end);
    };
    expect(answer).toEqual({
      text: `${fullEntry('edit_file')}\n${fullEntry('read_graph')}`,
      isError: false,
    });
    expect(answer.text).toContain('edits: {oldText: string, newText: string}[], dryRun?: boolean');
  });

  it('names the unknown ones, and fails only when nothing matched', () => {
    expect(describeTools(referenceTools, ['read_graph', 'nope', ' read_graph '])).toEqual({
      text: `${describeTools(referenceTools, ['read_graph']).text}\nNo tool named "nope"; use the names listed.`,
      isError: false,
    });
    expect(describeTools(referenceTools, ['nope', 'gone'])).toEqual({
      text: 'No tool named "nope", "gone"; use the names listed.',
      isError: true,
    });
  });
});
