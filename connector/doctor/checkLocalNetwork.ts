// Step 4c: a public page reaching 127.0.0.1 is a local-network request: Chromium asks the user first
// and sends a preflight the connector must opt in to.
import { isLoopbackHost } from './addresses.js';
import type { Verdict } from '../../bridge/diagnose/check.js';
import type { DoctorCheck } from './types.js';

export function checkLocalNetwork(mcpUrl: string): DoctorCheck {
  return {
    id: 'connect.local-network',
    title: 'Local network access from the app origin',
    run: ({ input }) => localNetworkVerdict(mcpUrl, input.appOrigin),
  };
}

async function localNetworkVerdict(mcpUrl: string, appOrigin: string): Promise<Verdict> {
  const app = new URL(appOrigin);
  const publicApp = !isLoopbackHost(app.hostname);
  if (publicApp && app.protocol !== 'https:')
    return {
      status: 'fail',
      detail: `${appOrigin} is a public http origin: Chromium refuses local-network requests from pages that are not secure contexts`,
      fix: 'Serve the app over https (or from 127.0.0.1 for local use).',
    };
  const res = await fetch(mcpUrl, {
    method: 'OPTIONS',
    headers: {
      Origin: appOrigin,
      'Access-Control-Request-Method': 'POST',
      // The Private Network Access name and the newer Local Network Access one; the connector answers both.
      'Access-Control-Request-Private-Network': 'true',
      'Access-Control-Request-Local-Network': 'true',
    },
  });
  const optedIn = res.headers.get('access-control-allow-private-network') === 'true';
  if (!optedIn)
    return {
      status: publicApp ? 'fail' : 'warn',
      detail: `the preflight with Access-Control-Request-Private-Network: true got ${res.status} without Access-Control-Allow-Private-Network: true${res.status === 403 ? ' (the origin is not allowed)' : ''}`,
      fix:
        res.status === 403
          ? `Start the connector with --allow-origin ${appOrigin}.`
          : 'Update the connector; this one does not opt in to local network access.',
    };
  if (!publicApp)
    return {
      status: 'pass',
      detail: `${appOrigin} is on this machine too, so the browser asks no local-network permission; the connector opts in anyway (Access-Control-Allow-Private-Network: true)`,
    };
  const alsoLocal = res.headers.get('access-control-allow-local-network') === 'true';
  return {
    status: 'pass',
    detail:
      `${appOrigin} is public, so the first time the sidebar reaches 127.0.0.1 Chromium asks to allow local network access for the app: ` +
      'the user must click Allow (the sidebar frame carries allow="local-network-access" so the prompt can appear). ' +
      `The connector opts in to the preflight (Access-Control-Allow-Private-Network: true${alsoLocal ? ', Access-Control-Allow-Local-Network: true' : ''}). ` +
      'Firefox has no such permission and asks nothing',
  };
}
