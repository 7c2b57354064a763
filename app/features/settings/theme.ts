// Puts the `dark` class on <html> from the user's choice, following the system while the choice is "system",
// and the chat page's color scheme (as the page reports it) while it is "host".
import type { ThemeChoice } from './settingsSlice';
import type { AppStore } from '../../shell/store';

export function applyTheme(
  choice: ThemeChoice,
  systemDark: boolean,
  root: HTMLElement = document.documentElement,
  hostScheme?: 'light' | 'dark',
) {
  const follow = choice === 'system' || (choice === 'host' && hostScheme === undefined);
  const dark = choice === 'dark' || (choice === 'host' && hostScheme === 'dark') || (follow && systemDark);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function startTheme(store: AppStore): () => void {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const update = () => {
    const s = store.getState();
    applyTheme(s.theme, media.matches, document.documentElement, s.page.info?.colorScheme);
  };
  update();
  media.addEventListener('change', update);
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.theme !== prev.theme || s.page.info?.colorScheme !== prev.page.info?.colorScheme) update();
  });
  return () => {
    media.removeEventListener('change', update);
    unsubscribe();
  };
}
