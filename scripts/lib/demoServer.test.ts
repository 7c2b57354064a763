import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedSnippet } from '../../bridge/protocol/embedSnippet';
import { demoChatConfig, startDemoServer, type DemoServer } from './demoServer';

const APP_ORIGIN = 'http://127.0.0.1:4999';
const WORKSPACE = '/srv/demo/workspace';
let demo: DemoServer;

beforeAll(async () => {
  demo = await startDemoServer({ appOrigin: APP_ORIGIN, workspacePath: WORKSPACE });
});
afterAll(() => demo.stop());

describe('demo server', () => {
  it('serves the chat with the embed snippet and the config', async () => {
    const res = await fetch(demo.chatUrl);
    const html = await res.text();
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(html).toContain(embedSnippet(APP_ORIGIN, demoChatConfig(APP_ORIGIN)));
    expect(html).toContain(
      `<script src="${APP_ORIGIN}/embed.js" data-config='{"appOrigin":"${APP_ORIGIN}","adapter":"demo","layout":"push","settingsDefaults":{"autoSubmit":true,"agentMode":true}}'></script>`,
    );
    expect(html).toContain(
      `<script type="application/json" id="demo-config">{"workspacePath":"${WORKSPACE}","seed":1}</script>`,
    );
    for (const id of ['chat-input', 'send-button', 'file-input', 'messages'])
      expect(html).toContain(`id="${id}"`);
  });

  it('serves /csp.html with a strict CSP, its script under a fresh nonce, and no snippet', async () => {
    const first = await fetch(demo.cspUrl);
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toMatch(
      /^script-src 'self' 'nonce-[^']+'; frame-src 'none'; require-trusted-types-for 'script'$/,
    );
    const html = await first.text();
    expect(html).toContain(`<script src="/chat.js" nonce="${nonce}"></script>`);
    expect(html).not.toContain('embed.js');
    const second = await fetch(demo.cspUrl);
    expect(second.headers.get('content-security-policy')).not.toBe(csp);
  });

  it('serves the bundled page script, which never writes HTML strings', async () => {
    const res = await fetch(`${demo.url}/chat.js`);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const js = await res.text();
    expect(js).toContain('chat-input');
    expect(js).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    expect((await fetch(`${demo.url}/chat.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });
});
