// The adapters baked into the bookmarklet: a fallback for when the served table does not arrive (an old or
// unreachable app, a refused table). Only ChatGPT, by far the most used chat, so it keeps working then; every
// other site comes with the served table (dist/adapters.json), which keeps the bookmarklet small. Demo is our
// own page.
import { demoAdapter } from './demo';
import { chatgpt } from './sites/chatgpt';
import type { SiteAdapter } from './types';

export const BUILT_IN: readonly SiteAdapter[] = [chatgpt, demoAdapter];
