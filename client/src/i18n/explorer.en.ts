// The opening explorer panel (archived game page and analysis board). Portuguese in
// explorer.pt.ts.
export const explorerEn = {
  'explorer.title': 'Opening explorer',
  'explorer.rule': 'Rule',
  'explorer.rule.standard': 'Standard renju',
  'explorer.rule.rif': 'RIF',
  'explorer.rule.yamaguchi': 'Yamaguchi',
  'explorer.rule.soosorv': 'Soosõrv',
  'explorer.rule.taraguchi': 'Taraguchi',
  'explorer.rule.none': 'Rule not recorded',
  'explorer.allRules': 'All rules',
  'explorer.here': 'Games played here',
  'explorer.import': 'Imported games',
  'explorer.move': 'Move',
  'explorer.games': 'Games',
  'explorer.results': 'Black / draw / White',
  'explorer.play': 'Play {move}',
  'explorer.none': 'No game of this kind reached this position.',
  'explorer.beyond': 'The explorer knows the first 39 moves of each game, without passes.',
  'explorer.loading': 'Looking up the position…',
  'explorer.error': 'The explorer could not answer: {message}',
  'explorer.help': 'Positions are matched in any of the 8 orientations of the board.',
} as const;
