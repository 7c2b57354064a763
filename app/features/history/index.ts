export { CALL_HISTORY_LIMIT, settleInterrupted } from './storageLimits';
