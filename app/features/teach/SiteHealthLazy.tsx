// The layout warning's code (the teach command, the report) loads only when a page reports a problem or runs
// on generic selectors, so the sidebar's first download does not grow for the healthy case.
import { Suspense } from 'react';
import type { AdapterHealth } from '../../../bridge/protocol/types';
import { lazyPanel } from '../../ui/lazyPanel';

export const SiteHealthContainer = lazyPanel(() =>
  import('./SiteHealthContainer').then((m) => m.SiteHealthContainer),
);

/** Nothing at all until the page's health says there is something to show. */
export function SiteHealthLazy({ health }: { health: AdapterHealth | undefined }) {
  const worth = health && (health.missing.length > 0 || health.adapter === 'generic');
  return worth ? (
    <Suspense fallback={null}>
      <SiteHealthContainer health={health} />
    </Suspense>
  ) : null;
}
