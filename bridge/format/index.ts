// Public API of the chat formats: the call parser, the result format and argument coercion.
export type { ParsedCall, CallScan, ReadyScan } from './types';
export type { ChatResult } from './resultTypes';
export { readyScans, scanCalls } from './scanCalls';
export { CALL_MARK } from './callMark';
export { renderResult, renderResults } from './renderResult';
export { parseResults } from './parseResults';
export type { ToolResultData } from './toolResult';
export {
  base64Bytes,
  checkedBase64Bytes,
  extensionFor,
  resourceFileName,
  safeFileName,
  typedFileName,
} from './chatFiles';
export {
  blockText,
  chatResultFromHub,
  chatResultFromToolResult,
  errorResult,
  formatSize,
  toolResultText,
  withChatText,
} from './toolResult';
export { coerceArguments } from './coerce';
export { errorText } from './errorText';
