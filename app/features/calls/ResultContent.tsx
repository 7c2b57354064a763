import type { CallToolResult } from '../../../bridge/connections/types';
import { JsonView } from '../../ui/JsonView';
import { ResultBlock } from './ResultBlock';

/** Results are untrusted: every block renders as text or as media from a data: URL we build. Never HTML. */
export function ResultContent({
  result,
  onOpenLink,
}: {
  result: CallToolResult;
  /** Opens a resource link in the Resources tab (absent where the result's server is unknown). */
  onOpenLink?: ((uri: string, name?: string) => void) | undefined;
}) {
  return (
    <div className="flex flex-col gap-1">
      {result.content.map((block, i) => (
        <ResultBlock key={i} block={block} index={i} onOpenLink={onOpenLink} />
      ))}
      {result.structuredContent !== undefined && (
        // Usually repeats the text blocks, so it starts folded unless it is all there is.
        <details open={result.content.length === 0}>
          <summary className="cursor-pointer text-xs font-medium">Structured content</summary>
          <JsonView value={result.structuredContent} label="Structured content" />
        </details>
      )}
    </div>
  );
}
