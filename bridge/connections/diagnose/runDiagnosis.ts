// Runs the checklist against one server from this window, exactly where the real connection runs, and
// reports each step as it completes (the diagnosis core's runner), then closes the session it opened.
import { runChecks } from '../../diagnose/runChecks';
import { closeSession } from '../connectServer';
import type { ServerConfig } from '../types';
import { checkAuth } from './checkAuth';
import { checkCors } from './checkCors';
import { checkProtocol } from './checkProtocol';
import { checkReachability } from './checkReachability';
import { checkSessionHeader } from './checkSessionHeader';
import { checkTools } from './checkTools';
import type { DiagnoseContext, DiagnoseDeps, DiagnosisCheck, DiagnosisStep } from './types';

export const DIAGNOSIS_CHECKS: readonly DiagnosisCheck[] = [
  checkReachability,
  checkCors,
  checkSessionHeader,
  checkProtocol,
  checkAuth,
  checkTools,
];

export async function runDiagnosis(
  config: ServerConfig,
  deps: DiagnoseDeps,
  onStep: (step: DiagnosisStep) => void = () => undefined,
): Promise<DiagnosisStep[]> {
  const ctx: DiagnoseContext = { config, deps, facts: {} };
  try {
    return await runChecks(DIAGNOSIS_CHECKS, ctx, onStep);
  } finally {
    if (ctx.facts.session) await closeSession({ ...ctx.facts.session, closed: false });
  }
}
