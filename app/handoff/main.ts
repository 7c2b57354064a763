// Entry of handoff.html: top level on our origin, so it reads first-party storage (the dashboard's) and
// posts the configuration to the sidebar frame that opened it. targetOrigin is our own origin: a page of
// any other origin that opens this window receives nothing.
import '../styles.css';
import { HANDOFF_MESSAGE, pickHandoffState, type HandoffMessage } from '../services/handoff';
import { STORAGE_KEY, type PersistedState } from '../store/persistence';

function readStored(): Partial<PersistedState> {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as { state: Partial<PersistedState> }).state : {};
  } catch {
    return {};
  }
}

function say(text: string): void {
  const status = document.getElementById('status');
  if (status) status.textContent = text;
}

const opener = window.opener as Window | null;
if (!opener) {
  say('Open this window from the sidebar ("Copy from the dashboard").');
} else {
  const state = pickHandoffState(readStored());
  const message: HandoffMessage = { type: HANDOFF_MESSAGE, state };
  opener.postMessage(message, window.location.origin);
  const count = state.servers?.length ?? 0;
  say(
    count
      ? `Sent ${count} server(s) to the sidebar. This window closes by itself.`
      : 'The dashboard has no servers yet: add them in the dashboard first.',
  );
}
