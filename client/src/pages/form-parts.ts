// Pieces of markup the home page's two forms share.
import { type SafeHtml, html } from '../lib/html';

/** An <option> of a select, preselected or not. */
export function option(value: string, label: string, selected = false): SafeHtml {
  return html`<option value="${value}"${selected && html` selected`}>${label}</option>`;
}
