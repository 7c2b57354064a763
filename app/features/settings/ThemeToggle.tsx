import type { ThemeChoice } from './settingsSlice';
import { button } from '../../ui/classNames';

// "Host page" is chosen in Settings; the toggle leaves it for the system, then cycles as usual.
const next: Record<ThemeChoice, ThemeChoice> = {
  system: 'light',
  light: 'dark',
  dark: 'system',
  host: 'system',
};
const labels: Record<ThemeChoice, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
  host: 'Host page',
};
const icons: Record<ThemeChoice, string> = { system: '◐', light: '☀', dark: '☾', host: '▣' };

export function ThemeToggle({ theme, onChange }: { theme: ThemeChoice; onChange(theme: ThemeChoice): void }) {
  return (
    <button
      type="button"
      className={button}
      onClick={() => onChange(next[theme])}
      aria-label={`Theme: ${labels[theme]}. Switch to ${labels[next[theme]]}`}
      title={`Theme: ${labels[theme]}`}
    >
      <span aria-hidden="true">{icons[theme]}</span>
    </button>
  );
}
