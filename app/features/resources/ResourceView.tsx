// One read resource: text as text (its first SHOWN_BYTES), images from a data: URL we build, other blobs
// described by size and type, broken ones named. Insert and Attach move it into the chat page, so in a frame
// they follow the visibility gate as a call card's do; nothing here submits the chat.
import type { ShownContent } from './resourceContents';
import { GatedButton } from '../../ui/gate/GatedButton';
import { isFramed, useArmedControl } from '../../ui/gate/useArmedControl';
import { button, card, muted } from '../../ui/classNames';
import { ScrollText } from '../../ui/ScrollText';

export type ResourceViewState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; contents: ShownContent[] };

export type AttachableContent = Exclude<ShownContent, { kind: 'invalid' }>;

export interface ResourceViewProps {
  uri: string;
  name?: string | undefined;
  serverName?: string | undefined;
  state: ResourceViewState;
  /** The server sends updates for this resource while the view is open. */
  subscribed: boolean;
  /** How many updates the server sent while open; each one read the resource again. */
  updates: number;
  /** Absent where no chat page can take the resource (the dashboard). */
  onInsert?: ((text: string) => void) | undefined;
  onAttach?: ((content: AttachableContent) => void) | undefined;
  /** Insert and Attach confirmed in a first-party window, where the sidebar can't prove it is visible. */
  onInsertInWindow?: ((text: string) => void) | undefined;
  onAttachInWindow?: ((content: AttachableContent) => void) | undefined;
  onClose(): void;
}

export function ResourceView(props: ResourceViewProps) {
  const { uri, name, serverName, state, subscribed, updates, onClose } = props;
  return (
    <article className={`${card} flex flex-col gap-2`} aria-label={`Resource ${name ?? uri}`}>
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-sm font-semibold break-words">{name ?? uri}</h2>
          <code className={`${muted} block break-all`}>{uri}</code>
          {serverName && <p className={muted}>from {serverName}</p>}
        </div>
        <button type="button" className={`${button} shrink-0`} onClick={onClose}>
          Close
        </button>
      </header>
      {subscribed && (
        <p className={muted} role="status">
          {updates === 0
            ? 'Subscribed: the view follows the server’s updates.'
            : `Updated by the server ${updates} ${updates === 1 ? 'time' : 'times'}.`}
        </p>
      )}
      {state.status === 'loading' && <p className={muted}>Reading…</p>}
      {state.status === 'error' && (
        <p role="alert" className="text-sm break-words text-red-700 dark:text-red-300">
          {state.message}
        </p>
      )}
      {state.status === 'done' && state.contents.length === 0 && (
        <p className={muted}>The server returned no content for this resource.</p>
      )}
      {state.status === 'done' &&
        state.contents.map((content, i) => (
          <ContentPart
            key={i}
            content={content}
            index={i}
            onInsert={props.onInsert}
            onAttach={props.onAttach}
            onInsertInWindow={props.onInsertInWindow}
            onAttachInWindow={props.onAttachInWindow}
          />
        ))}
    </article>
  );
}

function ContentPart({
  content,
  index,
  onInsert,
  onAttach,
  onInsertInWindow,
  onAttachInWindow,
}: { content: ShownContent; index: number } & Pick<
  ResourceViewProps,
  'onInsert' | 'onAttach' | 'onInsertInWindow' | 'onAttachInWindow'
>) {
  const { state: gateState, ref: gateRef, guard } = useArmedControl({ enabled: isFramed() });
  if (content.kind === 'invalid')
    return (
      <p role="alert" className="text-sm break-words text-red-700 dark:text-red-300">
        {content.error}
      </p>
    );
  return (
    <section className="flex flex-col gap-1" aria-label={`Content ${index + 1}`}>
      {content.kind === 'text' && (
        <>
          <ScrollText data-testid="resource-text">{content.shown}</ScrollText>
          {content.clippedNote && <p className={muted}>{content.clippedNote}</p>}
        </>
      )}
      {content.kind === 'image' && (
        <img
          src={content.src}
          alt={`Image resource ${index + 1}`}
          className="max-h-64 max-w-full self-start rounded"
        />
      )}
      {content.kind === 'blob' ? (
        <p className={muted}>
          Binary content, {content.size}, {content.mimeType}
        </p>
      ) : (
        <p className={muted}>
          {content.mimeType}
          {content.kind === 'image' ? `, ${content.size}` : ''}
        </p>
      )}
      <div className="flex flex-wrap gap-2" ref={gateRef} data-actions-gate={gateState}>
        {content.kind === 'text' && onInsert && (
          <GatedButton
            state={gateState}
            onClick={guard(() => onInsert(content.text))}
            onInWindow={onInsertInWindow && (() => onInsertInWindow(content.text))}
            windowLabel="Insert in a window…"
          >
            Insert as text
          </GatedButton>
        )}
        {onAttach && (
          <GatedButton
            state={gateState}
            onClick={guard(() => onAttach(content))}
            onInWindow={onAttachInWindow && (() => onAttachInWindow(content))}
            windowLabel="Attach in a window…"
          >
            Attach to chat
          </GatedButton>
        )}
      </div>
    </section>
  );
}
