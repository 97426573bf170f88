// Pieces of markup the create forms share (the home page's two, the tournaments page's).
import type { Translate } from '../i18n';
import { type SafeHtml, html } from '../lib/html';

/** An <option> of a select, preselected or not. */
export function option(value: string, label: string, selected = false): SafeHtml {
  return html`<option value="${value}"${selected && html` selected`}>${label}</option>`;
}

/** The message next to a field, shown while the field's value would be refused. */
export function fieldError(field: string, message: string): SafeHtml {
  return html`<p class="field-error" id="${field}-error" hidden>${message}</p>`;
}

/** The custom clock's minutes and increment, shown when the clock select says "custom". */
export function customClock(t: Translate): SafeHtml {
  return html`<div class="custom-clock" id="custom-clock" hidden>
        <div class="subfield">
          <label for="minutes">${t('home.form.minutes')}</label>
          <input id="minutes" name="minutes" type="number" inputmode="numeric" min="1" max="180" step="1" value="10">
          ${fieldError('minutes', t('home.form.invalid.minutes'))}
        </div>
        <div class="subfield">
          <label for="increment">${t('home.form.increment')}</label>
          <input id="increment" name="increment" type="number" inputmode="numeric" min="0" max="600" step="1" value="5">
          ${fieldError('increment', t('home.form.invalid.increment'))}
        </div>
      </div>`;
}
