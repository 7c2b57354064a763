// Binds the commands to one window's runtime: what RuntimeProvider hands down.
import { createActions } from '../commands/actions';
import { createResourceActions } from '../commands/resourceActions';
import { createToolActions } from '../commands/toolActions';
import type { Runtime } from '../services/runtime';
import type { RuntimeContextValue } from './runtimeContext';

export const bindRuntime = (runtime: Runtime): RuntimeContextValue => ({
  runtime,
  actions: createActions(runtime),
  toolActions: createToolActions(runtime),
  resourceActions: createResourceActions(runtime),
});
