// The settings page (/settings): the player key (copy, QR code, use another device's key, reset)
// and the display name. Built static; src/player/settings.ts fills in the key and the name, which
// exist only in the browser (the key never goes into the markup or a URL).
import type { Translate } from '../i18n';
import { type SafeHtml, html } from '../lib/html';
import { type PageContext, layout } from './layout';

export function settingsPage(ctx: PageContext): string {
  const { t } = ctx;
  const main = html`
<div class="wrap prose-wrap settings" id="settings">
  <h1>${t('settings.heading')}</h1>
  <noscript><p class="lead">${t('settings.name.noscript')}</p></noscript>
  ${nameCard(t)}
  ${keyCard(t)}
  ${useCard(t)}
  ${resetCard(t)}
</div>`;
  return layout(ctx, {
    title: t('settings.title'),
    description: t('settings.description'),
    section: 'settings',
    main,
    scripts: ['player'],
  });
}

/** The display name others see. */
function nameCard(t: Translate): SafeHtml {
  return html`<section class="card settings-card" aria-labelledby="name-title">
    <h2 id="name-title">${t('settings.name.title')}</h2>
    <p class="hint">${t('settings.name.text')}</p>
    <form id="name-form" class="inline-form" novalidate>
      <label for="display-name">${t('settings.name.label')}</label>
      <div class="inline-row">
        <input id="display-name" name="name" type="text" autocomplete="nickname" spellcheck="false"
          aria-describedby="name-status">
        <button class="button primary" type="submit">${t('settings.name.save')}</button>
      </div>
      <p class="form-status" id="name-status" role="status" aria-live="polite"></p>
    </form>
  </section>`;
}

/** The player key: copy it, or carry it to another device by its QR code. */
function keyCard(t: Translate): SafeHtml {
  return html`<section class="card settings-card" aria-labelledby="key-title">
    <h2 id="key-title">${t('settings.key.title')}</h2>
    <p>${t('settings.key.text')}</p>
    <p class="hint">${t('settings.key.secret')}</p>
    <label for="player-key">${t('settings.key.label')}</label>
    <div class="inline-row">
      <input id="player-key" class="key-text" type="text" readonly spellcheck="false" autocomplete="off">
      <button class="button" type="button" id="copy-key">${t('settings.key.copy')}</button>
    </div>
    <p class="form-status" id="copy-status" role="status" aria-live="polite"></p>
    <figure class="key-qr">
      <div id="key-qr" class="qr" role="img" aria-label="${t('settings.key.qr')}"></div>
      <figcaption class="hint">${t('settings.key.qr')}</figcaption>
    </figure>
  </section>`;
}

/** Use the key of another device here. */
function useCard(t: Translate): SafeHtml {
  return html`<section class="card settings-card" aria-labelledby="use-title">
    <h2 id="use-title">${t('settings.use.title')}</h2>
    <form id="use-form" class="inline-form" novalidate>
      <label for="use-key">${t('settings.use.label')}</label>
      <div class="inline-row">
        <input id="use-key" name="key" type="text" spellcheck="false" autocomplete="off" aria-describedby="use-status">
        <button class="button" type="submit">${t('settings.use.submit')}</button>
      </div>
      <p class="form-status" id="use-status" role="status" aria-live="polite"></p>
    </form>
  </section>`;
}

/** Forget this key and start afresh (after a confirmation). */
function resetCard(t: Translate): SafeHtml {
  return html`<section class="card settings-card" aria-labelledby="reset-title">
    <h2 id="reset-title">${t('settings.reset.title')}</h2>
    <p>${t('settings.reset.text')}</p>
    <button class="button" type="button" id="reset-key">${t('settings.reset.button')}</button>
    <div class="confirm" id="reset-confirm" role="group" aria-labelledby="reset-question" hidden>
      <p id="reset-question">${t('settings.reset.confirm')}</p>
      <button class="button primary" type="button" id="reset-yes">${t('settings.reset.yes')}</button>
      <button class="button" type="button" id="reset-no">${t('settings.reset.no')}</button>
    </div>
    <p class="form-status" id="reset-status" role="status" aria-live="polite"></p>
  </section>`;
}
