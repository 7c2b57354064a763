export { useCallActions } from './callActions';
export { CallProgress } from './CallProgress';
export { ResultContent } from './ResultContent';
