// Step 3: the connector answers only the origins it allows, so the app's origin must be one of them.
import type { DoctorCheck } from './types.js';

export const checkAllowlist: DoctorCheck = {
  id: 'origin',
  title: 'The app origin is allowed',
  run({ input: { appOrigin, allowedOrigins } }) {
    if (allowedOrigins.includes(appOrigin))
      return { status: 'pass', detail: `${appOrigin} is in the allowlist (${allowedOrigins.join(', ')})` };
    return {
      status: 'fail',
      detail: `${appOrigin} is not in the allowlist (${allowedOrigins.join(', ')}): the connector answers it with 403`,
      fix: `Start the connector with --allow-origin ${appOrigin}.`,
    };
  },
};
