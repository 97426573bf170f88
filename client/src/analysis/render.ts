// The analysis board's templates: pure functions of the state and the translator. The page keeps
// a fixed skeleton (the record box and the side select keep what the user typed) and lit-html
// changes in each region only what differs.
import { type TemplateResult, html, nothing } from 'lit-html';
import type { BoardMark, BoardStone, BoardView } from '../board';
import type { Lang } from '../i18n/index';
import type { AnalysisT } from './i18n';
import {
  type LocalAnswer,
  type PositionInfo,
  type SearchAnswer,
  type Side,
  type SolveAnswer,
  type State,
  branchPoint,
  colorOfMove,
  current,
  currentKey,
  engineSource,
  isStart,
  shown,
  shownSolve,
} from './state';

/** The skeleton, written once; the regions named by `data-region` are filled by render(). */
export function skeleton(t: AnalysisT, explorer: TemplateResult): TemplateResult {
  const button = (act: string, text: string, label: string) =>
    html`<button type="button" class="btn icon" data-act="${act}" aria-label="${label}" title="${label}">${text}</button>`;
  return html`
<div class="an-layout board-layout">
  <div class="an-main board-main">
    <div class="an-board board-fill" data-region="board"></div>
    <div class="an-nav">
      ${button('first', '«', t('analysis.first'))}${button('prev', '‹', t('analysis.prev'))}
      <span class="an-pos" data-region="pos" aria-live="polite"></span>
      ${button('next', '›', t('analysis.next'))}${button('last', '»', t('analysis.last'))}
    </div>
    <p class="an-keys">${t('analysis.keys')}</p>
    <p class="an-notice" data-region="notice" role="status"></p>
  </div>
  <div class="an-side">
    <section class="an-card an-eval" aria-labelledby="an-eval-title">
      <h2 id="an-eval-title">${t('analysis.eval.title')}</h2>
      <label class="an-check"><input type="checkbox" id="an-local" checked> ${t('analysis.local.switch')}</label>
      <p class="hint" data-region="localNote"></p>
      <div data-region="eval" aria-live="polite"></div>
    </section>
    <section class="an-card an-solve" aria-labelledby="an-solve-title">
      <h2 id="an-solve-title">${t('analysis.solve.title')}</h2>
      <div class="an-solve-row">
        <label for="an-side">${t('analysis.solve.side')}</label>
        <select id="an-side">
          <option value="black">${t('analysis.black')}</option>
          <option value="white">${t('analysis.white')}</option>
        </select>
        <button type="button" class="btn" data-act="vcf">${t('analysis.solve.vcf')}</button>
        <button type="button" class="btn" data-act="vct">${t('analysis.solve.vct')}</button>
      </div>
      <p class="hint">${t('analysis.solve.help')}</p>
      <div data-region="solve" aria-live="polite"></div>
    </section>
    <section class="an-card an-forbidden" aria-labelledby="an-forbidden-title">
      <h2 id="an-forbidden-title">${t('analysis.forbidden.title')}</h2>
      <div data-region="forbidden"></div>
    </section>
    <section class="an-card an-moves" aria-labelledby="an-moves-title">
      <h2 id="an-moves-title">${t('analysis.moves.title')}</h2>
      <label class="an-check"><input type="checkbox" id="an-numbers" checked> ${t('analysis.numbers')}</label>
      <div data-region="moves"></div>
    </section>
    <div class="an-card an-explorer">${explorer}</div>
    <section class="an-card an-open" aria-labelledby="an-open-title">
      <h2 id="an-open-title">${t('analysis.open.title')}</h2>
      <div data-region="game"></div>
      <p><button type="button" class="btn" data-act="empty">${t('analysis.open.empty')}</button></p>
      <label for="an-record">${t('analysis.open.paste')}</label>
      <textarea id="an-record" rows="4" spellcheck="false" autocomplete="off"></textarea>
      <p><button type="button" class="btn primary" data-act="open">${t('analysis.open.submit')}</button></p>
      <p class="an-error" data-region="openError" role="alert"></p>
    </section>
    <section class="an-card an-link" aria-labelledby="an-link-title">
      <h2 id="an-link-title">${t('analysis.link.title')}</h2>
      <div class="an-link-row">
        <input id="an-url" type="text" readonly aria-labelledby="an-link-title">
        <button type="button" class="btn" data-act="copy" data-region="copy">${t('analysis.link.copy')}</button>
      </div>
    </section>
  </div>
</div>`;
}

/** What a region shows: a template, or nothing at all. */
export type Drawn = TemplateResult | typeof nothing;

const sideName = (t: AnalysisT, side: Side) =>
  side === 'black' ? t('analysis.black') : t('analysis.white');
const other = (side: Side): Side => (side === 'black' ? 'white' : 'black');
const lineText = (line: readonly (string | null)[]) => line.map((p) => p ?? '—').join(' ');

/** The board: the position shown, the solver's line as numbered stones, forbidden points. */
export function boardView(s: State, t: AnalysisT): BoardView {
  const moves = shown(s);
  const solve = shownSolve(s);
  const drawLine = solve?.verdict === 'win';
  const stones: BoardStone[] = [];
  moves.forEach((m, i) => {
    if (m === 'pass') return;
    const stone: BoardStone = { point: m, color: colorOfMove(i) };
    if (s.numbers && !drawLine) stone.number = i + 1;
    stones.push(stone);
  });
  const marks: BoardMark[] = [];
  const taken = new Set(stones.map((x) => x.point));
  if (drawLine && solve) {
    // Attacker, defender, ...: a null is Black's missing defence; the point after it (the end
    // of a win by a foul) is where Black may not play.
    let color: Side = solve.side;
    solve.line.forEach((p, i) => {
      const foulPoint = solve.byFoul && i === solve.line.length - 1;
      if (p && foulPoint) marks.push({ point: p, kind: 'ring' });
      else if (p) {
        stones.push({ point: p, color, number: i + 1 });
        taken.add(p);
      }
      color = other(color);
    });
  }
  const pos = current(s);
  const search = s.searches.get(currentKey(s));
  if (!drawLine && search?.best && !pos?.over) marks.push({ point: search.best, kind: 'ring' });
  let lastIndex = moves.length - 1;
  while (lastIndex >= 0 && moves[lastIndex] === 'pass') lastIndex--;
  return {
    stones,
    numbers: true,
    lastMove: drawLine || lastIndex < 0 ? null : moves[lastIndex],
    forbidden: (pos?.forbidden ?? [])
      .filter((f) => !taken.has(f.point))
      .map((f) => ({
        point: f.point,
        kind: f.kind,
        label: `${f.point}: ${t(`analysis.kind.${f.kind}`)}`,
      })),
    marks,
    title: t('analysis.title'),
    className: 'analysis-board',
  };
}

export function positionText(s: State, t: AnalysisT): string {
  const pos = current(s);
  const where = t('analysis.position', { n: s.at, total: s.line.length });
  if (!pos || pos.over) return where;
  return `${where} · ${t('analysis.toMove', { side: sideName(t, pos.toMove) })}`;
}

export function overText(pos: PositionInfo, t: AnalysisT): string {
  const o = pos.over;
  if (!o) return '';
  if (o.reason === 'five' && o.winner)
    return t('analysis.over.five', { side: sideName(t, o.winner), n: o.move });
  if (o.reason === 'overline') return t('analysis.over.overline', { n: o.move });
  if (o.reason === 'foul' && o.point && o.kind)
    return t('analysis.over.foul', { kind: t(`analysis.kind.${o.kind}`), point: o.point });
  return t('analysis.over.draw', { n: o.move });
}

/** "Black stands better (+120)", "White wins by force in 3 moves". */
export function evalText(search: SearchAnswer, toMove: Side, t: AnalysisT): string {
  if (search.mate) {
    const n = search.mateIn ?? 0;
    const side = sideName(t, n > 0 ? toMove : other(toMove));
    if (Math.abs(n) <= 1) return t('analysis.eval.winsNext', { side });
    return t('analysis.eval.wins', { side, n: Math.abs(n) });
  }
  const forBlack = toMove === 'black' ? search.score : -search.score;
  const score = `${forBlack >= 0 ? '+' : '−'}${Math.abs(forBlack)}`;
  if (Math.abs(forBlack) < 100) return t('analysis.eval.equal', { score });
  return t('analysis.eval.better', {
    side: sideName(t, forBlack > 0 ? 'black' : 'white'),
    score: `+${Math.abs(forBlack)}`,
  });
}

/** Attacker moves in a threat line (a win by a foul ends with the point Black may not play). */
export function threatMoves(answer: SolveAnswer): number {
  return Math.ceil(answer.line.length / 2) - (answer.byFoul ? 1 : 0);
}

/** "Black wins by VCF in 5 moves". */
export function threatWinText(answer: SolveAnswer, t: AnalysisT): string {
  return t('analysis.eval.winsBy', {
    side: sideName(t, answer.side),
    kind: answer.kind.toUpperCase(),
    n: threatMoves(answer),
  });
}

export function evalHtml(s: State, t: AnalysisT, lang: Lang): Drawn {
  const pos = current(s);
  if (pos?.over)
    return html`<p>${overText(pos, t)}</p><p class="hint">${t('analysis.eval.over')}</p>`;
  if (isStart(shown(s)))
    return html`<p class="an-eval-main" data-start="true">${t('analysis.eval.start')}</p><p class="hint">${t('analysis.eval.startHelp')}</p>`;
  if (engineSource(s) === 'browser') return localHtml(s, t, lang);
  const search = s.searches.get(currentKey(s));
  if (!search || !pos) {
    if (s.evalState === 'busy') return html`<p class="hint">${t('analysis.eval.busy')}</p>`;
    if (s.evalState === 'error')
      return html`<p class="an-error">${t('analysis.eval.error', { message: s.evalError })}</p>`;
    return html`<p class="hint an-thinking">${t('analysis.eval.thinking')}</p>`;
  }
  if (!search.best) return html`<p>${t('analysis.eval.noMove')}</p>`;
  const nf = new Intl.NumberFormat(lang === 'pt' ? 'pt-BR' : 'en');
  // A win the threat search found before any search: it has no depth to tell.
  const detail =
    search.mate && search.depth === 0
      ? t('analysis.eval.byThreat', { nodes: nf.format(search.nodes) })
      : t('analysis.eval.detail', {
          depth: search.depth,
          nodes: nf.format(search.nodes),
          time: nf.format(Math.round(search.timeMs / 100) / 10),
        });
  return html`<p class="an-eval-main" data-source="server" data-score="${search.score}">${evalText(search, pos.toMove, t)}</p><p class="an-best">${t('analysis.eval.best', { point: search.best })}</p><p class="an-pv">${t('analysis.eval.line', { line: lineText(search.pv) })}</p><p class="hint">${detail}</p>`;
}

/** A short score for the list of best moves: "+120" for Black, "win in 3", "loss in 2". */
function shortScore(search: SearchAnswer, toMove: Side, t: AnalysisT): string {
  if (search.mate) {
    const n = search.mateIn ?? 0;
    return t(n > 0 ? 'analysis.local.winIn' : 'analysis.local.lossIn', { n: Math.abs(n) });
  }
  const forBlack = toMove === 'black' ? search.score : -search.score;
  return `${forBlack >= 0 ? '+' : '−'}${Math.abs(forBlack)}`;
}

/** The browser engine's answer: the verdict, the best moves, the threat search, the speed. */
export function localHtml(s: State, t: AnalysisT, lang: Lang): Drawn {
  const pos = current(s);
  const local: LocalAnswer | undefined = s.local.get(currentKey(s));
  if (s.evalState === 'error')
    return html`<p class="an-error">${t('analysis.eval.error', { message: s.evalError })}</p>`;
  if (!pos || !local) return html`<p class="hint an-thinking">${t('analysis.eval.thinking')}</p>`;
  const nf = new Intl.NumberFormat(lang === 'pt' ? 'pt-BR' : 'en');
  const threat = local.threat;
  const search = local.search;
  const won = threat?.verdict === 'win';
  const main = won
    ? threatWinText(threat, t)
    : search
      ? search.best
        ? evalText(search, pos.toMove, t)
        : t('analysis.eval.noMove')
      : t('analysis.eval.thinking');
  const best = won ? threat.line[0] : search?.best;
  const lines = won ? [] : local.multipv;
  const list = lines.length
    ? html`<ol class="an-multipv">${lines.map(
        (m) =>
          html`<li data-point="${m.best ?? ''}"><strong>${m.best}</strong> <span class="an-score">${shortScore(m, pos.toMove, t)}</span> <span class="an-pv">${lineText(m.pv.slice(0, 8))}</span></li>`,
      )}</ol>`
    : nothing;
  const threatLine = !threat
    ? nothing
    : won
      ? html`<p class="an-pv">${t('analysis.eval.line', { line: lineText(threat.line) })}</p>`
      : html`<p class="hint an-threat">${solveText(threat, t)}</p>`;
  const speed = {
    nps: nf.format(local.nps),
    time: nf.format(Math.round(local.timeMs / 100) / 10),
  };
  // A win the threat search proved has no depth to tell.
  const detail =
    search && search.depth > 0 && !won
      ? t('analysis.local.detail', { depth: search.depth, ...speed })
      : t('analysis.local.speed', speed);
  return html`<p class="an-eval-main" data-source="browser" data-depth="${search?.depth ?? 0}" data-score="${search?.score ?? 0}">${main}</p>${best ? html`<p class="an-best">${t('analysis.eval.best', { point: best })}</p>` : nothing}${list}${threatLine}<p class="hint an-speed">${detail}${local.done ? nothing : html` · <span class="an-thinking">${t('analysis.local.running')}</span>`}</p>`;
}

/** Under the switch: why the browser engine is not used, when it is not. */
export function localNote(s: State, t: AnalysisT): string {
  if (!s.localAvailable) return t('analysis.local.unavailable');
  return s.localOn ? '' : t('analysis.local.off');
}

export function solveText(answer: SolveAnswer, t: AnalysisT): string {
  const kind = answer.kind.toUpperCase();
  const side = sideName(t, answer.side);
  if (answer.verdict === 'none') return t('analysis.solve.none', { side, kind });
  if (answer.verdict === 'unknown') return t('analysis.solve.unknown', { side, kind });
  return t('analysis.solve.win', { side, kind, line: lineText(answer.line) });
}

export function solveHtml(s: State, t: AnalysisT): Drawn {
  if (s.solving) return html`<p class="hint">${t('analysis.solve.searching')}</p>`;
  const answer = shownSolve(s);
  if (!answer) return nothing;
  const last = answer.line[answer.line.length - 1];
  const foul =
    answer.verdict === 'win' && answer.byFoul && last
      ? html`<p>${t('analysis.solve.foul', { point: last })}</p>`
      : nothing;
  const clear =
    answer.verdict === 'win'
      ? html`<p><button type="button" class="btn small" data-act="clear">${t('analysis.solve.clear')}</button></p>`
      : nothing;
  return html`<p class="an-solve-result" data-verdict="${answer.verdict}">${solveText(answer, t)}</p>${foul}${clear}`;
}

export function forbiddenHtml(s: State, t: AnalysisT): Drawn {
  const pos = current(s);
  if (!pos) return nothing;
  if (!pos.forbidden.length) return html`<p class="hint">${t('analysis.forbidden.none')}</p>`;
  const items = pos.forbidden.map(
    (f) =>
      html`<li data-point="${f.point}">${t('analysis.forbidden.item', { point: f.point, kind: t(`analysis.kind.${f.kind}`) })}</li>`,
  );
  return html`<ul class="an-forbidden-list">${items}</ul>`;
}

export function movesHtml(s: State, t: AnalysisT): Drawn {
  const branch = branchPoint(s);
  const items = s.line.map((m, i) => {
    const n = i + 1;
    const label = m === 'pass' ? t('analysis.moves.pass') : m;
    const cls = ['an-move', colorOfMove(i), branch !== null && i >= branch ? 'variation' : ''].join(
      ' ',
    );
    return html`<li><button type="button" class="${cls.trim()}" data-at="${n}" aria-current="${n === s.at ? 'step' : nothing}">${n}. ${label}</button></li>`;
  });
  const note =
    branch !== null
      ? html`<p class="an-variation">${t('analysis.variation', { n: branch + 1 })} <button type="button" class="btn small" data-act="main">${t('analysis.backToMain')}</button></p>`
      : nothing;
  return html`${note}<ol class="an-movelist">${items}</ol>`;
}

export function gameHtml(s: State, t: AnalysisT): Drawn {
  if (!s.gameId) return nothing;
  return html`<p>${t('analysis.open.game', { id: s.gameId })} · <a href="/g/${s.gameId}">${t('analysis.open.backToGame')}</a></p>`;
}
