// Browser entry for benchmark 2: the page runtime's real hub client (embed/runtime/hubClient.ts) talking to
// the real sidebar in an iframe. The bench drives it through `window.__benchHub`.
import { connectHub, type PageActions } from '../../embed/runtime/hubClient';
import { defaultConfig } from '../../embed/loader/readConfig';
import { sidebarUrl } from '../../embed/loader/sidebarFrame';
import type { HubRun } from '../lib/benchHubPage';
import type { PageCall } from '../lib/hotPathProfile';

const appOrigin = new URLSearchParams(location.search).get('app') ?? '';
const config = defaultConfig(appOrigin);
const frame = document.createElement('iframe');
frame.src = sidebarUrl(config, location.origin);
frame.style.cssText = 'width:420px;height:700px;border:0';
document.body.append(frame);

// The round trip needs no page actions; the hub never asks for them here.
const refused = async () => ({ ok: false, error: 'not part of the benchmark' });
const actions: PageActions = {
  insertText: refused,
  attachFile: refused,
  submit: refused,
  health: () => ({ adapter: 'bench', found: [], missing: [] }),
};
/** Messages from the sidebar so far, counted for the profile (responses and progress notifications). */
let messagesIn = 0;
/** When the last of them arrived, as `timeOrigin + timeStamp`: a call's answer is its last message. */
let lastMessageAt = Number.NaN;
// Before the client's transport listens, so this runs first: the answer resolves the call in its listener.
window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow) return;
  messagesIn++;
  lastMessageAt = performance.timeOrigin + event.timeStamp;
});
const client = connectHub(config, frame, actions);
let runCounter = 0;

async function run(tool: string, count: number, maxMs: number): Promise<HubRun> {
  const samples: number[] = [];
  const calls: PageCall[] = [];
  const errors: string[] = [];
  const deadline = performance.now() + maxMs;
  const run = ++runCounter;
  for (let i = 0; i < count && performance.now() < deadline; i++) {
    const key = `bench-${run}-${i}-${Math.random().toString(36).slice(2)}`;
    const sentAt = performance.timeOrigin + performance.now();
    const start = performance.now();
    const messagesBefore = messagesIn;
    try {
      const result = await client.callTool(
        tool,
        {},
        // Its own turn per call, as if the user asked each time: the hub's per-turn auto-run budget
        // (bridge/hub/autoRunGuard.ts) would otherwise make the 11th call ask, and the bench would wait forever.
        { key, callId: String(i + 1), conversation: `bench-${run}`, turn: key },
      );
      samples.push(performance.now() - start);
      calls.push({
        ms: performance.now() - start,
        messagesIn: messagesIn - messagesBefore,
        sentAt,
        answeredAt: lastMessageAt,
      });
      if (result.isError) errors.push(JSON.stringify(result.content).slice(0, 200));
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { samples, errors, calls };
}

Object.assign(window, {
  __benchHub: {
    granted: () => client.granted(),
    tools: () => client.tools().map((tool) => tool.name),
    run,
  },
});
