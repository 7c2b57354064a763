export { selectInstructionPreferences } from './instructions';
export { useInstructionsActions } from './instructionsActions';
export { NextStepContainer } from './NextStepContainer';
export { useNextStepAfterGrant } from './useNextStepAfterGrant';

import { lazyPanel } from '../../ui/lazyPanel';
export const InstructionsContainer = /* @__PURE__ */ lazyPanel(() =>
  import('./InstructionsContainer').then((m) => m.InstructionsContainer),
);
