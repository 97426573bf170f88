// Loaded on every page. The language links keep the rest of the address: the other query
// parameters (e.g. the rule preselected on the home page) and the fragment, so switching language
// on a game link (#invite=..., #seat=...) does not lose the secret in it.
function keepAddressOnLanguageLinks(): void {
  const update = () => {
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a.lang-link')) {
      const lang = new URL(a.href, location.href).searchParams.get('lang');
      if (!lang) continue;
      const params = new URLSearchParams(location.search);
      params.set('lang', lang);
      a.href = `${location.pathname}?${params.toString()}${location.hash}`;
    }
  };
  update();
  window.addEventListener('hashchange', update);
}

keepAddressOnLanguageLinks();

// The header's dark-mode switch: it shows the look in use (the browser's setting unless the reader
// chose one) and flips it. A choice equal to the browser's setting is forgotten, so the page
// follows the browser again; any other is remembered (theme.ts applies it before the next paint).
const THEME_KEY = 'renju.pref.theme';

function themeSwitch(): void {
  const button = document.getElementById('theme-toggle');
  if (!(button instanceof HTMLButtonElement)) return;
  const root = document.documentElement;
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const system = () => (media.matches ? 'dark' : 'light');
  const current = () =>
    root.dataset.theme === 'dark' || root.dataset.theme === 'light' ? root.dataset.theme : system();
  const show = () => {
    root.dataset.themeNow = current();
    button.setAttribute('aria-pressed', String(current() === 'dark'));
  };
  button.addEventListener('click', () => {
    const next = current() === 'dark' ? 'light' : 'dark';
    try {
      if (next === system()) localStorage.removeItem(THEME_KEY);
      else localStorage.setItem(THEME_KEY, next);
    } catch {
      // storage refused: the choice lasts for this page only
    }
    if (next === system()) delete root.dataset.theme;
    else root.dataset.theme = next;
    show();
  });
  media.addEventListener('change', show);
  button.hidden = false;
  show();
}

themeSwitch();

// The header's menu button (phones): it opens and closes the list of the site's links and the
// language switch. Shown only once this script runs (site.css, `.has-menu`): without JavaScript
// the links wrap onto rows of their own instead, so every one is reachable either way.
function siteMenu(): void {
  const button = document.getElementById('menu-toggle');
  const header = button?.closest<HTMLElement>('.site-header');
  if (!(button instanceof HTMLButtonElement) || !header) return;
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const set = (open: boolean) => button.setAttribute('aria-expanded', String(open));
  button.addEventListener('click', () => set(!isOpen()));
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || !isOpen()) return;
    set(false);
    button.focus();
  });
  // A tap anywhere else closes it, as a tap outside closes any menu on a phone.
  document.addEventListener('click', (e) => {
    if (isOpen() && !header.contains(e.target as Node)) set(false);
  });
  header.classList.add('has-menu');
}

siteMenu();

export {};
