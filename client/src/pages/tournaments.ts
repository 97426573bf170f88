// The tournament pages (docs/tournaments.md, "The pages"): the list with the create form
// (/tournaments, script src/tournament/list.ts) and one event (/t/<id>, script
// src/tournament/event.ts). Both are built static; the scripts fill them from the API.
import type { Translate } from '../i18n';
import { type SafeHtml, html } from '../lib/html';
import { CLOCK_PRESETS } from './home';
import { customClock, fieldError, option } from './form-parts';
import { type PageContext, layout } from './layout';

export function tournamentsPage(ctx: PageContext): string {
  const { t } = ctx;
  const list = (id: string, title: string) => html`
  <section class="card tournament-list" aria-labelledby="${id}-title">
    <h2 id="${id}-title">${title}</h2>
    <ul class="event-list" id="${id}" aria-busy="true"></ul>
    <p class="hint" id="${id}-empty" hidden>${t('tournaments.empty')}</p>
  </section>`;
  const main = html`
<div class="wrap tournaments" id="tournaments">
  <h1>${t('tournaments.heading')}</h1>
  <p class="hint">${t('tournaments.intro')}</p>
  <noscript><p class="lead">${t('tournaments.noscript')}</p></noscript>
  <p class="form-status" id="tournaments-status" role="status" aria-live="polite"></p>
  <div class="tournaments-grid">
    <div class="tournaments-lists">
      ${list('events-registering', t('tournaments.upcoming'))}
      ${list('events-running', t('tournaments.running'))}
      ${list('events-finished', t('tournaments.finished'))}
    </div>
    ${createForm(t)}
  </div>
</div>`;
  return layout(ctx, {
    title: t('tournaments.title'),
    description: t('tournaments.description'),
    section: 'tournaments',
    main,
    scripts: ['tournaments'],
  });
}

export function tournamentPage(ctx: PageContext): string {
  const { t } = ctx;
  const main = html`
<div class="wrap tournament" id="tournament" data-state="loading">
  <p class="back"><a href="/tournaments">← ${t('tour.back')}</a></p>
  <noscript><p class="lead">${t('tour.noscript')}</p></noscript>
  <h1 id="event-name">${t('tournaments.heading')}</h1>
  <p class="form-status" id="event-status" role="status" aria-live="polite">${t('tour.loading')}</p>
  <div id="event-body"></div>
</div>`;
  return layout(ctx, {
    title: t('tour.title'),
    description: t('tour.description'),
    section: 'tournaments',
    main,
    scripts: ['tournament'],
  });
}

function number(t: Translate, id: string, label: string, value: number, min: number, max: number) {
  return html`<div class="field" id="${id}-field">
      <label for="${id}">${label}</label>
      <input id="${id}" name="${id}" type="number" inputmode="numeric" min="${min}" max="${max}" step="1" value="${value}">
      ${fieldError(id, t(`tcreate.invalid.${id as 'rounds' | 'duration' | 'limit'}`))}
    </div>`;
}

/** The create form; src/tournament/list.ts sends it (src/tournament/request.ts builds the body). */
function createForm(t: Translate): SafeHtml {
  const formats = (['swiss', 'round-robin', 'double-round-robin', 'arena'] as const).map((f) =>
    option(f, t(`format.${f}`), f === 'swiss'),
  );
  const presets = CLOCK_PRESETS.map((p) =>
    option(p.id, t('home.form.clock.preset', { min: p.min, sec: p.sec }), p.id === '5+4'),
  );
  return html`
<section class="card create-event" aria-labelledby="create-event-title">
  <h2 id="create-event-title">${t('tcreate.title')}</h2>
  <form id="create-event" novalidate>
    <div class="field">
      <label for="name">${t('tcreate.name')}</label>
      <input id="name" name="name" type="text" maxlength="80" autocomplete="off">
      ${fieldError('name', t('tcreate.invalid.name'))}
    </div>
    <div class="field">
      <label for="format">${t('tcreate.format')}</label>
      <select id="format" name="format">${formats}</select>
    </div>
    ${number(t, 'rounds', t('tcreate.rounds'), 5, 1, 99)}
    <div id="duration-wrap" hidden>${number(t, 'duration', t('tcreate.duration'), 60, 1, 1440)}</div>
    <div class="field rule-row">
      <div class="rule-field">
        <label for="rule">${t('home.form.rule')}</label>
        <select id="rule" name="rule">
          ${option('standard', t('rule.standard.name'), true)}
          ${option('rif', t('rule.rif.name'))}
          ${option('yamaguchi', t('rule.yamaguchi.name'))}
          ${option('soosorv', t('rule.soosorv-n.name'))}
          ${option('taraguchi', t('rule.taraguchi-n.name'))}
        </select>
      </div>
      <div class="n-field" id="n-field" hidden>
        <label for="n">${t('home.form.n')}</label>
        <input id="n" name="n" type="number" inputmode="numeric" min="1" max="10" step="1" value="10">
        ${fieldError('n', t('home.form.invalid.n'))}
      </div>
    </div>
    <div class="field clock-field">
      <label for="clock">${t('home.form.clock')}</label>
      <select id="clock" name="clock">
        ${presets}
        ${option('custom', t('home.form.clock.custom'))}
      </select>
      ${customClock(t)}
    </div>
    <div class="field">
      <label class="choice"><input type="checkbox" name="rated" value="1" id="rated" aria-describedby="rated-hint"><span>${t('tcreate.rated')}</span></label>
      <p class="hint" id="rated-hint">${t('tcreate.rated.hint')}</p>
    </div>
    <fieldset class="field">
      <legend>${t('tcreate.start')}</legend>
      <div class="choices">
        <label class="choice"><input type="radio" name="start" value="manual" checked><span>${t('tcreate.start.manual')}</span></label>
        <label class="choice"><input type="radio" name="start" value="at"><span>${t('tcreate.start.at')}</span></label>
      </div>
      <div class="subfield" id="starts-at-field" hidden>
        <label for="startsAt">${t('tcreate.startsAt')}</label>
        <input id="startsAt" name="startsAt" type="datetime-local">
        ${fieldError('startsAt', t('tcreate.invalid.startsAt'))}
      </div>
    </fieldset>
    ${number(t, 'limit', t('tcreate.limit'), 0, 0, 100000)}
    <div class="field">
      <label class="choice"><input type="checkbox" name="private" value="1" id="private"><span>${t('tcreate.private')}</span></label>
    </div>
    <button class="button primary" type="submit" data-busy-text="${t('tcreate.creating')}">${t('tcreate.submit')}</button>
    <p class="form-status" id="create-event-status" role="status" aria-live="polite" data-error-text="${t('tcreate.error')}"></p>
  </form>
</section>`;
}
