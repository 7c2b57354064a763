// Hub options for tests: no deployed adapter table. The real loader would fetch adapters.json from jsdom's own
// http://localhost:3000 (or, in Node, fail on the missing location), warn each time, and reach whatever listens there.
export const NO_SERVED_TABLE = { loadAdapters: async () => undefined };
