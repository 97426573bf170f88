// The archive list (/archive): the filters come from the address, the form shows them, and one
// page of the search is asked for at a time (the API's keyset paging: "Older games" carries the
// cursor). Searching or paging changes the address (pushState), so every list can be shared and
// the browser's Back returns to the page before.
import { type TemplateResult, html, nothing } from 'lit-html';
import { draw } from '../lib/draw';
import { type ArchivedGame, searchArchive } from './api';
import {
  type Filters,
  FILTER_NAMES,
  PAGE_SIZE,
  filterQuery,
  readAfter,
  readFilters,
} from './filters';
import { dateText, openingText, playersTemplate, resultText, ruleText } from './format';
import type { ArchiveT } from './i18n';

export function mountList(root: HTMLElement, t: ArchiveT): void {
  const form = document.querySelector<HTMLFormElement>('form.ar-filters');
  let asked = 0;

  async function show(): Promise<void> {
    const q = new URLSearchParams(location.search);
    const filters = readFilters((n) => q.get(n));
    const after = readAfter((n) => q.get(n));
    if (form) fillForm(form, filters);
    const ticket = ++asked;
    root.dataset.state = 'loading';
    const answer = await searchArchive(filterQuery(filters, { after, limit: String(PAGE_SIZE) }));
    if (ticket !== asked) return; // a newer search is under way
    if (!answer.ok) {
      draw(
        root,
        html`<p class="ar-error" role="alert">${t('archive.error', { message: answer.message })}</p>`,
      );
      root.dataset.state = 'error';
      return;
    }
    draw(root, results(t, filters, after, answer.value));
    root.dataset.state = 'ready';
    root.dataset.count = String(answer.value.games.length);
  }

  const go = (url: string) => {
    history.pushState(null, '', url);
    void show();
  };
  form?.addEventListener('submit', (e) => {
    e.preventDefault();
    const data = new FormData(form);
    const filters = readFilters((n) => {
      const v = data.get(n);
      return typeof v === 'string' ? v : null;
    });
    go(`/archive${filterQuery(filters)}`);
  });
  document.addEventListener('click', (e) => {
    const a = (e.target as HTMLElement).closest<HTMLAnchorElement>(
      'a[data-page],a[data-act=clear]',
    );
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    go(a.getAttribute('href') ?? '/archive');
  });
  window.addEventListener('popstate', () => void show());
  void show();
}

function fillForm(form: HTMLFormElement, f: Filters): void {
  for (const name of FILTER_NAMES) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
    if (field) field.value = f[name];
  }
}

/** One page of results, with links to the newest page and to the next older one. */
function results(
  t: ArchiveT,
  filters: Filters,
  after: string | null,
  { games, next }: { games: ArchivedGame[]; next: string | null },
): TemplateResult {
  const older = next
    ? html`<a class="button" rel="next" data-page href="/archive${filterQuery(filters, { after: next })}">${t('archive.older')}</a>`
    : nothing;
  const newest = after
    ? html`<a class="button" data-page href="/archive${filterQuery(filters)}">${t('archive.newest')}</a>`
    : nothing;
  const list = games.length
    ? html`<ol class="ar-list">${games.map((g) => row(t, g))}</ol>`
    : filterQuery(filters) === '' && !after
      ? emptyArchive(t)
      : html`<p class="ar-empty">${t('archive.empty')}</p>`;
  return html`${list}${next || after ? html`<p class="ar-paging">${newest}${older}</p>` : nothing}`;
}

/** No filter and no game: the archive itself is empty (a fresh site): say how it fills. */
function emptyArchive(t: ArchiveT): TemplateResult {
  const [before, after] = t('archive.emptyHowTo').split('{command}');
  return html`<div class="ar-empty ar-empty-archive">
<p>${t('archive.emptyArchive')}</p>
<p>${before}<code>renju import renjunet.rif</code>${after}</p></div>`;
}

function row(t: ArchiveT, g: ArchivedGame): TemplateResult {
  const facts = [
    dateText(t, g.playedAt),
    ruleText(t, g),
    openingText(g.opening),
    t('archive.length', { count: g.length }),
    t(g.source === 'here' ? 'archive.source.here' : 'archive.source.import'),
  ].filter(Boolean);
  // The names link to the players' pages, so they sit beside the game's link, not inside it.
  return html`<li class="ar-row" data-id="${g.id}">
<span class="ar-players">${playersTemplate(t, g)}</span>
<a class="ar-link" href="/archive/${g.id}"><span class="ar-result">${resultText(t, g)}</span>
<span class="ar-facts">${facts.join(' · ')}</span>${g.event ? html`<span class="ar-event">${g.event}</span>` : nothing}</a></li>`;
}
