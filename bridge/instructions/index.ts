export { renderInstructions } from './renderInstructions';
export type { InstructionOptions, InstructionTool } from './renderInstructions';
