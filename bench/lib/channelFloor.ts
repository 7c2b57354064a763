// The floor under the page ↔ sidebar channel, for benchmark 2: a bare postMessage round trip between the page and
// the sidebar's frame (another site, so another process), with no transport, no JSON-RPC and no hub. What the
// profile's "channel both ways" costs beyond it is ours.
import type { Frame, Page } from 'playwright-core';

/** Answers the page's pings in the sidebar frame. Source text: a function from this build would carry `__name`. */
export function installEcho(frame: Frame): Promise<void> {
  return frame.evaluate(`addEventListener('message', (event) => {
    const ping = event.data && event.data.benchPing;
    if (ping !== undefined && event.source) event.source.postMessage({ benchPong: ping }, '*');
  })`);
}

/** Times up to `count` round trips from the page to its (only) iframe and back, within `maxMs`. */
export function pingFrame(page: Page, count: number, maxMs: number): Promise<number[]> {
  return page.evaluate(`(async () => {
    const target = document.querySelector('iframe').contentWindow;
    const samples = [];
    const deadline = performance.now() + ${maxMs};
    for (let i = 0; i < ${count} && performance.now() < deadline; i++) {
      const start = performance.now();
      await new Promise((resolve) => {
        const onMessage = (event) => {
          if (!event.data || event.data.benchPong !== i) return;
          removeEventListener('message', onMessage);
          resolve();
        };
        addEventListener('message', onMessage);
        target.postMessage({ benchPing: i }, '*');
      });
      samples.push(performance.now() - start);
    }
    return samples;
  })()`) as Promise<number[]>;
}
