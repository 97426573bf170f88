// What the event page's countdown says: the time left to the start of an event that starts by
// itself, or to the end of a running arena, on the server's clock. Pure, for tests.
import type { EventView } from './model';

export type Countdown =
  { kind: 'start' | 'end'; ms: number } | { kind: 'manual' } | { kind: 'none' };

/** `serverNow`: the server's time now (the page keeps the offset from each view's serverTime). */
export function countdownOf(view: EventView, serverNow: number): Countdown {
  if (view.status === 'registering') {
    if (view.config.startsAt <= 0) return { kind: 'manual' };
    return { kind: 'start', ms: Math.max(0, view.config.startsAt - serverNow) };
  }
  if (view.status === 'running' && view.endsAt !== null)
    return { kind: 'end', ms: Math.max(0, view.endsAt - serverNow) };
  return { kind: 'none' };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A duration as a clock shows it, rounded up to the second so that it reaches 0:00 only when the
 * time is up: "0:09", "4:05", "1:02:03"; a day or more as "2 d 03:04:05".
 */
export function durationText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (days > 0) return `${days} d ${two(h)}:${two(m)}:${two(s)}`;
  if (h > 0) return `${h}:${two(m)}:${two(s)}`;
  return `${m}:${two(s)}`;
}
