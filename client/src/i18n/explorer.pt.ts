// O explorador de aberturas em português (as chaves vêm de explorer.en.ts).
import type { explorerEn } from './explorer.en';

export const explorerPt: Record<keyof typeof explorerEn, string> = {
  'explorer.title': 'Explorador de aberturas',
  'explorer.rule': 'Regra',
  'explorer.rule.standard': 'Renju padrão',
  'explorer.rule.rif': 'RIF',
  'explorer.rule.yamaguchi': 'Yamaguchi',
  'explorer.rule.soosorv': 'Soosõrv',
  'explorer.rule.taraguchi': 'Taraguchi',
  'explorer.rule.none': 'Regra não registrada',
  'explorer.allRules': 'Todas as regras',
  'explorer.here': 'Partidas jogadas aqui',
  'explorer.import': 'Partidas importadas',
  'explorer.move': 'Lance',
  'explorer.games': 'Partidas',
  'explorer.results': 'Pretas / empate / Brancas',
  'explorer.play': 'Jogar {move}',
  'explorer.none': 'Nenhuma partida deste tipo chegou a esta posição.',
  'explorer.beyond': 'O explorador conhece os primeiros 39 lances de cada partida, sem passes.',
  'explorer.loading': 'Procurando a posição…',
  'explorer.error': 'O explorador não pôde responder: {message}',
  'explorer.help': 'As posições são reconhecidas em qualquer das 8 orientações do tabuleiro.',
};
