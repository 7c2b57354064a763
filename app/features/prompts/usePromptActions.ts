// The prompt commands bound to this window's runtime, one set per runtime so every part shares its guards.
import { createPromptActions, type PromptActions } from './promptActions';
import type { Runtime } from '../../shell/runtime';
import { useRuntime } from '../../core/context';

const bound = new WeakMap<Runtime, PromptActions>();

export function usePromptActions(): PromptActions {
  const runtime = useRuntime();
  let actions = bound.get(runtime);
  if (!actions) bound.set(runtime, (actions = createPromptActions(runtime)));
  return actions;
}
