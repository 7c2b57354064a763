// Shows the Resources tab when something asks to open a resource (a call card's resource link): the
// sidebar and the dashboard each pass their own tab switch.
import { useEffect } from 'react';
import { useStoreApi } from '../../core/context';
import { resourceEventsOf } from './resourceEvents';

export function useResourceTab(show: () => void): void {
  const store = useStoreApi();
  useEffect(
    () =>
      resourceEventsOf(store).state.subscribe((s, prev) => {
        if (s.view && s.view !== prev.view) show();
      }),
    [store, show],
  );
}
