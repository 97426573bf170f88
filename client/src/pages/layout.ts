// The one layout every page shares: skip link, header with the Beta badge, the main links and the
// language switch (on a phone behind a menu button: src/pages/site.ts), main content, and the
// footer with the promise, the version and the commit.
import { HTML_LANG, type Lang, type Translate } from '../i18n';
import { type SafeHtml, html, joinHtml, renderHtml, trustedHtml } from '../lib/html';
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
  | 'site'
  | 'theme'
  | 'create'
  | 'game'
  | 'analysis'
  | 'archive'
  | 'player'
  | 'mygames'
  | 'watch'
  | 'profile'
  | 'tournaments'
  | 'tournament';

/** What every page of one language needs to know. */
export interface PageContext {
  lang: Lang;
  t: Translate;
  version: string;
  commit: string;
  assets: Assets;
}

/** The sections of the main navigation. */
type NavSection = 'play' | 'rules' | 'analysis' | 'archive' | 'mygames' | 'watch' | 'tournaments';

export interface PageSpec {
  title: string;
  description: string;
  /** Which navigation entry is current. */
  section: NavSection | 'settings' | null;
  /** The page's own content. */
  main: SafeHtml | string;
  /** Entry scripts this page loads besides 'site'. */
  scripts?: Exclude<EntryName, 'site' | 'theme'>[];
  /** Class on <body>, e.g. 'page-game'. */
  bodyClass?: string;
}

const LANG_NAMES: Record<Lang, string> = { en: 'English', pt: 'Português' };

/**
 * The whole page. `main` is markup from the html tag; a string is markup its caller escaped by
 * hand (src/analysis/page.ts and src/archive/page.ts, until they build theirs with the tag).
 */
export function layout(ctx: PageContext, page: PageSpec): string {
  const main = typeof page.main === 'string' ? trustedHtml(page.main) : page.main;
  return renderHtml(html`<!doctype html>
<html lang="${HTML_LANG[ctx.lang]}">
${head(ctx, page)}
<body${page.bodyClass && html` class="${page.bodyClass}"`}>
<a class="skip-link" href="#main">${ctx.t('layout.skip')}</a>
${header(ctx, page)}
<main id="main" tabindex="-1">
${main}
</main>
${footer(ctx)}
</body>
</html>
`);
}

function head(ctx: PageContext, page: PageSpec): SafeHtml {
  const entries: EntryName[] = ['site', ...(page.scripts ?? [])];
  const scripts = entries
    .map((name) => ctx.assets.scripts[name])
    .filter((src): src is string => Boolean(src))
    .map((src) => html`<script type="module" src="${src}"></script>`);
  const styles = [
    ...ctx.assets.styles,
    ...entries.flatMap((name) => ctx.assets.entryStyles[name] ?? []),
  ].map((href) => html`<link rel="stylesheet" href="${href}">`);
  const theme = ctx.assets.scripts.theme;
  return html`<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title}</title>
<meta name="description" content="${page.description}">
<meta name="theme-color" content="#1f5f8b">
<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(FAVICON)}">
${theme && html`<script src="${theme}"></script>`}
${joinHtml(styles, '\n')}
${joinHtml(scripts, '\n')}
</head>`;
}

function header(ctx: PageContext, page: PageSpec): SafeHtml {
  const { t } = ctx;
  const current = (section: PageSpec['section']) =>
    page.section === section && html` aria-current="page"`;
  const nav = (section: NavSection, href: string, label: string) =>
    html`<a href="${href}"${current(section)}>${label}</a>`;
  const langLinks = (Object.keys(LANG_NAMES) as Lang[]).map((l) => {
    const here = l === ctx.lang && html` aria-current="true"`;
    return html`<a class="lang-link" href="?lang=${l}" hreflang="${HTML_LANG[l]}" lang="${HTML_LANG[l]}"${here}>${LANG_NAMES[l]}</a>`;
  });
  return html`<header class="site-header">
  <div class="wrap header-row">
    <a class="brand" href="/">${LOGO}<span class="brand-name">Renju</span></a>
    <span class="beta" title="${t('layout.betaNote')}">${t('layout.beta')}</span>
    <button type="button" class="menu-toggle" id="menu-toggle" aria-expanded="false" aria-controls="site-menu"><span class="menu-icon" aria-hidden="true">☰</span><span class="menu-label">${t('layout.menu')}</span></button>
    <div class="site-menu" id="site-menu">
    <nav class="main-nav" aria-label="${t('layout.nav.label')}">
      ${nav('play', '/', t('layout.nav.play'))}${nav('rules', '/rules', t('layout.nav.rules'))}${nav('analysis', '/analysis', t('analysis.nav'))}${nav('archive', '/archive', t('archive.nav'))}${nav('watch', '/watch', t('watch.nav'))}${nav('tournaments', '/tournaments', t('tournaments.nav'))}${nav('mygames', '/my-games', t('mygames.nav'))}
    </nav>
    <nav class="lang-switch" aria-label="${t('layout.lang.label')}">${langLinks}</nav>
    </div>
    <a class="settings-link" href="/settings" title="${t('settings.nav')}"${current('settings')}><span aria-hidden="true">⚙</span><span class="visually-hidden">${t('settings.nav')}</span></a>
    <button type="button" class="theme-toggle" id="theme-toggle" aria-pressed="false" hidden
      title="${t('layout.theme')}"><span class="icon-light" aria-hidden="true">☾</span><span class="icon-dark" aria-hidden="true">☀</span><span class="visually-hidden">${t('layout.theme')}</span></button>
  </div>
</header>`;
}

function footer(ctx: PageContext): SafeHtml {
  const { t } = ctx;
  const ruleLinks = RULE_PAGES.map(
    (p) => html`<li><a href="/rules/${p.id}">${t(`rule.${p.id}.name`)}</a></li>`,
  );
  return html`<footer class="site-footer">
  <div class="wrap">
    <p class="promise">${t('layout.promise')}</p>
    <nav aria-label="${t('layout.footer.rules')}"><ul class="footer-rules">${ruleLinks}</ul></nav>
    <p class="build" title="${t('layout.footer.built')}">v${ctx.version} · ${ctx.commit}</p>
  </div>
</footer>`;
}

// One line in the page, written in pieces.
const LOGO: SafeHtml[] = [
  html`<svg class="logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">`,
  html`<rect width="32" height="32" rx="7" fill="#e4bf78"/>`,
  html`<path d="M8 4v24M16 4v24M24 4v24M4 8h24M4 16h24M4 24h24" stroke="#5b4524" stroke-width="1.3"/>`,
  html`<circle cx="16" cy="16" r="5.5" fill="#1b1b1b"/><circle cx="24" cy="8" r="5.5" fill="#fbfaf6" stroke="#4a4a4a"/>`,
  html`<circle cx="8" cy="24" r="5.5" fill="#1b1b1b"/></svg>`,
];

const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#e4bf78"/>' +
  '<circle cx="16" cy="16" r="8" fill="#1b1b1b"/></svg>';
