// The host page's color scheme for the sidebar's "Host page" theme: what the page declares with
// `color-scheme` when it picks one, otherwise how dark its background paints.

export function hostColorScheme(): 'light' | 'dark' | undefined {
  const declared = getComputedStyle(document.documentElement).colorScheme;
  if (declared === 'light' || declared === 'dark') return declared;
  // A transparent body shows the background of <html> behind it.
  for (const element of [document.body, document.documentElement]) {
    if (!element) continue;
    const [r = 0, g = 0, b, alpha = 1] =
      getComputedStyle(element)
        .backgroundColor.match(/[\d.]+/g)
        ?.map(Number) ?? [];
    if (b !== undefined && alpha > 0) return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128 ? 'dark' : 'light';
  }
  return undefined;
}
