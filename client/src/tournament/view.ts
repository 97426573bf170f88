// The event page's markup (lit-html), drawn again from the view each time it changes: summary,
// your part (join, withdraw, bye, your game), the organiser's controls, standings (or the players
// before any) a page at a time, the arena's games in play, one round's pairings with the round
// buttons, and the crosstable of the standings page.
import { type TemplateResult, html, nothing } from 'lit-html';
import { type Countdown, durationText } from './countdown';
import { byeOfCell, rowCells } from './crosstable';
import { sheetGames } from './sheet';
import {
  type Board,
  type ByeType,
  type EventView,
  type PlayerRef,
  type Round,
  isArena,
} from './model';
import { type Pager, pagerOf } from './selection';
import { type TourKey, type TourT, nameOf } from './words';

export interface Actions {
  act(verb: string, body?: unknown): void;
  busy: boolean;
  /** The page of the round's boards the view holds (the view does not echo it). */
  boards: number;
}

const playerLink = (t: TourT, p: PlayerRef | null): TemplateResult =>
  p ? html`<a href="/player/${encodeURIComponent(p.publicId)}">${nameOf(t, p)}</a>` : html`—`;

const gameLink = (t: TourT, game: string | null, label: string): TemplateResult | typeof nothing =>
  game
    ? html`<a href="/g/${encodeURIComponent(game)}" aria-label="${label}">${t('tour.watch')}</a>`
    : nothing;

export function countdownText(t: TourT, c: Countdown): string {
  if (c.kind === 'manual') return t('tour.countdown.manual');
  if (c.kind === 'none') return '';
  if (c.kind === 'start' && c.ms <= 0) return t('tour.countdown.now');
  return t(c.kind === 'start' ? 'tour.countdown.start' : 'tour.countdown.end', {
    time: durationText(c.ms),
  });
}

export function summaryText(t: TourT, v: EventView): string {
  const c = v.config;
  const parts = [t(`format.${c.format}`)];
  if (c.format === 'swiss') parts.push(t('tour.rounds', { n: c.rounds }));
  if (c.format === 'arena') parts.push(t('tour.minutes', { n: Math.round(c.durationMs / 60_000) }));
  parts.push(
    c.clock
      ? t('tour.clock', {
          min: Math.round(c.clock.initialMs / 60_000),
          sec: c.clock.incrementMs / 1000,
        })
      : t('tour.noClock'),
  );
  parts.push(c.rated ? t('tour.rated') : t('tour.casual'));
  if (c.isPrivate) parts.push(t('tour.private'));
  return parts.join(' · ');
}

function youPart(t: TourT, v: EventView, a: Actions, byeRounds: number[]): TemplateResult {
  const you = v.you;
  if (!you || v.status === 'finished') return html``;
  const arena = isArena(v);
  const inIt = you.entered && you.status === 'active';
  const canJoin = !inIt && (arena || v.status === 'registering' || v.config.format === 'swiss');
  const note =
    you.status === 'paused'
      ? t('tour.you.paused')
      : you.status === 'withdrawn' && arena
        ? t('tour.you.withdrawn')
        : inIt
          ? t('tour.you.in')
          : '';
  return html`<section class="card event-you" aria-labelledby="event-you-title">
    <h2 id="event-you-title" class="visually-hidden">${t('tour.join')}</h2>
    ${note ? html`<p id="event-you-note">${note}</p>` : nothing}
    ${
      you.game
        ? html`<p class="event-your-game">${t('tour.you.game')} <a id="event-your-game" href="/g/${encodeURIComponent(you.game)}">${t('tour.you.open')}</a></p>`
        : nothing
    }
    <div class="event-buttons">
      ${
        canJoin
          ? html`<button type="button" class="button primary" id="event-join" ?disabled=${a.busy} @click=${() => a.act('join')}>${t('tour.join')}</button>`
          : nothing
      }
      ${
        inIt
          ? html`<button type="button" class="button" id="event-withdraw" ?disabled=${a.busy} @click=${() => a.act('withdraw')}>${arena ? t('tour.arena.leave') : t('tour.withdraw')}</button>`
          : nothing
      }
    </div>
    ${
      inIt && v.config.format === 'swiss' && byeRounds.length > 0
        ? html`<form class="event-bye" @submit=${(e: Event) => {
            e.preventDefault();
            const sel = (e.currentTarget as HTMLFormElement).elements.namedItem(
              'round',
            ) as HTMLSelectElement;
            a.act('bye', { round: Number(sel.value) });
          }}>
          <label for="bye-round">${t('tour.bye.label')}</label>
          <select id="bye-round" name="round">${byeRounds.map((r) => html`<option value="${r}">${r}</option>`)}</select>
          <button type="submit" class="button" ?disabled=${a.busy}>${t('tour.bye.ask')}</button>
        </form>`
        : nothing
    }
  </section>`;
}

function organiserPart(t: TourT, v: EventView, a: Actions): TemplateResult {
  if (!v.you?.organiser || v.status === 'finished') return html``;
  const players = v.players.filter((p) => p.status !== 'removed');
  const pick = (verb: string) => (e: Event) => {
    const form = (e.currentTarget as HTMLElement).closest('form')!;
    const sel = form.elements.namedItem('player') as HTMLSelectElement;
    if (sel.value) a.act(verb, { player: sel.value });
  };
  return html`<section class="card event-organiser" aria-labelledby="event-org-title">
    <h2 id="event-org-title">${t('tour.org.heading')}</h2>
    <div class="event-buttons">
      ${
        v.status === 'registering'
          ? html`<button type="button" class="button primary" id="event-start" ?disabled=${a.busy} @click=${() => a.act('start')}>${t('tour.org.start')}</button>`
          : nothing
      }
      <button type="button" class="button" id="event-end" ?disabled=${a.busy} @click=${() => a.act('end')}>${t('tour.org.end')}</button>
    </div>
    ${
      players.length > 0
        ? html`<form class="event-player-control" @submit=${(e: Event) => e.preventDefault()}>
          <label for="org-player">${t('tour.org.player')}</label>
          <select id="org-player" name="player">${players.map((p) => html`<option value="${p.publicId}">${nameOf(t, p)}</option>`)}</select>
          <button type="button" class="button" id="event-pause" ?disabled=${a.busy} @click=${pick('pause-player')}>${t('tour.org.pause')}</button>
          ${
            isArena(v)
              ? nothing
              : html`<button type="button" class="button" id="event-remove" ?disabled=${a.busy} @click=${pick('remove-player')}>${t('tour.org.remove')}</button>`
          }
        </form>`
        : nothing
    }
  </section>`;
}

const TIE_BREAKS: Record<string, TourKey> = {
  bh: 'tb.bh',
  'bh-c1': 'tb.bh-c1',
  sb: 'tb.sb',
  de: 'tb.de',
  won: 'tb.won',
};

const points = (n: number) =>
  Number.isInteger(n) ? String(n) : n.toFixed(n * 2 === Math.round(n * 2) ? 1 : 2);

/**
 * Previous / next and "page P of N" for `pager`, under ids prefixed `prefix`, none for a single
 * page. Each button names the page it asks for in `data-<key>` (event.ts asks it on a click).
 */
function pagerNav(
  t: TourT,
  pager: Pager,
  prefix: string,
  key: 'page' | 'boards',
  label: string,
  mine: number | null = null,
): TemplateResult | typeof nothing {
  const toMine = mine !== null && mine !== pager.page;
  if (pager.pages === 1 && pager.page === 1 && !toMine) return nothing;
  // lit-html binds attribute values only, not names: both attributes, one of them left out.
  const data = (k: typeof key, to: number | null) => (k === key && to !== null ? to : nothing);
  const button = (id: string, to: number | null, text: string) =>
    html`<button type="button" class="button" id="${prefix}-${id}" data-page="${data('page', to)}" data-boards="${data('boards', to)}" disabled="${to === null ? '' : nothing}">${text}</button>`;
  return html`<nav class="event-pager" id="${prefix}-nav" aria-label="${label}">
    ${button('prev', pager.prev, t('tour.page.prev'))}
    <span class="event-page-of" id="${prefix}-of">${t('tour.page.of', { page: pager.page, pages: pager.pages })}</span>
    ${button('next', pager.next, t('tour.page.next'))}
    ${toMine ? button('mine', mine, t('tour.page.mine')) : nothing}
  </nav>`;
}

/** The pager of the players, the standings and an arena's games, which share one `page`. */
function pagePager(t: TourT, v: EventView, count: number) {
  const pager = pagerOf(v.page, count, v.perPage);
  return pagerNav(t, pager, 'event-page', 'page', t('tour.pages'), v.you?.page ?? null);
}

function playersPart(t: TourT, v: EventView): TemplateResult {
  const arena = isArena(v);
  const players = v.players.filter((p) => p.status !== 'removed');
  const status = (p: (typeof players)[number]) =>
    t(arena ? 'tour.pstatus.away' : `tour.pstatus.${p.status as 'paused' | 'withdrawn'}`);
  return html`<h3>${t('tour.players')} (${v.counts.players})</h3>
    ${pagePager(t, v, v.counts.players)}
    <ul class="event-players" id="event-players">
      ${players.map((p) => html`<li data-id="${p.publicId}">${playerLink(t, p)}${p.rating ? html` <span class="hint">${p.rating}</span>` : nothing}${p.status !== 'active' ? html` <span class="hint">(${status(p)})</span>` : nothing}</li>`)}
    </ul>`;
}

export function standingsPart(t: TourT, v: EventView): TemplateResult {
  const arena = isArena(v);
  const title = html`<h2 id="event-standings-title">${t('tour.standings')}</h2>`;
  if (v.standings.length === 0 && v.counts.standings === 0)
    return html`<section class="card event-standings" aria-labelledby="event-standings-title">
      ${title}
      ${v.status !== 'registering' && !arena ? html`<p class="hint">${t('tour.standings.none')}</p>` : nothing}
      ${playersPart(t, v)}
    </section>`;
  const tbs = v.config.tieBreaks;
  return html`<section class="card event-standings" aria-labelledby="event-standings-title">
    ${title}
    ${pagePager(t, v, v.counts.standings)}
    <div class="table-scroll"><table class="event-table" id="event-standings">
      <thead><tr>
        <th scope="col">${t('tour.col.place')}</th>
        <th scope="col">${t('tour.col.player')}</th>
        <th scope="col">${t('tour.col.points')}</th>
        ${
          arena
            ? html`<th scope="col">${t('tour.col.games')}</th><th scope="col">${t('tour.col.performance')}</th><th scope="col">${t('tour.col.sheet')}</th>`
            : tbs.map((tb) => html`<th scope="col">${TIE_BREAKS[tb] ? t(TIE_BREAKS[tb]) : tb}</th>`)
        }
      </tr></thead>
      <tbody>
        ${v.standings.map(
          (s) => html`<tr data-id="${s.publicId}">
            <td>${s.rank}</td>
            <th scope="row">${playerLink(t, s)}${s.onFire ? html` <span class="on-fire" title="${t('tour.onFire')}">🔥<span class="visually-hidden">${t('tour.onFire')}</span></span>` : nothing}</th>
            <td class="event-points">${points(s.points)}</td>
            ${
              arena
                ? html`<td>${s.games ?? 0}${s.berserks ? html` <span class="event-berserks" title="${t('tour.berserks', { count: s.berserks })}">⚔${s.berserks}</span>` : nothing}</td><td>${s.performance ?? ''}</td><td class="event-sheet">${sheetHtml(t, s.sheet)}</td>`
                : s.tieBreaks.map((x) => html`<td>${points(x)}</td>`)
            }
          </tr>`,
        )}
      </tbody>
    </table></div>
  </section>`;
}

/** The score sheet; a game whose berserk point counted is marked. */
export function sheetHtml(t: TourT, sheet: string | undefined): TemplateResult[] {
  return sheetGames(sheet).map(
    (g, i) =>
      html`${i ? ' ' : ''}${g.berserk ? html`<span class="sheet-berserk" title="${t('tour.berserkPoint')}">${g.text}⚔</span>` : g.text}`,
  );
}

function arenaGamesPart(t: TourT, v: EventView): TemplateResult {
  if (!isArena(v) || v.status !== 'running') return html``;
  return html`<section class="card event-arena-games" aria-labelledby="event-arena-title">
    <h2 id="event-arena-title">${t('tour.arena.games')}${v.counts.games > 0 ? ` (${v.counts.games})` : ''}</h2>
    ${
      v.games.length === 0 && v.counts.games === 0
        ? html`<p class="hint">${t('tour.arena.none')}</p>`
        : html`<ul class="event-games" id="event-games">${v.games.map(
            (g) => html`<li data-game="${g.game}">${nameOf(t, g.first)} – ${nameOf(t, g.second)}
            ${gameLink(t, g.game, `${t('tour.watch')}: ${nameOf(t, g.first)} – ${nameOf(t, g.second)}`)}</li>`,
          )}</ul>`
    }
  </section>`;
}

const RESULT_KEYS: Record<Board['result'], TourKey> = {
  pending: 'result.pending',
  'first-wins': 'result.first-wins',
  'second-wins': 'result.second-wins',
  draw: 'result.draw',
  'first-wins-forfeit': 'result.first-wins-forfeit',
  'second-wins-forfeit': 'result.second-wins-forfeit',
  'double-forfeit': 'result.double-forfeit',
  bye: 'result.bye',
  free: 'result.free',
};

const BYE_KEYS: Record<ByeType, TourKey> = {
  allocated: 'bye.allocated',
  free: 'bye.free',
  half: 'bye.half',
  zero: 'bye.zero',
};

/** The round's byes that are not boards (asked for, or absent), after its boards. */
function byeRows(t: TourT, r: Round): TemplateResult[] {
  return r.byes
    .filter((b) => b.type === 'half' || b.type === 'zero')
    .map(
      (b) => html`<tr class="event-bye-row" data-bye="${b.type}">
        <td>—</td><td>${playerLink(t, b.player)}</td><td>—</td><td>${t(BYE_KEYS[b.type])}</td><td></td>
      </tr>`,
    );
}

/** One button per paired round; the round shown is marked. */
function roundNav(t: TourT, v: EventView, shown: number): TemplateResult {
  const rounds = Array.from({ length: v.pairedRounds }, (_, i) => i + 1);
  return html`<nav class="event-round-nav" id="event-round-nav" aria-label="${t('tour.rounds.nav')}">
    <span class="hint" aria-hidden="true">${t('tour.rounds.nav')}</span>
    ${rounds.map(
      (n) =>
        html`<button type="button" class="button" data-round="${n}" aria-current="${n === shown ? 'true' : nothing}"><span class="visually-hidden">${t('tour.round', { round: n })}</span><span aria-hidden="true">${n}</span></button>`,
    )}
  </nav>`;
}

/** The shown round's boards page; its byes page, which the same `boards` picks, may be longer. */
function boardsPager(t: TourT, v: EventView, r: Round, boards: number) {
  const pager = pagerOf(boards, Math.max(r.boardCount, r.byeCount), v.perPage);
  return pagerNav(t, pager, 'event-boards', 'boards', t('tour.boards.pages'));
}

/** The round shown, `boards` the page of its boards the view holds. */
export function roundsPart(t: TourT, v: EventView, boards: number): TemplateResult {
  const r = v.round;
  if (isArena(v) || !r) return html``;
  return html`<section class="card event-rounds" aria-labelledby="event-rounds-title">
    <h2 id="event-rounds-title" class="visually-hidden">${t('tour.pairings')}</h2>
    ${roundNav(t, v, r.round)}
    <h3 id="round-${r.round}-title">${t('tour.round', { round: r.round })}</h3>
    <div class="table-scroll"><table class="event-table event-round" data-round="${r.round}" aria-labelledby="round-${r.round}-title">
      <thead><tr>
        <th scope="col">${t('tour.col.board')}</th><th scope="col">${t('tour.col.first')}</th>
        <th scope="col">${t('tour.col.second')}</th><th scope="col">${t('tour.col.result')}</th>
        <th scope="col">${t('tour.col.game')}</th>
      </tr></thead>
      <tbody>${r.boards.map(
        (b) => html`<tr data-board="${b.board}" data-result="${b.result}">
          <td>${b.board}</td><td>${playerLink(t, b.first)}</td><td>${b.second ? playerLink(t, b.second) : '—'}</td>
          <td>${t(RESULT_KEYS[b.result] ?? 'result.pending')}</td>
          <td>${gameLink(t, b.game, `${t('tour.watch')}: ${t('tour.round', { round: r.round })}, ${t('tour.col.board')} ${b.board}`)}</td>
        </tr>`,
      )}${byeRows(t, r)}</tbody>
    </table></div>
    ${boardsPager(t, v, r, boards)}
  </section>`;
}

/** The crosstable rows of the standings page, numbered by place, with the server's cells. */
export function crosstablePart(t: TourT, v: EventView): TemplateResult {
  if (isArena(v) || v.pairedRounds === 0 || v.standings.length === 0) return html``;
  const rounds = Array.from({ length: v.pairedRounds }, (_, i) => i + 1);
  const cell = (c: string) => {
    const bye = byeOfCell(c);
    return html`<td class="cross-cell" data-bye="${bye ?? nothing}" title="${bye ? t(BYE_KEYS[bye]) : nothing}">${c}</td>`;
  };
  return html`<section class="card event-crosstable" aria-labelledby="event-cross-title">
    <h2 id="event-cross-title">${t('tour.crosstable')}</h2>
    <p class="hint">${t('tour.crosstable.note')}</p>
    <div class="table-scroll"><table class="event-table" id="event-crosstable">
      <thead><tr>
        <th scope="col">#</th><th scope="col">${t('tour.col.player')}</th>
        ${rounds.map((n) => html`<th scope="col" title="${t('tour.round', { round: n })}">${t('tour.round.short', { round: n })}</th>`)}
        <th scope="col">${t('tour.col.points')}</th>
      </tr></thead>
      <tbody>${v.standings.map(
        (s) => html`<tr data-id="${s.publicId}">
          <td>${s.place}</td><th scope="row">${nameOf(t, s)}</th>
          ${rowCells(s.cross, v.pairedRounds).map(cell)}
          <td>${points(s.points)}</td>
        </tr>`,
      )}</tbody>
    </table></div>
  </section>`;
}

export function eventTemplate(
  t: TourT,
  v: EventView,
  a: Actions,
  countdown: string,
  message: { text: string; error: boolean },
): TemplateResult {
  const asked = v.pairedRounds;
  const total = v.config.format === 'swiss' ? v.config.rounds : v.totalRounds;
  const byeRounds: number[] = [];
  for (let r = asked + 1; r <= total; r++) byeRounds.push(r);
  const limit = v.config.playerLimit;
  const count = v.counts.players;
  return html`
    <p class="event-summary"><span class="event-badge" id="event-state" data-status="${v.status}">${t(`tour.status.${v.status}`)}</span>
      <span id="event-summary">${summaryText(t, v)}</span></p>
    <p class="event-countdown" id="event-countdown">${countdown}</p>
    <p class="hint">${limit > 0 ? t('tour.limit', { n: count, limit }) : t('tour.playerCount', { n: count })}</p>
    <p class="form-status${message.error ? ' error' : ''}" id="event-action-status" role="status" aria-live="polite">${message.text}</p>
    ${youPart(t, v, a, byeRounds)}
    ${organiserPart(t, v, a)}
    ${standingsPart(t, v)}
    ${arenaGamesPart(t, v)}
    ${roundsPart(t, v, a.boards)}
    ${crosstablePart(t, v)}`;
}
