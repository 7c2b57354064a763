// "Teach this site" with the real derivation: the picker (teach.ts) drives the user, the sidebar derives
// selectors from what they point at (derive.ts asks it) and liveChecks.ts checks them on the page.
import type { TeachParams, TeachResult } from '../../bridge/protocol/adapters';
import { controlRoot, derivation, inputRoot } from './derive';
import type { Derive } from './derive';
import { editorFamily } from './editorFamily';
import { checkSelectors } from './liveChecks';
import { runTeach } from './teach';

/**
 * Shows the picker. When answers are taught, the adapter's own code-block selector is kept only if it still
 * finds code inside them (a redesign renames it too); otherwise any `pre` in an answer is read.
 */
export async function teachPage(
  params: TeachParams,
  codeBlock: string,
  derive: Derive,
): Promise<TeachResult> {
  const deps = { inputRoot, controlRoot, ...derivation(derive), checkSelectors, editorFamily };
  const result = await runTeach(params, deps);
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
