export { receiveConsentRequest } from './answerConsent';
export type { PendingConsent } from './answerConsent';
export { callActionRequest, chatActionRequest, resultActionRequest, runActionRequest } from './confirmAction';
export { confirmThen } from './confirmThen';
export { useConsentActions } from './consentActions';
export { GrantedOrigins } from './GrantedOrigins';
export { GrantPrompt } from './GrantPrompt';
export { isGranted, selectOriginToAsk } from './grants';
export { createGrantsSlice } from './grantsSlice';
export type { GrantsSlice, OriginGrant } from './grantsSlice';
export { pickHandoffState } from './handoff';
export type { HandoffState } from './handoff';
export type {
  ActionRequest,
  CallActionRequest,
  ChatActionRequest,
  ConsentDecision,
  ConsentRequest,
  DecisionFor,
  GrantRequest,
  HandoffRequest,
} from './messages';
export { OpaqueOriginNotice } from './OpaqueOriginNotice';
export { canRequestStorageAccess, requestUnpartitionedStorage } from './storageAccess';
