// render(state): draws the whole page from the state. Each region's markup is rebuilt as a
// string and written only when it changed, so focus stays on a button that did not change and
// the board (a fixed-size square) never moves the layout. Input is handled in main.ts through
// data-act attributes on the elements written here.
import { type BoardMark, type BoardStone, type BoardView, renderBoard } from '../board/index';
import { esc } from '../lib/html';
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
import { type Decision, type SeatName, otherSeat } from './view';

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
  settings: HTMLElement;
  invite: HTMLElement;
}

/** Builds the page's fixed skeleton inside `root` and returns its regions. */
export function buildSkeleton(root: HTMLElement, t: Translate): Elements {
  root.classList.add('game');
  root.innerHTML =
    `<div class="game-header" data-r="header"></div>` +
    `<div class="game-layout">` +
    `<section class="game-board-col">` +
    `<div class="game-player top" data-r="top"></div>` +
    `<div class="game-board" data-r="board" tabindex="0" role="application"></div>` +
    `<div class="game-player bottom" data-r="bottom"></div>` +
    `</section>` +
    `<aside class="game-side">` +
    `<p class="game-prompt" data-r="prompt" aria-live="polite"></p>` +
    `<p class="visually-hidden" data-r="announce" aria-live="polite"></p>` +
    `<p class="visually-hidden" data-r="cursor" aria-live="polite"></p>` +
    `<p class="game-notice" data-r="notice" role="status" aria-live="assertive"></p>` +
    `<div class="game-result" data-r="result" aria-live="polite"></div>` +
    `<div class="game-controls" data-r="controls" role="group" aria-label="${esc(t('game.controls'))}"></div>` +
    `<div class="game-replay" data-r="replay"></div>` +
    `<section class="game-moves" data-r="moves"></section>` +
    `<fieldset class="game-settings" data-r="settings"></fieldset>` +
    `</aside>` +
    `</div>` +
    `<div class="game-invite" data-r="invite" hidden></div>`;
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
    settings: r('settings'),
    invite: r('invite'),
  };
}

const written = new WeakMap<HTMLElement, string>();
/** Writes markup only when it differs from what was written last time. */
function put(el: HTMLElement, html: string): void {
  if (written.get(el) === html) return;
  written.set(el, html);
  el.innerHTML = html;
}

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const btn = (act: string, label: string, cls = '', extra = '') =>
  `<button type="button" class="btn ${cls}" data-act="${act}"${extra}>${esc(label)}</button>`;

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

function playerBar(s: State, t: Translate, seat: SeatName, localNow: number): string {
  const st = s.server!;
  const sv = st.seats[seat];
  const color = colorOf(s, seat);
  const label = whoLabel(s, t, seat);
  const presence = !sv.joined
    ? t('game.player.empty')
    : sv.connected
      ? t('game.player.online')
      : t('game.player.offline');
  let clock = `<span class="clock none">${esc(t('game.clock.none'))}</span>`;
  if (st.clock) {
    const c = st.clock;
    const running = c.running === seat && st.status === 'playing';
    const elapsed = serverNow(s, localNow) - c.at;
    const ms = remainingNow({ remainingMs: c.remaining[seat], running }, elapsed);
    const time = formatClock(ms);
    const flagged = lostOnTime(s, seat) ? 'flagged' : '';
    const cls = ['clock', running ? 'running' : '', isLow(ms) ? 'low' : '', flagged]
      .filter(Boolean)
      .join(' ');
    clock =
      `<span class="${cls}" role="timer" data-seat="${seat}"` +
      ` aria-label="${esc(t('game.clock.aria', { who: colorName(t, color), time }))}">${time}</span>`;
  }
  const turn = st.status === 'playing' && st.game.toMove === seat ? ' to-move' : '';
  const result = st.status === 'finished' ? st.game.result : null;
  const lost = result?.winner && result.winner !== seat;
  const why = lost ? resultText(s, t)?.reason : undefined;
  const ended = why
    ? `<span class="end-reason" data-reason="${result!.reason}">${esc(capitalize(why))}</span>`
    : '';
  return (
    `<div class="player-line${turn}" data-seat="${seat}">` +
    `<span class="stone-icon ${color}" aria-hidden="true"></span>` +
    `<span class="player-name">${esc(label)}</span>` +
    `<span class="presence ${sv.joined ? (sv.connected ? 'on' : 'off') : 'empty'}" title="${esc(presence)}">` +
    `<span class="dot" aria-hidden="true"></span><span class="presence-text">${esc(presence)}</span></span>` +
    ended +
    clock +
    `</div>`
  );
}

function headerHtml(s: State, t: Translate): string {
  const st = s.server;
  const conn = s.conn;
  const connText =
    conn === 'open'
      ? t('game.conn.open')
      : conn === 'connecting'
        ? t('game.conn.connecting')
        : t('game.conn.closed');
  // Two groups: what the game is (may wrap within its own box) and the line's state with the
  // Links button (kept whole on the first row on a desktop, so "Links" never sits on a line of
  // its own). On phones both groups are `display: contents` and everything flows as one row set.
  const info: string[] = [];
  if (st) {
    // The rule's name leads to its page: whoever was sent the link learns what the rule is.
    const name = ruleName(s, t);
    const link =
      `<a class="rule-link" href="${rulePagePath(st.rule, st.n)}" target="_blank" rel="noopener"` +
      ` title="${esc(t('game.rule.link', { rule: name }))}">${esc(name)}</a>`;
    info.push(
      `<span class="game-rule">${[link, ...ruleSettings(s, t).map(esc)].join(' · ')}</span>`,
    );
    const op = st.game.opening;
    if (op)
      info.push(
        `<span class="game-opening">${esc(t('game.opening', { code: op.code, name: op.name }))}</span>`,
      );
    const declared = st.game.declared;
    if (declared !== null)
      info.push(
        `<span class="game-declared">${esc(t('game.declared', { count: declared }))}</span>`,
      );
  }
  const tools: string[] = [
    `<span class="conn conn-${conn}" role="status" data-conn="${conn}"><span class="dot" aria-hidden="true"></span>${esc(connText)}</span>`,
  ];
  if (st)
    tools.push(
      `<span class="spectators">${esc(t('game.spectators', { count: st.spectators }))}</span>`,
    );
  if (st && you(s) && st.status !== 'finished') {
    tools.push(
      btn(
        'invite-open',
        st.status === 'waiting' ? t('game.invite.open') : t('game.invite.links'),
        'small',
      ),
    );
  }
  if (st && !you(s)) tools.push(`<span class="spectating">${esc(t('game.spectating'))}</span>`);
  const parts = [
    `<span class="game-info">${info.join('')}</span>`,
    `<span class="game-tools">${tools.join('')}</span>`,
  ];
  if (s.joinNotice) {
    parts.push(`<p class="join-notice" role="alert">${esc(noticeText(s.joinNotice, t))}</p>`);
  }
  return parts.join('');
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
function declareOptions(min: number, max: number, chosen: number): string {
  const out: string[] = [];
  for (let n = min; n <= max; n++) {
    out.push(`<option value="${n}"${n === chosen ? ' selected' : ''}>${n}</option>`);
  }
  return out.join('');
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
export function publishHtml(s: State, me: SeatName, t: Translate): string {
  const p = s.server?.publish;
  if (!p || p.public || !archivable(s)) return '';
  let body: string;
  if (p[me]) body = `<p class="hint">${esc(t('game.publish.asked'))}</p>`;
  else {
    const lead = p[otherSeat(me)] ? t('game.publish.offered') : t('game.publish.explain');
    body = `<p class="hint">${esc(lead)}</p>` + btn('publish', t('game.btn.publish'));
  }
  return `<div class="publish">${body}</div>`;
}

function controlsHtml(s: State, t: Translate, localNow: number): string {
  const st = s.server;
  if (!st || !you(s)) return '';
  const me = you(s)!;
  const out: string[] = [];
  if (st.status === 'finished') {
    const mine = st.rematch[me];
    const theirs = st.rematch[otherSeat(me)];
    if (theirs && !mine) {
      return (
        `<div class="rematch-offer" role="alertdialog" aria-label="${esc(t('game.rematch.offered'))}">` +
        `<p>${esc(t('game.rematch.offered'))}</p>` +
        btn('rematch', t('game.btn.rematchAccept'), 'primary') +
        `</div>` +
        publishHtml(s, me, t)
      );
    }
    if (mine) out.push(`<p class="hint">${esc(t('game.rematch.asked'))}</p>`);
    else out.push(btn('rematch', t('game.btn.rematch'), 'primary'));
    out.push(publishHtml(s, me, t));
    return out.join('');
  }
  if (st.status !== 'playing') return '';

  if (s.foulConfirm) {
    const text = t('game.confirm.foul', {
      point: s.foulConfirm.point,
      kind: foulName(t, s.foulConfirm.foul),
    });
    return (
      `<div class="confirm" role="alertdialog" aria-label="${esc(text)}">` +
      `<p>${esc(text)}</p>` +
      btn('confirm-foul', t('game.btn.playAnyway'), 'danger') +
      btn('confirm-cancel', t('game.btn.cancel')) +
      `</div>`
    );
  }
  if (s.confirming) {
    return (
      `<div class="confirm" role="alertdialog" aria-label="${esc(t(CONFIRM_TEXT[s.confirming]))}">` +
      `<p>${esc(t(CONFIRM_TEXT[s.confirming]))}</p>` +
      btn(`confirm-${s.confirming}`, t('game.btn.yes'), 'danger') +
      btn('confirm-cancel', t('game.btn.cancel')) +
      `</div>`
    );
  }

  const a = (type: string) => myAllowed(s).some((x) => x.type === type);
  const g = st.game;
  const step = boardStep(s);
  const row: string[] = [];

  if (s.tapPending)
    row.push(btn('tap-confirm', t('game.btn.confirmMove', { point: s.tapPending }), 'primary'));
  if (a('swap')) row.push(btn('swap', t('game.btn.swap'), 'primary'));
  const declare = allowedOf(s, 'declare');
  if (declare) {
    row.push(
      `<label class="declare">${esc(t('game.label.declare'))} ` +
        `<select data-input="declare">${declareOptions(declare.min, declare.max, s.declareCount)}</select></label>` +
        btn('declare', t('game.btn.declare'), 'primary'),
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
  if (step.kind === 'offer' && step.allowed.count > 1) {
    row.push(
      btn('send-offers', t('game.btn.sendOffers'), 'primary', offersReady(s) ? '' : ' disabled'),
    );
    if (s.draftOffers.length > 0) {
      row.push(btn('clear-offers', t('game.btn.clearOffers')));
      out.push(`<p class="hint">${esc(t('game.notice.withdraw'))}</p>`);
    }
  }
  if (g.drawOfferBy && g.drawOfferBy !== me) {
    out.push(`<p class="hint">${esc(t('game.drawOffered.opponent'))}</p>`);
    row.push(
      btn('draw-accept', t('game.btn.drawAccept'), 'primary'),
      btn('draw-decline', t('game.btn.drawDecline')),
    );
  } else if (g.drawOfferBy === me) {
    out.push(`<p class="hint">${esc(t('game.drawOffered.you'))}</p>`);
  }
  if (g.takebackBy && g.takebackBy !== me) {
    out.push(`<p class="hint">${esc(t('game.takeback.opponent'))}</p>`);
    row.push(
      btn('takeback-accept', t('game.btn.takebackAccept'), 'primary'),
      btn('takeback-decline', t('game.btn.takebackDecline')),
    );
  } else if (g.takebackBy === me) {
    out.push(`<p class="hint">${esc(t('game.takeback.you'))}</p>`);
  }
  if (canClaim(s, localNow)) {
    out.push(`<p class="hint">${esc(t('game.claim.text'))}</p>`);
    row.push(
      btn('claim-win', t('game.btn.claimWin'), 'primary'),
      btn('claim-draw', t('game.btn.claimDraw')),
    );
  }
  if (row.length) out.push(`<div class="row">${row.join('')}</div>`);

  const minor: string[] = [];
  if (a('pass')) minor.push(btn('pass', t('game.btn.pass')));
  if (a('takeback')) minor.push(btn('takeback', t('game.btn.takeback')));
  // Before both have played, aborting takes the place of resigning and offering a draw (as on
  // lichess): there is no result yet to give away, and the row stays one line on a phone.
  if (a('abort')) minor.push(btn('abort', t('game.btn.abort'), 'danger-outline'));
  else {
    if (a('draw-offer')) minor.push(btn('draw-offer', t('game.btn.drawOffer')));
    if (a('resign')) minor.push(btn('resign', t('game.btn.resign'), 'danger-outline'));
  }
  if (minor.length) out.push(`<div class="row minor">${minor.join('')}</div>`);
  return out.join('');
}

/** The decisions taken right after the position shown: " · Then: 8 fifth moves declared". */
function replayNote(s: State, t: Translate, at: number): string {
  const list = s.decisions.filter((d) => d.after === at).map((d) => decisionText(d, t));
  return list.length ? ` · ${t('game.replay.decisions', { list: list.join('; ') })}` : '';
}

function replayHtml(s: State, t: Translate): string {
  const st = s.server;
  if (!st || st.status !== 'finished') return '';
  const next = st.rematch.next
    ? `<p><a class="btn small" href="/g/${encodeURIComponent(st.rematch.next)}">${esc(t('game.rematch.go'))}</a></p>`
    : '';
  const archived =
    st.publish.public && archivable(s)
      ? `<p><a class="archive-link" href="/archive/${encodeURIComponent(st.id)}">${esc(t('game.publish.inArchive'))}</a></p>`
      : '';
  const total = totalMoves(s);
  const at = s.replayAt ?? total;
  const nav =
    `<div class="row replay-nav">` +
    btn(
      'replay-first',
      '«',
      'icon',
      ` aria-label="${esc(t('game.replay.first'))}"${at === 0 ? ' disabled' : ''}`,
    ) +
    btn(
      'replay-prev',
      '‹',
      'icon',
      ` aria-label="${esc(t('game.replay.prev'))}"${at === 0 ? ' disabled' : ''}`,
    ) +
    `<span class="replay-pos" aria-live="polite">${esc(t('game.replay.position', { n: at, total }))}${esc(replayNote(s, t, at))}</span>` +
    btn(
      'replay-next',
      '›',
      'icon',
      ` aria-label="${esc(t('game.replay.next'))}"${at === total ? ' disabled' : ''}`,
    ) +
    btn(
      'replay-last',
      '»',
      'icon',
      ` aria-label="${esc(t('game.replay.last'))}"${at === total ? ' disabled' : ''}`,
    ) +
    `</div>`;
  const base = `/api/games/${encodeURIComponent(s.gameId)}/record?format=`;
  const link = (fmt: string, label: string) =>
    `<a class="btn small" href="${base}${fmt}" download data-format="${fmt}">${esc(label)}</a>`;
  const exp =
    `<div class="export"><span>${esc(t('game.export.title'))}</span> ` +
    link('text', t('game.export.text')) +
    link('sgf', t('game.export.sgf')) +
    link('rif', t('game.export.rif')) +
    link('psq', t('game.export.psq')) +
    `</div>`;
  // The analysis board opens at the position shown (src/analysis/link.ts reads game and at).
  const analyse = `<p><a class="btn small analyse-link" href="/analysis?game=${encodeURIComponent(s.gameId)}&at=${at}">${esc(t('game.analyse'))}</a></p>`;
  return next + archived + nav + exp + analyse;
}

/** One opening decision in words (the move list and the replay). */
export function decisionText(d: Decision, t: Translate): string {
  switch (d.kind) {
    case 'swap':
      return t('game.decision.swap');
    case 'declare':
      return t('game.decision.declare', { count: d.count });
    case 'offer':
      return t('game.decision.offer', { points: d.points.join(t('game.listSep')) });
    case 'choose':
      return t('game.decision.choose', { point: d.point });
  }
}

function movesHtml(s: State, t: Translate): string {
  const g = s.server?.game;
  const head = `<h2>${esc(t('game.moves.title'))}</h2>`;
  if (!g || (g.moves.length === 0 && s.decisions.length === 0))
    return `${head}<p class="empty">${esc(t('game.moves.empty'))}</p>`;
  const finished = s.server?.status === 'finished';
  const at = s.replayAt ?? g.moves.length;
  const decisionsAfter = (n: number) =>
    s.decisions
      .filter((d) => d.after === n)
      .map(
        (d) =>
          `<li class="decision" data-decision="${d.kind}"><span class="pt">${esc(decisionText(d, t))}</span></li>`,
      )
      .join('');
  const items = g.moves
    .map((m) => {
      const text = m.point ?? t('game.moves.pass');
      const cur = m.number === at ? ' class="current" aria-current="step"' : '';
      const inner =
        `<span class="num">${m.number}.</span><span class="stone-icon ${m.color}" aria-hidden="true"></span>` +
        `<span class="pt">${esc(text)}</span>`;
      const item = finished
        ? `<li${cur}><button type="button" data-act="replay-to" data-n="${m.number}">${inner}</button></li>`
        : `<li${cur}>${inner}</li>`;
      return item + decisionsAfter(m.number);
    })
    .join('');
  return `${head}<ol class="move-list">${decisionsAfter(0)}${items}</ol>`;
}

function settingsHtml(s: State, t: Translate): string {
  const box = (name: string, on: boolean, label: string) =>
    `<label><input type="checkbox" data-setting="${name}"${on ? ' checked' : ''}> ${esc(label)}</label>`;
  return (
    `<legend>${esc(t('game.settings'))}</legend>` +
    box('forbidden', s.showForbidden, t('game.opt.forbidden')) +
    box('numbers', s.showNumbers, t('game.opt.numbers')) +
    box('tap', s.tapToConfirm, t('game.opt.tap')) +
    box('sound', s.sound, t('game.opt.sound')) +
    (you(s) ? box('notify', s.notify, t('game.opt.notify')) : '')
  );
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
  qrSvg: string | null,
  share: boolean,
): string {
  const id = encodeURIComponent(s.gameId);
  const field = (cls: string, label: string, value: string, copyAct: string | null) =>
    `<div class="link-field ${cls}"><label>${esc(label)}` +
    `<input type="text" readonly value="${esc(value)}" data-link="${cls}"></label>` +
    (copyAct ? btn(copyAct, copyLabel(s, t, cls, share), 'small') : '') +
    `</div>`;
  const waiting = s.server?.status === 'waiting';
  const heading = waiting ? t('game.invite.title') : t('game.invite.links');
  const parts = [`<h2>${esc(heading)}</h2>`];
  if (s.invite && waiting) {
    const url = `${origin}/g/${id}#invite=${encodeURIComponent(s.invite)}`;
    parts.push(`<p>${esc(t('game.invite.text'))}</p>`);
    parts.push(field('invite', t('game.invite.link'), url, 'copy-invite'));
    if (qrSvg)
      parts.push(
        `<div class="qr" role="img" aria-label="${esc(t('game.invite.qr'))}">${qrSvg}</div>`,
      );
  } else if (waiting) {
    parts.push(`<p>${esc(t('game.invite.unknown'))}</p>`);
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
  return `<div class="invite-card" role="dialog" aria-modal="false" aria-label="${esc(heading)}">${parts.join('')}</div>`;
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
  qrSvg: string | null;
  /** A message to show instead of the game (unknown game). */
  fatal: string | null;
  /** Links go to the system's share sheet (phones whose browser has one) instead of copying. */
  share?: boolean;
}

export function render(s: State, el: Elements, env: RenderEnv): void {
  const { t, localNow } = env;
  if (env.fatal) {
    put(el.header, `<p class="game-fatal" role="alert">${esc(env.fatal)}</p>`);
    el.root.classList.add('game-missing');
    el.root.dataset.status = 'missing';
    return;
  }
  const st = s.server;
  put(el.header, headerHtml(s, t));
  if (st) {
    const me = you(s);
    const bottomSeat: SeatName = me ?? (st.seats.opener.color === 'black' ? 'opener' : 'other');
    put(el.top, playerBar(s, t, otherSeat(bottomSeat), localNow));
    put(el.bottom, playerBar(s, t, bottomSeat, localNow));
  }
  put(el.board, renderBoard(boardView(s, t)));
  el.board.setAttribute(
    'aria-label',
    t('game.board.aria', { count: st?.game.moves.filter((m) => m.point).length ?? 0 }),
  );
  el.board.dataset.step = boardStep(s).kind;
  put(el.prompt, esc(promptText(s, t)));
  // Screen readers hear each new move once.
  const last = st?.game.moves[st.game.moves.length - 1];
  put(
    el.announce,
    last
      ? esc(
          t('game.announce.move', {
            n: last.number,
            color: colorName(t, last.color),
            point: last.point ?? t('game.moves.pass'),
          }),
        )
      : '',
  );
  put(el.notice, s.notice ? esc(noticeText(s.notice, t)) : '');
  const res = resultText(s, t);
  put(
    el.result,
    res
      ? `<p class="result-title">${esc(res.title)}</p><p class="result-reason">${esc(capitalize(res.reason))}</p>`
      : '',
  );
  el.result.hidden = !res;
  put(el.controls, controlsHtml(s, t, localNow));
  put(el.replay, replayHtml(s, t));
  put(el.moves, movesHtml(s, t));
  put(el.settings, settingsHtml(s, t));
  const showInvite = s.inviteOpen && you(s) !== null;
  el.invite.hidden = !showInvite;
  if (showInvite) put(el.invite, inviteHtml(s, t, env.origin, env.qrSvg, env.share ?? false));
  put(el.cursor, s.cursorShown && s.cursorMoved ? esc(cursorText(s, t)) : '');
  el.root.dataset.status = st?.status ?? 'loading';
  el.root.dataset.version = String(st?.version ?? -1);
  el.root.dataset.you = you(s) ?? 'spectator';
}
