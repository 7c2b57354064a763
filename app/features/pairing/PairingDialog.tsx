// "Add N servers from the connector at …?": what a pairing link or the demo's pairing file would change,
// with a loud warning for a connector that is not on this computer. Nothing is removed unless ticked, and
// each remote server the link offers is shown by its origin and URL, to be unticked if unwanted.
import { useState } from 'react';
import type { RemoteServerOffer } from '../../../bridge/protocol/pairing';
import { DecisionButtons } from '../../ui/DecisionButtons';
import type { PairingPlan } from './pairing';
import { PairingRemotes } from './PairingRemotes';
import { card, muted } from '../../ui/classNames';

export interface PairingDialogProps {
  plan: PairingPlan;
  busy: boolean;
  error: string | null;
  onConfirm(removeIds: string[], remotes: RemoteServerOffer[]): void;
  onCancel(): void;
}

const countOf = (n: number) => `${n} ${n === 1 ? 'server' : 'servers'}`;

export function PairingDialog({ plan, busy, error, onConfirm, onCancel }: PairingDialogProps) {
  const [remove, setRemove] = useState<Record<string, boolean>>({});
  const [addRemote, setAddRemote] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(plan.remotes.map((r) => [r.offer.name, !r.alreadyAdded])),
  );
  const { connector, servers } = plan.payload;
  const chosenRemotes = plan.remotes.filter((r) => addRemote[r.offer.name]).map((r) => r.offer);
  const title =
    servers.length > 0
      ? `Add ${countOf(servers.length)} from the connector at ${connector}?`
      : `Add the remote servers offered by the connector at ${connector}?`;
  return (
    <section role="dialog" aria-labelledby="pairing-title" className={`${card} mx-3 mt-3 text-sm`}>
      <h2 id="pairing-title" className="font-semibold wrap-anywhere">
        {title}
      </h2>
      {servers.length > 0 && (
        <ul className="mt-1 list-disc pl-5" aria-label="Servers to add">
          {servers.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      {!plan.loopback && (
        <p
          role="alert"
          className="mt-2 rounded bg-red-50 p-2 font-medium text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          This is not on your computer. Only add it if you started this connector yourself on a machine you
          trust: it would see every tool call you allow and could answer anything. A link from a website or a
          message is not a reason to add it.
        </p>
      )}
      {plan.remotes.length > 0 && (
        <PairingRemotes
          remotes={plan.remotes}
          chosen={addRemote}
          onChange={(name, on) => setAddRemote({ ...addRemote, [name]: on })}
        />
      )}
      {plan.stale.length > 0 && (
        <div className="mt-2">
          <p className={muted}>This connector no longer lists these servers:</p>
          {plan.stale.map((s) => (
            <label key={s.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={remove[s.id] ?? false}
                onChange={(e) => setRemove({ ...remove, [s.id]: e.target.checked })}
              />
              Also remove {s.name}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <DecisionButtons
        allowLabel={`Add ${countOf(servers.length + chosenRemotes.length)}`}
        denyLabel="Cancel"
        busy={busy}
        onAllow={() =>
          onConfirm(
            plan.stale.filter((s) => remove[s.id]).map((s) => s.id),
            chosenRemotes,
          )
        }
        onDeny={onCancel}
      />
    </section>
  );
}
