// "Teach this site" with the real derivation: the picker (teach.ts) drives the user, derive.ts and liveChecks.ts
// turn what they point at into checked selectors.
import type { TeachParams, TeachResult } from '../../bridge/protocol/adapters';
import { controlRoot, deriveMessageSelector, deriveSelector, inputRoot, messageRoot } from './derive';
import { editorFamily } from './editorFamily';
import { checkSelectors } from './liveChecks';
import { runTeach } from './teach';

const DEPS = {
  inputRoot,
  controlRoot,
  messageRoot,
  deriveSelector,
  deriveMessageSelector,
  checkSelectors,
  editorFamily,
};

/**
 * Shows the picker. When answers are taught, the adapter's own code-block selector is kept only if it still
 * finds code inside them (a redesign renames it too); otherwise any `pre` in an answer is read.
 */
export async function teachPage(params: TeachParams, codeBlock: string): Promise<TeachResult> {
  const result = await runTeach(params, DEPS);
  const answers = result.selectors?.assistantMessage;
  if (result.selectors && answers && !result.selectors.codeBlock) {
    let keep = false;
    try {
      keep = document.querySelector(`:is(${answers}) :is(${codeBlock})`) !== null;
    } catch {
      // An adapter's selector that no longer parses is not kept.
    }
    result.selectors.codeBlock = keep ? codeBlock : 'pre';
  }
  return result;
}
