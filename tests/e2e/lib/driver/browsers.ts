// The browsers every shared flow runs in, for `describe.each(BROWSERS)('%s: …', (name, start) => …)`: each
// entry starts the stack and its browser. Tuples, so that the test names show the bare browser name.
import type { BrowserName, DriverEnv } from './driver';
import { startChromium } from './chromium';
import { startFirefox } from './firefox';

export const BROWSERS: [name: BrowserName, start: () => Promise<DriverEnv>][] = [
  ['chromium', startChromium],
  ['firefox', () => startFirefox()],
];
