// Strings of the analysis board, Brazilian Portuguese: the same keys as analysis.en.ts.
import type { analysisEn } from './analysis.en';

export const analysisPt: Record<keyof typeof analysisEn, string> = {
  'analysis.nav': 'Análise',
  'analysis.title': 'Tabuleiro de análise',
  'analysis.description':
    'Percorra uma partida de renju ou qualquer posição: a avaliação e a melhor sequência do motor, os pontos proibidos das Pretas e a busca de uma vitória por quatros (VCF) ou por três e quatros (VCT).',
  'analysis.loading': 'Carregando o tabuleiro de análise…',
  'analysis.noscript': 'O tabuleiro de análise precisa de JavaScript.',

  'analysis.black': 'Pretas',
  'analysis.white': 'Brancas',
  'analysis.position': 'Lance {n} de {total}',
  'analysis.toMove': 'Vez das {side}',
  'analysis.first': 'Posição inicial',
  'analysis.prev': 'Lance anterior',
  'analysis.next': 'Próximo lance',
  'analysis.last': 'Último lance',
  'analysis.keys': 'As setas percorrem os lances; Home e End vão ao início e ao fim.',
  'analysis.variation': 'Variante a partir do lance {n}',
  'analysis.backToMain': 'Voltar à linha principal',
  'analysis.numbers': 'Números dos lances',

  'analysis.over.five': 'As {side} fizeram cinco com o lance {n}.',
  'analysis.over.overline':
    'As Brancas fizeram seis ou mais em linha com o lance {n}: vitória das Brancas.',
  'analysis.over.foul':
    'As Pretas jogaram em um ponto proibido ({kind}) em {point}: vitória das Brancas.',
  'analysis.over.draw': 'A partida terminou empatada com o lance {n}.',

  'analysis.eval.title': 'Motor',
  'analysis.eval.thinking': 'Pensando…',
  'analysis.eval.better': 'Vantagem das {side} ({score})',
  'analysis.eval.equal': 'Posição equilibrada ({score})',
  'analysis.eval.winsNext': 'As {side} ganham no próximo lance',
  'analysis.eval.wins': 'As {side} ganham à força em {n} lances',
  'analysis.eval.best': 'Melhor lance: {point}',
  'analysis.eval.line': 'Melhor sequência: {line}',
  'analysis.eval.detail': 'profundidade {depth} · {nodes} posições · {time} s',
  'analysis.eval.noMove': 'Nenhuma pedra pode ser jogada.',
  'analysis.eval.over': 'A partida já terminou nesta posição.',
  'analysis.eval.busy': 'O motor está ocupado; tentando de novo em instantes…',
  'analysis.eval.error': 'O motor não pôde responder: {message}',
  'analysis.eval.start': 'Posição inicial',
  'analysis.eval.startHelp': 'O motor avalia a partir da primeira pedra de cada lado.',
  'analysis.eval.winsBy': 'As {side} ganham por {kind} em {n} lances',
  'analysis.eval.byThreat': 'Encontrado pela busca de ameaças · {nodes} posições',
  'analysis.local.switch': 'Analisar neste navegador',
  'analysis.local.off': 'O servidor analisa cada posição por 1 s.',
  'analysis.local.unavailable':
    'Este navegador não pode executar o motor: o servidor analisa cada posição em seu lugar.',
  'analysis.local.detail': 'profundidade {depth} · {nps} posições/s · {time} s neste navegador',
  'analysis.local.speed': '{nps} posições/s · {time} s neste navegador',
  'analysis.local.running': 'analisando…',
  'analysis.local.winIn': 'ganha em {n}',
  'analysis.local.lossIn': 'perde em {n}',

  'analysis.kind.double-three': 'três-três',
  'analysis.kind.double-four': 'quatro-quatro',
  'analysis.kind.overline': 'linha longa',
  'analysis.forbidden.title': 'Pontos proibidos das Pretas',
  'analysis.forbidden.none': 'Nenhum nesta posição.',
  'analysis.forbidden.item': '{point}: {kind}',

  'analysis.solve.title': 'Busca de ameaças',
  'analysis.solve.side': 'Atacante',
  'analysis.solve.vcf': 'Buscar VCF',
  'analysis.solve.vct': 'Buscar VCT',
  'analysis.solve.help':
    'VCF: vitória por quatros seguidos. VCT: por três e quatros. O atacante joga primeiro, seja qual for a vez.',
  'analysis.solve.searching': 'Buscando…',
  'analysis.solve.win': 'As {side} ganham por {kind}: {line}',
  'analysis.solve.foul':
    'A sequência termina com um quatro das Brancas cuja única defesa, {point}, é proibida para as Pretas.',
  'analysis.solve.none': 'As {side} não têm {kind} nesta posição.',
  'analysis.solve.unknown': 'Nenhum {kind} das {side} foi decidido no tempo permitido.',
  'analysis.solve.clear': 'Esconder a sequência',

  'analysis.moves.title': 'Lances',
  'analysis.moves.pass': 'passe',

  'analysis.open.title': 'Abrir uma posição',
  'analysis.open.empty': 'Tabuleiro vazio',
  'analysis.open.paste': 'Cole um registro: lista de lances, SGF ou XML do RenjuNet',
  'analysis.open.submit': 'Abrir o registro',
  'analysis.open.error': 'Não foi possível abrir este registro: {message}',
  'analysis.open.game': 'Partida {id}',
  'analysis.open.backToGame': 'Voltar à partida',

  'analysis.link.title': 'Link para esta posição',
  'analysis.link.copy': 'Copiar link',
  'analysis.link.copied': 'Copiado',

  'analysis.notice.occupied': '{point} está ocupado.',
  'analysis.notice.forbidden': '{point} é proibido para as Pretas ({kind}).',
  'analysis.notice.over': 'A partida já terminou nesta posição: volte para jogar uma variante.',
  'analysis.notice.error': 'Não foi possível abrir esta posição: {message}',
  'analysis.notice.badLink': 'a lista de lances do link não pode ser lida',
  'analysis.notice.rate': 'Pedidos demais: espere um momento.',
};
