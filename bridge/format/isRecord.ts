// The one test for "a JSON object" (not null, not an array), for every reader of untrusted JSON: the page
// runtime's config and adapter table, the hub's result check, and every walk over a JSON Schema.
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
