// One open resource: read once, subscribed while open when the server offers it (each update reads it
// again; each new session of the server subscribes and reads again), unsubscribed when closed or when the tab
// changes. Mounted per request, so its state starts fresh.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResourceActions } from './resourceActions';
import { shownContents } from './resourceContents';
import { ResourceView, type AttachableContent, type ResourceViewState } from './ResourceView';
import { useResourceSubscription } from './useResourceSubscription';

/** What Attach sends: the text, or the checked base64 of a blob. */
const fileOf = (content: AttachableContent) =>
  content.kind === 'text'
    ? { uri: content.uri, mimeType: content.mimeType, text: content.text }
    : { uri: content.uri, mimeType: content.mimeType, base64: content.base64 };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface ResourceViewContainerProps {
  actions: Pick<
    ResourceActions,
    | 'read'
    | 'subscribe'
    | 'unsubscribe'
    | 'events'
    | 'insertText'
    | 'attach'
    | 'insertTextInWindow'
    | 'attachInWindow'
  >;
  serverId: string;
  uri: string;
  /** The server's session number while it is connected (store `sessions`), undefined while it is not. */
  session: number | undefined;
  name?: string | undefined;
  serverName?: string | undefined;
  canInsert: boolean;
  onClose(): void;
}

export function ResourceViewContainer(props: ResourceViewContainerProps) {
  const { actions, serverId, uri, session, name, serverName, canInsert, onClose } = props;
  const [state, setState] = useState<ResourceViewState>({ status: 'loading' });
  const [updates, setUpdates] = useState(0);
  const readAgain = useRef<() => void>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    // One read at a time: updates that arrive during a read ask for one more read after it, so a server that
    // floods notifications/resources/updated gets at most one request in flight and one waiting.
    let reading = false;
    let again = false;
    const read = () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      actions
        .read(serverId, uri, signal)
        .then(
          (result) => {
            if (!signal.aborted) setState({ status: 'done', contents: shownContents(result.contents) });
          },
          (error: unknown) => {
            if (!signal.aborted)
              setState({ status: 'error', message: `Could not read it: ${messageOf(error)}` });
          },
        )
        .finally(() => {
          reading = false;
          if (again && !signal.aborted) {
            again = false;
            read();
          }
        });
    };
    read();
    readAgain.current = read;
    const stopListening = actions.events.onUpdated((from, updatedUri) => {
      if (from !== serverId || updatedUri !== uri) return;
      setUpdates((n) => n + 1);
      read();
    });
    return () => {
      controller.abort();
      stopListening();
      readAgain.current = undefined;
    };
  }, [actions, serverId, uri]);

  const subscribed = useResourceSubscription(
    actions,
    serverId,
    uri,
    session,
    useCallback(() => readAgain.current?.(), []),
  );

  return (
    <ResourceView
      uri={uri}
      name={name}
      serverName={serverName}
      state={state}
      subscribed={subscribed}
      updates={updates}
      onClose={onClose}
      {...(canInsert
        ? {
            onInsert: (text: string) => actions.insertText(text),
            onAttach: (content: AttachableContent) => actions.attach(fileOf(content), name),
            onInsertInWindow: (text: string) => {
              actions.insertTextInWindow(text, { uri, serverName });
            },
            onAttachInWindow: (content: AttachableContent) => {
              actions.attachInWindow(fileOf(content), name, serverName);
            },
          }
        : {})}
    />
  );
}
