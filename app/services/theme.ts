// Puts the `dark` class on <html> from the user's choice, following the system while the choice is "system".
import type { ThemeChoice } from '../store/settingsSlice';
import type { AppStore } from '../store/store';

export function applyTheme(
  choice: ThemeChoice,
  systemDark: boolean,
  root: HTMLElement = document.documentElement,
) {
  const dark = choice === 'dark' || (choice === 'system' && systemDark);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function startTheme(store: AppStore): () => void {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const update = () => applyTheme(store.getState().theme, media.matches);
  update();
  media.addEventListener('change', update);
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.theme !== prev.theme) update();
  });
  return () => {
    media.removeEventListener('change', update);
    unsubscribe();
  };
}
