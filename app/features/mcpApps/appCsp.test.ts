import { describe, expect, it } from 'vitest';
import { appCsp, cspSources, withCsp } from './appCsp';

describe('appCsp', () => {
  it('allows no network when nothing is declared', () => {
    const policy = appCsp(undefined);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("script-src 'unsafe-inline'");
  });

  it('adds the declared origins to their directives', () => {
    const policy = appCsp({
      connectDomains: ['https://api.example.com', 'wss://live.example.com'],
      resourceDomains: ['https://*.cdn.example'],
      frameDomains: ['https://www.youtube.com'],
    });
    expect(policy).toContain('connect-src https://api.example.com wss://live.example.com');
    expect(policy).toContain("script-src 'unsafe-inline' https://*.cdn.example");
    expect(policy).toContain('img-src data: blob: https://*.cdn.example');
    expect(policy).toContain('frame-src https://www.youtube.com');
  });

  it('drops anything that is not a plain origin, so a server cannot widen or break the policy', () => {
    expect(
      cspSources([
        "'unsafe-eval'",
        '*',
        'https://a.example; script-src *',
        'javascript:x',
        42,
        'https://ok.example',
      ]),
    ).toEqual(['https://ok.example']);
  });
});

describe('withCsp', () => {
  it('puts the policy first, after the doctype', () => {
    const html = withCsp('<!DOCTYPE html><html><head><script>x()</script>', "default-src 'none'");
    expect(html).toBe(
      `<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="default-src 'none'"><html><head><script>x()</script>`,
    );
  });

  it('puts it at the very start of a document without a doctype', () => {
    expect(withCsp('<script>x()</script>', 'a')).toBe(
      '<meta http-equiv="Content-Security-Policy" content="a"><script>x()</script>',
    );
  });
});
