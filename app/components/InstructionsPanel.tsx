import { useId } from 'react';
import { TOOL_DETAILS, type ToolDetail } from '../../bridge/instructions/toolDetail';
import { button, card, input, inputBase, muted, pre, primaryButton } from './ui';

const DETAIL_LABELS: Record<ToolDetail, { label: string; hint: string }> = {
  'on-demand': {
    label: 'On demand',
    hint: 'Names and parameters only; the AI asks describe_tools for a tool’s types before its first call. Smallest.',
  },
  compact: { label: 'Compact', hint: 'Every tool’s types, one line each.' },
  full: { label: 'Full', hint: 'Types and every parameter’s description.' },
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
          <h3 className="text-sm font-semibold">Instructions</h3>
          <p className={muted} aria-live="polite">
            {toolCount} tools · {text.length.toLocaleString()} chars ·{' '}
            {tokens === null ? 'counting tokens…' : `≈ ${tokens.toLocaleString()} tokens`}
          </p>
        </div>
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
        <div className="flex items-center justify-between gap-3 py-1">
          <label htmlFor={detailId} className="text-sm">
            Tool detail
          </label>
          <select
            id={detailId}
            className={inputBase}
            value={detail}
            aria-describedby={`${detailId}-hint`}
            onChange={(e) =>
              props.onDetailChange(TOOL_DETAILS.find((option) => option === e.target.value) ?? detail)
            }
          >
            {TOOL_DETAILS.map((option) => (
              <option key={option} value={option}>
                {DETAIL_LABELS[option].label}
              </option>
            ))}
          </select>
        </div>
        <p id={`${detailId}-hint`} className={muted}>
          {DETAIL_LABELS[detail].hint} Choose which tools appear on the Tools tab.
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
