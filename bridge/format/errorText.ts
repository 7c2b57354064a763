// One place for "the message of whatever was thrown": the page bundle keeps each inline copy of it.
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
