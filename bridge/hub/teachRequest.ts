// "Teach this site": the hub asks the page to show its picker and waits for the user. One picker at a time, a
// wait long enough for a person, and every way it can end (cancel, a page gone, a bad answer) as a TeachResult.
import type { Server } from '@modelcontextprotocol/server';
import { SdkError, SdkErrorCode } from '@modelcontextprotocol/server';
import type { TeachParams, TeachResult } from '../protocol/adapters';
import { PAGE_METHODS } from '../protocol/constants';
import { requestPage } from './hubServer';

/**
 * The user picks parts on the page, reads the checks and may try again: minutes, not the SDK's 60 s default.
 * Ten minutes bounds a picker left open and forgotten; the page's own Cancel ends it at once.
 */
export const TEACH_TIMEOUT_MS = 600_000;

export const TEACH_BUSY = 'The picker is already open on the chat page: finish or cancel it there first.';

function teachError(error: unknown): string {
  if (error instanceof SdkError && error.code === SdkErrorCode.ConnectionClosed)
    return 'The chat page closed or reloaded before the picker finished. Open the sidebar there and try again.';
  if (error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout)
    return 'The picker got no answer for 10 minutes and was given up. Click Teach this site to start again.';
  if (error instanceof SdkError && error.code === SdkErrorCode.InvalidResult)
    return "The page's picker sent an answer we can't use; nothing was saved. Reload the page and the bookmarklet, then try again.";
  const message = error instanceof Error ? error.message : String(error);
  return `The picker could not start: ${message}`;
}

/** Sends PAGE_METHODS.teach to the page `pageServer` names now; refuses a second one while one is open. */
export function createTeacher(pageServer: () => Server) {
  let open = false;
  return async function teach(params: TeachParams): Promise<TeachResult> {
    if (open) return { ok: false, error: TEACH_BUSY };
    open = true;
    try {
      return await requestPage(pageServer(), PAGE_METHODS.teach, params, { timeout: TEACH_TIMEOUT_MS });
    } catch (error) {
      return { ok: false, error: teachError(error) };
    } finally {
      open = false;
    }
  };
}
