import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { conflictingHeaders, headersForPath, parseHeadersFile } from './headersFile';
import { repoPath } from './paths';

describe('parseHeadersFile', () => {
  it('reads rules, indented headers and comments, with header names in lower case', () => {
    const rules = parseHeadersFile(
      ['# comment', '/a.html', '  X-Frame-Options: DENY', '  # inside', '', '/b/*', '\tX-Test: 1'].join('\n'),
    );
    expect(rules.map((r) => [r.pattern, r.headers])).toEqual([
      ['/a.html', [['x-frame-options', 'DENY']]],
      ['/b/*', [['x-test', '1']]],
    ]);
  });

  it('keeps colons and quotes inside a value', () => {
    const [rule] = parseHeadersFile("/\n  Content-Security-Policy: connect-src http: 'self'");
    expect(rule?.headers).toEqual([['content-security-policy', "connect-src http: 'self'"]]);
  });

  it('throws with the line number on a malformed file', () => {
    expect(() => parseHeadersFile('  X-A: 1')).toThrow(/line 1: a header before any path/);
    expect(() => parseHeadersFile('/a\n  not a header')).toThrow(/line 2: expected "Name: value"/);
    expect(() => parseHeadersFile('a.html')).toThrow(/line 1: a rule starts with a path/);
  });
});

describe('headersForPath', () => {
  const rules = parseHeadersFile(
    [
      '/*',
      '  X-All: 1',
      '/',
      '  X-Root: 1',
      '/docs/:page/edit',
      '  X-Edit: 1',
      '/assets/*.js',
      '  X-Js: 1',
      '/a.html',
      '  X-All: 2',
    ].join('\n'),
  );

  it('matches exact paths, splats and placeholders', () => {
    expect(headersForPath(rules, '/')).toEqual({ 'x-all': '1', 'x-root': '1' });
    expect(headersForPath(rules, '/docs/intro/edit')).toEqual({ 'x-all': '1', 'x-edit': '1' });
    expect(headersForPath(rules, '/docs/a/b/edit')).toEqual({ 'x-all': '1' });
    expect(headersForPath(rules, '/assets/x/y.js')).toEqual({ 'x-all': '1', 'x-js': '1' });
    expect(headersForPath(rules, '/assets/y.css')).toEqual({ 'x-all': '1' });
  });

  it('treats a dot in a pattern literally', () => {
    expect(headersForPath(rules, '/aXhtml')).toEqual({ 'x-all': '1' });
  });

  it('joins a header that two rules set, and reports it as a conflict', () => {
    expect(headersForPath(rules, '/a.html')).toEqual({ 'x-all': '1, 2' });
    expect(conflictingHeaders(rules, '/a.html')).toEqual(['x-all']);
    expect(conflictingHeaders(rules, '/')).toEqual([]);
  });
});

describe('the shipped public/_headers', () => {
  const rules = parseHeadersFile(readFileSync(repoPath('public', '_headers'), 'utf8'));
  const refusing = [
    '/',
    '/index.html',
    '/index',
    '/oauth-callback.html',
    '/oauth-callback',
    '/consent.html',
    '/consent',
    '/embed-snippet.html',
  ];

  it('lets only the sidebar be framed, by any site', () => {
    for (const path of ['/sidebar.html', '/sidebar']) {
      const headers = headersForPath(rules, path);
      expect(headers['content-security-policy']).toMatch(/frame-ancestors \*$/);
      expect(headers['x-frame-options']).toBeUndefined();
    }
  });

  // The MCP Apps sandbox page (app/features/mcpApps/README.md) is framed by the sidebar, so by any site too; its CSP
  // sandbox gives it an opaque origin however it is loaded, so nothing in it reaches our storage.
  it('sandboxes the MCP Apps page into an opaque origin, wherever it is framed', () => {
    for (const path of ['/mcp-app-sandbox.html', '/mcp-app-sandbox']) {
      const csp = headersForPath(rules, path)['content-security-policy'] ?? '';
      expect(csp).toMatch(/^sandbox allow-scripts allow-forms;/);
      expect(csp).not.toContain('allow-same-origin');
      expect(csp).toMatch(/frame-ancestors \*$/);
      expect(conflictingHeaders(rules, path)).toEqual([]);
    }
  });

  it.each(refusing)('refuses frames on %s', (path) => {
    const headers = headersForPath(rules, path);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it.each([...refusing, '/sidebar.html', '/sidebar'])('gives %s the strict CSP', (path) => {
    const csp = headersForPath(rules, path)['content-security-policy'] ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('form-action')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self' http: https: ws: wss:");
    expect(directives.get('img-src')).toBe("'self' data: blob:");
    expect(directives.get('media-src')).toBe("'self' data: blob:");
  });

  // A site that opened the dashboard must keep no handle on it (it could send it to another pairing link);
  // the sidebar's popup mode and the consent and sign-in windows talk to their opener, so they don't get it.
  it('cuts the dashboard off from whoever opened it, and only the dashboard', () => {
    for (const path of ['/', '/index.html', '/index']) {
      expect(headersForPath(rules, path)['cross-origin-opener-policy'], path).toBe(
        'same-origin-allow-popups',
      );
    }
    for (const path of ['/sidebar.html', '/sidebar', '/consent.html', '/consent', '/oauth-callback.html']) {
      expect(headersForPath(rules, path)['cross-origin-opener-policy'], path).toBeUndefined();
    }
  });

  it('never sets one header from two rules, so Netlify and Cloudflare serve the same thing', () => {
    for (const path of [...refusing, '/sidebar.html', '/sidebar', '/assets/x.js', '/embed.js']) {
      expect(conflictingHeaders(rules, path), path).toEqual([]);
    }
  });
});
