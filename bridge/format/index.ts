// Public API of the chat formats: the result format and files (coercion is bridge/schema's, which the page never
// bundles). The call parser and the results reader are imported from their modules (scanCalls.ts,
// parseResults.ts): only the hub runs them in the app, and a re-export here would put them in the sidebar's first download (the bundler's shared chunks take
// every module an entry reaches statically).
export type { ParsedCall, CallScan, ReadyScan } from './types';
export type { ChatResult } from './resultTypes';
export { CALL_MARK } from './callMark';
export { renderResult, renderResults } from './renderResult';
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
export { errorText } from './errorText';
