// A display name as an element of the pages built with the DOM (lobby, watch, my games): a link
// to the player's page when the server gave a public id, else plain text. Text goes in with
// textContent only.
import { playerPath } from './model';

export function nameElement(name: string, publicId: unknown): HTMLElement {
  const path = playerPath(publicId);
  const el = document.createElement(path ? 'a' : 'span');
  el.className = 'player-link';
  if (path) (el as HTMLAnchorElement).href = path;
  el.textContent = name;
  return el;
}

/**
 * A sentence with elements in it: each `{name}` of `text` (a translation with its placeholders
 * left unfilled) becomes `parts.name`, so a name inside "against {name}" can be a link.
 */
export function sentenceWith(text: string, parts: Record<string, Node>): (Node | string)[] {
  return text
    .split(/(\{\w+\})/)
    .map((piece) => parts[piece.slice(1, -1)] ?? piece)
    .filter((p) => p !== '');
}
