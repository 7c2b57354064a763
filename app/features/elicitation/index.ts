export { startInputRequests } from './inputRequests';
export type { InputRequests } from './inputRequests';
export { InputRequestsForCall, StandaloneInputRequests, useInputsAfterCard } from './InputRequestsPanel';
export { QuestionsToCalls } from './QuestionsToCalls';
