// The page's adapter health through the hub: handed to the host with the page's origin, bad reports dropped.
import type { Client } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HUB_METHODS } from '../protocol/constants';
import type { AdapterHealth } from '../protocol/types';
import { createHub } from './createHub';
import type { Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, until } from './test/fakeHost';

class HealthHost extends FakeHost {
  reports: Array<{ origin: string; health: AdapterHealth }> = [];
  onPageHealth(origin: string, health: AdapterHealth): void {
    this.reports.push({ origin, health });
  }
}

let host: HealthHost;
let hub: Hub;
let page: Client;

beforeEach(async () => {
  host = new HealthHost();
  hub = createHub(host);
  page = await connectPage(hub);
});

afterEach(async () => {
  await page.close();
  await hub.close();
});

const report = (params: unknown) =>
  page.notification({ method: HUB_METHODS.pageHealth, params: params as Record<string, unknown> });

describe('page health', () => {
  it('reaches the host with the origin from the transport, even before the page is granted', async () => {
    const health = { adapter: 'chatgpt', found: ['sendButton'], missing: ['input'] };
    await report(health);
    await until(() => host.reports.length === 1, 'the health report');
    expect(host.reports[0]).toEqual({ origin: PAGE_ORIGIN, health });
  });

  it('drops a malformed or oversized report and keeps serving the page', async () => {
    await report({ adapter: 'chatgpt', found: 'input', missing: [] });
    await report({ adapter: 'x', found: [], missing: Array.from({ length: 1000 }, (_, i) => `part${i}`) });
    await report({ adapter: 'claude', found: ['input'], missing: [] });
    await until(() => host.reports.length > 0, 'the valid report');
    expect(host.reports.map((r) => r.health.adapter)).toEqual(['claude']);
    await expect(page.ping()).resolves.toBeDefined();
  });
});
