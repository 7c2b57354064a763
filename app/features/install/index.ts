export { BookmarkletSlot } from './BookmarkletSlot';
export { OutdatedBookmarkletNotice } from './OutdatedBookmarkletNotice';
export { useConnectorCommand } from './useConnectorCommand';
export { useInstallAssets } from './useInstallAssets';

import { lazyPanel } from '../../ui/lazyPanel';
export const InstallTab = /* @__PURE__ */ lazyPanel(() => import('./InstallTab').then((m) => m.InstallTab));
