// "Teach this site" bound to this window's runtime, one set per runtime (like the prompt commands).
import { createTeachActions, type TeachActions } from '../commands/teachSite';
import type { Runtime } from '../services/runtime';
import { useRuntime } from './runtimeContext';

const bound = new WeakMap<Runtime, TeachActions>();

export function useTeachActions(): TeachActions {
  const runtime = useRuntime();
  let actions = bound.get(runtime);
  if (!actions) bound.set(runtime, (actions = createTeachActions(runtime)));
  return actions;
}
