// An archived game's page (/archive/<id>?at=12): the board at the move shown, the move list to step
// through (for a game played here with its opening decisions, as its live page showed them), the
// game's facts, its record files, a link into the analysis board at that position, and the
// opening explorer at that position. A click on an explorer move that the game played
// next steps to it; another move opens the analysis board with that move played.
import { type TemplateResult, html, nothing } from 'lit-html';
import { type BoardStone, boardTemplate } from '../board';
import type { Lang } from '../i18n/index';
import { draw, scrollToCurrent } from '../lib/draw';
import {
  ExplorerClient,
  explorable,
  explorerSkeleton,
  explorerTemplate,
} from '../explorer/explorer';
import { makeExplorerT } from '../explorer/i18n';
import { decisionText } from '../game/decision-text';
import { type GameT, makeGameT } from '../game/i18n';
import { type Decision, decisionsOfLog } from '../game/view';
import { type ArchivedGame, RECORD_FORMATS, fetchArchived, getJson, recordUrl } from './api';
import {
  clockText,
  dateText,
  openingText,
  playersTemplate,
  playerName,
  playersText,
  reasonText,
  resultText,
  ruleText,
} from './format';
import type { ArchiveT } from './i18n';
import { makeReviewT } from '../review/i18n';
import { ReviewPanel } from '../review/panel';

interface View {
  game: ArchivedGame;
  at: number;
  rule: string;
}

/** The opening decisions between the moves, in the live game's words. */
interface Decisions {
  list: Decision[];
  t: GameT;
}

/**
 * A game played here keeps its opening decisions (swaps, the declared count, the offered fifth
 * moves, the choice) in its own log (docs/api.md, `record?format=json`), which the archive's row
 * does not hold. An imported game has none; a log that cannot be read leaves the moves alone.
 */
async function fetchDecisions(g: ArchivedGame): Promise<Decision[]> {
  if (g.source !== 'here') return [];
  const answer = await getJson(
    `/api/games/${encodeURIComponent(g.id)}/record?format=json`,
    (v): Decision[] => decisionsOfLog(v),
  );
  return answer.ok ? answer.value : [];
}

/** "/analysis?moves=h8,h9,i8&at=2": the analysis board's address for a line and a cursor. */
export function analysisUrl(moves: readonly (string | null)[], at: number): string {
  const list = moves.map((m) => m ?? 'pass').join(',');
  return `/analysis?moves=${list}${at === moves.length ? '' : `&at=${at}`}`;
}

export async function mountGame(root: HTMLElement, t: ArchiveT, lang: Lang): Promise<void> {
  const id = decodeURIComponent(location.pathname.split('/')[2] ?? '');
  const answer = await fetchArchived(id);
  if (!answer.ok) {
    const text =
      answer.status === 404
        ? t('archive.game.missing')
        : t('archive.error', { message: answer.message });
    draw(root, html`<p class="ar-error" role="alert">${text}</p>`);
    root.dataset.state = answer.status === 404 ? 'missing' : 'error';
    return;
  }
  const game = answer.value;
  const decisions: Decisions = { list: await fetchDecisions(game), t: makeGameT(lang) };
  const xt = makeExplorerT(lang);
  const explorer = new ExplorerClient();
  const atText = new URLSearchParams(location.search).get('at');
  const view: View = {
    game,
    at:
      atText && /^\d{1,3}$/.test(atText)
        ? Math.min(Number(atText), game.moves.length)
        : game.moves.length,
    rule: game.rule ?? '',
  };
  draw(root, skeleton(t, game, xt));
  const region = (name: string) => root.querySelector<HTMLElement>(`[data-region="${name}"]`)!;
  const ruleSelect = root.querySelector<HTMLSelectElement>('#explorer-rule')!;
  ruleSelect.value = view.rule;
  let asked = 0;
  // The game review: a finished game's whole review in this browser (src/review/).
  const review = new ReviewPanel(region('review'), {
    t: makeReviewT(lang),
    decisionText: (d) => decisionText(d, decisions.t),
    goTo: (n) => goTo(n),
  });

  async function show(): Promise<void> {
    const { at } = view;
    draw(region('board'), boardTemplate(boardView(t, game, at)));
    region('pos').textContent =
      (at === 0
        ? t('archive.game.start')
        : t('archive.game.position', { at, total: game.moves.length })) +
      decisionsNote(decisions, at);
    draw(region('moves'), moveList(t, game, at, decisions));
    root.querySelectorAll<HTMLButtonElement>('[data-act=first],[data-act=prev]').forEach((b) => {
      b.disabled = at === 0;
    });
    root.querySelectorAll<HTMLButtonElement>('[data-act=next],[data-act=last]').forEach((b) => {
      b.disabled = at === game.moves.length;
    });
    const line = game.moves.slice(0, at);
    region('analyse').setAttribute('href', analysisUrl(game.moves, at));
    root.dataset.at = String(at);
    const query = at === game.moves.length ? '' : `?at=${at}`;
    if (location.search !== query) history.replaceState(null, '', `${location.pathname}${query}`);
    scrollToCurrent(root.querySelector<HTMLElement>('.ar-movelist'));
    review.show(
      game.moves.length ? { moves: game.moves, decisions: decisions.list, rule: game.rule } : null,
      at,
      { black: playerName(t, game, 'black'), white: playerName(t, game, 'white') },
    );

    const ticket = ++asked;
    const body = region('explorer');
    if (!explorable(line)) {
      draw(body, explorerTemplate(xt, { kind: 'beyond' }));
      root.dataset.explorer = 'ready';
      return;
    }
    root.dataset.explorer = 'loading';
    const found = await explorer.lookup(line);
    if (ticket !== asked) return;
    draw(
      body,
      explorerTemplate(
        xt,
        found.ok
          ? { kind: 'entries', entries: found.entries, rule: view.rule }
          : { kind: 'error', message: found.message },
      ),
    );
    root.dataset.explorer = 'ready';
  }

  const goTo = (at: number) => {
    const next = Math.max(0, Math.min(game.moves.length, at));
    if (next === view.at) return;
    view.at = next;
    void show();
  };
  root.addEventListener('click', (e) => {
    const target = (e.target as HTMLElement).closest<HTMLElement>(
      '[data-act],[data-at],[data-explore]',
    );
    if (!target) return;
    if (target.dataset.at !== undefined) return goTo(Number(target.dataset.at));
    const move = target.dataset.explore;
    if (move !== undefined) {
      if (game.moves[view.at] === move) return goTo(view.at + 1);
      const line = [...game.moves.slice(0, view.at), move];
      location.assign(analysisUrl(line, line.length));
      return;
    }
    const act = target.dataset.act;
    if (act === 'first') goTo(0);
    else if (act === 'prev') goTo(view.at - 1);
    else if (act === 'next') goTo(view.at + 1);
    else if (act === 'last') goTo(game.moves.length);
  });
  ruleSelect.addEventListener('change', () => {
    view.rule = ruleSelect.value;
    void show();
  });
  document.addEventListener('keydown', (e) => {
    const tag = (e.target as HTMLElement | null)?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const to: Record<string, number> = {
      ArrowLeft: view.at - 1,
      ArrowRight: view.at + 1,
      Home: 0,
      End: game.moves.length,
    };
    if (to[e.key] === undefined) return;
    e.preventDefault();
    goTo(to[e.key]!);
  });
  document.title = `${playersText(t, game)} · ${t('archive.game.title')}`;
  root.dataset.state = 'ready';
  await show();
}

function skeleton(
  t: ArchiveT,
  g: ArchivedGame,
  xt: ReturnType<typeof makeExplorerT>,
): TemplateResult {
  const button = (act: string, text: string, label: string) =>
    html`<button type="button" class="btn icon" data-act="${act}" aria-label="${label}" title="${label}">${text}</button>`;
  const fact = (label: string, value: string, name: string) =>
    value ? html`<dt>${label}</dt><dd data-fact="${name}">${value}</dd>` : nothing;
  const downloads = RECORD_FORMATS.map(
    (f) =>
      html`<li><a href="${recordUrl(g.id, f)}" download data-format="${f}">${t(`archive.game.format.${f}`)}</a></li>`,
  );
  return html`
<p class="ar-game-head"><span class="ar-players" data-fact="players">${playersTemplate(t, g)}</span>
<span class="ar-result" data-fact="result">${resultText(t, g)}</span></p>
<div class="ar-game-layout board-layout">
  <div class="ar-game-main board-main">
    <div class="ar-board board-fill" data-region="board"></div>
    <div class="ar-nav">
      ${button('first', '«', t('archive.game.first'))}${button('prev', '‹', t('archive.game.prev'))}
      <span class="ar-pos" data-region="pos" aria-live="polite"></span>
      ${button('next', '›', t('archive.game.next'))}${button('last', '»', t('archive.game.last'))}
    </div>
    <p class="ar-keys">${t('archive.game.keys')}</p>
  </div>
  <div class="ar-game-side">
    <section class="ar-card" aria-labelledby="ar-moves-title">
      <h2 id="ar-moves-title">${t('archive.game.moves')}</h2>
      <div data-region="moves"></div>
      <p><a class="button" data-region="analyse" href="/analysis">${t('archive.game.analyse')}</a></p>
    </section>
    <section class="ar-card rv" data-region="review" hidden></section>
    <div class="ar-card">${explorerSkeleton(xt)}</div>
    <section class="ar-card" aria-labelledby="ar-facts-title">
      <h2 id="ar-facts-title">${t('archive.game.facts')}</h2>
      <dl class="ar-facts-list">
        ${fact(t('archive.game.rule'), ruleText(t, g), 'rule')}
        ${fact(t('archive.game.opening'), openingText(g.opening), 'opening')}
        ${fact(t('archive.game.result'), g.result ? t(`archive.result.${g.result}`) : t('archive.result.none'), 'result')}
        ${fact(t('archive.filter.reason'), g.reason ? reasonText(t, g.reason) : '', 'reason')}
        ${fact(t('archive.game.length'), t('archive.length', { count: g.length }), 'length')}
        ${fact(t('archive.game.date'), dateText(t, g.playedAt), 'date')}
        ${fact(t('archive.game.clock'), clockText(t, g.clock), 'clock')}
        ${fact(t('archive.game.event'), g.event ?? '', 'event')}
        ${fact(t('archive.game.source'), t(g.source === 'here' ? 'archive.source.here' : 'archive.source.import'), 'source')}
      </dl>
    </section>
    <section class="ar-card" aria-labelledby="ar-download-title">
      <h2 id="ar-download-title">${t('archive.game.download')}</h2>
      <ul class="ar-downloads">${downloads}</ul>
    </section>
  </div>
</div>`;
}

function boardView(t: ArchiveT, g: ArchivedGame, at: number) {
  const stones: BoardStone[] = [];
  let last: string | null = null;
  g.moves.slice(0, at).forEach((m, i) => {
    if (!m) return;
    stones.push({ point: m, color: i % 2 === 0 ? 'black' : 'white', number: i + 1 });
    last = m;
  });
  return {
    stones,
    numbers: true,
    lastMove: last,
    title: t('archive.game.board'),
    className: 'archive-board',
  };
}

/** The decisions taken right after move `at`: " · Then: Colours swapped", as the live replay. */
function decisionsNote(d: Decisions, at: number): string {
  const list = d.list.filter((x) => x.after === at).map((x) => decisionText(x, d.t));
  return list.length ? ` · ${d.t('game.replay.decisions', { list: list.join('; ') })}` : '';
}

function moveList(t: ArchiveT, g: ArchivedGame, at: number, d: Decisions): TemplateResult {
  const item = (i: number, text: string) =>
    html`<li><button type="button" class="ar-move" data-at="${i}" aria-current="${i === at ? 'step' : nothing}">${text}</button></li>`;
  const decisionsAfter = (n: number) =>
    d.list
      .filter((x) => x.after === n)
      .map(
        (x) => html`<li class="ar-decision" data-decision="${x.kind}">${decisionText(x, d.t)}</li>`,
      );
  const items = [item(0, t('archive.game.start')), ...decisionsAfter(0)];
  g.moves.forEach((m, i) =>
    items.push(item(i + 1, `${i + 1}. ${m ?? t('archive.game.pass')}`), ...decisionsAfter(i + 1)),
  );
  return html`<ol class="ar-movelist">${items}</ol>`;
}
