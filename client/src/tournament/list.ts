// The tournament list (/tournaments): the registering, running and finished public events (GET
// /api/tournaments?status=..., asked again every 30 s while the page is seen) and the create form
// (src/tournament/request.ts builds the body; a wrong field is refused beside it, as on the home
// page). On success the organiser goes to the new event's page.
import './tournament.css';
import { checkOnLeave, showFieldMessage } from '../pages/game-form';
import { hasN } from '../pages/create-request';
import { callApi, refusalOf } from '../player/api';
import { docLang } from '../player/words';
import { EVENT_FIELDS, type EventField, buildEventRequest, fieldOk } from './request';
import { FORMATS, type Format } from './model';
import { type TourT, tournamentWords, tourRefusal } from './words';

const STATUSES = ['registering', 'running', 'finished'] as const;
const REFRESH_MS = 30_000;

interface Summary {
  id: string;
  name: string;
  format: Format;
  startsAt: number | null;
  clock: { initialMs: number; incrementMs: number } | null;
  rated: boolean;
}

function readSummary(v: unknown): Summary | null {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  if (typeof o.id !== 'string') return null;
  const games = (o.games && typeof o.games === 'object' ? o.games : {}) as Record<string, unknown>;
  const clock = (games.clock ?? null) as Summary['clock'];
  return {
    id: o.id,
    name: typeof o.name === 'string' ? o.name : o.id,
    format: (FORMATS as readonly unknown[]).includes(o.format) ? (o.format as Format) : 'swiss',
    startsAt: typeof o.startsAt === 'number' ? o.startsAt : null,
    clock: clock && typeof clock.initialMs === 'number' ? clock : null,
    rated: games.rated === true,
  };
}

function eventItem(
  t: TourT,
  e: Summary,
  when: Intl.DateTimeFormat,
  upcoming: boolean,
): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'event-item';
  li.dataset.id = e.id;
  const a = document.createElement('a');
  a.href = `/t/${encodeURIComponent(e.id)}`;
  a.textContent = e.name;
  const meta = document.createElement('span');
  meta.className = 'event-meta';
  const parts = [t(`format.${e.format}`)];
  if (e.clock)
    parts.push(
      t('tour.clock', {
        min: Math.round(e.clock.initialMs / 60_000),
        sec: e.clock.incrementMs / 1000,
      }),
    );
  parts.push(e.rated ? t('tour.rated') : t('tour.casual'));
  if (upcoming)
    parts.push(
      e.startsAt
        ? t('tournaments.startsAt', { time: when.format(new Date(e.startsAt)) })
        : t('tournaments.manual'),
    );
  meta.textContent = parts.join(' · ');
  li.append(a, meta);
  return li;
}

function mountList(): void {
  const root = document.getElementById('tournaments');
  if (!root) return;
  const t = tournamentWords();
  const when = new Intl.DateTimeFormat(docLang() === 'pt' ? 'pt-BR' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const status = document.getElementById('tournaments-status') as HTMLElement;
  let busy = false;
  const load = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const s of STATUSES) {
        const a = await callApi('GET', `/api/tournaments?status=${s}`);
        const list = document.getElementById(`events-${s}`) as HTMLUListElement;
        const empty = document.getElementById(`events-${s}-empty`) as HTMLElement;
        const events = Array.isArray(a.body.events) ? a.body.events : [];
        const items = events.map(readSummary).filter((e): e is Summary => e !== null);
        list.replaceChildren(...items.map((e) => eventItem(t, e, when, s === 'registering')));
        list.removeAttribute('aria-busy');
        empty.hidden = items.length > 0;
      }
      status.textContent = '';
      root.dataset.loaded = String(Date.now());
    } catch {
      status.textContent = t('tour.error.offline');
    } finally {
      busy = false;
    }
  };
  void load();
  setInterval(() => {
    if (document.visibilityState === 'visible') void load();
  }, REFRESH_MS);
  const form = document.getElementById('create-event') as HTMLFormElement | null;
  if (form) mountForm(form, t);
}

function mountForm(form: HTMLFormElement, t: TourT): void {
  const el = (id: string) => document.getElementById(id) as HTMLElement;
  const input = (field: EventField) => form.elements.namedItem(field) as HTMLInputElement;
  const message = (field: EventField) => el(`${field}-error`);
  for (const field of EVENT_FIELDS)
    checkOnLeave(input(field), message(field), (v) => !fieldOk(field, v, Date.now()));

  // The fields that apply: rounds for a Swiss, the duration for an arena, N for a rule that has
  // one, the custom clock's fields, the start time.
  const follow = () => {
    const data = new FormData(form);
    const text = (name: string) => {
      const v = data.get(name);
      return typeof v === 'string' ? v : '';
    };
    const format = text('format');
    el('rounds-field').hidden = format !== 'swiss';
    el('duration-wrap').hidden = format !== 'arena';
    el('n-field').hidden = !hasN(text('rule'));
    el('custom-clock').hidden = data.get('clock') !== 'custom';
    el('starts-at-field').hidden = data.get('start') !== 'at';
  };
  form.addEventListener('change', follow);
  follow();

  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const out = el('create-event-status');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });
  async function send(): Promise<void> {
    const data = new FormData(form);
    const built = buildEventRequest((name) => {
      const v = data.get(name);
      return typeof v === 'string' ? v : null;
    }, Date.now());
    const invalid = built.ok ? [] : built.invalid;
    for (const field of EVENT_FIELDS)
      showFieldMessage(input(field), message(field), invalid.includes(field));
    if (!built.ok) {
      input(built.invalid[0]!).focus();
      return;
    }
    const label = submit.textContent;
    submit.disabled = true;
    submit.textContent = submit.dataset.busyText ?? label;
    out.textContent = '';
    out.classList.remove('error');
    try {
      const a = await callApi('POST', '/api/tournaments', built.request);
      if (a.status === 201 && typeof a.body.id === 'string') {
        location.assign(`/t/${encodeURIComponent(a.body.id)}`);
        return;
      }
      const r = refusalOf(a);
      out.textContent = t('tcreate.error', { message: tourRefusal(t, r.code, r.message) });
    } catch {
      out.textContent = t('tcreate.error', { message: t('tour.error.offline') });
    }
    out.classList.add('error');
    submit.disabled = false;
    submit.textContent = label;
  }
}

mountList();
