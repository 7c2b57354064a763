import type { CallToolResult } from '../../../bridge/connections/types';
import { isReadableResourceUri } from '../../../bridge/connections/resources';
import { base64Bytes, blockText, formatSize } from '../../../bridge/format';
import { clipText } from './clipText';
import { JsonView, parseJsonText } from '../../ui/JsonView';
import { mediaDataUrl } from '../../ui/mediaDataUrl';
import { button, muted } from '../../ui/classNames';
import { ScrollText } from '../../ui/ScrollText';

type Block = CallToolResult['content'][number];

const isText = (v: unknown): v is string => typeof v === 'string';
const isOptionalText = (v: unknown) => v === undefined || isText(v);

/** Whether the fields this component reads have the types it reads them as. */
function readable(block: Block): boolean {
  const b = block as Record<string, unknown>;
  switch (b['type']) {
    case 'text':
      return isText(b['text']);
    case 'image':
    case 'audio':
      return isText(b['data']) && isText(b['mimeType']);
    case 'resource_link':
      return isText(b['uri']) && isOptionalText(b['name']) && isOptionalText(b['description']);
    case 'resource': {
      const r = b['resource'] as Record<string, unknown> | null | undefined;
      return (
        typeof r === 'object' &&
        r !== null &&
        isText(r['uri']) &&
        isOptionalText(r['mimeType']) &&
        (isText(r['text']) || isText(r['blob']))
      );
    }
    default:
      return true;
  }
}

/**
 * One content block, as safe elements: text, JSON, data: URL media we build, links shown as text. Media that
 * cannot be shown gets the description Copy and the chat get (blockText), so all three read alike.
 * New results are checked before they are stored (checkToolResult); history saved before that check
 * may still hold a malformed block, which is shown as raw JSON rather than read field by field.
 */
export function ResultBlock({
  block,
  index,
  onOpenLink,
}: {
  block: Block;
  index: number;
  /** Reads a resource link's URI from the server that produced the result, in the Resources tab. */
  onOpenLink?: ((uri: string, name?: string) => void) | undefined;
}) {
  if (!readable(block)) return <JsonView value={block} label="Malformed content" />;
  switch (block.type) {
    case 'text': {
      const json = parseJsonText(block.text);
      return json === undefined ? <ScrollText>{clipText(block.text)}</ScrollText> : <JsonView value={json} />;
    }
    case 'image': {
      const src = mediaDataUrl(block);
      return src ? (
        <img src={src} alt={`Image result ${index + 1}`} className="max-h-64 max-w-full self-start rounded" />
      ) : (
        <ScrollText>{blockText(block)}</ScrollText>
      );
    }
    case 'audio': {
      const src = mediaDataUrl(block);
      return src ? (
        <audio controls src={src} aria-label={`Audio result ${index + 1}`} className="w-full" />
      ) : (
        <ScrollText>{blockText(block)}</ScrollText>
      );
    }
    case 'resource_link':
      return (
        <div className="rounded border border-slate-200 p-2 text-xs dark:border-slate-700">
          <p className="font-medium">Resource link{block.name ? `: ${block.name}` : ''}</p>
          {/* The URI stays text: a server-chosen link is not something to click from here. */}
          <code className="break-all">{block.uri}</code>
          {block.description && <p className={muted}>{block.description}</p>}
          {onOpenLink && isReadableResourceUri(block.uri) && (
            <button
              type="button"
              className={`${button} mt-1`}
              aria-label={`Open ${block.name ?? block.uri} in the sidebar`}
              onClick={() => onOpenLink(block.uri, block.name)}
            >
              Open in sidebar
            </button>
          )}
        </div>
      );
    case 'resource': {
      const r = block.resource;
      return (
        <div className="rounded border border-slate-200 p-2 text-xs dark:border-slate-700">
          <p className="font-medium">
            Embedded resource <code className="break-all">{r.uri}</code>
            {r.mimeType ? ` (${r.mimeType})` : ''}
          </p>
          {'text' in r ? (
            <ScrollText>{r.text}</ScrollText>
          ) : (
            <p className={muted}>Binary content, {formatSize(base64Bytes(r.blob))}</p>
          )}
        </div>
      );
    }
    default:
      return <JsonView value={block} label="Content" />;
  }
}
