import { describe, expect, it } from 'vitest';
import { applyTheme } from './theme';

describe('applyTheme', () => {
  it('follows the system by default and obeys an explicit choice', () => {
    const root = document.createElement('html');
    applyTheme('system', true, root);
    expect(root.classList.contains('dark')).toBe(true);
    applyTheme('system', false, root);
    expect(root.classList.contains('dark')).toBe(false);
    applyTheme('dark', false, root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    applyTheme('light', true, root);
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('follows the host page when asked, and the system while the page gives no scheme', () => {
    const root = document.createElement('html');
    applyTheme('host', false, root, 'dark');
    expect(root.classList.contains('dark')).toBe(true);
    applyTheme('host', true, root, 'light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.colorScheme).toBe('light');
    applyTheme('host', true, root);
    expect(root.classList.contains('dark')).toBe(true);
    applyTheme('host', false, root);
    expect(root.classList.contains('dark')).toBe(false);
  });
});
