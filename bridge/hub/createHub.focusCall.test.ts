// A badge click in the chat reaches the host as the call's key, but only from a page the user allowed:
// it switches the sidebar's tab and moves the Run button, which an ungranted site must not be able to do.
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HUB_METHODS } from '../protocol/constants';
import { createHub } from './createHub';
import type { Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, until } from './test/fakeHost';

class FocusHost extends FakeHost {
  focused: string[] = [];
  onFocusCall(key: string): void {
    this.focused.push(key);
  }
}

let host: FocusHost;
let hub: Hub;
let page: Client;

beforeEach(async () => {
  host = new FocusHost();
  hub = createHub(host);
  page = await connectPage(hub);
});

afterEach(async () => {
  await page.close();
  await hub.close();
});

const focus = (params: unknown) =>
  page.notification({ method: HUB_METHODS.focusCall, params: params as Record<string, unknown> });

describe('focusCall notification', () => {
  it('hands the key to the host and drops malformed ones', async () => {
    host.granted.add(PAGE_ORIGIN);
    await focus({ key: 7 });
    await focus({ key: '' });
    await focus({ key: 'x'.repeat(600) });
    await focus({ key: '/c/1|3|abc123' });
    await until(() => host.focused.length > 0, 'the focus request');
    expect(host.focused).toEqual(['/c/1|3|abc123']);
    await expect(page.ping()).resolves.toBeDefined();
  });

  it('ignores a page the user has not allowed, and listens once it is allowed', async () => {
    await focus({ key: '/c/1|1|ungranted' });
    await page.ping(); // messages arrive in order: the notification was handled before the pong
    expect(host.focused).toEqual([]);

    host.granted.add(PAGE_ORIGIN);
    await focus({ key: '/c/1|2|granted' });
    await until(() => host.focused.length > 0, 'the focus request');
    expect(host.focused).toEqual(['/c/1|2|granted']);
  });

  it('ignores the opaque origin "null" even if it was somehow granted', async () => {
    await page.close();
    page = await connectPage(hub, 'null');
    host.granted.add('null');
    await focus({ key: '/c/1|1|opaque' });
    await page.ping();
    expect(host.focused).toEqual([]);
  });
});
