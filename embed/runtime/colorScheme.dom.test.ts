import { afterEach, describe, expect, it } from 'vitest';
import { hostColorScheme } from './colorScheme';

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
});

describe('hostColorScheme', () => {
  it('takes the scheme the page declares on <html>', () => {
    document.documentElement.style.setProperty('color-scheme', 'dark');
    document.body.style.backgroundColor = 'rgb(255, 255, 255)';
    expect(hostColorScheme()).toBe('dark');
  });

  it('reads a dark or light body background when the page declares both or none', () => {
    document.documentElement.style.setProperty('color-scheme', 'light dark');
    document.body.style.backgroundColor = 'rgb(33, 33, 33)';
    expect(hostColorScheme()).toBe('dark');
    document.body.style.backgroundColor = 'rgb(250, 250, 245)';
    expect(hostColorScheme()).toBe('light');
  });

  it('looks through a transparent body to the background of <html>', () => {
    document.body.style.backgroundColor = 'transparent';
    document.documentElement.style.backgroundColor = 'rgb(10, 12, 20)';
    expect(hostColorScheme()).toBe('dark');
  });

  it('says nothing when no background is painted', () => {
    expect(hostColorScheme()).toBeUndefined();
  });
});
