import type { FormEvent } from 'react';
import type { CallRecord, HubTool } from '../../../bridge/hub/types';
import { AnnotationBadges } from './AnnotationBadges';
import { CallProgress } from '../calls';
import { ResultContent } from '../calls';
import { SchemaForm } from '../../ui/schemaForm/SchemaForm';
import { GATE_REASONS } from '../../ui/gate/ApprovalControls';
import { isFramed, useArmedControl } from '../../ui/gate/useArmedControl';
import { isUnproven } from '../../ui/gate/visibilityGate';
import { button, card, dangerButton, muted, primaryButton } from '../../ui/classNames';

export interface ToolRunnerProps {
  tool: Pick<HubTool, 'exposedName' | 'name' | 'serverName' | 'description' | 'inputSchema' | 'annotations'>;
  args: Record<string, unknown>;
  errors: Record<string, string[]>;
  /** The latest run started here, as its call card sees it. */
  call?: CallRecord;
  checking: boolean;
  onArgsChange(args: Record<string, unknown>): void;
  onRun(): void;
  /** Confirm the run in a first-party window, where the sidebar can't prove it is visible. */
  onRunInWindow?: () => void;
  onCancel(): void;
  onClose(): void;
  /** Opens a resource link of the result in the Resources tab, read from this tool's server. */
  onOpenLink?: (uri: string, name?: string) => void;
}

/** Run one tool by hand: the generated form, Run / Cancel, progress and the result. */
export function ToolRunner(props: ToolRunnerProps) {
  const { tool, args, errors, call, checking, onArgsChange, onRun, onRunInWindow, onCancel, onClose } = props;
  const running = call?.status === 'running';
  // In a frame, Run follows the visibility gate like a call's Run: Enter in a field submits the form
  // too, so the gate is checked in the submit handler, not only on the button. Where the gate can't be
  // proven, Run becomes "Run in a window…": the consent window shows these arguments and runs on its click.
  const { state: gateState, ref: gateRef, guard } = useArmedControl({ enabled: isFramed() });
  const armed = gateState === 'armed';
  const inWindow = onRunInWindow !== undefined && isUnproven(gateState);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (running || checking) return;
    if (inWindow) onRunInWindow();
    else guard(onRun)();
  };
  return (
    <section className={card} aria-label={`Run ${tool.name}`}>
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="break-all text-sm font-semibold">
            <code>{tool.name}</code> <span className={muted}>on {tool.serverName}</span>
          </h2>
          <AnnotationBadges annotations={tool.annotations} />
        </div>
        <button type="button" className={button} onClick={onClose} aria-label="Close the tool form">
          ✕
        </button>
      </header>
      {tool.description && <p className={`${muted} mt-1 whitespace-pre-wrap`}>{tool.description}</p>}
      <form
        className="mt-2 flex flex-col gap-2"
        onSubmit={submit}
        noValidate
        aria-label={`Arguments of ${tool.name}`}
      >
        <SchemaForm schema={tool.inputSchema} value={args} onChange={onArgsChange} errors={errors} />
        <div className="flex flex-wrap items-center gap-2">
          {/* The gate watches a box around the button alone: the reason next to it must not move what it
              watches, and the disabled button's own opacity would read as hidden, so it could never arm. */}
          <span ref={gateRef} className="inline-flex">
            <button
              type="submit"
              data-gate={gateState}
              className={primaryButton}
              disabled={running || checking || !(armed || inWindow)}
            >
              {checking ? 'Checking…' : inWindow ? 'Run in a window…' : 'Run'}
            </button>
          </span>
          {gateState !== 'armed' && <span className={muted}>{GATE_REASONS[gateState]}</span>}
          {running && (
            <button type="button" className={dangerButton} onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </form>
      {call && (
        <div className="mt-2" aria-live="polite">
          {running && <CallProgress progress={call.progress} />}
          {call.status === 'error' && (
            <p role="alert" className="text-sm break-words text-red-700 dark:text-red-300">
              {call.error}
            </p>
          )}
          {call.status === 'done' && call.result && (
            <>
              <p className={muted}>
                {call.result.isError ? 'The tool reported an error:' : 'Result'}
                {call.endedAt !== undefined && ` · ${call.endedAt - call.startedAt} ms`}
              </p>
              <ResultContent result={call.result} onOpenLink={props.onOpenLink} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
