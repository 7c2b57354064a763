// Runs the checklist against one server from this window, exactly where the real connection runs, and
// reports each step as it completes. A check that throws fails its own step; the next steps still run.
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
  const steps: DiagnosisStep[] = [];
  try {
    for (const check of DIAGNOSIS_CHECKS) {
      const verdict = await check.run(ctx).catch((error: unknown) => ({
        status: 'fail' as const,
        detail: `This check stopped: ${error instanceof Error ? error.message : String(error)}`,
      }));
      const step = { id: check.id, title: check.title, ...verdict };
      steps.push(step);
      onStep(step);
    }
  } finally {
    if (ctx.facts.session) await closeSession({ ...ctx.facts.session, closed: false });
  }
  return steps;
}
