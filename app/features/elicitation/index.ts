export { ElicitationsForCall, StandaloneElicitations, useElicitationsAfterCard } from './ElicitationsPanel';
