// Whether links go to the system's share sheet: read by the input (copy or share) and by the
// drawing (the buttons' words), so it lives apart from both.

/** Phones whose browser has a share sheet share links instead of copying them. */
export function canShare(): boolean {
  const coarse = window.matchMedia?.('(pointer: coarse)').matches ?? false;
  return coarse && typeof navigator.share === 'function';
}
