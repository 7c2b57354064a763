// Runs before any module: our CSP has no 'unsafe-eval', and zod probes for eval with `new Function` on its first
// object parse, which the browser reports as a violation. zod reads this shared config object at load, so jitless
// holds however the bundler orders zod's chunk (a `z.config()` import can run after the first parse).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
