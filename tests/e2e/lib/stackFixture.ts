// Starts the whole product for one test file: app origin, demo chat origin and the connector with the
// two official servers, all on 127.0.0.1, and stops them afterwards.
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '../../../scripts/lib/stack';
import { launchChromium } from '../../../scripts/lib/browser';

export interface E2eEnv {
  stack: Stack;
  browser: Browser;
  appOrigin: string;
  stop(): Promise<void>;
}

export async function startE2eEnv(): Promise<E2eEnv> {
  const appPort = inject('appPort');
  const stack = await startStack({ appPort, demoPort: 0, connectorPort: 0, distDir: inject('distDir') });
  const browser = await launchChromium();
  return {
    stack,
    browser,
    appOrigin: `http://127.0.0.1:${appPort}`,
    async stop() {
      await browser.close();
      await stack.stop();
    },
  };
}

/**
 * Options for openChat / openGrantedChat: the demo chat, paired with the stack's connector (and any others).
 * Each call mints a fresh link: a pairing code works once.
 */
export function demoChat(env: E2eEnv, extraPairingLinks: string[] = [], chatUrl = env.stack.demoUrl) {
  return {
    pairingLinks: [env.stack.connector.newPairingLink(), ...extraPairingLinks],
    chatUrl,
    appOrigin: env.appOrigin,
  };
}
