// The typed messages between the sidebar (frame or popup) and the first-party consent window. Both are on
// our origin; every receiver still checks origin and source, so another site's window can't speak here.
import type { PairingPayload } from '../../../bridge/protocol/pairing';
import type { HandoffState } from '../handoff';

export const CONSENT_PATH = '/consent.html';
export const CONSENT_READY = 'mcp-bridge:consent-ready';
export const CONSENT_REQUEST = 'mcp-bridge:consent-request';
export const CONSENT_DECISION = 'mcp-bridge:consent-decision';

export interface ServerSummary {
  name: string;
  tools: number;
}

/** May this site use the user's tools? The window may add the local connector along (demo, no servers). */
export interface GrantRequest {
  kind: 'grant';
  origin: string;
  servers: ServerSummary[];
  offerLocalConnector: boolean;
}

/** May the dashboard's configuration be copied into this site's sidebar? */
export interface HandoffRequest {
  kind: 'handoff';
  origin: string;
}

/**
 * Run this one pending call? Asked when the sidebar can't prove it is visible (app/services/visibilityGate.ts).
 * The sidebar fills it from its own call record, after coercion: the page never writes it.
 */
export interface ApproveCallRequest {
  kind: 'approve-call';
  /** The page the call came from. */
  origin: string;
  tool: string;
  server?: string;
  /** The arguments as JSON text, shown as is. */
  args: string;
}

/** Add a kind here, its decision below, and its view in app/consent/views.tsx. */
export type ConsentRequest = GrantRequest | HandoffRequest | ApproveCallRequest;
export type ConsentKind = ConsentRequest['kind'];

export interface LocalConnectorPairing {
  payload: PairingPayload;
  token: string;
}

export type ConsentDecision =
  | { kind: 'grant'; allowed: false }
  | { kind: 'grant'; allowed: true; localConnector?: LocalConnectorPairing }
  | { kind: 'handoff'; allowed: false }
  | { kind: 'handoff'; allowed: true; state: HandoffState }
  // Closing the window is `allowed: false` alone: the call stays pending. Reject says so with `rejected`.
  | { kind: 'approve-call'; allowed: boolean; rejected?: true };

export type DecisionFor<K extends ConsentKind> = Extract<ConsentDecision, { kind: K }>;

export interface ReadyMessage {
  type: typeof CONSENT_READY;
}
export interface RequestMessage {
  type: typeof CONSENT_REQUEST;
  id: string;
  request: ConsentRequest;
}
export interface DecisionMessage {
  type: typeof CONSENT_DECISION;
  id: string;
  decision: ConsentDecision;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;

export const isReadyMessage = (value: unknown): value is ReadyMessage =>
  record(value)?.type === CONSENT_READY;

export function isRequestMessage(value: unknown): value is RequestMessage {
  const m = record(value);
  const request = record(m?.request);
  return (
    m?.type === CONSENT_REQUEST &&
    typeof m.id === 'string' &&
    typeof request?.origin === 'string' &&
    (request.kind === 'grant' || request.kind === 'handoff' || request.kind === 'approve-call')
  );
}

export function isDecisionFor<K extends ConsentKind>(
  value: unknown,
  id: string,
  kind: K,
): value is DecisionMessage & { decision: DecisionFor<K> } {
  const m = record(value);
  const decision = record(m?.decision);
  return (
    m?.type === CONSENT_DECISION &&
    m.id === id &&
    decision?.kind === kind &&
    typeof decision.allowed === 'boolean'
  );
}

/** Same origin as ours, and the very window we expect (our popup, or our opener). */
export const isFrom = (event: MessageEvent, ownOrigin: string, expected: unknown): boolean =>
  event.origin === ownOrigin && event.source === expected && expected !== null && expected !== undefined;
