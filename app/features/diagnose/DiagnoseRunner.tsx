// Runs a diagnosis of one server from this window (the sidebar's or the dashboard's origin, where the real
// connection runs) and shows it as it goes. Loaded on the first "Diagnose" click (DiagnoseLazy.tsx), so
// neither the checks nor the SDK's discovery code weigh on the first download.
import { useEffect, useEffectEvent, useState } from 'react';
import { diagnosisReport } from '../../../bridge/connections/diagnose/diagnosisReport';
import { DIAGNOSIS_CHECKS, runDiagnosis } from '../../../bridge/connections/diagnose/runDiagnosis';
import type { DiagnosisStep } from '../../../bridge/connections/diagnose/types';
import type { ServerConfig } from '../../../bridge/connections/types';
import { DiagnosePanel, type StepView } from './DiagnosePanel';
import { PRODUCT_VERSION } from '../../../bridge/protocol/productVersion';

export interface DiagnoseRunnerProps {
  server: ServerConfig;
  /** The server's OAuth access token, read when a run starts (sent as a bearer token, never shown). */
  accessToken?: (() => string | undefined) | undefined;
  /** Copies the report (actions.copy, which tells the user); resolves to whether it was copied. */
  onCopy(text: string): Promise<boolean>;
  onClose(): void;
}

const TIMEOUT_MS = 8000;
const CLIENT_INFO = { name: 'mcp-multi-bridge-diagnose', version: PRODUCT_VERSION };

const waiting = (): StepView[] =>
  DIAGNOSIS_CHECKS.map(({ id, title }, index) => ({ id, title, status: index ? 'waiting' : 'running' }));

/** The view's steps once `step` completed: it takes its place, the next one shows as running. */
function advance(previous: StepView[], step: DiagnosisStep): StepView[] {
  const at = previous.findIndex((each) => each.id === step.id);
  return previous.map((each, index) =>
    index === at ? step : index === at + 1 ? { ...each, status: 'running' } : each,
  );
}

export function DiagnoseRunner({ server, accessToken, onCopy, onClose }: DiagnoseRunnerProps) {
  const [runKey, setRunKey] = useState(0);
  const [steps, setSteps] = useState<StepView[]>(waiting);
  const [results, setResults] = useState<DiagnosisStep[] | null>(null);
  const [copyState, setCopyState] = useState<'copied' | 'failed'>();

  // A run takes the props of the moment it starts; a re-render starts none, "Run again" does.
  const begin = useEffectEvent(
    (onStep: (step: DiagnosisStep) => void, onDone: (steps: DiagnosisStep[]) => void) => {
      const token = server.auth === 'oauth' ? accessToken?.() : undefined;
      const deps = {
        fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
        origin: window.location.origin,
        timeoutMs: TIMEOUT_MS,
        clientInfo: CLIENT_INFO,
        ...(token ? { accessToken: token } : {}),
      };
      // runDiagnosis reports a check that throws as that step's failure; it does not reject.
      void runDiagnosis(server, deps, onStep).then(onDone);
    },
  );

  useEffect(() => {
    // A closed panel's (or a replaced run's) steps may still arrive: they are dropped.
    let current = true;
    begin(
      (step) => current && setSteps((previous) => advance(previous, step)),
      (all) => current && setResults(all),
    );
    return () => {
      current = false;
    };
  }, [runKey]);

  const runAgain = () => {
    setSteps(waiting());
    setResults(null);
    setCopyState(undefined);
    setRunKey((key) => key + 1);
  };

  const copy = () => {
    if (!results) return;
    // The OAuth token is read again here only to scrub it from the copy (a server may echo it).
    const token = server.auth === 'oauth' ? accessToken?.() : undefined;
    const report = diagnosisReport(server, results, window.location.origin, new Date(), token);
    // onCopy is the clipboard command, which tells the user and resolves false on a failure.
    void onCopy(report).then((copied) => setCopyState(copied ? 'copied' : 'failed'));
  };

  return (
    <DiagnosePanel
      serverName={server.name}
      steps={steps}
      done={results !== null}
      copyState={copyState}
      onCopy={copy}
      onRunAgain={runAgain}
      onClose={onClose}
    />
  );
}
