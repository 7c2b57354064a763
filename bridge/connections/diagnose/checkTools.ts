// Step 6: does tools/list answer through the SDK session the protocol step opened, and with how many tools?
import { noSessionReason } from './skipReason';
import type { DiagnosisCheck } from './types';

export const checkTools: DiagnosisCheck = {
  id: 'tools',
  title: 'Tools',
  async run(ctx) {
    const { session } = ctx.facts;
    const missing = noSessionReason(ctx);
    if (missing || !session) return { status: 'skip', detail: missing ?? '' };
    const { tools } = await session.client.listTools(undefined, { timeout: ctx.deps.timeoutMs });
    if (tools.length === 0)
      return {
        status: 'warn',
        detail: 'tools/list answered with no tools.',
        fix: 'Check the server’s own configuration: it offers no tools to call.',
      };
    return {
      status: 'pass',
      detail: `tools/list answered with ${tools.length} ${tools.length === 1 ? 'tool' : 'tools'}.`,
    };
  },
};
