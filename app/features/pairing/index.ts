export { applyPairing, planPairing, redeemPairingCode } from './pairing';
export { PairingConfirmation } from './PairingConfirmation';
export { useLocalPairing } from './useLocalPairing';
