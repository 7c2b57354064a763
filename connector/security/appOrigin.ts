// The origin the connector allows (and pairs with) when no --allow-origin says otherwise. The packaged
// connector has its deployment's app origin baked in by scripts/build-connector.ts (an esbuild define), so it
// needs no --allow-origin; run from the repo (tsx), it is the local app's.
declare const __CONNECTOR_APP_ORIGIN__: string | undefined;

export const DEFAULT_APP_ORIGIN =
  typeof __CONNECTOR_APP_ORIGIN__ === 'string' ? __CONNECTOR_APP_ORIGIN__ : 'http://127.0.0.1:4310';
/** The packaged build: its baked origin is the default, and `$APP_ORIGIN` (a name any project may set) can't move it. */
export const IS_PACKAGED = typeof __CONNECTOR_APP_ORIGIN__ === 'string';
