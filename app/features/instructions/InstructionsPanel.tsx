import { useId } from 'react';
import { TOOL_DETAILS, type ToolDetail } from '../../../bridge/instructions/toolDetail';
import { ChoiceSelect } from '../../ui/ChoiceSelect';
import { button, card, input, muted, pre, primaryButton } from '../../ui/classNames';

const DETAIL_LABELS: Record<ToolDetail, string> = {
  'on-demand': 'On demand',
  compact: 'Compact',
  full: 'Full',
};

const DETAIL_HINTS: Record<ToolDetail, string> = {
  'on-demand':
    'Names and parameters only; the AI asks describe_tools for a tool’s types before its first call. Smallest.',
  compact: 'Every tool’s types, one line each.',
  full: 'Types and every parameter’s description.',
};

export interface InstructionsPanelProps {
  text: string;
  /** null while the tokenizer loads. */
  tokens: number | null;
  toolCount: number;
  detail: ToolDetail;
  customInstructions: string;
  onDetailChange(detail: ToolDetail): void;
  onCustomInstructionsChange(text: string): void;
  onCopy(): void;
  onDownload(): void;
  /** Absent when no chat page can take them. */
  onInsert?: () => void;
  onAttach?: () => void;
}

/** The system prompt the AI gets: preview, size, and ways to hand it to the chat. */
export function InstructionsPanel(props: InstructionsPanelProps) {
  const { text, tokens, toolCount, detail, customInstructions, onInsert, onAttach } = props;
  const customId = useId();
  const detailId = useId();
  return (
    <div className="flex flex-col gap-3">
      <section className={card} aria-label="Instructions preview">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-sm font-semibold">Instructions</h2>
          <p className={muted} aria-live="polite">
            {toolCount} tools · {text.length.toLocaleString()} chars ·{' '}
            {tokens === null ? 'counting tokens…' : `≈ ${tokens.toLocaleString()} tokens`}
          </p>
        </div>
        {toolCount === 0 && (
          <p className="mt-1 text-sm">
            No tools in these instructions yet. Add a server in the Servers tab, or turn tools back on (“In
            instructions”) in the Tools tab.
          </p>
        )}
        <div className="my-2 flex flex-wrap gap-2">
          <button type="button" className={primaryButton} onClick={onInsert} disabled={!onInsert}>
            Insert into chat
          </button>
          <button type="button" className={button} onClick={onAttach} disabled={!onAttach}>
            Attach as .md
          </button>
          <button type="button" className={button} onClick={props.onCopy}>
            Copy
          </button>
          <button type="button" className={button} onClick={props.onDownload}>
            Download
          </button>
        </div>
        <ChoiceSelect
          label="Tool detail"
          value={detail}
          options={TOOL_DETAILS}
          labels={DETAIL_LABELS}
          onChange={props.onDetailChange}
          describedBy={`${detailId}-hint`}
        />
        <p id={`${detailId}-hint`} className={muted}>
          {DETAIL_HINTS[detail]} Choose which tools appear on the Tools tab.
        </p>
        <pre className={`${pre} mt-2 max-h-96`} tabIndex={0} aria-label="Instructions text">
          {text}
        </pre>
      </section>
      <section className={card}>
        <label htmlFor={customId} className="text-sm font-semibold">
          Your own instructions
        </label>
        <p className={muted}>Added to the instructions, e.g. “Answer in French.”</p>
        <textarea
          id={customId}
          rows={4}
          className={`${input} mt-1`}
          value={customInstructions}
          onChange={(e) => props.onCustomInstructionsChange(e.target.value)}
        />
      </section>
    </div>
  );
}
