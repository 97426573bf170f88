// Loaded as a classic, blocking script in <head> (no module: it must run before the first paint,
// so that a reader who chose the dark or the light look never sees the other flash). The choice
// lives in localStorage (renju.pref.theme); without one the page follows the browser's setting.
// The look in use goes to html[data-theme-now], the one attribute the style sheets read (so the
// dark palette is written once); site.ts wires the header's switch and follows the browser's
// setting as it changes. (A script, not a module: hence no import of the key.)
{
  const root = document.documentElement;
  try {
    const chosen = localStorage.getItem('renju.pref.theme');
    if (chosen === 'dark' || chosen === 'light') root.dataset.theme = chosen;
  } catch {
    // storage refused (private mode): the browser's setting applies
  }
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  root.dataset.themeNow = root.dataset.theme ?? (systemDark ? 'dark' : 'light');
}
