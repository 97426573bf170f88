// The settings page (/settings): the player key (copy, QR code, use another device's key, reset)
// and the display name. Built static; src/player/settings.ts fills in the key and the name, which
// exist only in the browser (the key never goes into the markup or a URL).
import { esc } from './html';
import { type PageContext, layout } from './layout';

export function settingsPage(ctx: PageContext): string {
  const { t } = ctx;
  const main = `
<div class="wrap prose-wrap settings" id="settings">
  <h1>${esc(t('settings.heading'))}</h1>
  <noscript><p class="lead">${esc(t('settings.name.noscript'))}</p></noscript>
  <section class="card settings-card" aria-labelledby="name-title">
    <h2 id="name-title">${esc(t('settings.name.title'))}</h2>
    <p class="hint">${esc(t('settings.name.text'))}</p>
    <form id="name-form" class="inline-form" novalidate>
      <label for="display-name">${esc(t('settings.name.label'))}</label>
      <div class="inline-row">
        <input id="display-name" name="name" type="text" autocomplete="nickname" spellcheck="false"
          aria-describedby="name-status">
        <button class="button primary" type="submit">${esc(t('settings.name.save'))}</button>
      </div>
      <p class="form-status" id="name-status" role="status" aria-live="polite"></p>
    </form>
  </section>
  <section class="card settings-card" aria-labelledby="key-title">
    <h2 id="key-title">${esc(t('settings.key.title'))}</h2>
    <p>${esc(t('settings.key.text'))}</p>
    <p class="hint">${esc(t('settings.key.secret'))}</p>
    <label for="player-key">${esc(t('settings.key.label'))}</label>
    <div class="inline-row">
      <input id="player-key" class="key-text" type="text" readonly spellcheck="false" autocomplete="off">
      <button class="button" type="button" id="copy-key">${esc(t('settings.key.copy'))}</button>
    </div>
    <p class="form-status" id="copy-status" role="status" aria-live="polite"></p>
    <figure class="key-qr">
      <div id="key-qr" class="qr" role="img" aria-label="${esc(t('settings.key.qr'))}"></div>
      <figcaption class="hint">${esc(t('settings.key.qr'))}</figcaption>
    </figure>
  </section>
  <section class="card settings-card" aria-labelledby="use-title">
    <h2 id="use-title">${esc(t('settings.use.title'))}</h2>
    <form id="use-form" class="inline-form" novalidate>
      <label for="use-key">${esc(t('settings.use.label'))}</label>
      <div class="inline-row">
        <input id="use-key" name="key" type="text" spellcheck="false" autocomplete="off" aria-describedby="use-status">
        <button class="button" type="submit">${esc(t('settings.use.submit'))}</button>
      </div>
      <p class="form-status" id="use-status" role="status" aria-live="polite"></p>
    </form>
  </section>
  <section class="card settings-card" aria-labelledby="reset-title">
    <h2 id="reset-title">${esc(t('settings.reset.title'))}</h2>
    <p>${esc(t('settings.reset.text'))}</p>
    <button class="button" type="button" id="reset-key">${esc(t('settings.reset.button'))}</button>
    <div class="confirm" id="reset-confirm" role="group" aria-labelledby="reset-question" hidden>
      <p id="reset-question">${esc(t('settings.reset.confirm'))}</p>
      <button class="button primary" type="button" id="reset-yes">${esc(t('settings.reset.yes'))}</button>
      <button class="button" type="button" id="reset-no">${esc(t('settings.reset.no'))}</button>
    </div>
    <p class="form-status" id="reset-status" role="status" aria-live="polite"></p>
  </section>
</div>`;
  return layout(ctx, {
    title: t('settings.title'),
    description: t('settings.description'),
    section: 'settings',
    main,
    scripts: ['player'],
  });
}
