import { afterEach, describe, expect, it } from 'vitest';
import { FRAMED_NOTICE, refuseFraming, type FramingView } from './refuseFraming';

afterEach(() => {
  document.body.replaceChildren();
});

/** This test's document, seen as a page at `href` inside another window (top is not self). */
function framedView(href: string): FramingView {
  return { top: {} as Window, self: window, document, location: { href } };
}

function renderApp(): void {
  const root = document.createElement('div');
  root.id = 'root';
  root.textContent = 'app';
  document.body.replaceChildren(root);
}

describe('refuseFraming', () => {
  it('lets a top-level window start and leaves its page alone', () => {
    renderApp();
    expect(refuseFraming(window)).toBe(false);
    expect(document.getElementById('root')?.textContent).toBe('app');
  });

  it('in a frame: says so, replaces the page with the notice, and links to the page top-level', () => {
    renderApp();
    expect(refuseFraming(framedView('https://app.example/index.html?x=1#pair=attacker'))).toBe(true);
    expect(document.getElementById('root')).toBeNull();
    expect(document.body.textContent).toContain(FRAMED_NOTICE);
    const link = document.querySelector('a')!;
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    // The framing site chose the query and fragment (here a pairing link): they are not carried over.
    expect(link.href).toBe('https://app.example/index.html');
    expect(link.textContent).toBe('https://app.example/index.html');
  });

  it('refuses in a frame without a top it can compare (a detached or sandboxed view)', () => {
    const view = { ...framedView('https://app.example/handoff.html'), top: null };
    expect(refuseFraming(view)).toBe(true);
    expect(document.body.textContent).toContain(FRAMED_NOTICE);
  });
});
