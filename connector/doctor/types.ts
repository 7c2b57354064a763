// What the doctor's checks share: what to check, and what the earlier steps found. The result and check types
// and the status words are the diagnosis core's (bridge/diagnose), as in the sidebar's Diagnose.
import type { Check, Verdict } from '../../bridge/diagnose/check.js';
import type { StdioServerSpec } from '../discovery/serverConfig.js';
import type { RoundTrip } from './checkRoundTrip.js';
import type { ReachedConnector } from './reachConnector.js';

export interface DoctorInput {
  servers: Record<string, StdioServerSpec>;
  port: number;
  allowedOrigins: string[];
  appOrigin: string;
  /** The running connector's token, which lets the doctor probe that connector itself. */
  token?: string | undefined;
  /** Per server start and per request. */
  timeoutMs: number;
}

/** A connector the HTTP checks can talk to: one already running, or one the doctor started. */
export interface ConnectorTarget {
  baseUrl: string;
  token: string;
  serverNames: string[];
}

export interface DoctorFacts {
  /** Our connector on the port, when the given token opened its /health: the HTTP steps probe it. */
  running?: ConnectorTarget;
  /** Each server's start, begun together so one slow server doesn't hold up the others. */
  serverStarts?: ReadonlyMap<string, Promise<Verdict>>;
  /** The connector the HTTP steps probe, released when the run ends. */
  reached?: ReachedConnector;
  /** Each server's round trip through that connector, made once: two steps read it. */
  roundTrips: Map<string, Promise<RoundTrip>>;
}

export interface DoctorContext {
  input: DoctorInput;
  facts: DoctorFacts;
}

export type DoctorCheck = Check<DoctorContext>;
