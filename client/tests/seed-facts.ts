// The facts of the product pages the site grew from (/work/shared/seeds/, written in Portuguese
// and Swedish), each with the key phrases that carry it on the rule page it belongs to, in both
// languages. Checked on the rendered pages by seed-facts.test.ts and in Chromium by
// e2e/pages.test.ts.
import type { RulePageId } from '../src/pages/rules-data';

export interface Fact {
  /** What the seed says, in short (our words). */
  fact: string;
  /** Which seed page says it. */
  seed: string;
  page: RulePageId;
  /** Every pattern must match the page's text. */
  en: RegExp[];
  pt: RegExp[];
}

const T10 = '000 Taraguchi-10 (pt)';
const YAM = '002 Yamaguchi (pt)';
const TAR = '003 Taraguchi (sv)';
const S8 = '004 Soosõrv-8 (pt)';

export const FORBIDDEN_IN_OPENING = {
  en: [
    /forbidden moves also hold during the opening/i,
    /every stone Black places/,
    /every fifth move Black offers/,
  ],
  pt: [
    /proibidas das Pretas também valem durante a abertura/,
    /cada pedra que as Pretas colocam/,
    /cada quinta jogada que oferecem/,
  ],
};

export const FACTS: Fact[] = [
  // Taraguchi-10
  {
    fact: 'rule of the current World Championship',
    seed: T10,
    page: 'taraguchi-10',
    en: [/opening rule of the current World Championship/],
    pt: [/regra de abertura do Campeonato Mundial atual/],
  },
  {
    fact: 'shares the opening so neither side steers to a known win',
    seed: T10,
    page: 'taraguchi-10',
    en: [/neither can steer the game into a position known to win/],
    pt: [/nenhum deles consiga levar a partida a uma posição sabidamente vencedora/],
  },
  {
    fact: 'stones 1-4 in h8, 3x3, 5x5, 7x7',
    seed: T10,
    page: 'taraguchi-10',
    en: [/Stone 2 goes inside the 3 × 3 square, stone 3 inside 5 × 5, stone 4 inside 7 × 7/],
    pt: [/A pedra 2 vai dentro do quadrado de 3 × 3, a 3 dentro do 5 × 5 e a 4 dentro do 7 × 7/],
  },
  {
    fact: 'swap instead of playing before stones 2, 3, 4',
    seed: T10,
    page: 'taraguchi-10',
    en: [/Before each of stones 2, 3 and 4 the player to move may swap colours instead of playing/],
    pt: [
      /Antes de cada uma das pedras 2, 3 e 4, o jogador da vez pode trocar de cor em vez de jogar/,
    ],
  },
  {
    fact: 'option 1: swap, fifth inside 9x9, White may swap again, sixth anywhere',
    seed: T10,
    page: 'taraguchi-10',
    en: [
      /Option 1: colours may be swapped, Black plays the fifth stone inside 9 × 9, White may swap again/,
    ],
    pt: [
      /Opção 1: as cores podem ser trocadas, as Pretas jogam a quinta pedra dentro do 9 × 9, as Brancas podem trocar de novo/,
    ],
  },
  {
    fact: 'option 2: ten offers anywhere, none symmetric, no further swap',
    seed: T10,
    page: 'taraguchi-10',
    en: [
      /Option 2: Black offers ten fifth moves anywhere on the board, no two symmetric/,
      /with no more swaps/,
    ],
    pt: [
      /Opção 2: as Pretas oferecem dez quintas jogadas em qualquer ponto do tabuleiro, sem duas simétricas/,
      /sem mais trocas/,
    ],
  },
  {
    fact: 'forbidden moves apply to Black in the opening and to offers',
    seed: T10,
    page: 'taraguchi-10',
    ...FORBIDDEN_IN_OPENING,
  },
  {
    fact: 'proposed by Yusui Yamaguchi from Tarannikov’s rule; the name joins both',
    seed: T10,
    page: 'taraguchi-10',
    en: [/Yusui Yamaguchi/, /Tarannikov/, /the name joins the two/],
    pt: [/Yusui Yamaguchi/, /Tarannikov/, /o nome junta os dois/],
  },
  {
    fact: 'RIF adopted it with Soosõrv and Yamaguchi at the 2008 extraordinary GA, seeking successors to the RIF rule',
    seed: T10,
    page: 'taraguchi-10',
    en: [
      /Renju International Federation \(RIF\) approved it at its 2008 extraordinary General Assembly/,
      /successors to the RIF rule/,
    ],
    pt: [
      /Renju International Federation \(RIF\) a aprovou na Assembleia Geral extraordinária de 2008/,
      /sucessoras para a regra RIF/,
    ],
  },
  {
    fact: 'European championships from 2010',
    seed: T10,
    page: 'taraguchi-10',
    en: [/European championships have used it since 2010/],
    pt: [/campeonatos europeus a usam desde 2010/],
  },
  {
    fact: 'Taraguchi-N certified in 2011, N = number of offered fifth moves',
    seed: T10,
    page: 'taraguchi-10',
    en: [
      /in 2011 RIF certified the Taraguchi-N form, where N is the number of fifth moves Black may offer/,
    ],
    pt: [
      /em 2011 a RIF certificou a forma Taraguchi-N, em que N é o número de quintas jogadas que as Pretas podem oferecer/,
    ],
  },
  {
    fact: 'Team World Championship 2024, World Championship 2025, after Soosõrv-8',
    seed: T10,
    page: 'taraguchi-10',
    en: [/Team World Championship in 2024 and of the World Championship in 2025, after Soosõrv-8/],
    pt: [
      /Campeonato Mundial por Equipes em 2024 e do Campeonato Mundial em 2025, depois da Soosõrv-8/,
    ],
  },
  {
    fact: 'why it works: growing squares without a list of openings; ten offers make option 2 costly',
    seed: T10,
    page: 'taraguchi-10',
    en: [
      /keep the first stones near the centre without a fixed list of openings/,
      /offering ten fifth moves is so costly/,
    ],
    pt: [
      /mantêm as primeiras pedras perto do centro sem uma lista fixa de aberturas/,
      /oferecer dez quintas jogadas custa tanto/,
    ],
  },

  // Yamaguchi
  {
    fact: 'World Championships 2009-2015',
    seed: YAM,
    page: 'yamaguchi',
    en: [/World Championships from 2009 to 2015/],
    pt: [/Campeonatos Mundiais de 2009 a 2015/],
  },
  {
    fact: 'Team World Championships 2010-2016',
    seed: YAM,
    page: 'yamaguchi',
    en: [/Team World Championships from 2010 to 2016/],
    pt: [/Campeonatos Mundiais por Equipes de 2010 a 2016/],
  },
  {
    fact: 'like RIF, the opener also declares the count; strong openings balanced by many',
    seed: YAM,
    page: 'yamaguchi',
    en: [
      /keeps the shape of the RIF rule/,
      /A strong opening for Black can be made fair by promising many/,
    ],
    pt: [
      /mantém a forma da regra RIF/,
      /Uma abertura forte para as Pretas fica justa quando se prometem muitas/,
    ],
  },
  {
    fact: 'no upper limit in the published rule; 1 to 10 here',
    seed: YAM,
    page: 'yamaguchi',
    en: [/The published rule has no upper limit; on this site it is 1 to 10/],
    pt: [/A regra publicada não tem limite superior; neste site ele vai de 1 a 10/],
  },
  {
    fact: 'one declared fifth move is simply played',
    seed: YAM,
    page: 'yamaguchi',
    en: [/If only one was declared, Black just plays it/],
    pt: [/Se só uma foi anunciada, as Pretas simplesmente a jogam/],
  },
  {
    fact: 'forbidden moves apply to Black in the opening and to offers',
    seed: YAM,
    page: 'yamaguchi',
    ...FORBIDDEN_IN_OPENING,
  },
  {
    fact: 'RIF adopted it for title tournaments at the 2008 extraordinary GA with Soosõrv and Taraguchi',
    seed: YAM,
    page: 'yamaguchi',
    en: [
      /Renju International Federation \(RIF\) adopted the rule for its title tournaments at its 2008 extraordinary General Assembly, together with the Soosõrv and Taraguchi rules/,
    ],
    pt: [
      /Renju International Federation \(RIF\) adotou a regra para os seus torneios de título na Assembleia Geral extraordinária de 2008, junto com as regras Soosõrv e Taraguchi/,
    ],
  },
  {
    fact: 'answers the RIF rule’s weakness with two offers',
    seed: YAM,
    page: 'yamaguchi',
    en: [/answered the RIF rule’s problem/],
    pt: [/resolvia o problema da regra RIF/],
  },
  {
    fact: 'RIF rule: two offers make many openings one-sided; top players used few',
    seed: YAM,
    page: 'rif',
    en: [
      /with exactly two offered fifth moves, many of the 26 openings clearly favour one side/,
      /same few balanced ones/,
    ],
    pt: [
      /com exatamente duas quintas jogadas oferecidas, muitas das 26 aberturas favorecem claramente um dos lados/,
      /mesmas poucas aberturas equilibradas/,
    ],
  },
  {
    fact: 'World Championship moved to Soosõrv-8 from 2017',
    seed: YAM,
    page: 'yamaguchi',
    en: [/From 2017 the World Championship moved to Soosõrv-8/],
    pt: [/A partir de 2017, o Campeonato Mundial passou a usar a Soosõrv-8/],
  },

  // Original Taraguchi (Swedish seed)
  {
    fact: 'proposed by Yusui Yamaguchi from Tarannikov’s rule',
    seed: TAR,
    page: 'taraguchi',
    en: [/proposed by Yusui Yamaguchi from Yuri Tarannikov’s opening rule/],
    pt: [/proposta por Yusui Yamaguchi a partir da regra de abertura de Yuri Tarannikov/],
  },
  {
    fact: 'opens 10D, 12D, 13D, 13I unplayable under Yamaguchi',
    seed: TAR,
    page: 'taraguchi',
    en: [/Yamaguchi rule had made unplayable, such as 10D, 12D, 13D and 13I/],
    pt: [/regra Yamaguchi tinha tornado injogáveis, como 10D, 12D, 13D e 13I/],
  },
  {
    fact: 'openings with five winning fifth moves (2D, 2I) cannot be chosen; Taraguchi-N solves it',
    seed: TAR,
    page: 'taraguchi',
    en: [
      /2D and 2I, where Black has five winning fifth moves/,
      /Taraguchi-N form of 2011 solved the problem/,
    ],
    pt: [
      /2D e 2I, em que as Pretas têm cinco quintas jogadas vencedoras/,
      /Taraguchi-N, de 2011, resolveu o problema/,
    ],
  },
  {
    fact: 'official for the European championships from 2010, the 2012 correspondence World Championship and smaller international tournaments',
    seed: TAR,
    page: 'taraguchi',
    en: [
      /European championships from 2010/,
      /2012 correspondence World Championship/,
      /smaller international tournaments/,
    ],
    pt: [
      /campeonatos europeus a partir de 2010/,
      /Campeonato Mundial por correspondência de 2012/,
      /torneios internacionais menores/,
    ],
  },
  {
    fact: 'N large enough (10) opens every playable five-stone position',
    seed: TAR,
    page: 'taraguchi-n',
    en: [
      /With N large enough, as with 10, every playable five-stone position is open to both sides/,
    ],
    pt: [
      /Com um N grande o bastante, como 10, toda posição jogável de cinco pedras fica aberta aos dois lados/,
    ],
  },
  {
    fact: 'Taraguchi-N accepted by RIF at the 2011 General Assembly',
    seed: TAR,
    page: 'taraguchi-n',
    en: [
      /Renju International Federation \(RIF\) certified Taraguchi-N at its 2011 General Assembly/,
    ],
    pt: [
      /Renju International Federation \(RIF\) certificou a Taraguchi-N na Assembleia Geral de 2011/,
    ],
  },
  {
    fact: 'forbidden moves apply to Black in the opening and to offers',
    seed: TAR,
    page: 'taraguchi',
    ...FORBIDDEN_IN_OPENING,
  },

  // Soosõrv-8
  {
    fact: 'World Championships 2017 to 2023',
    seed: S8,
    page: 'soosorv-8',
    en: [/World Championships from 2017 to 2023/],
    pt: [/Campeonatos Mundiais de 2017 a 2023/],
  },
  {
    fact: 'the opener chooses the opening; the other side decides how many fifth moves',
    seed: S8,
    page: 'soosorv-8',
    en: [/The opener chooses the opening; the other side decides how many fifth moves/],
    pt: [/Quem abre escolhe a abertura; o outro lado decide quantas quintas jogadas/],
  },
  {
    fact: 'exactly 26 openings up to symmetry',
    seed: S8,
    page: 'rif',
    en: [/Up to symmetry these are the 26 standard openings/],
    pt: [/Descontadas as simetrias, são as 26 aberturas padrão/],
  },
  {
    fact: 'White declares 1 to 8; Black may swap once more',
    seed: S8,
    page: 'soosorv-8',
    en: [/declares a number from 1 to 8/, /Whoever holds Black may now swap once more/],
    pt: [/anunciam um número de 1 a 8/, /Quem está com as Pretas pode trocar mais uma vez/],
  },
  {
    fact: 'forbidden moves apply to Black in the opening and to offers',
    seed: S8,
    page: 'soosorv-8',
    ...FORBIDDEN_IN_OPENING,
  },
  {
    fact: 'proposed by the Estonian player Ants Soosõrv',
    seed: S8,
    page: 'soosorv-8',
    en: [/Estonian player Ants Soosõrv/],
    pt: [/jogador estoniano Ants Soosõrv/],
  },
  {
    fact: 'official rule of the 2008 European Championship',
    seed: S8,
    page: 'soosorv-8',
    en: [/official opening rule of the 2008 European Championship/],
    pt: [/regra de abertura oficial do Campeonato Europeu de 2008/],
  },
  {
    fact: 'approved at RIF’s 2008 extraordinary GA with Taraguchi and Yamaguchi',
    seed: S8,
    page: 'soosorv-8',
    en: [
      /Renju International Federation \(RIF\) approved it at its extraordinary General Assembly, with the Yamaguchi and Taraguchi rules/,
    ],
    pt: [
      /Renju International Federation \(RIF\) a aprovou na sua Assembleia Geral extraordinária, junto com as regras Yamaguchi e Taraguchi/,
    ],
  },
  {
    fact: 'first version: up to four fifth moves',
    seed: S8,
    page: 'soosorv-8',
    en: [/at most four fifth moves/],
    pt: [/no máximo quatro quintas jogadas/],
  },
  {
    fact: 'Soosõrv-N certified in 2011, proposed by the Russian association, N varies',
    seed: S8,
    page: 'soosorv-8',
    en: [
      /in 2011 RIF certified Soosõrv-N, proposed by the Russian renju association, where that limit N may vary/,
    ],
    pt: [
      /em 2011, a RIF certificou a Soosõrv-N, proposta pela associação russa de renju, em que esse limite N pode variar/,
    ],
  },
  {
    fact: 'chosen in 2015 for the World Championship from 2017; 2017, 2019, 2023, Team 2018; Taraguchi-10 from 2024/2025',
    seed: S8,
    page: 'soosorv-8',
    en: [
      /In 2015 the General Assembly chose Soosõrv-8 for the World Championship from 2017/,
      /2017, 2019 and 2023/,
      /2018 Team World Championship/,
      /Taraguchi-10 took over in 2024 and 2025/,
    ],
    pt: [
      /Em 2015, a Assembleia Geral escolheu a Soosõrv-8 para o Campeonato Mundial a partir de 2017/,
      /2017, 2019 e 2023/,
      /Campeonato Mundial por Equipes de 2018/,
      /Taraguchi-10 assumir em 2024 e 2025/,
    ],
  },
];
