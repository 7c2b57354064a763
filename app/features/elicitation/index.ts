export { InputRequestsForCall, StandaloneInputRequests, useInputsAfterCard } from './InputRequestsPanel';
