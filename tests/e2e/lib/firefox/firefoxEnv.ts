// The whole product for one Firefox test file: the same stack as the Chromium tests (app origin built by
// globalSetup, demo chat, connector with the two official servers), driven by one Firefox.
import { inject } from 'vitest';
import type { Browser } from 'puppeteer-core';
import { startStack, type Stack } from '../../../../scripts/lib/stack';
import { launchFirefox } from './launchFirefox';

export interface FirefoxEnv {
  stack: Stack;
  browser: Browser;
  appOrigin: string;
  distDir: string;
  stop(): Promise<void>;
}

export async function startFirefoxEnv(
  prefs?: (stack: Stack) => Record<string, unknown>,
): Promise<FirefoxEnv> {
  const appPort = inject('appPort');
  const distDir = inject('distDir');
  const stack = await startStack({ appPort, demoPort: 0, connectorPort: 0, distDir });
  try {
    const browser = await launchFirefox(prefs?.(stack));
    return {
      stack,
      browser,
      appOrigin: stack.appOrigin,
      distDir,
      async stop() {
        await browser.close();
        await stack.stop();
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}
