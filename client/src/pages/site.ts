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
