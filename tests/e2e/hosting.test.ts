// The README's "Hosting the app", end to end: the product built for https://bridge.example.test:<port>,
// dist/ on a plain static host that applies dist/_headers, the connector run as its users run it (the command
// the deployed dashboard shows, npx fetching the deployment's own package), and a chat on another site. The
// deployed dashboard's install texts must name that origin, the served pages must carry the _headers file's
// headers, and the bookmarklet taken from the dashboard must run the whole loop.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTOR_MANIFEST,
  CONNECTOR_TARBALL,
  parseConnectorManifest,
} from '../../bridge/protocol/connectorPackage';
import { tarballVersion } from '../../scripts/build-connector';
import { codeOfBookmarklet } from '../../scripts/lib/bookmarklet';
import { headersForPath, parseHeadersFile } from '../../scripts/lib/headersFile';
import { repoPath } from '../../scripts/lib/paths';
import { clickArmed } from './lib/armedClick';
import { ALL_CONNECTED } from '../../scripts/lib/appDriver';
import {
  decideAndWaitClosed,
  openConsentWindow,
  pairDashboard,
  sendUserMessage,
  sidebarIn,
  userMessages,
  waitForAssistant,
} from './lib/chat';
import { recordConsole, withPageReport } from './lib/diagnostics';
import { APP_HOST, startHostedDeployment, type HostedDeployment } from './lib/hostedDeployment';

/** The origin of a default build (`npm start`); nothing of a build for another origin may name it. */
const DEFAULT_ORIGIN_HOST = '127.0.0.1:4310';

let hosted: HostedDeployment;
beforeAll(async () => {
  const started = Date.now();
  hosted = await startHostedDeployment();
  console.log(`hosted deployment (build, servers, connector, browser) ready in ${Date.now() - started} ms`);
}, 300_000);
afterAll(async () => {
  await hosted?.stop();
});

interface InstallTexts {
  bookmarklet: string;
  snippet: string;
  generatedSnippet: string;
  connectorCommand: string;
}

/** What the dashboard's Install tab shows, read from the page as a user would see or copy it. */
async function readInstallTab(page: Page): Promise<InstallTexts> {
  await page.getByRole('tab', { name: 'Install' }).click();
  const link = page.getByRole('region', { name: 'Bookmarklet' }).getByRole('link', { name: 'MCP Bridge' });
  await link.waitFor({ timeout: 20_000 });
  const snippet = page.getByRole('region', { name: 'Embed snippet' }).locator('code');
  await snippet.waitFor({ timeout: 20_000 });
  return {
    bookmarklet: (await link.getAttribute('href')) ?? '',
    snippet: (await snippet.textContent()) ?? '',
    generatedSnippet: (await page.getByLabel('Your snippet').textContent()) ?? '',
    connectorCommand:
      (await page.getByRole('region', { name: 'Local connector' }).locator('code').textContent()) ?? '',
  };
}

/** The headers dist/_headers gives a path: what any host that applies the file must send. */
async function shippedHeaders(path: string): Promise<Record<string, string>> {
  const rules = parseHeadersFile(await readFile(join(hosted.distDir, '_headers'), 'utf8'));
  return headersForPath(rules, path);
}

async function expectShippedHeaders(response: Response | null, path: string): Promise<void> {
  expect(response, `no response for ${path}`).not.toBeNull();
  const sent = await response!.allHeaders();
  const expected = await shippedHeaders(path);
  expect(Object.keys(expected).length).toBeGreaterThan(0);
  for (const [name, value] of Object.entries(expected)) expect(sent[name], name).toBe(value);
}

/**
 * A browser that accepts the throwaway certificate. A desktop-wide window: the bookmarklet's sidebar overlays
 * the page's right edge (its default layout), and the demo chat's centred composer then stays clear of it.
 */
function newBrowserContext() {
  return hosted.browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1600, height: 900 } });
}

/** A same-origin fetch from the page, so the browser's host-name mapping and certificate exception apply. */
function fetchText(page: Page, path: string): Promise<{ ok: boolean; text: string }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { cache: 'no-store' });
    return { ok: response.ok, text: await response.text() };
  }, path);
}

/** The entity names the memory server wrote to its file (one JSON object a line). */
async function storedEntityNames(): Promise<string[]> {
  const text = await readFile(hosted.memoryFile, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type?: string; name?: string })
    .filter((item) => item.type === 'entity')
    .map((item) => item.name ?? '');
}

describe(`the app hosted on its own https origin (${APP_HOST})`, () => {
  it('shows a bookmarklet, snippets and a connector command that all name the hosted origin', async () => {
    const context = await newBrowserContext();
    const page = await context.newPage();
    recordConsole(page);
    const response = await page.goto(`${hosted.appOrigin}/`);
    expect(new URL(page.url()).origin).toBe(hosted.appOrigin);
    // The dashboard refuses frames: CSP frame-ancestors 'none' and X-Frame-Options, from _headers.
    await expectShippedHeaders(response, '/index.html');
    expect((await response!.allHeaders())['content-security-policy']).toContain("frame-ancestors 'none'");

    const texts = await readInstallTab(page);
    expect(texts.bookmarklet.startsWith('javascript:')).toBe(true);
    // The bookmarklet's loader has the origin baked in; the snippets load embed.js from it.
    expect(codeOfBookmarklet(texts.bookmarklet)).toContain(JSON.stringify(hosted.appOrigin));
    expect(texts.snippet).toContain(`src="${hosted.appOrigin}/embed.js"`);
    expect(texts.generatedSnippet).toContain(`src="${hosted.appOrigin}/embed.js"`);
    // The deployment's own package, named by the hash of the tarball it serves (so npx fetches a new one).
    const served = await readFile(join(hosted.distDir, CONNECTOR_TARBALL));
    const manifest = parseConnectorManifest(await readFile(join(hosted.distDir, CONNECTOR_MANIFEST), 'utf8'));
    expect(manifest?.version).toBe(tarballVersion(served));
    expect(texts.connectorCommand).toBe(
      `npx -y "${hosted.appOrigin}/${CONNECTOR_TARBALL}?v=${manifest!.version}"`,
    );
    // It is the command the connector of this test was started with, and npm fetched it from the deployment.
    expect(hosted.connectorCommand).toBe(texts.connectorCommand);
    expect(hosted.npmProxy.tunnels).toContain(new URL(hosted.appOrigin).host);
    // With no --config it found the user's servers in their Cursor config, and serves both (no terminal).
    expect(hosted.connector.output()).toMatch(/Cursor/);
    expect(hosted.connector.output()).toContain('serving the 2 found in your apps');
    for (const [name, text] of Object.entries(texts)) {
      expect(text, name).not.toContain(DEFAULT_ORIGIN_HOST);
    }

    // The files the Install tab reads are the deployment's own build outputs.
    const snippetFile = await fetchText(page, '/embed-snippet.html');
    expect(snippetFile.ok).toBe(true);
    expect(snippetFile.text.trim()).toBe(texts.snippet.trim());
    const bookmarkletFile = await fetchText(page, '/bookmarklet.txt');
    expect(bookmarkletFile.text.trim()).toBe(texts.bookmarklet);
    await context.close();
  });

  it('names every file under /assets/ by its content, so the host may let browsers keep them', async () => {
    const names = await readdir(join(hosted.distDir, 'assets'));
    expect(names.length).toBeGreaterThan(10);
    // The bundler's [hash] (vite.config.ts): 8 characters before the extension. A file copied from public/
    // would keep its own name, so public/ has no assets folder.
    expect(names.filter((name) => !/-[\w-]{8}\.[a-z]+$/.test(name))).toEqual([]);
    expect(existsSync(repoPath('public', 'assets'))).toBe(false);
    const context = await newBrowserContext();
    try {
      const page = await context.newPage();
      await page.goto(`${hosted.appOrigin}/`);
      const cacheControl = (path: string) =>
        page.evaluate(async (url) => (await fetch(url)).headers.get('cache-control'), path);
      const chunk = names.find((name) => name.endsWith('.js'))!;
      expect(await cacheControl(`/assets/${chunk}`)).toBe('public, max-age=31536000, immutable');
      // Pages, the page runtime and the adapter table keep their names across deploys: always revalidated.
      for (const path of ['/sidebar.html', '/embed.js', '/adapters.json', '/theme-init.js'])
        expect(await cacheControl(path), path).toBe('no-cache');
    } finally {
      await context.close();
    }
  });

  it('leaves a chat site that opened the dashboard no handle on it (Cross-Origin-Opener-Policy)', async () => {
    const context = await newBrowserContext();
    const page = await context.newPage();
    recordConsole(page);
    await page.goto(hosted.chatUrl);
    const dashboard = context.waitForEvent('page');
    await page.evaluate((url) => {
      (window as unknown as { opened: Window | null }).opened = window.open(url);
    }, `${hosted.appOrigin}/`);
    await (await dashboard).waitForLoadState();
    // Cut off, the opener's handle reads as closed: it can no longer send the dashboard to another link.
    await page.waitForFunction(
      () => (window as unknown as { opened: Window | null }).opened?.closed === true,
    );
    await context.close();
  });

  it('runs a call from the bookmarklet on a chat site: pair, allow with the servers, approve, result in the chat', async () => {
    const context = await newBrowserContext();
    const page = await context.newPage();
    recordConsole(page);

    // The user opens the link the connector printed: the dashboard on the hosted origin pairs.
    expect(hosted.connector.pairingLink.startsWith(`${hosted.appOrigin}/#pair=`)).toBe(true);
    expect(await pairDashboard(page, hosted.connector.pairingLink)).toBe(2);
    const { bookmarklet } = await readInstallTab(page);

    // ...then clicks the bookmarklet taken from that dashboard on the chat site.
    await page.goto(hosted.chatUrl);
    const sidebarResponse = page.waitForResponse((r) => r.url().startsWith(`${hosted.appOrigin}/sidebar`));
    await page.evaluate(codeOfBookmarklet(bookmarklet));
    const sidebarServed = await sidebarResponse;
    const sidebarPath = new URL(sidebarServed.url()).pathname;
    // The sidebar may be framed by any site (frame-ancestors *), and has no X-Frame-Options.
    await expectShippedHeaders(sidebarServed, sidebarPath);
    const sidebarHeaders = await sidebarServed.allHeaders();
    expect(sidebarHeaders['content-security-policy']).toContain('frame-ancestors *');
    expect(sidebarHeaders['x-frame-options']).toBeUndefined();

    // The chat is another site: the frame's storage is partitioned, so the Allow window offers the dashboard's
    // servers along with the grant. (This Chromium refuses the frame any storage at all; the sidebar says so
    // calmly and keeps them for the page's life.)
    const sidebar = sidebarIn(page, hosted.appOrigin);
    await sidebar.getByText('No MCP servers are configured here yet.').waitFor({ timeout: 30_000 });
    await sidebar.getByText(/keeps no storage for the sidebar on this site/).waitFor();
    const allowWindow = await openConsentWindow(sidebar, /^Allow in a new window/);
    expect(new URL(allowWindow.url()).origin).toBe(hosted.appOrigin);
    expect(
      await allowWindow
        .getByRole('checkbox', { name: /^Also use your 2 servers from the dashboard: / })
        .isChecked(),
    ).toBe(true);
    await decideAndWaitClosed(allowWindow, 'Allow');
    await sidebar
      .getByText(/^Allowed .*; copied 2 servers from the dashboard\.$/)
      .waitFor({ timeout: 20_000 });
    await sidebar.getByText(ALL_CONNECTED).first().waitFor({ timeout: 30_000 });

    // The demo assistant answers "remember …" with a create_entities call; the memory tool asks first.
    const entity = `hosted-${Date.now()}`;
    await sendUserMessage(page, `Please remember ${entity}`);
    // After Allow the sidebar moved to the Calls tab, where the call waits.
    await sidebar.getByRole('tab', { name: /^Calls/, selected: true }).waitFor({ timeout: 10_000 });
    const card = sidebar.getByRole('article', { name: /create_entities/ });
    await withPageReport(page, () => clickArmed(card.getByRole('button', { name: 'Run' }), 30_000));
    await expect.poll(storedEntityNames, { timeout: 20_000 }).toContain(entity);

    // Auto-insert (on by default) types the result into the chat; the user sends it and the assistant reads it.
    await expect
      .poll(() => page.locator('#chat-input').inputValue(), { timeout: 20_000 })
      .toMatch(/<function_result call_id="\d+" name="create_entities" status="ok">/);
    await page.locator('#send-button').click();
    await waitForAssistant(page, /stored that in memory/i, 30_000);
    const results = (await userMessages(page)).filter((text) => text.includes('<function_result'));
    expect(results).toHaveLength(1);
    expect(results[0]).toContain(entity);
    await expect.poll(() => card.getAttribute('data-status')).toBe('done');
    await context.close();
  });
});
