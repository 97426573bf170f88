// Strings of the game review, Brazilian Portuguese: the same keys as review.en.ts.
import type { reviewEn } from './review.en';

export const reviewPt: Record<keyof typeof reviewEn, string> = {
  'review.title': 'Análise da partida',
  'review.start': 'Análise da partida',
  'review.again': 'Analisar de novo',
  'review.intro':
    'O motor neste navegador avalia cada posição da partida (cerca de meio segundo cada uma) e marca os lances que perderam chance de vitória.',
  'review.progress': 'Analisando: posição {n} de {total}',
  'review.cancel': 'Cancelar',
  'review.cancelled': 'Análise cancelada.',
  'review.noWasm':
    'A análise da partida roda o motor neste navegador, e este navegador não tem WebAssembly (ou Web Workers). O tabuleiro de análise ainda pode consultar o servidor, uma posição por vez.',
  'review.failed': 'O motor neste navegador falhou: {message}',
  'review.took': '{n} posições em {s} s.',
  'review.chart': 'Chance de vitória das Pretas após cada lance',
  'review.chart.point': 'Lance {n}: Pretas {chance} %',
  'review.moves': 'Lances',
  'review.opening': 'abertura',
  'review.pass': 'passe',
  'review.chance': '{before} % → {after} %',
  'review.best': 'Melhor: {point}',
  'review.keep': 'Melhor: manter a cor',
  'review.mark.inaccuracy': 'Imprecisão',
  'review.mark.mistake': 'Erro',
  'review.mark.blunder': 'Erro grave',
  'review.mark.missed-win': 'Vitória forçada perdida',
  'review.summary': 'Resumo',
  'review.black': 'Pretas',
  'review.white': 'Brancas',
  'review.average': 'Perda média de chance de vitória',
  'review.averageValue': '{n} pontos',
  'review.judged': 'Lances avaliados',
};
