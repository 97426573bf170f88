// render(state): draws the whole page from the state. Each region is a lit-html template, and
// lit-html changes only what differs, so focus stays on a button that did not change and the
// board (a fixed-size square) never moves the layout. Input is handled in input.ts through
// data-act attributes on the elements drawn here.
import { type TemplateResult, html, nothing } from 'lit-html';
import { live } from 'lit-html/directives/live.js';
import { type BoardMark, type BoardStone, type BoardView, boardTemplate } from '../board/index';
import { draw } from '../lib/draw';
import type { GameT as Translate } from './i18n';
import { formatClock, isLow, remainingNow } from './clock';
import { rulePagePath } from '../pages/create-request';
import {
  colorName,
  foulName,
  noticeText,
  promptText,
  resultText,
  ruleName,
  ruleSettings,
  whoLabel,
} from './prompt';
import {
  type State,
  allowedOf,
  boardStep,
  canClaim,
  colorOf,
  ghostAt,
  myAllowed,
  offersReady,
  serverNow,
  totalMoves,
  you,
} from './state';
import { winningLine } from './five';
import { decisionText } from './decision-text';
import { ratedMark, ratingsTemplate, seatNameLink } from './ratings';
import { berserkButton, berserkMark } from './berserk';
import { type SeatName, otherSeat } from './view';

export interface Elements {
  root: HTMLElement;
  header: HTMLElement;
  top: HTMLElement;
  bottom: HTMLElement;
  board: HTMLElement;
  prompt: HTMLElement;
  announce: HTMLElement;
  cursor: HTMLElement;
  notice: HTMLElement;
  result: HTMLElement;
  controls: HTMLElement;
  replay: HTMLElement;
  moves: HTMLElement;
  /** The game review (src/review/panel.ts draws it; shown once the game is over). */
  review: HTMLElement;
  settings: HTMLElement;
  invite: HTMLElement;
}

/** Builds the page's fixed skeleton inside `root` and returns its regions. */
export function buildSkeleton(root: HTMLElement, t: Translate): Elements {
  root.classList.add('game');
  draw(
    root,
    html`<div class="game-header" data-r="header"></div><div class="game-layout"><section class="game-board-col"><div class="game-player top" data-r="top"></div><div class="game-board" data-r="board" tabindex="0" role="application"></div><div class="game-player bottom" data-r="bottom"></div></section><aside class="game-side"><p class="game-prompt" data-r="prompt" aria-live="polite"></p><p class="visually-hidden" data-r="announce" aria-live="polite"></p><p class="visually-hidden" data-r="cursor" aria-live="polite"></p><p class="game-notice" data-r="notice" role="status" aria-live="assertive"></p><div class="game-result" data-r="result" aria-live="polite"></div><div class="game-controls" data-r="controls" role="group" aria-label="${t('game.controls')}"></div><div class="game-replay" data-r="replay"></div><section class="game-moves" data-r="moves"></section><section class="game-review rv" data-r="review" hidden></section><fieldset class="game-settings" data-r="settings"></fieldset></aside></div><div class="game-invite" data-r="invite" hidden></div>`,
  );
  const r = (name: string) => root.querySelector<HTMLElement>(`[data-r="${name}"]`)!;
  return {
    root,
    header: r('header'),
    top: r('top'),
    bottom: r('bottom'),
    board: r('board'),
    prompt: r('prompt'),
    announce: r('announce'),
    cursor: r('cursor'),
    notice: r('notice'),
    result: r('result'),
    controls: r('controls'),
    replay: r('replay'),
    moves: r('moves'),
    review: r('review'),
    settings: r('settings'),
    invite: r('invite'),
  };
}

/** What a region shows: a template, or nothing at all. */
export type Drawn = TemplateResult | typeof nothing;

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A button of the page; `label` is its accessible name when the text is only a sign. */
const btn = (
  act: string,
  text: string,
  cls = '',
  opts: { label?: string; disabled?: boolean } = {},
) =>
  html`<button type="button" class="btn ${cls}" data-act="${act}" aria-label="${opts.label ?? nothing}" disabled="${opts.disabled ? '' : nothing}">${text}</button>`;

/** The board description for the renderer. */
export function boardView(s: State, t: Translate): BoardView {
  const st = s.server;
  const g = st?.game;
  const shown = s.replayAt ?? g?.moves.length ?? 0;
  const moves = (g?.moves ?? []).slice(0, shown);
  const stones: BoardStone[] = [];
  let last: string | null = null;
  for (const m of moves) {
    if (!m.point) continue;
    stones.push({ point: m.point, color: m.color, number: m.number });
    last = m.point;
  }
  const lastMove = moves.length > 0 ? moves[moves.length - 1]!.point : null;
  const view: BoardView = {
    stones,
    numbers: s.showNumbers,
    lastMove: lastMove ?? last,
    coordinates: true,
    title: t('game.board.aria', { count: stones.length }),
    className: 'game-svg',
  };
  if (st && g && st.status === 'finished') {
    const marks: BoardMark[] = [];
    // The offered fifth moves, all of them, while the replay shows moves 4 or 5.
    const offer = s.decisions.find((d) => d.kind === 'offer');
    if (offer?.kind === 'offer' && (shown === offer.after || shown === offer.after + 1)) {
      offer.points.forEach((p, i) => marks.push({ point: p, kind: 'offer', label: String(i + 1) }));
    }
    if (s.replayAt === null && g.result?.reason === 'five') {
      for (const p of winningLine(g.moves)) marks.push({ point: p, kind: 'ring' });
    }
    if (s.replayAt === null && g.result?.reason === 'foul' && g.result.foulPoint) {
      marks.push({ point: g.result.foulPoint, kind: 'ring' });
    }
    view.marks = marks;
  }
  if (!st || !g || s.replayAt !== null || st.status === 'finished') return view;

  const playing = st.status === 'playing';
  if (playing && s.showForbidden) {
    view.forbidden = g.forbidden.map((f) => ({
      point: f.point,
      kind: f.kind,
      label: foulName(t, f.kind),
    }));
  }
  // The allowed square of whoever must place now, for players and spectators alike.
  const mover = playing ? g.toMove : null;
  const place = mover ? g.allowed[mover].find((a) => a.type === 'place') : undefined;
  const step = boardStep(s);
  const marks: BoardMark[] = [];
  if (step.kind === 'offer') {
    s.draftOffers.forEach((p, i) => marks.push({ point: p, kind: 'offer', label: String(i + 1) }));
  } else if (place && !(mover === you(s) && allowedOf(s, 'offer') && s.offerMode)) {
    view.region = place.region;
  }
  // Offers waiting for White's choice, seen by everyone.
  if (playing && g.offers.length > 0) {
    g.offers.forEach((p, i) => marks.push({ point: p, kind: 'offer', label: String(i + 1) }));
  }
  view.marks = marks;

  // Ghost stone under the pointer (or the tap waiting for confirmation) where a click would act.
  const target = s.tapPending ?? s.hover ?? (s.cursorShown ? s.cursor : null);
  const ghost = target ? ghostAt(s, target) : null;
  if (ghost) view.ghost = ghost;
  if (s.cursorShown) view.cursor = s.cursor;
  return view;
}

const lostOnTime = (s: State, seat: SeatName): boolean => {
  const r = s.server?.status === 'finished' ? s.server.game.result : null;
  return !!r && r.reason === 'time' && r.winner !== null && r.winner !== seat;
};

function clockOf(s: State, t: Translate, seat: SeatName, localNow: number): TemplateResult {
  const st = s.server!;
  const c = st.clock;
  if (!c) return html`<span class="clock none">${t('game.clock.none')}</span>`;
  const running = c.running === seat && st.status === 'playing';
  const elapsed = serverNow(s, localNow) - c.at;
  const ms = remainingNow({ remainingMs: c.remaining[seat], running }, elapsed);
  const time = formatClock(ms);
  const flagged = lostOnTime(s, seat) ? 'flagged' : '';
  const cls = ['clock', running ? 'running' : '', isLow(ms) ? 'low' : '', flagged]
    .filter(Boolean)
    .join(' ');
  const label = t('game.clock.aria', { who: colorName(t, colorOf(s, seat)), time });
  return html`<span class="${cls}" role="timer" data-seat="${seat}" aria-label="${label}">${time}</span>`;
}

function playerBar(s: State, t: Translate, seat: SeatName, localNow: number): TemplateResult {
  const st = s.server!;
  const sv = st.seats[seat];
  const color = colorOf(s, seat);
  const presence = !sv.joined
    ? t('game.player.empty')
    : sv.connected
      ? t('game.player.online')
      : t('game.player.offline');
  const turn = st.status === 'playing' && st.game.toMove === seat ? ' to-move' : '';
  const result = st.status === 'finished' ? st.game.result : null;
  const lost = result?.winner && result.winner !== seat;
  const why = lost ? resultText(s, t)?.reason : undefined;
  const ended = why
    ? html`<span class="end-reason" data-reason="${result!.reason}">${capitalize(why)}</span>`
    : nothing;
  const state = sv.joined ? (sv.connected ? 'on' : 'off') : 'empty';
  return html`<div class="player-line${turn}" data-seat="${seat}"><span class="stone-icon ${color}" aria-hidden="true"></span><span class="player-name">${seatNameLink(s, t, seat)}${whoLabel(s, t, seat)}</span>${berserkMark(s, t, seat)}<span class="presence ${state}" title="${presence}"><span class="dot" aria-hidden="true"></span><span class="presence-text">${presence}</span></span>${ended}${clockOf(s, t, seat, localNow)}</div>`;
}

/** What the game is: its rule (a link to the rule's page), settings, opening, declared count. */
function gameInfo(s: State, t: Translate): TemplateResult[] {
  const st = s.server;
  if (!st) return [];
  // The rule's name leads to its page: whoever was sent the link learns what the rule is.
  const name = ruleName(s, t);
  const link = html`<a class="rule-link" href="${rulePagePath(st.rule, st.n)}" target="_blank" rel="noopener" title="${t('game.rule.link', { rule: name })}">${name}</a>`;
  const rule = [link, ...ruleSettings(s, t)].flatMap((x, i) => (i ? [' · ', x] : [x]));
  const info = [html`<span class="game-rule">${rule}</span>`, ...ratedMark(s, t)];
  // An event's game leads back to its event's page.
  if (st.event)
    info.push(
      html`<a class="event-link" href="/t/${encodeURIComponent(st.event)}">${t('game.event.link')}</a>`,
    );
  const op = st.game.opening;
  if (op)
    info.push(
      html`<span class="game-opening">${t('game.opening', { code: op.code, name: op.name })}</span>`,
    );
  const declared = st.game.declared;
  if (declared !== null)
    info.push(html`<span class="game-declared">${t('game.declared', { count: declared })}</span>`);
  return info;
}

/** The line's state, the spectators, the Links button (players) or "spectating". */
function gameTools(s: State, t: Translate): TemplateResult[] {
  const st = s.server;
  const conn = s.conn;
  const connText =
    conn === 'open'
      ? t('game.conn.open')
      : conn === 'connecting'
        ? t('game.conn.connecting')
        : t('game.conn.closed');
  const tools = [
    html`<span class="conn conn-${conn}" role="status" data-conn="${conn}"><span class="dot" aria-hidden="true"></span>${connText}</span>`,
  ];
  if (st)
    tools.push(
      html`<span class="spectators">${t('game.spectators', { count: st.spectators })}</span>`,
    );
  if (st && you(s) && st.status !== 'finished') {
    const label = st.status === 'waiting' ? t('game.invite.open') : t('game.invite.links');
    tools.push(btn('invite-open', label, 'small'));
  }
  if (st && !you(s)) tools.push(html`<span class="spectating">${t('game.spectating')}</span>`);
  return tools;
}

export function headerHtml(s: State, t: Translate): TemplateResult {
  // Two groups: what the game is (may wrap within its own box) and the line's state with the
  // Links button (kept whole on the first row on a desktop, so "Links" never sits on a line of
  // its own). On phones both groups are `display: contents` and everything flows as one row set.
  const notice = s.joinNotice
    ? html`<p class="join-notice" role="alert">${noticeText(s.joinNotice, t)}</p>`
    : nothing;
  return html`<span class="game-info">${gameInfo(s, t)}</span><span class="game-tools">${gameTools(s, t)}</span>${notice}`;
}

const CONFIRM_TEXT = {
  resign: 'game.confirm.resign',
  abort: 'game.confirm.abort',
  pass: 'game.confirm.pass',
  'claim-draw': 'game.confirm.claimDraw',
  'draw-offer': 'game.confirm.drawOffer',
  takeback: 'game.confirm.takeback',
} as const;

/** The allowed numbers only: the control cannot hold a wrong value. */
function declareOptions(min: number, max: number, chosen: number): TemplateResult[] {
  const out: TemplateResult[] = [];
  for (let n = min; n <= max; n++) {
    out.push(html`<option value="${n}" selected="${n === chosen ? '' : nothing}">${n}</option>`);
  }
  return out;
}

/** A game that ended with a result (not aborted) is what the archive keeps. */
function archivable(s: State): boolean {
  const r = s.server?.game.result;
  return !!r && r.reason !== 'aborted';
}

/**
 * A private game's seat may agree to list it in the archive; it is listed once both agreed
 * (public games are listed anyway, and get only the archive link of the replay panel).
 */
export function publishHtml(s: State, me: SeatName, t: Translate): Drawn {
  const p = s.server?.publish;
  if (!p || p.public || !archivable(s)) return nothing;
  let body: TemplateResult;
  if (p[me]) body = html`<p class="hint">${t('game.publish.asked')}</p>`;
  else {
    const lead = p[otherSeat(me)] ? t('game.publish.offered') : t('game.publish.explain');
    body = html`<p class="hint">${lead}</p>${btn('publish', t('game.btn.publish'))}`;
  }
  return html`<div class="publish">${body}</div>`;
}

/** After the game: a rematch (offered, asked for, or to ask for) and publishing. */
function finishedControls(s: State, t: Translate, me: SeatName): TemplateResult {
  const st = s.server!;
  // An event's game has no rematch: the pairing decides who meets again.
  if (st.event)
    return html`<p class="hint event-next">${t('game.event.next')}</p>${publishHtml(s, me, t)}`;
  const mine = st.rematch[me];
  const theirs = st.rematch[otherSeat(me)];
  if (theirs && !mine) {
    return html`<div class="rematch-offer" role="alertdialog" aria-label="${t('game.rematch.offered')}"><p>${t('game.rematch.offered')}</p>${btn('rematch', t('game.btn.rematchAccept'), 'primary')}</div>${publishHtml(s, me, t)}`;
  }
  const rematch = mine
    ? html`<p class="hint">${t('game.rematch.asked')}</p>`
    : btn('rematch', t('game.btn.rematch'), 'primary');
  return html`${rematch}${publishHtml(s, me, t)}`;
}

/** A question before an act that cannot be taken back (a foul, resigning, ...), or nothing. */
function confirmation(s: State, t: Translate): Drawn {
  if (s.foulConfirm) {
    const text = t('game.confirm.foul', {
      point: s.foulConfirm.point,
      kind: foulName(t, s.foulConfirm.foul),
    });
    return html`<div class="confirm" role="alertdialog" aria-label="${text}"><p>${text}</p>${btn('confirm-foul', t('game.btn.playAnyway'), 'danger')}${btn('confirm-cancel', t('game.btn.cancel'))}</div>`;
  }
  if (s.confirming) {
    const text = t(CONFIRM_TEXT[s.confirming]);
    return html`<div class="confirm" role="alertdialog" aria-label="${text}"><p>${text}</p>${btn(`confirm-${s.confirming}`, t('game.btn.yes'), 'danger')}${btn('confirm-cancel', t('game.btn.cancel'))}</div>`;
  }
  return nothing;
}

/** The opening's steps: confirm a tap, swap, declare, offer fifth moves. */
function openingRow(s: State, t: Translate, hints: TemplateResult[]): TemplateResult[] {
  const row: TemplateResult[] = [];
  if (s.tapPending)
    row.push(btn('tap-confirm', t('game.btn.confirmMove', { point: s.tapPending }), 'primary'));
  // A swap is a choice between equals (swap, or keep the colours and play on): no button of it is
  // styled as the advice.
  const swap = myAllowed(s).some((x) => x.type === 'swap');
  if (swap) row.push(btn('swap', t('game.btn.swap')));
  const declare = allowedOf(s, 'declare');
  if (declare) {
    row.push(
      html`<label class="declare">${t('game.label.declare')} <select data-input="declare">${declareOptions(declare.min, declare.max, s.declareCount)}</select></label>${btn('declare', t('game.btn.declare'), swap ? '' : 'primary')}`,
    );
  }
  const offer = allowedOf(s, 'offer');
  if (offer && allowedOf(s, 'place')) {
    row.push(
      s.offerMode
        ? btn('place-mode', t('game.btn.placeMode'))
        : btn('offer-mode', t('game.btn.offerMode', { count: offer.count })),
    );
  }
  const step = boardStep(s);
  if (step.kind === 'offer' && step.allowed.count > 1) {
    row.push(
      btn('send-offers', t('game.btn.sendOffers'), 'primary', { disabled: !offersReady(s) }),
    );
    if (s.draftOffers.length > 0) {
      row.push(btn('clear-offers', t('game.btn.clearOffers')));
      hints.push(html`<p class="hint">${t('game.notice.withdraw')}</p>`);
    }
  }
  return row;
}

/** Answers to the opponent's draw offer or takeback, and a claim when they are away. */
function answerRow(
  s: State,
  t: Translate,
  me: SeatName,
  localNow: number,
  hints: TemplateResult[],
) {
  const g = s.server!.game;
  const hint = (key: Parameters<Translate>[0]) => hints.push(html`<p class="hint">${t(key)}</p>`);
  const row: TemplateResult[] = [];
  if (g.drawOfferBy && g.drawOfferBy !== me) {
    hint('game.drawOffered.opponent');
    row.push(
      btn('draw-accept', t('game.btn.drawAccept'), 'primary'),
      btn('draw-decline', t('game.btn.drawDecline')),
    );
  } else if (g.drawOfferBy === me) {
    hint('game.drawOffered.you');
  }
  if (g.takebackBy && g.takebackBy !== me) {
    hint('game.takeback.opponent');
    row.push(
      btn('takeback-accept', t('game.btn.takebackAccept'), 'primary'),
      btn('takeback-decline', t('game.btn.takebackDecline')),
    );
  } else if (g.takebackBy === me) {
    hint('game.takeback.you');
  }
  if (canClaim(s, localNow)) {
    hint('game.claim.text');
    row.push(
      btn('claim-win', t('game.btn.claimWin'), 'primary'),
      btn('claim-draw', t('game.btn.claimDraw')),
    );
  }
  return row;
}

/** The acts allowed at any time: pass, takeback, and abort or draw offer and resign. */
function minorRow(s: State, t: Translate): TemplateResult[] {
  const a = (type: string) => myAllowed(s).some((x) => x.type === type);
  const minor: TemplateResult[] = [];
  if (a('pass')) minor.push(btn('pass', t('game.btn.pass')));
  if (a('takeback')) minor.push(btn('takeback', t('game.btn.takeback')));
  // Before both have played, aborting takes the place of resigning and offering a draw (as on
  // lichess): there is no result yet to give away, and the row stays one line on a phone.
  if (a('abort')) minor.push(btn('abort', t('game.btn.abort'), 'danger-outline'));
  else {
    if (a('draw-offer')) minor.push(btn('draw-offer', t('game.btn.drawOffer')));
    if (a('resign')) minor.push(btn('resign', t('game.btn.resign'), 'danger-outline'));
  }
  return minor;
}

/** The seat's buttons: the opening's steps, answers, the minor acts, or the finished game's. */
export function controlsHtml(s: State, t: Translate, localNow: number): Drawn {
  const st = s.server;
  const me = you(s);
  if (!st || !me) return nothing;
  if (st.status === 'finished') return finishedControls(s, t, me);
  if (st.status !== 'playing') return nothing;
  const confirm = confirmation(s, t);
  if (confirm !== nothing) return confirm;
  // Hints come before the rows, in the order the rows' parts add them.
  const hints: TemplateResult[] = [];
  const row = [...openingRow(s, t, hints), ...answerRow(s, t, me, localNow, hints)];
  const minor = [...berserkButton(s, t), ...minorRow(s, t)];
  return html`${hints}${row.length ? html`<div class="row">${row}</div>` : nothing}${minor.length ? html`<div class="row minor">${minor}</div>` : nothing}`;
}

/** The decisions taken right after the position shown: " · Then: 8 fifth moves declared". */
function replayNote(s: State, t: Translate, at: number): string {
  const list = s.decisions.filter((d) => d.after === at).map((d) => decisionText(d, t));
  return list.length ? ` · ${t('game.replay.decisions', { list: list.join('; ') })}` : '';
}

function replayNav(s: State, t: Translate, at: number, total: number): TemplateResult {
  const nav = (act: string, text: string, key: Parameters<Translate>[0], disabled: boolean) =>
    btn(act, text, 'icon', { label: t(key), disabled });
  return html`<div class="row replay-nav">${nav('replay-first', '«', 'game.replay.first', at === 0)}${nav('replay-prev', '‹', 'game.replay.prev', at === 0)}<span class="replay-pos" aria-live="polite">${t('game.replay.position', { n: at, total })}${replayNote(s, t, at)}</span>${nav('replay-next', '›', 'game.replay.next', at === total)}${nav('replay-last', '»', 'game.replay.last', at === total)}</div>`;
}

function exportLinks(s: State, t: Translate): TemplateResult {
  const base = `/api/games/${encodeURIComponent(s.gameId)}/record?format=`;
  const link = (fmt: string, label: string) =>
    html`<a class="btn small" href="${base}${fmt}" download data-format="${fmt}">${label}</a>`;
  return html`<div class="export"><span>${t('game.export.title')}</span> ${link('text', t('game.export.text'))}${link('sgf', t('game.export.sgf'))}${link('rif', t('game.export.rif'))}${link('psq', t('game.export.psq'))}</div>`;
}

function replayHtml(s: State, t: Translate): Drawn {
  const st = s.server;
  if (!st || st.status !== 'finished') return nothing;
  const next = st.rematch.next
    ? html`<p><a class="btn small" href="/g/${encodeURIComponent(st.rematch.next)}">${t('game.rematch.go')}</a></p>`
    : nothing;
  const archived =
    st.publish.public && archivable(s)
      ? html`<p><a class="archive-link" href="/archive/${encodeURIComponent(st.id)}">${t('game.publish.inArchive')}</a></p>`
      : nothing;
  const total = totalMoves(s);
  const at = s.replayAt ?? total;
  // The analysis board opens at the position shown (src/analysis/link.ts reads game and at).
  const analyse = html`<p><a class="btn small analyse-link" href="/analysis?game=${encodeURIComponent(s.gameId)}&at=${at}">${t('game.analyse')}</a></p>`;
  return html`${next}${archived}${replayNav(s, t, at, total)}${exportLinks(s, t)}${analyse}`;
}

function movesHtml(s: State, t: Translate): TemplateResult {
  const g = s.server?.game;
  const head = html`<h2>${t('game.moves.title')}</h2>`;
  if (!g || (g.moves.length === 0 && s.decisions.length === 0))
    return html`${head}<p class="empty">${t('game.moves.empty')}</p>`;
  const finished = s.server?.status === 'finished';
  const at = s.replayAt ?? g.moves.length;
  const decisionsAfter = (n: number) =>
    s.decisions
      .filter((d) => d.after === n)
      .map(
        (d) =>
          html`<li class="decision" data-decision="${d.kind}"><span class="pt">${decisionText(d, t)}</span></li>`,
      );
  const items = g.moves.map((m) => {
    const text = m.point ?? t('game.moves.pass');
    const current = m.number === at;
    const inner = html`<span class="num">${m.number}.</span><span class="stone-icon ${m.color}" aria-hidden="true"></span><span class="pt">${text}</span>`;
    const body = finished
      ? html`<button type="button" data-act="replay-to" data-n="${m.number}">${inner}</button>`
      : inner;
    return html`<li class="${current ? 'current' : nothing}" aria-current="${current ? 'step' : nothing}">${body}</li>${decisionsAfter(m.number)}`;
  });
  return html`${head}<ol class="move-list">${decisionsAfter(0)}${items}</ol>`;
}

function settingsHtml(s: State, t: Translate): TemplateResult {
  const box = (name: string, on: boolean, label: string) =>
    html`<label><input type="checkbox" data-setting="${name}" .checked="${live(on)}"> ${label}</label>`;
  return html`<legend>${t('game.settings')}</legend>${box('forbidden', s.showForbidden, t('game.opt.forbidden'))}${box('numbers', s.showNumbers, t('game.opt.numbers'))}${box('tap', s.tapToConfirm, t('game.opt.tap'))}${box('sound', s.sound, t('game.opt.sound'))}${you(s) ? box('notify', s.notify, t('game.opt.notify')) : nothing}`;
}

/** The invite panel: the invite link with copy and QR, the private seat link, the watch link. */
function copyLabel(s: State, t: Translate, which: string, share: boolean): string {
  if (s.copied === which) return t(share ? 'game.invite.shared' : 'game.invite.copied');
  return t(share ? 'game.invite.share' : 'game.invite.copy');
}

function inviteHtml(
  s: State,
  t: Translate,
  origin: string,
  qrSvg: Element | null,
  share: boolean,
): TemplateResult {
  const id = encodeURIComponent(s.gameId);
  const field = (cls: string, label: string, value: string, copyAct: string | null) =>
    html`<div class="link-field ${cls}"><label>${label}<input type="text" readonly value="${value}" data-link="${cls}"></label>${copyAct ? btn(copyAct, copyLabel(s, t, cls, share), 'small') : nothing}</div>`;
  const waiting = s.server?.status === 'waiting';
  const heading = waiting ? t('game.invite.title') : t('game.invite.links');
  const parts: TemplateResult[] = [html`<h2>${heading}</h2>`];
  if (s.invite && waiting) {
    const url = `${origin}/g/${id}#invite=${encodeURIComponent(s.invite)}`;
    parts.push(html`<p>${t('game.invite.text')}</p>`);
    parts.push(field('invite', t('game.invite.link'), url, 'copy-invite'));
    if (qrSvg)
      parts.push(
        html`<div class="qr" role="img" aria-label="${t('game.invite.qr')}">${qrSvg}</div>`,
      );
  } else if (waiting) {
    parts.push(html`<p>${t('game.invite.unknown')}</p>`);
  }
  if (s.secret)
    parts.push(
      field(
        'seat',
        t('game.invite.seat'),
        `${origin}/g/${id}#seat=${encodeURIComponent(s.secret)}`,
        'copy-seat',
      ),
    );
  parts.push(field('watch', t('game.invite.watch'), `${origin}/g/${id}`, 'copy-watch'));
  parts.push(btn('invite-close', t('game.invite.close')));
  return html`<div class="invite-card" role="dialog" aria-modal="false" aria-label="${heading}">${parts}</div>`;
}

/** What the keyboard cursor is on, for the live region: the point and its content. */
export function cursorText(s: State, t: Translate): string {
  const p = s.cursor;
  const g = s.server?.game;
  const shown = (g?.moves ?? []).slice(0, s.replayAt ?? g?.moves.length ?? 0);
  const m = shown.find((x) => x.point === p);
  if (m) return t('game.cursor.stone', { point: p, color: colorName(t, m.color), n: m.number });
  const offer = s.draftOffers.indexOf(p);
  if (offer >= 0) return t('game.cursor.offer', { point: p, n: offer + 1 });
  const offered = g?.offers.indexOf(p) ?? -1;
  if (offered >= 0) return t('game.cursor.offer', { point: p, n: offered + 1 });
  const f = s.server?.status === 'playing' ? g?.forbidden.find((x) => x.point === p) : undefined;
  if (f) return t('game.cursor.forbidden', { point: p, kind: foulName(t, f.kind) });
  return t('game.cursor.empty', { point: p });
}

export interface RenderEnv {
  t: Translate;
  localNow: number;
  origin: string;
  /** The invite link's QR code, once drawn (lib/draw.ts svgElement). */
  qrSvg: Element | null;
  /** A message to show instead of the game (unknown game). */
  fatal: string | null;
  /** Links go to the system's share sheet (phones whose browser has one) instead of copying. */
  share?: boolean;
}

export function render(s: State, el: Elements, env: RenderEnv): void {
  const { t, localNow } = env;
  if (env.fatal) {
    draw(el.header, html`<p class="game-fatal" role="alert">${env.fatal}</p>`);
    el.root.classList.add('game-missing');
    el.root.dataset.status = 'missing';
    return;
  }
  const st = s.server;
  draw(el.header, headerHtml(s, t));
  if (st) {
    const me = you(s);
    const bottomSeat: SeatName = me ?? (st.seats.opener.color === 'black' ? 'opener' : 'other');
    draw(el.top, playerBar(s, t, otherSeat(bottomSeat), localNow));
    draw(el.bottom, playerBar(s, t, bottomSeat, localNow));
  }
  draw(el.board, boardTemplate(boardView(s, t)));
  el.board.setAttribute(
    'aria-label',
    t('game.board.aria', { count: st?.game.moves.filter((m) => m.point).length ?? 0 }),
  );
  el.board.dataset.step = boardStep(s).kind;
  drawText(s, el, t);
  draw(el.controls, controlsHtml(s, t, localNow));
  draw(el.replay, replayHtml(s, t));
  draw(el.moves, movesHtml(s, t));
  draw(el.settings, settingsHtml(s, t));
  const showInvite = s.inviteOpen && you(s) !== null;
  el.invite.hidden = !showInvite;
  if (showInvite) draw(el.invite, inviteHtml(s, t, env.origin, env.qrSvg, env.share ?? false));
  draw(el.cursor, s.cursorShown && s.cursorMoved ? cursorText(s, t) : '');
  el.root.dataset.status = st?.status ?? 'loading';
  el.root.dataset.version = String(st?.version ?? -1);
  el.root.dataset.you = you(s) ?? 'spectator';
}

/** The lines of text: the prompt, the move announced, the notice and the result. */
function drawText(s: State, el: Elements, t: Translate): void {
  draw(el.prompt, promptText(s, t));
  // Screen readers hear each new move once.
  const st = s.server;
  const last = st?.game.moves[st.game.moves.length - 1];
  draw(
    el.announce,
    last
      ? t('game.announce.move', {
          n: last.number,
          color: colorName(t, last.color),
          point: last.point ?? t('game.moves.pass'),
        })
      : '',
  );
  draw(el.notice, s.notice ? noticeText(s.notice, t) : '');
  const res = resultText(s, t);
  draw(
    el.result,
    res
      ? html`<p class="result-title">${res.title}</p><p class="result-reason">${capitalize(res.reason)}</p>${ratingsTemplate(s, t)}`
      : nothing,
  );
  el.result.hidden = !res;
}
