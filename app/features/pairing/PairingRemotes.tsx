// The remote servers a pairing link offers, one tickbox each: the origin first (where the tools' calls
// would go), then the whole URL, the transport, and the headers to enter by hand once it is added. Plain
// http to a host that is not this computer gets a red "Not encrypted" line.
import type { PlannedRemote } from './pairing';
import { muted } from '../../ui/classNames';

export interface PairingRemotesProps {
  remotes: PlannedRemote[];
  chosen: Record<string, boolean>;
  onChange(name: string, on: boolean): void;
}

const TRANSPORT_LABEL = { auto: 'Streamable HTTP or SSE', 'streamable-http': 'Streamable HTTP', sse: 'SSE' };

export function PairingRemotes({ remotes, chosen, onChange }: PairingRemotesProps) {
  return (
    <fieldset className="mt-3">
      <legend className="font-medium">Also add these remote servers</legend>
      <p className={muted}>
        They run on the internet, not through the connector: their tools see what you send them.
      </p>
      <ul aria-label="Remote servers to add" className="mt-1 flex flex-col gap-2">
        {remotes.map(({ offer, origin, alreadyAdded, unencrypted }) => (
          <li key={offer.name}>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-1"
                checked={chosen[offer.name] ?? false}
                onChange={(e) => onChange(offer.name, e.target.checked)}
              />
              <span className="min-w-0">
                <strong>{offer.name}</strong> at <strong className="break-all">{origin}</strong>
                <span className={`block break-all ${muted}`}>
                  {offer.url} · {TRANSPORT_LABEL[offer.transport]}
                  {alreadyAdded && ' · already in your servers'}
                </span>
                {unencrypted && (
                  <span className="block font-medium text-red-700 dark:text-red-300">
                    Not encrypted: plain http to another computer. Anyone on the network can read or change
                    what is sent{offer.headers?.length ? ', including the headers you enter' : ''}.
                  </span>
                )}
                {offer.headers?.map((header) => (
                  <span key={header} className="block text-amber-800 dark:text-amber-200">
                    Needs the header {header}: enter it in the server&apos;s settings after adding.
                  </span>
                ))}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
