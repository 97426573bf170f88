// Loaded as a classic, blocking script in <head> (no module: it must run before the first paint,
// so that a reader who chose the dark or the light look never sees the other flash). The choice
// lives in localStorage (renju.pref.theme); without one the page follows the browser's setting.
// site.ts wires the header's switch. (A script, not a module: hence no import of the key.)
try {
  const chosen = localStorage.getItem('renju.pref.theme');
  if (chosen === 'dark' || chosen === 'light') document.documentElement.dataset.theme = chosen;
} catch {
  // storage refused (private mode): the browser's setting applies
}
