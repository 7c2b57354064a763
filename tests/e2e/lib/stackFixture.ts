// Starts the whole product for one test file: app origin, demo chat origin and the connector with the
// two official servers, all on 127.0.0.1, and stops them afterwards.
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '../../../scripts/lib/stack';
import { launchChromium } from '../../../scripts/lib/browser';
import type { DemoServerOptions } from '../../../scripts/lib/demoWithServer';
import { startEverythingServer, type EverythingServer } from '../../../scripts/lib/everythingServer';

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

/** The env with the official server-everything beside it, started together and stopped together. */
export interface EverythingEnv extends E2eEnv {
  everything: EverythingServer;
}

export async function startEverythingEnv(): Promise<EverythingEnv> {
  const [env, everything] = await Promise.allSettled([startE2eEnv(), startEverythingServer()]);
  if (env.status === 'rejected' || everything.status === 'rejected') {
    // One started without the other: stop it, then report what failed.
    if (env.status === 'fulfilled') await env.value.stop();
    if (everything.status === 'fulfilled') await everything.value.stop();
    throw env.status === 'rejected' ? env.reason : (everything as PromiseRejectedResult).reason;
  }
  return {
    ...env.value,
    everything: everything.value,
    async stop() {
      await everything.value.stop();
      await env.value.stop();
    },
  };
}

/** openDemoWithServer's options for the demo chat with server-everything added under `name`. */
export function everythingOnDemo(
  env: EverythingEnv,
  name = 'everything',
  extra: Pick<DemoServerOptions, 'dashboardUrl'> = {},
): DemoServerOptions {
  return {
    demoUrl: env.stack.demoUrl,
    appOrigin: env.appOrigin,
    server: { name, url: env.everything.url },
    ...extra,
  };
}
