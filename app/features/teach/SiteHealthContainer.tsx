// The layout warning wired to the runtime: Fix it now and Teach this site open the page's picker; Report reads
// the page's origin (as the hub knows it) and health from the store.
import { useCallback } from 'react';
import type { AdapterHealth } from '../../../bridge/protocol/types';
import { SiteHealthNotice } from './SiteHealthNotice';
import { useStoreApi } from '../../core/context';
import { useTeachActions } from './teachSite';
import { siteReport } from './siteReport';

export function SiteHealthContainer({ health }: { health: AdapterHealth | undefined }) {
  const store = useStoreApi();
  const { teachSite } = useTeachActions();
  const report = useCallback(
    (shown: AdapterHealth) => {
      const { page } = store.getState();
      return siteReport({ origin: page.origin, health: shown, runtime: page.info?.runtime });
    },
    [store],
  );
  return <SiteHealthNotice health={health} onTeach={teachSite} report={report} />;
}
