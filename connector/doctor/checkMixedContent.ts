// Step 4a: an https app page may fetch the connector only if the connector's URL is potentially trustworthy.
import { isMixedContent } from '../../bridge/diagnose/reachability.js';
import type { ConnectorTarget, DoctorCheck } from './types.js';

export function checkMixedContent(target: ConnectorTarget): DoctorCheck {
  const connectorUrl = target.baseUrl;
  return {
    id: 'connect.mixed-content',
    title: 'No mixed-content block',
    run({ input: { appOrigin } }) {
      if (new URL(appOrigin).protocol !== 'https:')
        return {
          status: 'pass',
          detail: `the app is served over http, so fetching ${connectorUrl} is not mixed content`,
        };
      if (!isMixedContent(appOrigin, connectorUrl))
        return {
          status: 'pass',
          detail: `the https app may fetch ${connectorUrl}: Chromium and Firefox treat loopback addresses as potentially trustworthy, so it is not mixed content`,
        };
      return {
        status: 'fail',
        detail: `the https app can't fetch ${connectorUrl}: plain http to a host name is mixed content and the browser blocks it`,
        fix: 'Reach the connector as http://127.0.0.1:<port> (its own address), not through a host name.',
      };
    },
  };
}
