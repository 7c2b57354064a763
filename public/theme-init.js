// Sets the theme class before the app's bundle loads, so a dark-mode user never sees a light flash.
// Mirrors app/features/settings/theme.ts, which takes over once the app runs.
(function () {
  var choice = 'system';
  try {
    var stored = JSON.parse(localStorage.getItem('mcp-multi-bridge') || 'null');
    if (stored && stored.state && stored.state.theme) choice = stored.state.theme;
  } catch {
    // Storage blocked or unreadable: follow the system.
  }
  var dark = choice === 'dark' || (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) document.documentElement.classList.add('dark');
})();
