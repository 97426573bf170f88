// Turns the tournament form into the body of POST /api/tournaments (docs/api.md). Pure, for tests.
// The rule, N and the clock are read as the home page's form reads them: create-request.ts knows
// the rules, their N and the clock limits; this file adds the event's own fields.
import {
  type CreateGameRequest,
  PRESETS,
  defaultN,
  fieldValue,
  hasN,
} from '../pages/create-request';
import { FORMATS, type Format } from './model';

export interface CreateEventRequest {
  name: string;
  format: Format;
  rounds?: number;
  durationMs?: number;
  games: {
    rule: CreateGameRequest['rule'];
    n?: number;
    clock: { initialMs: number; incrementMs: number };
    rated: boolean;
  };
  startsAt?: number;
  playerLimit: number;
  private: boolean;
}

export const EVENT_FIELDS = [
  'name',
  'n',
  'minutes',
  'increment',
  'rounds',
  'duration',
  'startsAt',
  'limit',
] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

/** Limits the server enforces on the event's own fields (server/src/events/event_json.cpp). */
export const EVENT_LIMITS = {
  rounds: { min: 1, max: 99 },
  duration: { min: 1, max: 1440 },
  limit: { min: 0, max: 100_000 },
} as const;

const RULES = ['standard', 'rif', 'yamaguchi', 'soosorv', 'taraguchi'] as const;

/** A whole number within [min, max], or null ("", "7.5", "1e2", out of range). */
export function wholeIn(raw: string | null | undefined, min: number, max: number): number | null {
  const text = (raw ?? '').trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  const v = Number.parseInt(text, 10);
  return v >= min && v <= max ? v : null;
}

/** The server's name rule: 1 to 80 characters, no space at either end. */
export function validName(name: string): boolean {
  const chars = [...name];
  return chars.length >= 1 && chars.length <= 80 && name.trim() === name;
}

/** A field's value is one the server takes (for the message shown when the field is left). */
export function fieldOk(field: EventField, raw: string, now: number): boolean {
  switch (field) {
    case 'name':
      return validName(raw);
    case 'n':
    case 'minutes':
    case 'increment':
      return fieldValue(field, raw) !== null;
    case 'rounds':
    case 'duration':
    case 'limit':
      return wholeIn(raw, EVENT_LIMITS[field].min, EVENT_LIMITS[field].max) !== null;
    case 'startsAt':
      return startTime(raw) !== null && startTime(raw)! > now;
  }
}

/** The time of a datetime-local value ("2026-12-07T18:30"), read in the browser's time zone. */
export function startTime(raw: string | null): number | null {
  if (!raw || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(raw)) return null;
  const t = new Date(raw).getTime();
  return Number.isFinite(t) ? t : null;
}

export type EventBuildResult =
  { ok: true; request: CreateEventRequest } | { ok: false; invalid: EventField[] };

/**
 * The request for the form's values, or the fields the server would refuse (only the fields that
 * apply: rounds for a Swiss, the duration for an arena, N for a rule that has one, the minutes
 * and increment for a custom clock, the time for a set start). `now`: the browser's clock.
 */
export function buildEventRequest(
  get: (name: string) => string | null,
  now: number,
): EventBuildResult {
  const invalid: EventField[] = [];
  const check = (field: EventField, ok: boolean) => {
    if (!ok) invalid.push(field);
  };
  const name = get('name') ?? '';
  check('name', validName(name));
  const formatValue = get('format') ?? 'swiss';
  const format = (FORMATS as readonly string[]).includes(formatValue)
    ? (formatValue as Format)
    : 'swiss';
  const ruleValue = get('rule') ?? 'standard';
  const rule = (RULES as readonly string[]).includes(ruleValue)
    ? (ruleValue as CreateGameRequest['rule'])
    : 'standard';
  let n: number | undefined;
  if (hasN(rule)) {
    const v = fieldValue('n', get('n'));
    check('n', v !== null);
    n = v ?? defaultN(rule);
  }
  let clock: { initialMs: number; incrementMs: number };
  const choice = get('clock') ?? '15+5';
  if (choice === 'custom') {
    const minutes = fieldValue('minutes', get('minutes'));
    const increment = fieldValue('increment', get('increment'));
    check('minutes', minutes !== null);
    check('increment', increment !== null);
    clock = { initialMs: (minutes ?? 0) * 60_000, incrementMs: (increment ?? 0) * 1000 };
  } else {
    const p = PRESETS[choice] ?? PRESETS['15+5']!;
    clock = { initialMs: p.initial * 1000, incrementMs: p.increment * 1000 };
  }
  const request: CreateEventRequest = {
    name,
    format,
    games: { rule, ...(n !== undefined ? { n } : {}), clock, rated: get('rated') !== null },
    playerLimit: 0,
    private: get('private') !== null,
  };
  if (format === 'swiss') {
    const rounds = wholeIn(get('rounds'), EVENT_LIMITS.rounds.min, EVENT_LIMITS.rounds.max);
    check('rounds', rounds !== null);
    request.rounds = rounds ?? 0;
  }
  if (format === 'arena') {
    const minutes = wholeIn(get('duration'), EVENT_LIMITS.duration.min, EVENT_LIMITS.duration.max);
    check('duration', minutes !== null);
    request.durationMs = (minutes ?? 0) * 60_000;
  }
  if (get('start') === 'at') {
    const at = startTime(get('startsAt'));
    check('startsAt', at !== null && at > now);
    if (at !== null) request.startsAt = at;
  }
  const limit = wholeIn(get('limit') ?? '0', EVENT_LIMITS.limit.min, EVENT_LIMITS.limit.max);
  check('limit', limit !== null);
  request.playerLimit = limit ?? 0;
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, request };
}
