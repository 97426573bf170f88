// The home page's "Play the computer" card: rule (and N), level, clock and the player's colour.
// src/pages/computer.ts sends it; the computer then holds the other seat of an ordinary game.
import { esc } from './html';
import type { PageContext } from './layout';
import {
  COMPUTER_CLOCKS,
  COMPUTER_RULES as RULES,
  DEFAULT_LEVEL,
  LEVELS,
} from './computer-request';

export function computerCard(t: PageContext['t']): string {
  const option = (value: string, label: string, selected = false) =>
    `<option value="${value}"${selected ? ' selected' : ''}>${esc(label)}</option>`;
  // Under the standard rule the choice is a colour; under a rule with swaps it is who opens (the
  // tentative Black), the colours being decided in the opening. Both texts are in the markup and
  // computer.ts shows the one of the chosen rule (the form opens on RIF).
  type Key = Parameters<PageContext['t']>[0];
  const byRule = (tag: string, standard: Key, swaps: Key) =>
    `<${tag} data-standard="${esc(t(standard))}" data-swaps="${esc(t(swaps))}">${esc(t(swaps))}</${tag}>`;
  const radio = (value: string, standard: Key, swaps: Key, checked = false) =>
    `<label class="choice"><input type="radio" name="color" value="${value}"${checked ? ' checked' : ''}>` +
    `${byRule('span', standard, swaps)}</label>`;
  const clockLabel = (id: string) => {
    const c = COMPUTER_CLOCKS[id as keyof typeof COMPUTER_CLOCKS];
    return c
      ? t('home.form.clock.preset', { min: c.initial / 60, sec: c.increment })
      : t('home.form.clock.none');
  };
  return `
<section class="card create computer" aria-labelledby="computer-title">
  <h2 id="computer-title">${esc(t('computer.title'))}</h2>
  <form id="play-computer" novalidate>
    <div class="field rule-row">
      <div class="rule-field">
        <label for="c-rule">${esc(t('home.form.rule'))}</label>
        <select id="c-rule" name="rule">
          ${option('standard', t('rule.standard.name'))}
          ${option('rif', t('rule.rif.name'), true)}
          ${option('yamaguchi', t('rule.yamaguchi.name'))}
          ${option('soosorv', t('rule.soosorv-n.name'))}
          ${option('taraguchi', t('rule.taraguchi-n.name'))}
        </select>
      </div>
      <div class="n-field" id="c-n-field" hidden>
        <label for="c-n">${esc(t('home.form.n'))}</label>
        <input id="c-n" name="n" type="number" inputmode="numeric" min="1" max="10" step="1" value="10">
        <p class="field-error" id="c-n-error" hidden>${esc(t('home.form.invalid.n'))}</p>
      </div>
    </div>
    <div class="field">
      <label for="c-level">${esc(t('computer.level'))}</label>
      <select id="c-level" name="level">
        ${LEVELS.map((l) => option(String(l), t(`computer.level.${l}`), l === DEFAULT_LEVEL)).join('')}
      </select>
    </div>
    <div class="field">
      <label for="c-clock">${esc(t('home.form.clock'))}</label>
      <select id="c-clock" name="clock">
        ${Object.keys(COMPUTER_CLOCKS)
          .map((id) => option(id, clockLabel(id), id === 'none'))
          .join('')}
      </select>
    </div>
    <fieldset class="field" id="c-color">
      ${byRule('legend', 'computer.color', 'computer.opener')}
      <div class="choices">
        ${radio('black', 'computer.color.black', 'computer.opener.me', true)}
        ${radio('white', 'computer.color.white', 'computer.opener.computer')}
        ${radio('random', 'computer.color.random', 'computer.opener.random')}
      </div>
      <p class="hint" id="c-color-hint" ${RULES.map((r) => `data-${r}="${esc(t(`computer.colorHint.${r}`))}"`).join(' ')}>${esc(t('computer.colorHint.rif'))}</p>
    </fieldset>
    <button class="button primary" type="submit" data-busy-text="${esc(t('home.form.creating'))}">${esc(t('computer.submit'))}</button>
    <p class="form-status" id="computer-status" role="status" aria-live="polite" data-error-text="${esc(t('home.form.error'))}"></p>
  </form>
</section>`;
}
