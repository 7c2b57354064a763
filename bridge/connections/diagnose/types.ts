// What the sidebar's checks share: their ids, what they run with and what they learn for the steps after them.
// The result and check types, and the status words, are the diagnosis core's (bridge/diagnose).
import type { Client, Transport } from '@modelcontextprotocol/client';
import type { Check, CheckResult } from '../../diagnose/check';
import type { ServerConfig } from '../types';

export type StepId = 'reachability' | 'cors' | 'session-header' | 'protocol' | 'auth' | 'tools';

export type DiagnosisStep = CheckResult<StepId>;

export interface DiagnoseDeps {
  fetch: typeof fetch;
  /** The origin the probes run from (the sidebar's or the dashboard's): what CORS must allow. */
  origin: string;
  /** The server's OAuth access token, when signed in; sent as a bearer token, never reported. */
  accessToken?: string;
  timeoutMs: number;
  clientInfo: { name: string; version: string };
}

/** The raw initialize POST as the browser let us see it (CORS step). */
export interface InitializeProbe {
  response: Response;
  status: number;
  /** The session id the server sent, when the browser exposes it. */
  sessionId: string | undefined;
  /** `result.protocolVersion` of a successful answer. */
  protocolVersion: string | undefined;
  /** The text of a failed answer (its JSON-RPC message when there is one). */
  errorText: string;
}

/** What the steps learn, for the steps after them. */
export interface DiagnosisFacts {
  reachable?: boolean;
  initialize?: InitializeProbe;
  /** The session header step found a sessionful server whose id the browser can't read. */
  sessionIdHidden?: boolean;
  session?: { client: Client; transport: Transport; kind: 'streamable-http' | 'sse' };
  /** Why the SDK could not open a session (set by the protocol step). */
  sessionFailure?: string;
}

export interface DiagnoseContext {
  config: ServerConfig;
  deps: DiagnoseDeps;
  facts: DiagnosisFacts;
}

export type DiagnosisCheck = Check<DiagnoseContext, StepId>;
