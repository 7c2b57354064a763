// "Teach this site" bound to this window's runtime, one set per runtime (like the prompt commands).
import { createTeachActions, type TeachActions } from './teachSite';
import type { Runtime } from '../../shell/runtime';
import { useRuntime } from '../../core/context';

const bound = new WeakMap<Runtime, TeachActions>();

export function useTeachActions(): TeachActions {
  const runtime = useRuntime();
  let actions = bound.get(runtime);
  if (!actions) bound.set(runtime, (actions = createTeachActions(runtime)));
  return actions;
}
