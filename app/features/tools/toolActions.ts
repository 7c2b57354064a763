// What the tool form asks for, bound to one window's runtime: a manual run through the hub's one call
// pipeline (its card follows the run), or "Run in a window…" where the sidebar can't prove it is visible.
import type { HubTool, ManualRun, ToolRef } from '../../../bridge/hub/types';
import { useCommands } from '../../core/context';
import { noticesOf } from '../../core/notices';
import type { Runtime } from '../../shell/runtime';
import { runActionRequest } from '../consent';
import { confirmThen } from '../consent';

export function createToolActions({ store, hub }: Pick<Runtime, 'store' | 'hub'>) {
  const { failed } = noticesOf(store);
  return {
    /**
     * Checks the arguments and starts a manual run; resolves with its call id (its card follows the run), or
     * with the errors per field the form shows. Undefined when it could not be asked (a notice says why).
     */
    async runTool(tool: ToolRef, args: Record<string, unknown>): Promise<ManualRun | undefined> {
      try {
        return await hub.runManual(tool, args);
      } catch (error) {
        failed('Run failed')(error);
        return undefined;
      }
    },
    /**
     * "Run in a window…" on the tool form: once the window confirmed these very arguments, `perform` runs them
     * (the caller passes the form's state at the click, not its later state). Through confirmThen like every
     * "… in a window…" action, so a second submit while the window is open opens nothing. From the click.
     */
    runInWindow(
      tool: Pick<HubTool, 'name' | 'serverName'>,
      args: Record<string, unknown>,
      perform: () => void,
    ) {
      const origin = store.getState().page.origin ?? 'this window';
      confirmThen(runActionRequest(tool, args, origin), {
        perform,
        failed: failed('Could not ask in a window'),
      });
    },
  };
}

export type ToolActions = ReturnType<typeof createToolActions>;
export const useToolActions = (): ToolActions => useCommands(createToolActions);
