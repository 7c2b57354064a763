export { useResourceActions } from './resourceActions';
