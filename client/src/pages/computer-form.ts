// The home page's "Play the computer" card: rule (and N), level, clock and the player's colour.
// src/pages/computer.ts sends it; the computer then holds the other seat of an ordinary game.
import type { Key, Translate } from '../i18n';
import { type SafeHtml, html, joinHtml } from '../lib/html';
import {
  COMPUTER_CLOCKS,
  COMPUTER_RULES as RULES,
  DEFAULT_LEVEL,
  LEVELS,
} from './computer-request';
import { option } from './form-parts';

export function computerCard(t: Translate): SafeHtml {
  return html`
<section class="card create computer" aria-labelledby="computer-title">
  <h2 id="computer-title">${t('computer.title')}</h2>
  <form id="play-computer" novalidate>
    ${ruleRow(t)}
    ${levelField(t)}
    ${clockField(t)}
    ${colorField(t)}
    <button class="button primary" type="submit" data-busy-text="${t('home.form.creating')}">${t('computer.submit')}</button>
    <p class="form-status" id="computer-status" role="status" aria-live="polite" data-error-text="${t('home.form.error')}"></p>
  </form>
</section>`;
}

function ruleRow(t: Translate): SafeHtml {
  return html`<div class="field rule-row">
      <div class="rule-field">
        <label for="c-rule">${t('home.form.rule')}</label>
        <select id="c-rule" name="rule">
          ${option('standard', t('rule.standard.name'))}
          ${option('rif', t('rule.rif.name'), true)}
          ${option('yamaguchi', t('rule.yamaguchi.name'))}
          ${option('soosorv', t('rule.soosorv-n.name'))}
          ${option('taraguchi', t('rule.taraguchi-n.name'))}
        </select>
      </div>
      <div class="n-field" id="c-n-field" hidden>
        <label for="c-n">${t('home.form.n')}</label>
        <input id="c-n" name="n" type="number" inputmode="numeric" min="1" max="10" step="1" value="10">
        <p class="field-error" id="c-n-error" hidden>${t('home.form.invalid.n')}</p>
      </div>
    </div>`;
}

function levelField(t: Translate): SafeHtml {
  const levels = LEVELS.map((l) =>
    option(String(l), t(`computer.level.${l}`), l === DEFAULT_LEVEL),
  );
  return html`<div class="field">
      <label for="c-level">${t('computer.level')}</label>
      <select id="c-level" name="level">
        ${levels}
      </select>
    </div>`;
}

function clockField(t: Translate): SafeHtml {
  const label = (id: string) => {
    const c = COMPUTER_CLOCKS[id as keyof typeof COMPUTER_CLOCKS];
    return c
      ? t('home.form.clock.preset', { min: c.initial / 60, sec: c.increment })
      : t('home.form.clock.none');
  };
  const clocks = Object.keys(COMPUTER_CLOCKS).map((id) => option(id, label(id), id === 'none'));
  return html`<div class="field">
      <label for="c-clock">${t('home.form.clock')}</label>
      <select id="c-clock" name="clock">
        ${clocks}
      </select>
    </div>`;
}

// Under the standard rule the choice is a colour; under a rule with swaps it is who opens (the
// tentative Black), the colours being decided in the opening. Both texts are in the markup and
// computer.ts shows the one of the chosen rule (the form opens on RIF).
function colorField(t: Translate): SafeHtml {
  const byRule = (standard: Key, swaps: Key) =>
    html`data-standard="${t(standard)}" data-swaps="${t(swaps)}"`;
  const radio = (value: string, standard: Key, swaps: Key, checked = false) =>
    html`<label class="choice"><input type="radio" name="color" value="${value}"${checked && html` checked`}><span ${byRule(standard, swaps)}>${t(swaps)}</span></label>`;
  const hints = RULES.map((r) => html`data-${r}="${t(`computer.colorHint.${r}`)}"`);
  return html`<fieldset class="field" id="c-color">
      <legend ${byRule('computer.color', 'computer.opener')}>${t('computer.opener')}</legend>
      <div class="choices">
        ${radio('black', 'computer.color.black', 'computer.opener.me', true)}
        ${radio('white', 'computer.color.white', 'computer.opener.computer')}
        ${radio('random', 'computer.color.random', 'computer.opener.random')}
      </div>
      <p class="hint" id="c-color-hint" ${joinHtml(hints, ' ')}>${t('computer.colorHint.rif')}</p>
    </fieldset>`;
}
