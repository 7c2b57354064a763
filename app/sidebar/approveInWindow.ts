// "Approve in a window…" on a pending card: the first-party window decides, this window carries it out.
// Runs in the click handler, so the window opens with the click's user activation.
import type { CallRecord } from '../../bridge/hub/types';
import { actions } from '../services/actions';
import { askToApproveCall } from '../services/consent/approveCall';
import { useAppStore } from '../store/store';

export function approveInWindow(call: CallRecord, serverNames: Record<string, string>): void {
  const serverName = call.serverId ? serverNames[call.serverId] : undefined;
  askToApproveCall(call, serverName)
    .then((answer) => {
      if (answer === 'approve') actions.approve(call.id);
      else if (answer === 'reject') actions.reject(call.id);
    })
    .catch((error: unknown) =>
      useAppStore.getState().setNotice({
        kind: 'error',
        text: error instanceof Error ? error.message : String(error),
      }),
    );
}
