// The archive list (/archive): the filters come from the address, the form shows them, and one
// page of the search is asked for at a time (the API's keyset paging: "Older games" carries the
// cursor). Searching or paging changes the address (pushState), so every list can be shared and
// the browser's Back returns to the page before.
import { esc } from '../lib/html';
import { type ArchivedGame, searchArchive } from './api';
import {
  type Filters,
  FILTER_NAMES,
  PAGE_SIZE,
  filterQuery,
  readAfter,
  readFilters,
} from './filters';
import { dateText, openingText, playersText, resultText, ruleText } from './format';
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
      root.innerHTML = `<p class="ar-error" role="alert">${esc(t('archive.error', { message: answer.message }))}</p>`;
      root.dataset.state = 'error';
      return;
    }
    const { games, next } = answer.value;
    const rows = games.map((g) => row(t, g)).join('');
    const older = next
      ? `<a class="button" rel="next" data-page href="/archive${esc(filterQuery(filters, { after: next }))}">${esc(t('archive.older'))}</a>`
      : '';
    const newest = after
      ? `<a class="button" data-page href="/archive${esc(filterQuery(filters))}">${esc(t('archive.newest'))}</a>`
      : '';
    root.innerHTML =
      (games.length
        ? `<ol class="ar-list">${rows}</ol>`
        : `<p class="ar-empty">${esc(t('archive.empty'))}</p>`) +
      (older || newest ? `<p class="ar-paging">${newest}${older}</p>` : '');
    root.dataset.state = 'ready';
    root.dataset.count = String(games.length);
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

function row(t: ArchiveT, g: ArchivedGame): string {
  const facts = [
    dateText(t, g.playedAt),
    ruleText(t, g),
    openingText(g.opening),
    t('archive.length', { count: g.length }),
    t(g.source === 'here' ? 'archive.source.here' : 'archive.source.import'),
  ].filter(Boolean);
  return `<li class="ar-row" data-id="${esc(g.id)}"><a href="/archive/${esc(g.id)}">
<span class="ar-players">${esc(playersText(t, g))}</span>
<span class="ar-result">${esc(resultText(t, g))}</span>
<span class="ar-facts">${facts.map(esc).join(' · ')}</span>${g.event ? `<span class="ar-event">${esc(g.event)}</span>` : ''}</a></li>`;
}
