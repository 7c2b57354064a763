export { applyPairing, planPairing } from './pairing';
