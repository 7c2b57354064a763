// The typed messages between the sidebar (frame or popup) and the first-party consent window. Both are on
// our origin; every receiver still checks origin and source, so another site's window can't speak here.
import type { PairingPayload } from '../../../bridge/protocol/pairing';
import type { HandoffState } from './handoff';

export const CONSENT_PATH = '/consent.html';
export const CONSENT_READY = 'mcp-bridge:consent-ready';
export const CONSENT_REQUEST = 'mcp-bridge:consent-request';
export const CONSENT_DECISION = 'mcp-bridge:consent-decision';

export interface ServerSummary {
  name: string;
  tools: number;
}

/**
 * May this site use the user's tools? The window may add along the dashboard's servers the sidebar lacks
 * (its storage is partitioned), or else the local connector (demo, no servers).
 */
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
 * One action the sidebar takes only with the user's click, asked in the window where the sidebar can't prove
 * it is visible (app/ui/gate/visibilityGate.ts): no IntersectionObserver v2 (Firefox), or a page hiding it.
 * The sidebar fills it from its own records (the call after coercion, the form's arguments, the exact text a
 * result becomes); the page never writes it, and the sidebar then performs exactly what the window showed.
 */
export type ActionRequest = CallActionRequest | ChatActionRequest;

/** Run a tool: a pending call (`approve-call`), a failed call again (`retry`), the tool form (`run`). */
export interface CallActionRequest {
  kind: 'action';
  action: 'approve-call' | 'retry' | 'run';
  /** The chat page the call came from, or the page the sidebar is on (a tool form's run). */
  origin: string;
  tool: string;
  server?: string;
  /** The arguments as JSON text, shown as is. */
  args: string;
}

/** A file as the window shows it: its name, its type and exactly its text (for a binary file, what it is). */
export interface ShownFile {
  name: string;
  mimeType: string;
  text: string;
}

/**
 * Move something into the chat page (a call's result, a resource read in the sidebar, a prompt): its files
 * attached first, then its text typed into the input. `insert` when there is text, `attach` for files alone.
 */
export interface ChatActionRequest {
  kind: 'action';
  action: 'insert' | 'attach';
  /** The chat page that receives it. */
  origin: string;
  /** What it is, by its tool, URI or prompt name, and the server it came from. */
  subject: { type: 'result' | 'resource' | 'prompt'; name: string; server?: string };
  /** Where a result came from, when that is not `origin` (a result of another site, or of a manual run). */
  from?: string;
  files: ShownFile[];
  /** Exactly the text that goes into the input. */
  text?: string;
}

/** Add a kind here, its decision below, and its view in app/consent/views.tsx. */
export type ConsentRequest = GrantRequest | HandoffRequest | ActionRequest;
export type ConsentKind = ConsentRequest['kind'];

export interface LocalConnectorPairing {
  payload: PairingPayload;
  token: string;
}

export type ConsentDecision =
  | { kind: 'grant'; allowed: false }
  // `handoff`: the dashboard's servers the user kept ticked in the Allow window, applied as a Copy is.
  | { kind: 'grant'; allowed: true; localConnector?: LocalConnectorPairing; handoff?: HandoffState }
  | { kind: 'handoff'; allowed: false }
  | { kind: 'handoff'; allowed: true; state: HandoffState }
  // Closing the window is `allowed: false` alone: a pending call stays pending. Reject says so with `rejected`.
  | { kind: 'action'; allowed: boolean; rejected?: true };

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
    (request.kind === 'grant' || request.kind === 'handoff' || request.kind === 'action')
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
