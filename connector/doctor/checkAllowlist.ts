// Step 3: the connector answers only the origins it allows, so the app's origin must be one of them.
import type { CheckResult } from './types.js';

export function checkAllowlist(appOrigin: string, allowedOrigins: readonly string[]): CheckResult {
  const base = { id: 'origin', title: 'The app origin is allowed' };
  if (allowedOrigins.includes(appOrigin))
    return {
      ...base,
      status: 'pass',
      detail: `${appOrigin} is in the allowlist (${allowedOrigins.join(', ')})`,
    };
  return {
    ...base,
    status: 'fail',
    detail: `${appOrigin} is not in the allowlist (${allowedOrigins.join(', ')}): the connector answers it with 403`,
    fix: `Start the connector with --allow-origin ${appOrigin}.`,
  };
}
