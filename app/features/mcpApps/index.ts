export { McpAppSlot } from './McpAppSlot';
