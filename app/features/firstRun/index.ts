export { FIRST_RUN_TITLE_ID, FirstRunGuide } from './FirstRunGuide';
export { useFirstRunGuide } from './useFirstRunGuide';
