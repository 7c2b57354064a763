// The first-run record as React state, following writes from this window and from the consent window.
import { useSyncExternalStore } from 'react';
import {
  readFirstRunProgress,
  subscribeFirstRunProgress,
  type FirstRunProgress,
} from '../../core/firstRunProgress';

const read = () => readFirstRunProgress();

export function useFirstRunProgress(): FirstRunProgress {
  return useSyncExternalStore(subscribeFirstRunProgress, read);
}
