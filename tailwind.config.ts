// Tailwind 4 reads this through `@config` in app/styles.css. Dark mode follows the `dark` class on <html>,
// which app/features/settings/theme.ts sets from the user's choice or the system preference.
import type { Config } from 'tailwindcss';

export default {
  content: ['./index.html', './sidebar.html', './app/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: '#4f46e5', dark: '#818cf8' },
      },
    },
  },
} satisfies Config;
