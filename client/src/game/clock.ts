// Clock display from the server's figures. The server is the only timekeeper: it sends each
// side's remaining time and which clock runs; the page subtracts the time elapsed locally since
// that message arrived, so the figures count down smoothly between messages.

/** What the page knows about one side's clock. */
export interface ClockReading {
  /** Milliseconds left when the message carrying it arrived. */
  remainingMs: number;
  /** This clock was running at that moment. */
  running: boolean;
}

/** Milliseconds left now, never below zero. `elapsedMs` = local time since the message arrived. */
export function remainingNow(c: ClockReading, elapsedMs: number): number {
  return Math.max(0, c.running ? c.remainingMs - Math.max(0, elapsedMs) : c.remainingMs);
}

/**
 * "1:05:09", "14:59", "0:09.4": hours only when needed, tenths under 10 seconds (when the
 * time is short, every tenth matters to the player).
 */
export function formatClock(ms: number): string {
  const clamped = Math.max(0, ms);
  // Correspondence: days and hours ("2d 07h"), then the usual figures in the last day.
  if (clamped >= 86_400_000) {
    const hours = Math.floor(clamped / 3_600_000);
    return `${Math.floor(hours / 24)}d ${String(hours % 24).padStart(2, '0')}h`;
  }
  if (clamped < 10_000) {
    // Round tenths down: showing "0:00.0" only when the flag is really down.
    const tenths = Math.floor(clamped / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const total = Math.floor(clamped / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A clock is "low" (drawn in warning colours) under 30 seconds. */
export const isLow = (ms: number): boolean => ms < 30_000;

/**
 * How long to wait before the displayed text next changes: the page redraws the clocks only
 * then, not on every animation frame.
 */
export function nextTickMs(ms: number): number {
  if (ms <= 0) return 1000;
  const step = ms < 10_000 ? 100 : 1000;
  const rest = ms % step;
  return (rest === 0 ? step : rest) + 5;
}
