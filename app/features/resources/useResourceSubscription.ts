// The open resource's subscription, held per session of its server: a reconnect leaves the server with none,
// so each new session subscribes again. The old session's subscription is forgotten, never ended on the new
// session; closing the view ends only one the current session holds.
import { useEffect, useRef, useState } from 'react';

export interface Subscriber {
  /** Resolves to whether the server will send updates for this URI. */
  subscribe(serverId: string, uri: string): Promise<boolean>;
  unsubscribe(serverId: string, uri: string): void;
}

/**
 * `session` is the server's session number while it is connected (store `sessions`), undefined while it is
 * not. Returns whether the current session holds the subscription. `onLaterSession` runs once a later session
 * subscribed: what changed while the server was away sent no update.
 */
export function useResourceSubscription(
  actions: Subscriber,
  serverId: string,
  uri: string,
  session: number | undefined,
  onLaterSession: () => void,
): boolean {
  const [subscribedIn, setSubscribedIn] = useState<number>();
  // Shared by the two effects: the latest session seen, the session holding the subscription, and whether the
  // view is open (its close ends the subscription; an answer arriving after it is ended at once).
  const live = useRef({ session, held: undefined as number | undefined, open: false, first: session });
  const later = useRef(onLaterSession);
  useEffect(() => {
    later.current = onLaterSession;
  });

  useEffect(() => {
    const state = live.current;
    state.open = true;
    return () => {
      state.open = false;
      if (state.held !== undefined && state.held === state.session) actions.unsubscribe(serverId, uri);
      state.held = undefined;
    };
  }, [actions, serverId, uri]);

  useEffect(() => {
    const state = live.current;
    state.session = session;
    state.held = undefined; // The previous session's subscription went with it.
    if (session === undefined) return;
    state.first ??= session;
    let current = true;
    actions.subscribe(serverId, uri).then(
      (ok) => {
        if (!current) {
          // Closed before the server answered, in this same session: end what it just started.
          if (ok && !state.open && state.session === session) actions.unsubscribe(serverId, uri);
          return;
        }
        if (!ok) return;
        state.held = session;
        setSubscribedIn(session);
        if (session !== state.first) later.current();
      },
      () => undefined, // The view works without updates; the read shows any real trouble.
    );
    return () => {
      current = false;
    };
  }, [actions, serverId, uri, session]);

  return subscribedIn !== undefined && subscribedIn === session;
}
