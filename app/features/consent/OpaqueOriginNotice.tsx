import { OPAQUE_ORIGIN_MESSAGE } from '../../../bridge/hub/opaqueOrigin';

/** Shown instead of the grant prompt for a page whose origin is "null": there is nothing to allow. */
export function OpaqueOriginNotice() {
  return (
    <p
      role="status"
      className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      {OPAQUE_ORIGIN_MESSAGE}
    </p>
  );
}
