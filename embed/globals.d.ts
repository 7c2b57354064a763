// Replaced at build time by scripts/build-embed.ts (esbuild `define`): the origin of the hosted app.
declare const __APP_ORIGIN__: string;
