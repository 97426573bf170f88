// Strings of the game review (src/review/), English: shown on the finished game's page and the
// archived game's page.
export const reviewEn = {
  'review.title': 'Game review',
  'review.start': 'Review',
  'review.again': 'Review again',
  'review.intro':
    'The engine in this browser evaluates every position of the game (about half a second each) and marks the moves that gave away win chance.',
  'review.progress': 'Reviewing: position {n} of {total}',
  'review.cancel': 'Cancel',
  'review.cancelled': 'Review cancelled.',
  'review.noWasm':
    'The game review runs the engine in this browser, and this browser has no WebAssembly (or no Web Workers). The analysis board can still ask the server, one position at a time.',
  'review.failed': 'The engine in this browser failed: {message}',
  'review.took': '{n} positions in {s} s.',
  'review.chart': "Black's win chance after each move",
  'review.chart.point': 'Move {n}: Black {chance} %',
  'review.moves': 'Moves',
  'review.opening': 'opening',
  'review.pass': 'pass',
  'review.chance': '{before} % → {after} %',
  'review.best': 'Best: {point}',
  'review.keep': 'Better: keep the colour',
  'review.mark.inaccuracy': 'Inaccuracy',
  'review.mark.mistake': 'Mistake',
  'review.mark.blunder': 'Blunder',
  'review.mark.missed-win': 'Missed forced win',
  'review.summary': 'Summary',
  'review.black': 'Black',
  'review.white': 'White',
  'review.average': 'Average loss of win chance',
  'review.averageValue': '{n} points',
  'review.judged': 'Judged moves',
} as const satisfies Record<string, string>;
