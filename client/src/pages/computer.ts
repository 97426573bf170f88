// The home page's "Play the computer" form (computer-form.ts): shows N for the rules that have it,
// says what the colour means under the chosen rule, POSTs /api/games with a computer and takes the
// player to their seat. Loaded with the create form's entry.
import { buildComputerRequest } from './computer-request';
import { defaultN, fieldValue, hasN } from './create-request';
import { checkOnLeave, handleGameForm, showFieldMessage } from './game-form';

function setup(form: HTMLFormElement): void {
  const rule = form.elements.namedItem('rule') as HTMLSelectElement;
  const n = form.elements.namedItem('n') as HTMLInputElement;
  const nField = document.getElementById('c-n-field')!;
  const nError = document.getElementById('c-n-error')!;
  const hint = document.getElementById('c-color-hint')!;
  const colorTexts = document.querySelectorAll<HTMLElement>('#c-color [data-swaps]');
  const status = document.getElementById('computer-status')!;

  const sync = () => {
    nField.hidden = !hasN(rule.value);
    n.value = String(defaultN(rule.value));
    showFieldMessage(n, nError, false);
    // Under a rule with swaps the choice is who opens, and the hint says how the rule's
    // procedure then decides the colours.
    const texts = rule.value === 'standard' ? 'standard' : 'swaps';
    for (const el of colorTexts) el.textContent = el.dataset[texts] ?? '';
    hint.textContent = hint.dataset[rule.value] ?? '';
  };
  rule.addEventListener('change', sync);
  sync();
  checkOnLeave(n, nError, (v) => fieldValue('n', v) === null);

  handleGameForm({
    form,
    status,
    build: buildComputerRequest,
    showInvalid(invalid) {
      showFieldMessage(n, nError, invalid.includes('n'));
      if (invalid.includes('n')) n.focus();
    },
    // Nobody is invited to a game against the computer: the seat link alone, no invite panel.
    arrive({ id, seat }) {
      localStorage.setItem(`renju.seat.${id}`, seat);
      return `/g/${encodeURIComponent(id)}#seat=${encodeURIComponent(seat)}`;
    },
  });
}

const form = document.getElementById('play-computer');
if (form instanceof HTMLFormElement) setup(form);
