// The home page's form: preselects a rule from ?rule=&n= (the rule pages' "play" buttons), shows
// the fields that apply, POSTs /api/games (game-form.ts) and takes the creator to the new game.
// The "Play the computer" form on the same page (computer.ts) and the lobby (src/player/lobby.ts)
// share this entry. With "Open challenge" ticked the form lists the game in the lobby
// (POST /api/challenges) instead of making an invite link, and the creator waits on this page.
import './computer';
import { callApi } from '../player/api';
import { mountLobby } from '../player/lobby';
import { getJson } from '../profile/fetch';
import { type Speed, isPublicId, readProfile, speedOfClock } from '../profile/model';
import { playerWords, refusalText } from '../player/words';
import {
  type FieldName,
  LIMITS,
  type CreateGameRequest,
  buildRequest,
  defaultN,
  fieldValue,
  hasN,
  ratedFields,
  rulePagePath,
  seatPath,
} from './create-request';
import { checkOnLeave, handleGameForm, showFieldMessage } from './game-form';

function setup(form: HTMLFormElement): void {
  followRule(form);

  // A field's message shows once the player leaves the field (or submits) with a value the server
  // would refuse, and goes as soon as the value is right again.
  const fields = Object.keys(LIMITS) as FieldName[];
  const input = (field: FieldName) => form.elements.namedItem(field) as HTMLInputElement;
  const message = (field: FieldName) => document.getElementById(`${field}-error`)!;
  for (const field of fields)
    checkOnLeave(input(field), message(field), (v) => fieldValue(field, v) === null);

  const lobby = mountLobby();
  const { isOpen, submit } = openChallengeTick(form);
  const rated = ratedSwitch(form, isOpen);
  const words = playerWords();

  handleGameForm({
    form,
    status: document.getElementById('create-status') as HTMLElement,
    build: buildRequest,
    target(request) {
      const extra = rated(request);
      if (!isOpen()) return { url: '/api/games', body: { ...request, ...extra } };
      const isPrivate = (form.elements.namedItem('private') as HTMLInputElement | null)?.checked;
      return {
        url: '/api/challenges',
        body: { ...request, ...extra, private: isPrivate === true },
        busyText: submit?.dataset.listingText,
      };
    },
    explain: (code, message) => (code ? refusalText(words, code, message) : null),
    showInvalid(invalid: FieldName[]) {
      for (const field of fields)
        showFieldMessage(input(field), message(field), invalid.includes(field));
      if (invalid.length > 0) input(invalid[0]!).focus();
    },
    arrive({ id, seat, invite }) {
      if (isOpen() && lobby) {
        lobby.adopt(id, seat);
        document.getElementById('lobby')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return null;
      }
      localStorage.setItem(`renju.seat.${id}`, seat);
      if (invite) localStorage.setItem(`renju.invite.${id}`, invite);
      return seatPath(id, seat, invite);
    },
  });
}

/**
 * Preselects the rule (and N) the address asks for, and keeps the fields that depend on the rule
 * (N, its hints, the rule's page link, the custom clock, the options' summary) in step.
 */
function followRule(form: HTMLFormElement): void {
  const rule = form.elements.namedItem('rule') as HTMLSelectElement;
  const n = form.elements.namedItem('n') as HTMLInputElement;
  const nField = document.getElementById('n-field') as HTMLElement;
  const customClock = document.getElementById('custom-clock') as HTMLElement;
  const ruleInfo = document.getElementById('rule-info') as HTMLAnchorElement;
  let nTouched = false;

  const params = new URLSearchParams(location.search);
  const wanted = params.get('rule');
  if (wanted && [...rule.options].some((o) => o.value === wanted)) rule.value = wanted;
  const wantedN = fieldValue('n', params.get('n'));
  if (wantedN !== null) {
    n.value = String(wantedN);
    nTouched = true;
  }

  const sync = () => {
    const r = rule.value;
    nField.hidden = !hasN(r);
    if (!nTouched) n.value = String(defaultN(r));
    document.getElementById('n-hint-soosorv')!.hidden = r !== 'soosorv';
    document.getElementById('n-hint-taraguchi')!.hidden = r !== 'taraguchi';
    ruleInfo.href = rulePagePath(r, Number.parseInt(n.value, 10));
    customClock.hidden = (form.elements.namedItem('clock') as HTMLSelectElement).value !== 'custom';
    summarizeOptions(form);
  };
  rule.addEventListener('change', sync);
  n.addEventListener('input', () => {
    nTouched = true;
    sync();
  });
  form.addEventListener('change', sync);
  sync();
}

/**
 * The "Open challenge" tick: it sits before the button, where the choice is read before the
 * action (issue 33), renames it and shows the "private" tick.
 */
function openChallengeTick(form: HTMLFormElement): {
  isOpen: () => boolean;
  submit: HTMLButtonElement | null;
} {
  const open = form.elements.namedItem('open') as HTMLInputElement | null;
  const privateChoice = document.getElementById('private-choice');
  const isOpen = () => open?.checked === true;
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]');
  open?.addEventListener('change', () => {
    if (privateChoice) privateChoice.hidden = !isOpen();
    const label = isOpen() ? submit?.dataset.openLabel : submit?.dataset.linkLabel;
    if (submit && label) submit.textContent = label;
  });
  return { isOpen, submit };
}

/**
 * The "Rated" switch and the rating range. The switch shows for an open challenge with a clock
 * (on until the player turns it off; a link game stays casual). The range shows for a rated open
 * challenge once the player's own rating is known (GET /api/player gives the public id,
 * /api/players/{id} the ratings; a key without a rating at a speed counts as 1500, as the server
 * counts it). Returns what the switch adds to a request.
 */
function ratedSwitch(
  form: HTMLFormElement,
  isOpen: () => boolean,
): (request: CreateGameRequest) => ReturnType<typeof ratedFields> {
  const field = document.getElementById('rated-field');
  const rated = form.elements.namedItem('rated') as HTMLInputElement | null;
  const rangeField = document.getElementById('range-field');
  const range = form.elements.namedItem('ratingRange') as HTMLSelectElement | null;
  const hint = document.getElementById('range-hint');
  if (!field || !rated || !rangeField || !range || !hint) return () => ({});
  let own: Map<Speed, number> | null | undefined; // undefined: not asked yet
  const clock = () => {
    const data = new FormData(form);
    const built = buildRequest((name) => {
      const v = data.get(name);
      return typeof v === 'string' ? v : null;
    });
    return built.ok ? built.request.clock : null;
  };
  const ownAt = (speed: Speed | null) => (speed && own ? (own.get(speed) ?? 1500) : null);
  const sync = () => {
    const c = clock();
    field.hidden = !c || !isOpen();
    rated.disabled = field.hidden;
    const speed = speedOfClock(c);
    const wanted = !field.hidden && rated.checked;
    if (wanted && own === undefined) {
      own = null;
      void ownRatings().then((m) => {
        own = m;
        sync();
      });
    }
    const mine = ownAt(speed);
    rangeField.hidden = !wanted || mine === null;
    if (mine === null || !speed) return;
    const delta = Number(range.value);
    const vars = {
      speed: hint.getAttribute(`data-speed-${speed}`) ?? speed,
      rating: mine,
      min: Math.max(1, mine - delta),
      max: Math.min(4000, mine + delta),
    };
    const text = hint.getAttribute(range.value === 'any' ? 'data-yours-any' : 'data-yours') ?? '';
    hint.textContent = text.replace(/\{(\w+)\}/g, (w, k: string) =>
      String(vars[k as keyof typeof vars] ?? w),
    );
  };
  form.addEventListener('change', sync);
  form.addEventListener('input', sync);
  sync();
  return (request) =>
    ratedFields(request.clock, {
      open: isOpen(),
      rated: rated.checked,
      range: range.value,
      own: rangeField.hidden ? null : ownAt(speedOfClock(request.clock)),
    });
}

/** The player's ratings by speed; null when the server gives no public id (then no range). */
async function ownRatings(): Promise<Map<Speed, number> | null> {
  try {
    const me = await callApi('GET', '/api/player');
    const id = me.body.publicId;
    if (me.status !== 200 || !isPublicId(id)) return null;
    const got = await getJson(`/api/players/${id}`, readProfile);
    if (got.ok) return new Map(got.value.ratings.map((r) => [r.speed, Math.round(r.rating)]));
    return got.status === 404 ? new Map() : null;
  } catch {
    return null;
  }
}

/** The folded options' summary says what they are set to ("you open · a foul loses · ..."). */
function summarizeOptions(form: HTMLFormElement): void {
  const summary = document.getElementById('options-summary');
  if (!summary) return;
  const checked = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[name=${name}]:checked`)?.value;
  const parts = [
    `opener-${checked('opener') ?? 'creator'}`,
    `fouls-${checked('fouls') ?? 'reject'}`,
    `takebacks-${checked('takebacks') ? 'on' : 'off'}`,
  ];
  summary.textContent = parts.map((name) => summary.getAttribute(`data-${name}`) ?? '').join(' · ');
}

const form = document.getElementById('create-game');
if (form instanceof HTMLFormElement) setup(form);
