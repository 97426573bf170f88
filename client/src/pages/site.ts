// Loaded on every page. The language links keep the fragment, so switching language on a game
// link (#invite=..., #seat=...) does not lose the secret in it.
function keepFragmentOnLanguageLinks(): void {
  const update = () => {
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a.lang-link')) {
      const url = new URL(a.href, location.href);
      url.hash = location.hash;
      a.href = url.pathname + url.search + url.hash;
    }
  };
  update();
  window.addEventListener('hashchange', update);
}

keepFragmentOnLanguageLinks();
