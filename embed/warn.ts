// The page runtime's one console warning, prefixed so a user reading the console knows whose it is.
export const warn = (message: string): void => console.warn(`[MCP Multi Bridge] ${message}`);
