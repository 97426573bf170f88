// The one layout every page shares: skip link, header with the Beta badge and the language
// switch, main content, and the footer with the promise, the version and the commit.
import { HTML_LANG, type Lang, type Translate } from '../i18n';
import { esc } from './html';
import { RULE_PAGES } from './rules-data';

/** URLs of the built assets (from Vite's manifest). */
export interface Assets {
  styles: string[];
  /** Entry scripts by name: 'site', 'theme', 'create', 'game' (absent while its source is missing). */
  scripts: Partial<Record<EntryName, string>>;
  /** Stylesheets an entry script imports, loaded only on the pages that load that script. */
  entryStyles: Partial<Record<EntryName, string[]>>;
}

export type EntryName =
  'site' | 'theme' | 'create' | 'game' | 'analysis' | 'archive' | 'player' | 'mygames' | 'watch';

/** What every page of one language needs to know. */
export interface PageContext {
  lang: Lang;
  t: Translate;
  version: string;
  commit: string;
  assets: Assets;
}

export interface PageSpec {
  title: string;
  description: string;
  /** Which navigation entry is current. */
  section: 'play' | 'rules' | 'analysis' | 'archive' | 'mygames' | 'watch' | 'settings' | null;
  main: string;
  /** Entry scripts this page loads besides 'site'. */
  scripts?: ('create' | 'game' | 'analysis' | 'archive' | 'player' | 'mygames' | 'watch')[];
  /** Class on <body>, e.g. 'page-game'. */
  bodyClass?: string;
}

const LANG_NAMES: Record<Lang, string> = { en: 'English', pt: 'Português' };

export function layout(ctx: PageContext, page: PageSpec): string {
  const { t, lang } = ctx;
  const entries: EntryName[] = ['site', ...(page.scripts ?? [])];
  const scripts = entries
    .map((name) => ctx.assets.scripts[name])
    .filter((src): src is string => Boolean(src))
    .map((src) => `<script type="module" src="${esc(src)}"></script>`)
    .join('\n');
  const styles = [
    ...ctx.assets.styles,
    ...entries.flatMap((name) => ctx.assets.entryStyles[name] ?? []),
  ]
    .map((href) => `<link rel="stylesheet" href="${esc(href)}">`)
    .join('\n');
  const nav = (
    section: 'play' | 'rules' | 'analysis' | 'archive' | 'mygames' | 'watch',
    href: string,
    label: string,
  ) =>
    `<a href="${href}"${page.section === section ? ' aria-current="page"' : ''}>${esc(label)}</a>`;
  const langLinks = (Object.keys(LANG_NAMES) as Lang[])
    .map(
      (l) =>
        `<a class="lang-link" href="?lang=${l}" hreflang="${HTML_LANG[l]}" lang="${HTML_LANG[l]}"` +
        `${l === lang ? ' aria-current="true"' : ''}>${LANG_NAMES[l]}</a>`,
    )
    .join('');
  const ruleLinks = RULE_PAGES.map(
    (p) => `<li><a href="/rules/${p.id}">${esc(t(`rule.${p.id}.name`))}</a></li>`,
  ).join('');

  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.title)}</title>
<meta name="description" content="${esc(page.description)}">
<meta name="theme-color" content="#1f5f8b">
<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(FAVICON)}">
${ctx.assets.scripts.theme ? `<script src="${esc(ctx.assets.scripts.theme)}"></script>` : ''}
${styles}
${scripts}
</head>
<body${page.bodyClass ? ` class="${page.bodyClass}"` : ''}>
<a class="skip-link" href="#main">${esc(t('layout.skip'))}</a>
<header class="site-header">
  <div class="wrap header-row">
    <a class="brand" href="/">${LOGO}<span class="brand-name">Renju</span></a>
    <span class="beta" title="${esc(t('layout.betaNote'))}">${esc(t('layout.beta'))}</span>
    <nav class="main-nav" aria-label="${esc(t('layout.nav.label'))}">
      ${nav('play', '/', t('layout.nav.play'))}${nav('rules', '/rules', t('layout.nav.rules'))}${nav('analysis', '/analysis', t('analysis.nav'))}${nav('archive', '/archive', t('archive.nav'))}${nav('watch', '/watch', t('watch.nav'))}${nav('mygames', '/my-games', t('mygames.nav'))}
    </nav>
    <nav class="lang-switch" aria-label="${esc(t('layout.lang.label'))}">${langLinks}</nav>
    <a class="settings-link" href="/settings" title="${esc(t('settings.nav'))}"${page.section === 'settings' ? ' aria-current="page"' : ''}><span aria-hidden="true">⚙</span><span class="visually-hidden">${esc(t('settings.nav'))}</span></a>
    <button type="button" class="theme-toggle" id="theme-toggle" aria-pressed="false" hidden
      title="${esc(t('layout.theme'))}"><span class="icon-light" aria-hidden="true">☾</span><span class="icon-dark" aria-hidden="true">☀</span><span class="visually-hidden">${esc(t('layout.theme'))}</span></button>
  </div>
</header>
<main id="main" tabindex="-1">
${page.main}
</main>
<footer class="site-footer">
  <div class="wrap">
    <p class="promise">${esc(t('layout.promise'))}</p>
    <nav aria-label="${esc(t('layout.footer.rules'))}"><ul class="footer-rules">${ruleLinks}</ul></nav>
    <p class="build" title="${esc(t('layout.footer.built'))}">v${esc(ctx.version)} · ${esc(ctx.commit)}</p>
  </div>
</footer>
</body>
</html>
`;
}

const LOGO =
  '<svg class="logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="7" fill="#e4bf78"/>' +
  '<path d="M8 4v24M16 4v24M24 4v24M4 8h24M4 16h24M4 24h24" stroke="#5b4524" stroke-width="1.3"/>' +
  '<circle cx="16" cy="16" r="5.5" fill="#1b1b1b"/><circle cx="24" cy="8" r="5.5" fill="#fbfaf6" stroke="#4a4a4a"/>' +
  '<circle cx="8" cy="24" r="5.5" fill="#1b1b1b"/></svg>';

const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#e4bf78"/>' +
  '<circle cx="16" cy="16" r="8" fill="#1b1b1b"/></svg>';
