// Binds the commands to one window's runtime: what RuntimeProvider hands down.
import { createActions } from './actions';
import { createResourceActions } from '../features/resources/resourceActions';
import { createToolActions } from '../features/calls/callActions';
import type { Runtime } from './runtime';
import type { RuntimeContextValue } from '../core/context';

export const bindRuntime = (runtime: Runtime): RuntimeContextValue => ({
  runtime,
  actions: createActions(runtime),
  toolActions: createToolActions(runtime),
  resourceActions: createResourceActions(runtime),
});
