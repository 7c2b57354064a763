// A card shows at most DISPLAY_CHARS of a text result: laying out megabytes of text freezes the sidebar
// and the chat page with it (they share a thread). The full result still goes to the chat.
export const DISPLAY_CHARS = 100_000;

export function clipText(text: string): string {
  if (text.length <= DISPLAY_CHARS) return text;
  const rest = text.length - DISPLAY_CHARS;
  return `${text.slice(0, DISPLAY_CHARS)}\n… ${rest.toLocaleString('en')} more characters not shown here (the chat got the whole result).`;
}
