// Every scenario the conformance run must report, and what must come of it. The list is the claim: a
// scenario missing from the results (not run, or run without a verdict) fails the run, and so does one the
// suite reports that is not listed here, so the list always says what the suite ran.

/**
 * A scenario passes, or it meets every MUST but not a SHOULD (the suite's WARNING), or it fails; the last
 * two name the known reason, which the run prints.
 */
export type Expectation = 'pass' | { warns: string } | { fails: string };

const PASS = 'pass';

export const EXPECTED_SCENARIOS: Readonly<Record<string, Expectation>> = {
  initialize: PASS,
  tools_call: PASS,
  'sse-retry': PASS,
  'elicitation-sep1034-client-defaults': PASS,
  'auth/metadata-default': PASS,
  'auth/metadata-var1': PASS,
  'auth/metadata-var2': PASS,
  'auth/metadata-var3': PASS,
  'auth/basic-cimd': {
    warns:
      'our URL client id is <origin>/oauth-client-metadata.json (where the build publishes the document); the ' +
      'suite compares it with its own fixed https://conformance-test.local/client-metadata.json',
  },
  'auth/scope-from-www-authenticate': PASS,
  'auth/scope-from-scopes-supported': PASS,
  'auth/scope-omitted-when-undefined': PASS,
  'auth/scope-step-up': PASS,
  'auth/scope-retry-limit': PASS,
  'auth/token-endpoint-auth-basic': PASS,
  'auth/token-endpoint-auth-post': PASS,
  'auth/token-endpoint-auth-none': PASS,
  'auth/pre-registration': PASS,
};
