export { startHistoryPersistence } from './historyPersistence';
export type { HistoryPersistence } from './historyPersistence';
export { defaultHistory } from './historyStorage';
export type { HistoryStorage } from './historyStorage';
export { CALL_HISTORY_LIMIT, settleInterrupted } from './storageLimits';
