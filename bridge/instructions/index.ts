export { buildInstructions, instructionTools } from './buildInstructions';
export type { InstructionPreferences, ListedTool } from './buildInstructions';
export { renderInstructions } from './renderInstructions';
export type { InstructionOptions, InstructionTool } from './renderInstructions';
export { TOKENIZER, loadTokenCounter } from './tokenCount';
