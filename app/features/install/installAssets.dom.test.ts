import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectorCommand, loadConnectorVersion, loadInstallAssets } from './installAssets';

describe('connectorCommand', () => {
  it("runs the connector package this deployment serves, from the page's own origin", () => {
    expect(window.location.origin).toBe('http://localhost:3000');
    expect(connectorCommand()).toBe('npx -y http://localhost:3000/connector.tgz');
  });

  it('names the package version, so npx installs a redeployed package instead of its cached one', () => {
    expect(connectorCommand(undefined, '0123456789ab')).toBe(
      'npx -y "http://localhost:3000/connector.tgz?v=0123456789ab"',
    );
  });

  it('names the config file when the user saved one', () => {
    expect(connectorCommand('mcp.json')).toBe('npx -y http://localhost:3000/connector.tgz --config mcp.json');
    expect(connectorCommand('mcp.json', 'abcdef')).toBe(
      'npx -y "http://localhost:3000/connector.tgz?v=abcdef" --config mcp.json',
    );
  });
});

describe('loadInstallAssets', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A server answering these paths, and anything else with the page (as a dev server does). */
  function serve(files: Record<string, string>) {
    vi.stubGlobal('fetch', (path: string) =>
      Promise.resolve(new Response(files[path] ?? '<!doctype html><html></html>', { status: 200 })),
    );
  }

  it("reads the connector package's version from the connector.json the build wrote", async () => {
    serve({
      '/bookmarklet.txt': 'javascript:void 0',
      '/embed-snippet.html': '<script src="x"></script>',
      '/connector.json': '{"version":"0123456789ab"}\n',
    });
    expect(await loadConnectorVersion()).toBe('0123456789ab');
    expect((await loadInstallAssets()).error).toBeUndefined();
  });

  it('has no version where the server has no connector.json (a dev server answers with the page)', async () => {
    serve({ '/bookmarklet.txt': 'javascript:void 0', '/embed-snippet.html': '<script src="x"></script>' });
    expect(await loadConnectorVersion()).toBeNull();
  });

  it('reads each file once per page, however many places ask', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (path: string) => {
      asked.push(path);
      return Promise.resolve(new Response('{"version":"0123456789ab"}', { status: 200 }));
    });
    await Promise.all([loadInstallAssets(), loadInstallAssets(), loadConnectorVersion()]);
    expect(await loadConnectorVersion()).toBe('0123456789ab');
    expect(asked.sort()).toEqual(['/bookmarklet.txt', '/connector.json', '/embed-snippet.html']);
  });
});
