export { BookmarkletSlot } from './BookmarkletSlot';
export { useConnectorCommand } from './useConnectorCommand';
export { useInstallAssets } from './useInstallAssets';
