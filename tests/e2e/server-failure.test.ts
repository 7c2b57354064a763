// A server that goes away in the middle of a call: the chat gets a clear error result (not retried: the
// tool may have run), the card offers Retry, and once the server is back the next call works without any
// action from the user (the sidebar re-initializes its expired session).
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnector } from '../../connector/cli/startConnector';
import { demoChat, startE2eEnv, type E2eEnv } from './lib/stackFixture';
import { openGrantedChat, sendUserMessage, userMessages, waitForAssistant } from './lib/chat';
import { clickArmed } from './lib/armedClick';

type Connector = Awaited<ReturnType<typeof startConnector>>;
const TOKEN = 'e2e-slow-server-token-0123456789';

let env: E2eEnv;
let slow: Connector | undefined;
const startSlowConnector = (port = 0) =>
  startConnector({
    servers: { slow: { command: 'node', args: [resolve('connector/test/argv-server.mjs')] } },
    port,
    allowedOrigins: [env.appOrigin],
    token: TOKEN,
  });

beforeAll(async () => {
  env = await startE2eEnv();
  slow = await startSlowConnector();
  await slow.ready();
});
afterAll(async () => {
  await slow?.stop();
  await env?.stop();
});

describe('a server stopped mid-call', () => {
  it('gives a clear error result, then works again once the server is back', async () => {
    const { context, page, sidebar } = await openGrantedChat(env.browser, {
      ...demoChat(env, [(slow as Connector).pairingLink]),
      connected: /4\/4 servers connected/i,
    });

    // `wait` is not read-only, so it waits for Run; it then runs until the server goes away.
    await sendUserMessage(page, 'call wait {}');
    const waitCard = sidebar.getByRole('article', { name: /wait/ });
    await clickArmed(waitCard.getByRole('button', { name: 'Run' }));
    await expect.poll(() => waitCard.textContent()).toMatch(/running/i);
    const port = (slow as Connector).port;
    await (slow as Connector).stop();
    slow = undefined;

    const failure = await waitForAssistant(page, /tool failed/i, 30_000);
    expect(failure).toMatch(/tool failed: \S+/i);
    const errorResult = (await userMessages(page)).filter((t) => t.includes('name="wait"'));
    expect(errorResult).toHaveLength(1);
    expect(errorResult[0]).toMatch(/status="error"/);
    expect(errorResult[0]).toMatch(/connection to slow broke while the tool was running/);
    await waitCard.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 10_000 });

    slow = await startSlowConnector(port);
    await slow.ready();
    await sendUserMessage(page, 'call slow {}');
    const slowCard = sidebar.getByRole('article', { name: /slow/ });
    await clickArmed(slowCard.getByRole('button', { name: 'Run' }));
    await waitForAssistant(page, /returned: done/i, 30_000);
    const okResult = (await userMessages(page)).filter((t) => t.includes('name="slow"'));
    expect(okResult).toHaveLength(1);
    expect(okResult[0]).toMatch(/status="ok"/);
    await context.close();
  });
});
