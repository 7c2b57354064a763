// Does a remote server's URL carry a secret? A pairing link ends up in the browser's history and maybe a
// chat, so a URL with a key in its path, its query or its fragment is kept out of it (remoteEntry.ts).

// Query names that hold keys: substrings, and short names that are keys only when they are the whole name.
const SECRET_NAME_PART = /key|token|secret|passw|pwd|auth|sig|credential|session|jwt|bearer|cookie/i;
const SECRET_NAME = /^(pat|code|otp|ticket|hash|sas|x-amz-[a-z-]+)$/i;
// Known key formats: OpenAI/Anthropic/Stripe (sk-, sk_, rk_), GitHub (ghp_, gho_, ghu_, ghs_, ghr_,
// github_pat_), Slack (xox?-), GitLab (glpat-), Hugging Face (hf_), npm (npm_), AWS (AKIA/ASIA), Google (AIza),
// and JWTs (eyJ…). The tail length keeps ordinary words that start alike ("sk-learn") out.
const KNOWN_KEY =
  /^(?:sk-|sk_|rk_|ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|xox[abposr]-|glpat-|hf_|npm_)[A-Za-z0-9_-]{12,}|^(?:AKIA|ASIA)[A-Z0-9]{16}$|^AIza[A-Za-z0-9_-]{30,}|^eyJ[A-Za-z0-9_-]{10,}\./;
// A long run of letters and digits with no separator, or a base64url-like run mixing cases and digits:
// random, so most likely a key. UUIDs (hyphenated) and kebab-case names pass: they are ids and names.
const LONG_RANDOM = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{24,}$/;
const BASE64URL = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z0-9_-]{32,}$/;

/** Whether one path segment, query value or fragment looks like a key. */
export function looksLikeSecret(value: string): boolean {
  const text = decode(value);
  return KNOWN_KEY.test(text) || LONG_RANDOM.test(text) || BASE64URL.test(text);
}

/** What in the URL looks like a secret, said for the skip note; undefined when nothing does. */
export function secretInUrl(url: URL): string | undefined {
  for (const [name, value] of url.searchParams) {
    if (SECRET_NAME_PART.test(name) || SECRET_NAME.test(name)) return `"${name}=…" in its query`;
    if (looksLikeSecret(value)) return `a key-like value of "${name}" in its query`;
  }
  const segment = url.pathname.split('/').find(looksLikeSecret);
  if (segment !== undefined) return 'a key-like part in its path';
  const fragment = url.hash.slice(1);
  if (fragment && fragment.split(/[&=/]/).some(looksLikeSecret)) return 'a key-like part in its fragment';
  return undefined;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
