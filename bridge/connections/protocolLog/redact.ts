// Secrets never enter the protocol log: keys that name credentials lose their values, and a bearer token
// inside any string is masked. The OAuth exchange itself is plain HTTP and never reaches the transport.

const SECRET_KEY =
  /^(authorization|proxy-authorization|cookie|set-cookie|x-api-key|api[-_]?key|access[-_]?token|refresh[-_]?token|id[-_]?token|client[-_]?secret|bearer[-_]?token|password|secret)$/i;
const CREDENTIAL = '\\b(Bearer|Basic)\\s+[A-Za-z0-9._~+/=-]{4,}';
const HAS_CREDENTIAL = new RegExp(CREDENTIAL, 'i');
const EVERY_CREDENTIAL = new RegExp(CREDENTIAL, 'gi');

export const REDACTED = '[redacted]';

/** A JSON.stringify replacer that masks credentials, so redaction costs no extra pass over the message. */
export function redactingReplacer(key: string, value: unknown): unknown {
  if (key !== '' && SECRET_KEY.test(key) && value !== null && value !== undefined) return REDACTED;
  if (typeof value === 'string' && HAS_CREDENTIAL.test(value))
    return value.replace(EVERY_CREDENTIAL, (_match, scheme: string) => `${scheme} ${REDACTED}`);
  return value;
}

/** The value as compact JSON with credentials masked. */
export function redactedJson(value: unknown): string {
  return JSON.stringify(value, redactingReplacer) ?? 'undefined';
}
