// The home page: what this is, and the form that creates a game (src/pages/create.ts sends it).
import { renderBoard } from '../board';
import { computerCard } from './computer-form';
import { CORRESPONDENCE_DAYS } from './create-request';
import { customClock, fieldError, option } from './form-parts';
import type { Translate } from '../i18n';
import { type SafeHtml, html, joinHtml, trustedHtml } from '../lib/html';
import { type PageContext, layout } from './layout';
import { lobbySection } from './lobby-section';
import { RULE_PAGES } from './rules-data';
import { RANGE_CHOICES, SPEEDS } from '../profile/model';

/** Clock presets, minutes + seconds. */
export const CLOCK_PRESETS = [
  { id: '5+4', min: 5, sec: 4 },
  { id: '15+5', min: 15, sec: 5 },
  { id: '30+2', min: 30, sec: 2 },
] as const;

export function homePage(ctx: PageContext): string {
  const { t } = ctx;
  const main = html`
<div class="wrap">
  ${hero(t)}
  <section class="how" aria-labelledby="how-title">
    <h2 id="how-title">${t('home.how.title')}</h2>
    <ol class="steps">
      <li>${t('home.how.1')}</li>
      <li>${t('home.how.2')}</li>
      <li>${t('home.how.3')}</li>
      <li>${t('home.how.4')}</li>
    </ol>
  </section>
  ${ruleCards(t)}
</div>`;
  return layout(ctx, {
    title: t('home.title'),
    description: t('home.description'),
    section: 'play',
    main,
    scripts: ['create'],
  });
}

function hero(t: Translate): SafeHtml {
  return html`<section class="hero">
    <div class="hero-head">
      <h1>${t('home.heading')}</h1>
      <p class="promise-big">${t('layout.promise')}</p>
    </div>
    <div class="play-cards">${createCard(t)}${computerCard(t)}</div>
    ${lobbySection(t)}
    <div class="hero-text">
      <p class="lead">${t('home.lead')}</p>
      <ul class="points">
        <li>${t('home.point.rules')}</li>
        <li>${t('home.point.fouls')}</li>
        <li>${t('home.point.watch')}</li>
      </ul>
      <div class="hero-board" aria-hidden="true">${heroBoard()}</div>
    </div>
  </section>`;
}

function ruleCards(t: Translate): SafeHtml {
  const cards = RULE_PAGES.map(
    (p) =>
      html`<li><a class="rule-card" href="/rules/${p.id}"><strong>${t(`rule.${p.id}.name`)}</strong><span>${t(`rule.${p.id}.summary`)}</span></a></li>`,
  );
  return html`<section aria-labelledby="rules-title">
    <h2 id="rules-title">${t('home.rules.title')}</h2>
    <ul class="rule-cards">${cards}</ul>
    <p><a class="more" href="/rules">${t('home.rules.more')} →</a></p>
  </section>`;
}

/** The "Create a game" card; src/pages/create.ts sends its form. */
function createCard(t: Translate): SafeHtml {
  return html`
<section class="card create" aria-labelledby="create-title">
  <h2 id="create-title">${t('home.form.title')}</h2>
  <form id="create-game" novalidate>
    ${ruleRow(t)}
    ${clockField(t)}
    ${moreOptions(t)}
    <div class="field"><div class="open-ticks">
      <label class="choice"><input type="checkbox" name="open" value="1" id="open-challenge"><span>${t('create.open')}</span></label>
      <label class="choice" id="private-choice" hidden><input type="checkbox" name="private" value="1"><span>${t('create.private')}</span></label>
    </div></div>
    ${ratedField(t)}
    <button class="button primary" type="submit" data-busy-text="${t('home.form.creating')}" data-listing-text="${t('create.listing')}"
      data-link-label="${t('home.form.submit')}" data-open-label="${t('create.submitOpen')}">${t('home.form.submit')}</button>
    <p class="form-status" id="create-status" role="status" aria-live="polite" data-error-text="${t('home.form.error')}"></p>
    <noscript><p class="hint">${t('home.form.noscript')}</p></noscript>
  </form>
</section>`;
}

function ruleRow(t: Translate): SafeHtml {
  return html`<div class="field rule-row">
      <div class="rule-field">
        <label for="rule">${t('home.form.rule')}</label>
        <select id="rule" name="rule">
          ${option('standard', t('rule.standard.name'))}
          ${option('rif', t('rule.rif.name'))}
          ${option('yamaguchi', t('rule.yamaguchi.name'))}
          ${option('soosorv', t('rule.soosorv-n.name'))}
          ${option('taraguchi', t('rule.taraguchi-n.name'), true)}
        </select>
        <p class="hint rule-info"><a id="rule-info" href="/rules/taraguchi-10">${t('home.form.ruleInfo')}</a></p>
      </div>
      <div class="n-field" id="n-field">
        <label for="n">${t('home.form.n')}</label>
        <input id="n" name="n" type="number" inputmode="numeric" min="1" max="10" step="1" value="10"
          aria-describedby="n-hint-soosorv n-hint-taraguchi">
        ${fieldError('n', t('home.form.invalid.n'))}
        <p class="hint n-hint" id="n-hint-soosorv" hidden>${t('home.form.nHint.soosorv')}</p>
        <p class="hint n-hint" id="n-hint-taraguchi">${t('home.form.nHint.taraguchi')}</p>
      </div>
    </div>`;
}

function clockField(t: Translate): SafeHtml {
  const presets = CLOCK_PRESETS.map((p) =>
    option(p.id, t('home.form.clock.preset', { min: p.min, sec: p.sec }), p.id === '15+5'),
  );
  const days = CORRESPONDENCE_DAYS.map((n) =>
    option(`days-${n}`, t('home.form.clock.days', { n })),
  );
  return html`<div class="field clock-field">
      <label for="clock">${t('home.form.clock')}</label>
      <select id="clock" name="clock">
        ${presets}
        ${option('custom', t('home.form.clock.custom'))}
        <optgroup label="${t('home.form.clock.correspondence')}">
          ${days}
        </optgroup>
        ${option('none', t('home.form.clock.none'))}
      </select>
      ${customClock(t)}
    </div>`;
}

/**
 * The "Rated" switch of an open challenge (shown, on, once "Open challenge" is ticked and while
 * the game has a clock: a game without one has no speed; a link game stays casual) and the
 * range of the opponent's rating around the player's own, which create.ts shows once it knows
 * that rating, writing it into the hint from the data here. Hidden at first, so the form's
 * button stays on a phone's first screen.
 */
function ratedField(t: Translate): SafeHtml {
  const ranges = RANGE_CHOICES.map((n) => option(String(n), t('create.range.delta', { n })));
  const speeds = SPEEDS.map((s) => html`data-speed-${s}="${t(`game.rating.speed.${s}`)}"`);
  return html`<div class="field rated-field" id="rated-field" hidden>
      <label class="choice"><input type="checkbox" name="rated" value="1" id="rated" checked aria-describedby="rated-hint"><span>${t('create.rated')}</span></label>
      <p class="hint" id="rated-hint">${t('create.rated.hint')}</p>
      <div class="range-field" id="range-field" hidden>
        <label for="rating-range">${t('create.range')}</label>
        <select id="rating-range" name="ratingRange" aria-describedby="range-hint">
          ${option('any', t('create.range.any'), true)}
          ${ranges}
        </select>
        <p class="hint" id="range-hint" data-yours="${t('create.range.yours')}" data-yours-any="${t('create.range.yoursAny')}" ${joinHtml(speeds, ' ')}></p>
      </div>
    </div>`;
}

/** The options folded under "More options", with a one-line summary of the choices. */
function moreOptions(t: Translate): SafeHtml {
  const radio = (name: string, value: string, label: string, checked = false) =>
    html`<label class="choice"><input type="radio" name="${name}" value="${value}"${checked && html` checked`}><span>${label}</span></label>`;
  return html`<details class="field more-options" id="more-options">
      <summary><span class="more-title">${t('home.form.more')}</span>
        <span class="more-summary" id="options-summary" ${summaryData(t)}>${defaultSummary(t)}</span></summary>
      <fieldset class="field">
        <legend>${t('home.form.opener')}</legend>
        <div class="choices">
          ${radio('opener', 'creator', t('home.form.opener.creator'), true)}
          ${radio('opener', 'opponent', t('home.form.opener.opponent'))}
          ${radio('opener', 'random', t('home.form.opener.random'))}
        </div>
        <p class="hint">${t('home.form.openerHint')}</p>
      </fieldset>
      <fieldset class="field">
        <legend>${t('home.form.fouls')}</legend>
        <div class="choices choices-stacked">
          ${radio('fouls', 'reject', t('home.form.fouls.reject'), true)}
          ${radio('fouls', 'lose', t('home.form.fouls.lose'))}
        </div>
      </fieldset>
      <div class="field">
        <label class="choice"><input type="checkbox" name="takebacks" value="1"><span>${t('home.form.takebacks')}</span></label>
      </div>
    </details>`;
}

const SUMMARY_KEYS = {
  'opener-creator': 'home.form.summary.opener.creator',
  'opener-opponent': 'home.form.summary.opener.opponent',
  'opener-random': 'home.form.summary.opener.random',
  'fouls-reject': 'home.form.summary.fouls.reject',
  'fouls-lose': 'home.form.summary.fouls.lose',
  'takebacks-on': 'home.form.summary.takebacks.on',
  'takebacks-off': 'home.form.summary.takebacks.off',
} as const;

/** The phrases create.ts joins into the folded options' summary, as data attributes. */
function summaryData(t: Translate): SafeHtml {
  const data = Object.entries(SUMMARY_KEYS).map(([name, key]) => html`data-${name}="${t(key)}"`);
  return joinHtml(data, ' ');
}

/** The summary of the default choices, for the page as built (create.ts keeps it current). */
function defaultSummary(t: Translate): string {
  return [
    SUMMARY_KEYS['opener-creator'],
    SUMMARY_KEYS['fouls-reject'],
    SUMMARY_KEYS['takebacks-off'],
  ]
    .map((k) => t(k))
    .join(' · ');
}

/** A decorative corner of a game in progress (2D Keigetsu and a few moves), numbered. */
function heroBoard(): SafeHtml {
  const moves = ['h8', 'h9', 'i10', 'g8', 'i8', 'i9', 'g10', 'j8', 'k7'];
  // The board renderer escapes what it writes (src/board).
  return trustedHtml(
    renderBoard({
      stones: moves.map((point, i) => ({
        point,
        color: i % 2 === 0 ? 'black' : 'white',
        number: i + 1,
      })),
      numbers: true,
      lastMove: moves[moves.length - 1] ?? null,
      window: { from: 'd4', to: 'l12' },
      coordinates: false,
    }),
  );
}
