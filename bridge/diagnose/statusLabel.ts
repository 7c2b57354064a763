// The status as a report prints it, in the sidebar's copied report and the doctor's terminal alike.
import type { CheckStatus } from './check';

export const STATUS_LABEL: Record<CheckStatus, string> = {
  pass: 'PASS',
  fail: 'FAIL',
  warn: 'WARN',
  skip: 'SKIP',
};
