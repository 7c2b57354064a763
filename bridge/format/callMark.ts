// What every call, finished or broken, holds: the JSON Lines start type or the XML invoke tag. A text without
// either has no call to read (scanCalls finds at most an incomplete one), so the page never sends it anywhere.
export const CALL_MARK = /function_call_start|<invoke/;
