import type { CallToolResult } from '../../bridge/connections/types';
import { blockText, imageDataUrl } from './resultText';

const pre =
  'max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 text-xs dark:bg-slate-950';

/** Results are untrusted: every block renders as text, except image blocks, which become a data: URL <img>. */
export function ResultContent({ result }: { result: CallToolResult }) {
  const blocks = result.content;
  if (blocks.length === 0) {
    return <pre className={pre}>{JSON.stringify(result.structuredContent ?? null, null, 2)}</pre>;
  }
  return (
    <div className="flex flex-col gap-1">
      {blocks.map((block, i) => {
        const src = imageDataUrl(block);
        return src ? (
          <img key={i} src={src} alt={`Image result ${i + 1}`} className="max-h-64 max-w-full rounded" />
        ) : (
          <pre key={i} className={pre}>
            {blockText(block)}
          </pre>
        );
      })}
    </div>
  );
}
