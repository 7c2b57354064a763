import type { OriginGrant } from './grantsSlice';
import { dangerButton, muted } from '../../ui/classNames';

export function GrantedOrigins({
  grants,
  onRevoke,
}: {
  grants: Record<string, OriginGrant>;
  onRevoke(origin: string): void;
}) {
  const origins = Object.keys(grants).sort();
  if (origins.length === 0) {
    return (
      <p className={muted}>
        No site may use your tools yet. To allow one, click the bookmarklet on a chat site, then Allow in the
        window the sidebar opens.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-1" aria-label="Allowed sites">
      {origins.map((origin) => (
        <li key={origin} className="flex items-center justify-between gap-2 text-sm">
          <span className="min-w-0 break-all">{origin}</span>
          <button
            type="button"
            className={dangerButton}
            onClick={() => onRevoke(origin)}
            aria-label={`Revoke ${origin}`}
          >
            Revoke
          </button>
        </li>
      ))}
    </ul>
  );
}
