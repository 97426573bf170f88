// Strings of the site's pages, Brazilian Portuguese: the same keys as site.en.ts.
import type { siteEn } from './site.en';

export const sitePt: Record<keyof typeof siteEn, string> = {
  'layout.skip': 'Pular para o conteúdo',
  'layout.beta': 'Beta',
  'layout.betaNote': 'Este site é novo e ainda está mudando.',
  'layout.promise': 'Sem cadastro. Compartilhe um link e comece a jogar.',
  'layout.nav.label': 'Principal',
  'layout.nav.play': 'Jogar',
  'layout.nav.rules': 'Regras',
  'layout.lang.label': 'Idioma',
  'layout.theme': 'Modo escuro',
  'layout.footer.rules': 'Regras de abertura',
  'layout.footer.built': 'Versão e commit a partir dos quais este site foi gerado',

  'kind.double-three': 'três-três',
  'kind.double-four': 'quatro-quatro',
  'kind.overline': 'linha longa',

  'home.title': 'Renju online: todas as regras de abertura oficiais',
  'home.description':
    'Jogue renju com um amigo no navegador, com o renju padrão ou as regras RIF, Yamaguchi, Soosõrv-N e Taraguchi-N. Sem cadastro: crie uma partida e mande o link.',
  'home.heading': 'Jogue renju com qualquer regra de abertura oficial',
  'home.lead':
    'O renju é o cinco em linha em um tabuleiro de 15 × 15, com algumas restrições às Pretas que equilibram o jogo. Escolha uma regra de abertura, mande o link para um amigo e joguem em tempo real.',
  'home.point.rules': 'Todas as regras de abertura dos torneios de título, além do renju padrão.',
  'home.point.fouls':
    'O servidor encontra as jogadas proibidas das Pretas: ninguém precisa conferir os três de cabeça.',
  'home.point.watch': 'Quem tiver o link de espectador acompanha a partida ao vivo.',
  'home.form.title': 'Começar uma partida',
  'home.form.rule': 'Regra de abertura',
  'home.form.ruleInfo': 'Como esta regra funciona',
  'home.form.n': 'N',
  'home.form.nHint.soosorv':
    'As Brancas podem pedir às Pretas até N quintas jogadas. Nos torneios, usa-se N = 8.',
  'home.form.nHint.taraguchi':
    'As Pretas podem oferecer N quintas jogadas em vez de jogar uma. Nos torneios, usa-se N = 10.',
  'home.form.clock': 'Relógio',
  'home.form.clock.none': 'Sem relógio',
  'home.form.clock.custom': 'Personalizado',
  'home.form.clock.correspondence': 'Por correspondência',
  'home.form.clock.days': '{n} d por lance',
  'home.form.clock.preset': '{min} min + {sec} s',
  'home.form.minutes': 'Minutos por jogador',
  'home.form.increment': 'Segundos de acréscimo por lance',
  'home.form.opener': 'Quem abre',
  'home.form.openerHint': 'Quem abre começa com as Pretas e coloca as primeiras pedras.',
  'home.form.opener.creator': 'Eu',
  'home.form.opener.opponent': 'Meu adversário',
  'home.form.opener.random': 'Sorteio',
  'home.form.fouls': 'Jogadas proibidas das Pretas',
  'home.form.fouls.reject': 'Recusadas: o tabuleiro não as aceita',
  'home.form.fouls.lose': 'Jogar uma delas perde a partida, como nos torneios',
  'home.form.takebacks': 'Permitir desfazer lances (se o adversário aceitar)',
  'home.form.more': 'Mais opções',
  'home.form.summary.opener.creator': 'você abre',
  'home.form.summary.opener.opponent': 'seu adversário abre',
  'home.form.summary.opener.random': 'quem abre é sorteado',
  'home.form.summary.fouls.reject': 'pontos proibidos recusados',
  'home.form.summary.fouls.lose': 'jogada proibida perde',
  'home.form.summary.takebacks.on': 'pode desfazer lances',
  'home.form.summary.takebacks.off': 'sem desfazer lances',
  'home.form.invalid.n': 'N deve ser um número inteiro de 1 a 10.',
  'home.form.invalid.minutes': 'Informe um número inteiro de minutos, de 1 a 180.',
  'home.form.invalid.increment': 'Informe um número inteiro de segundos, de 0 a 600.',
  'home.form.submit': 'Criar a partida',
  'home.form.creating': 'Criando a partida…',
  'home.form.error': 'Não foi possível criar a partida: {message}',
  'home.form.noscript':
    'Para criar uma partida é preciso JavaScript. As páginas das regras funcionam sem ele.',
  'computer.title': 'Jogar contra o computador',
  'computer.level': 'Nível',
  'computer.level.1': '1 · iniciante',
  'computer.level.2': '2 · aprendiz',
  'computer.level.3': '3 · casual',
  'computer.level.4': '4 · jogador de clube',
  'computer.level.5': '5 · jogador de clube forte',
  'computer.level.6': '6 · especialista',
  'computer.level.7': '7 · mestre',
  'computer.level.8': '8 · força máxima',
  'computer.color': 'Sua cor',
  'computer.color.black': 'Pretas (você começa)',
  'computer.color.white': 'Brancas (o computador começa)',
  'computer.color.random': 'Sorteio',
  'computer.opener': 'Quem abre',
  'computer.opener.me': 'Eu abro (Pretas provisórias)',
  'computer.opener.computer': 'O computador abre',
  'computer.opener.random': 'Sorteio',
  'computer.colorHint.standard': 'As Pretas começam; as cores não mudam durante a partida.',
  'computer.colorHint.rif':
    'Sua cor é decidida na abertura: quem abre coloca três pedras como Pretas provisórias, e depois o outro lado pode trocar de cor uma vez.',
  'computer.colorHint.yamaguchi':
    'Sua cor é decidida na abertura: quem abre coloca três pedras como Pretas provisórias e anuncia o número de quintas jogadas; depois o outro lado pode trocar de cor uma vez.',
  'computer.colorHint.soosorv':
    'Sua cor é decidida na abertura: quem abre coloca três pedras como Pretas provisórias; o outro lado pode trocar de cor depois delas, e quem estiver com as Pretas pode trocar de novo depois da quarta pedra e do anúncio das Brancas.',
  'computer.colorHint.taraguchi':
    'Sua cor é decidida na abertura: quem abre coloca a primeira pedra como Pretas provisórias, e antes de cada uma das pedras 2 a 5 o jogador da vez pode trocar de cor em vez de jogar.',
  'computer.submit': 'Jogar contra o computador',
  'home.how.title': 'Como funciona',
  'home.how.1': 'Escolha uma regra e um relógio e crie a partida.',
  'home.how.2':
    'Mande o link de convite ao seu adversário: quem o abrir primeiro fica com o segundo lugar.',
  'home.how.3': 'Guarde o seu link particular: ele devolve o seu lugar em qualquer aparelho.',
  'home.how.4': 'Passe o link de espectador a quem quiser acompanhar a partida.',
  'home.rules.title': 'As regras de abertura',
  'home.rules.more': 'Como se joga renju',

  'rules.title': 'Como jogar renju',
  'rules.description':
    'As regras do renju com diagramas: cinco em linha, o três-três, o quatro-quatro e a linha longa, proibidos às Pretas, e as regras de abertura.',
  'rules.lead':
    'O renju se aprende em um minuto: faça cinco em linha. As poucas regras a mais, logo abaixo, são o que mantém o jogo equilibrado.',
  'rules.basics.title': 'O básico',
  'rules.basics.1':
    'Dois jogadores colocam pedras alternadamente nas interseções de um tabuleiro de 15 × 15. As Pretas começam. As pedras nunca se movem nem são capturadas.',
  'rules.basics.2':
    'Vence quem primeiro formar uma linha contínua de cinco pedras da sua cor, na horizontal, na vertical ou na diagonal. As Brancas também vencem com seis ou mais em linha; as Pretas precisam de exatamente cinco.',
  'rules.basics.3':
    'Os pontos têm o nome da coluna e da linha: colunas de a até o, da esquerda para a direita, e linhas de 1 a 15, de baixo para cima. O ponto central é h8.',
  'rules.basics.4':
    'Depois da abertura, um jogador pode passar a vez. Dois passes seguidos ou o tabuleiro cheio terminam a partida empatada; os jogadores também podem combinar o empate.',
  'rules.fouls.title': 'Jogadas proibidas das Pretas',
  'rules.fouls.intro':
    'Começar é uma grande vantagem, por isso três tipos de jogada são proibidos às Pretas: o três-três, o quatro-quatro e a linha longa. As Brancas não têm essa restrição, e um bom jogador de Brancas tenta deixar as Pretas com um ponto proibido como única defesa.',
  'rules.fouls.terms':
    'Um quatro é uma linha de quatro pedras pretas que mais uma pedra transforma em exatamente cinco. Um quatro aberto tem dois pontos assim, um em cada ponta, e não pode ser bloqueado. Um três é uma linha que mais uma pedra transforma em quatro aberto.',
  'rules.fouls.modes':
    'Nos torneios, uma jogada proibida perde na hora. Aqui, quem cria a partida escolhe: o tabuleiro recusa os pontos proibidos, ou deixa as Pretas jogarem neles e perderem. Os pontos proibidos aparecem com uma cruz vermelha, e cada jogador pode escondê-las.',
  'rules.fouls.legend':
    'Nos diagramas, as cruzes vermelhas são os pontos proibidos da posição, do jeito que o motor do jogo os encontra.',
  'rules.d.doubleThree.title': 'Três-três',
  'rules.d.doubleThree.text':
    'Uma pedra preta em h8 faria dois três ao mesmo tempo: h8, h9, h10 na coluna e h8, i8, j8 na linha. As Brancas não conseguem parar os dois, então o ponto é proibido.',
  'rules.d.fakeThree.title': 'Um três que não é três',
  'rules.d.fakeThree.text':
    'Uma pedra em h8 faz um três de verdade na coluna e algo que parece um três na linha. Só que, com pedras pretas à espera em e8 e m8, qualquer jeito de transformar a linha em quatro aberto daria seis em linha; então a linha não é um três de verdade, e h8 é permitido.',
  'rules.d.doubleFour.title': 'Quatro-quatro',
  'rules.d.doubleFour.text':
    'Uma pedra em h8 faria dois quatros, um na coluna e outro na linha. Mesmo com os dois bloqueados em uma ponta, dois quatros de uma vez são proibidos às Pretas.',
  'rules.d.doubleFourLine.title': 'Quatro-quatro em uma só linha',
  'rules.d.doubleFourLine.text':
    'Dois quatros podem estar na mesma linha. Com pedras pretas em e8, g8, i8 e k8, uma pedra em h8 faz um quatro que f8 completa e outro que j8 completa. Isso também é um quatro-quatro.',
  'rules.d.overline.title': 'Linha longa',
  'rules.d.overline.text':
    'Seis ou mais pedras pretas em linha formam uma linha longa. Uma pedra em h8 juntaria f8 e g8 a i8 até k8, seis ao todo, então h8 é proibido. Para as Brancas, a mesma linha venceria.',
  'rules.d.fiveWins.title': 'Cinco vence, faça o que fizer',
  'rules.d.fiveWins.text':
    'Uma pedra em h8 completa cinco na linha, de d8 a h8, e ao mesmo tempo faz dois quatros passando por h8. Fazer cinco nunca é jogada proibida: as Pretas simplesmente vencem em h8.',
  'rules.openings.title': 'Regras de abertura',
  'rules.openings.text':
    'Mesmo com essas restrições, as Pretas começam na frente. Por isso, as partidas sérias usam uma regra de abertura: um procedimento para as primeiras pedras, com trocas de cor e quintas jogadas oferecidas, que dá aos dois um começo equilibrado. Depois da abertura, o jogo segue como descrito acima.',
  'rules.openings.swap': 'Troca: os jogadores trocam de cor; as pedras ficam onde estão.',
  'rules.openings.offer':
    'Oferta: as Pretas propõem várias quintas jogadas, sem duas simétricas, e as Brancas escolhem a que as Pretas vão jogar.',
  'rules.openings.squares':
    'Quadrados centrais: os quadrados de 3 × 3, 5 × 5, 7 × 7 e 9 × 9 em volta de h8, onde as primeiras pedras devem ficar.',
  'rules.clock.title': 'Relógios',
  'rules.clock.text':
    'As partidas podem ter relógio Fischer: cada jogador começa com alguns minutos e ganha alguns segundos a cada jogada. O relógio corre para quem precisa agir, inclusive enquanto decide uma troca ou coloca ofertas. Quem fica sem tempo perde.',

  'rule.kicker': 'Regra de abertura do renju',
  'rule.whatTitle': 'O que é {the}?',
  'rule.diffTitle': 'Em que {the} difere do renju padrão',
  'rule.diffTitleStandard': 'Como é uma partida de renju padrão',
  'rule.col.standard': 'Renju padrão',
  'rule.row.first': 'Primeiras pedras',
  'rule.row.fourth': 'Quarta jogada',
  'rule.row.swaps': 'Trocas de cor',
  'rule.row.fifth': 'Quinta jogada',
  'rule.row.after': 'Depois da abertura',
  'rule.historyTitle': 'História',
  'rule.squaresTitle': 'Os quadrados centrais',
  'rule.square.label': '{size}×{size}: pedra {stone}',
  'rule.square.plain': '{size}×{size}',
  'rule.squaresCaption.standard':
    'O renju padrão não limita onde ficam as primeiras pedras. Os quadrados desenhados aqui são os que as outras regras de abertura usam.',
  'rule.squaresCaption.threeStones':
    'A pedra 1 vai em h8, a pedra 2 dentro do quadrado de 3 × 3 e a pedra 3 dentro do de 5 × 5. Juntas, elas formam uma das 26 aberturas padrão.',
  'rule.squaresCaption.taraguchi':
    'A pedra 1 vai em h8, a 2 dentro do 3 × 3, a 3 dentro do 5 × 5 e a 4 dentro do 7 × 7. Na primeira opção, a pedra 5 vai dentro do 9 × 9.',
  'rule.squaresAlt': 'O tabuleiro com os quadrados centrais em volta de h8',
  'rule.play': 'Jogar com {the}',
  'rule.others': 'Outras regras de abertura',

  'rule.standard.name': 'Renju padrão',
  'rule.standard.the': 'o renju padrão',
  'rule.standard.summary':
    'Sem procedimento de abertura: as Pretas começam onde quiserem e os jogadores se alternam desde a primeira pedra.',
  'rule.standard.what.1':
    'O renju padrão é o jogo sem nenhuma regra de abertura. As Pretas colocam a primeira pedra onde quiserem, e os jogadores se revezam até alguém fazer cinco.',
  'rule.standard.what.2':
    'As jogadas proibidas das Pretas valem o tempo todo. Sem trocas nem ofertas, as Pretas mantêm uma vantagem real; é a regra para uma partida entre amigos ou para aprender, não para torneios.',
  'rule.standard.history.1':
    'Os jogos de cinco em linha são antigos. O renju nasceu deles no Japão, onde restrições às Pretas foram sendo criadas aos poucos para compensar a vantagem de começar.',
  'rule.standard.history.2':
    'A Renju International Federation (RIF), fundada em 1988, mantém as regras internacionais. Nos seus torneios de título sempre se soma uma regra de abertura ao jogo descrito aqui.',

  'diff.standard.first':
    'As Pretas colocam a primeira pedra onde quiserem; depois os jogadores se alternam.',
  'diff.standard.fourth': 'As Brancas jogam a quarta pedra em qualquer lugar.',
  'diff.standard.swaps': 'Nenhuma: cada jogador fica com a sua cor a partida inteira.',
  'diff.standard.fifth': 'As Pretas jogam a quinta pedra em qualquer lugar.',
  'diff.standard.after':
    'As Pretas não podem fazer três-três, quatro-quatro nem linha longa. As Pretas vencem com exatamente cinco em linha; as Brancas, com cinco ou mais.',

  'rule.rif.name': 'Regra RIF',
  'rule.rif.the': 'a regra RIF',
  'rule.rif.summary':
    'Quem abre monta uma das 26 aberturas, o outro jogador pode trocar de cor, e as Pretas oferecem duas quintas jogadas para as Brancas escolherem.',
  'rule.rif.what.1':
    'A regra RIF é a abertura oficial mais antiga da Renju International Federation (RIF). Ela reparte a abertura entre os jogadores, para que nenhum deles consiga levar a partida a uma posição sabidamente vencedora.',
  'rule.rif.what.2':
    'Quem abre coloca três pedras: Pretas em h8, Brancas dentro do quadrado central de 3 × 3 e Pretas dentro do de 5 × 5. Descontadas as simetrias, são as 26 aberturas padrão. O outro jogador escolhe então a sua cor, trocando ou não, e as Brancas jogam a quarta pedra em qualquer lugar.',
  'rule.rif.what.3':
    'Em seguida, as Pretas oferecem duas quintas jogadas que não sejam simétricas entre si. As Brancas escolhem uma, que vira a quinta pedra das Pretas, e jogam a sexta. Daí em diante é renju comum.',
  'rule.rif.history.1':
    'É a abertura das regras internacionais que a RIF publicou em 1996. Com o tempo apareceu o seu ponto fraco: com exatamente duas quintas jogadas oferecidas, muitas das 26 aberturas favorecem claramente um dos lados, e os melhores jogadores acabavam sempre nas mesmas poucas aberturas equilibradas.',
  'rule.rif.history.2':
    'Na Assembleia Geral extraordinária de 2008, a RIF aprovou três sucessoras para os seus torneios de título: as regras Soosõrv, Yamaguchi e Taraguchi.',
  'diff.rif.first':
    'Quem abre coloca três pedras: Pretas em h8, Brancas dentro do 3 × 3, Pretas dentro do 5 × 5.',
  'diff.rif.fourth': 'As Brancas a jogam em qualquer lugar, depois de decidida a troca.',
  'diff.rif.swaps':
    'Uma: depois da terceira pedra, o outro jogador pode ficar com as Pretas ou com as Brancas.',
  'diff.rif.fifth':
    'As Pretas oferecem duas quintas jogadas, não simétricas entre si, e as Brancas escolhem uma.',
  'diff.rif.after':
    'Renju padrão a partir da sexta pedra. As jogadas proibidas das Pretas também valem durante a abertura: para cada pedra que as Pretas colocam e para cada quinta jogada que oferecem.',

  'rule.yamaguchi.name': 'Yamaguchi',
  'rule.yamaguchi.the': 'a regra Yamaguchi',
  'rule.yamaguchi.summary':
    'Como a regra RIF, mas quem abre também anuncia quantas quintas jogadas as Pretas vão oferecer, o que equilibra aberturas agudas.',
  'rule.yamaguchi.what.1':
    'A regra Yamaguchi mantém a forma da regra RIF e acrescenta uma decisão. Junto com as três primeiras pedras, quem abre anuncia quantas quintas jogadas as Pretas terão de oferecer. Uma abertura forte para as Pretas fica justa quando se prometem muitas.',
  'rule.yamaguchi.what.2':
    'Quem abre coloca Pretas em h8, Brancas dentro do 3 × 3 e Pretas dentro do 5 × 5, e anuncia o número. A regra publicada não tem limite superior; neste site ele vai de 1 a 10. O outro jogador pode então trocar, e as Brancas jogam a quarta pedra em qualquer lugar.',
  'rule.yamaguchi.what.3':
    'As Pretas oferecem o número anunciado de quintas jogadas, sem duas simétricas, e as Brancas escolhem uma e jogam a sexta pedra. Se só uma foi anunciada, as Pretas simplesmente a jogam.',
  'rule.yamaguchi.history.1':
    'A Renju International Federation (RIF) adotou a regra para os seus torneios de título na Assembleia Geral extraordinária de 2008, junto com as regras Soosõrv e Taraguchi. Ela foi a abertura dos Campeonatos Mundiais de 2009 a 2015 e dos Campeonatos Mundiais por Equipes de 2010 a 2016.',
  'rule.yamaguchi.history.2':
    'O anúncio resolvia o problema da regra RIF: aberturas perdidas para um dos lados com duas ofertas voltavam a ser jogáveis com mais. A partir de 2017, o Campeonato Mundial passou a usar a Soosõrv-8.',
  'diff.yamaguchi.first':
    'Quem abre coloca três pedras, Pretas em h8, Brancas dentro do 3 × 3, Pretas dentro do 5 × 5, e anuncia de 1 a 10 quintas jogadas.',
  'diff.yamaguchi.fourth': 'As Brancas a jogam em qualquer lugar, depois de decidida a troca.',
  'diff.yamaguchi.swaps':
    'Uma: depois do anúncio, o outro jogador pode ficar com as Pretas ou com as Brancas.',
  'diff.yamaguchi.fifth':
    'As Pretas oferecem o número anunciado de quintas jogadas, sem duas simétricas, e as Brancas escolhem uma. Uma única quinta jogada anunciada é simplesmente jogada.',
  'diff.yamaguchi.after':
    'Renju padrão a partir da sexta pedra. As jogadas proibidas das Pretas também valem durante a abertura: para cada pedra que as Pretas colocam e para cada quinta jogada que oferecem.',

  'rule.soosorv-8.name': 'Soosõrv-8',
  'rule.soosorv-8.the': 'a Soosõrv-8',
  'rule.soosorv-8.summary':
    'Quem abre monta uma das 26 aberturas, as cores podem mudar de mão duas vezes, e as Brancas decidem quantas quintas jogadas, até oito, as Pretas devem oferecer.',
  'rule.soosorv-8.what.1':
    'A Soosõrv-8 foi a regra de abertura dos Campeonatos Mundiais de 2017 a 2023. Quem abre escolhe a abertura; o outro lado decide quantas quintas jogadas ela vai custar às Pretas.',
  'rule.soosorv-8.what.2':
    'Quem abre coloca Pretas em h8, Brancas dentro do 3 × 3 e Pretas dentro do 5 × 5. O outro jogador pode trocar. As Brancas jogam então a quarta pedra em qualquer lugar e anunciam um número de 1 a 8.',
  'rule.soosorv-8.what.3':
    'Quem está com as Pretas pode trocar mais uma vez. As Pretas oferecem o número anunciado de quintas jogadas, sem duas simétricas; as Brancas escolhem uma e jogam a sexta pedra. Com uma única quinta jogada anunciada, as Pretas simplesmente a jogam.',
  'rule.soosorv-8.history.1':
    'O jogador estoniano Ants Soosõrv propôs a regra. Ela foi a regra de abertura oficial do Campeonato Europeu de 2008, ano em que a Renju International Federation (RIF) a aprovou na sua Assembleia Geral extraordinária, junto com as regras Yamaguchi e Taraguchi. Na primeira versão, as Brancas podiam pedir no máximo quatro quintas jogadas; em 2011, a RIF certificou a Soosõrv-N, proposta pela associação russa de renju, em que esse limite N pode variar.',
  'rule.soosorv-8.history.2':
    'Em 2015, a Assembleia Geral escolheu a Soosõrv-8 para o Campeonato Mundial a partir de 2017. Ela foi jogada ali em 2017, 2019 e 2023, e no Campeonato Mundial por Equipes de 2018, até a Taraguchi-10 assumir em 2024 e 2025.',
  'diff.soosorv-8.first':
    'Quem abre coloca três pedras: Pretas em h8, Brancas dentro do 3 × 3, Pretas dentro do 5 × 5.',
  'diff.soosorv-8.fourth':
    'As Brancas a jogam em qualquer lugar e depois anunciam quantas quintas jogadas as Pretas devem oferecer, de 1 a 8.',
  'diff.soosorv-8.swaps':
    'Duas: o outro jogador pode trocar depois da terceira pedra, e quem está com as Pretas pode trocar de novo depois do anúncio.',
  'diff.soosorv-8.fifth':
    'As Pretas oferecem o número anunciado de quintas jogadas, sem duas simétricas, e as Brancas escolhem uma. Uma única quinta jogada anunciada é simplesmente jogada.',
  'diff.soosorv-8.after':
    'Renju padrão a partir da sexta pedra. As jogadas proibidas das Pretas também valem durante a abertura: para cada pedra que as Pretas colocam e para cada quinta jogada que oferecem.',

  'rule.soosorv-n.name': 'Soosõrv-N',
  'rule.soosorv-n.the': 'a Soosõrv-N',
  'rule.soosorv-n.summary':
    'Soosõrv com qualquer limite N: as Brancas anunciam quantas quintas jogadas, de 1 a N, as Pretas devem oferecer.',
  'rule.soosorv-n.what.1':
    'Soosõrv-N é a família à qual a regra Soosõrv pertence. Tudo é como na Soosõrv-8, menos o teto do anúncio: as Brancas podem pedir qualquer número de quintas jogadas de 1 a N.',
  'rule.soosorv-n.what.2':
    'Um N pequeno favorece as Pretas, que têm menos jogadas a encontrar; um N grande favorece as Brancas, que têm mais opções. N = 8 é a forma dos torneios; neste site, N vai de 1 a 10.',
  'rule.soosorv-n.history.1':
    'A primeira regra Soosõrv permitia no máximo quatro quintas jogadas. Em 2011, a Renju International Federation (RIF) certificou a forma geral com N variável, proposta pela associação russa de renju, e em 2015 fixou N = 8 para o Campeonato Mundial.',
  'diff.soosorv-n.first':
    'Quem abre coloca três pedras: Pretas em h8, Brancas dentro do 3 × 3, Pretas dentro do 5 × 5.',
  'diff.soosorv-n.fourth':
    'As Brancas a jogam em qualquer lugar e depois anunciam quantas quintas jogadas as Pretas devem oferecer, de 1 a N.',
  'diff.soosorv-n.swaps':
    'Duas: o outro jogador pode trocar depois da terceira pedra, e quem está com as Pretas pode trocar de novo depois do anúncio.',
  'diff.soosorv-n.fifth':
    'As Pretas oferecem o número anunciado de quintas jogadas, sem duas simétricas, e as Brancas escolhem uma. Uma única quinta jogada anunciada é simplesmente jogada.',
  'diff.soosorv-n.after':
    'Renju padrão a partir da sexta pedra. As jogadas proibidas das Pretas também valem durante a abertura: para cada pedra que as Pretas colocam e para cada quinta jogada que oferecem.',

  'rule.taraguchi-10.name': 'Taraguchi-10',
  'rule.taraguchi-10.the': 'a Taraguchi-10',
  'rule.taraguchi-10.summary':
    'As primeiras pedras vão para quadrados centrais que crescem, com chance de troca antes de cada uma, e as Pretas podem oferecer dez quintas jogadas para as Brancas escolherem.',
  'rule.taraguchi-10.what.1':
    'A Taraguchi-10 é a regra de abertura do Campeonato Mundial atual. Ela reparte a abertura entre os jogadores, para que nenhum deles consiga levar a partida a uma posição sabidamente vencedora para uma das cores; depois dela, o jogo segue como renju comum. Em vez de uma lista fixa de aberturas, cada uma das primeiras pedras tem de cair em um quadrado em volta do centro que cresce uma linha de cada lado a cada jogada.',
  'rule.taraguchi-10.what.2':
    'As Pretas começam em h8. A pedra 2 vai dentro do quadrado de 3 × 3, a 3 dentro do 5 × 5 e a 4 dentro do 7 × 7. Antes de cada uma das pedras 2, 3 e 4, o jogador da vez pode trocar de cor em vez de jogar; o outro jogador coloca então essa pedra.',
  'rule.taraguchi-10.what.3':
    'Depois da quarta pedra, quem está com as Pretas escolhe uma de duas opções. Opção 1: as cores podem ser trocadas, as Pretas jogam a quinta pedra dentro do 9 × 9, as Brancas podem trocar de novo e jogam a sexta pedra em qualquer lugar. Opção 2: as Pretas oferecem dez quintas jogadas em qualquer ponto do tabuleiro, sem duas simétricas; as Brancas escolhem uma e jogam a sexta pedra, sem mais trocas.',
  'rule.taraguchi-10.history.1':
    'Yusui Yamaguchi propôs a regra Taraguchi como um desenvolvimento da regra de abertura de Yuri Tarannikov; o nome junta os dois. A Renju International Federation (RIF) a aprovou na Assembleia Geral extraordinária de 2008, quando escolhia sucessoras para a regra RIF. Os campeonatos europeus a usam desde 2010, e em 2011 a RIF certificou a forma Taraguchi-N, em que N é o número de quintas jogadas que as Pretas podem oferecer.',
  'rule.taraguchi-10.history.2':
    'A Taraguchi-10 passou a ser a regra do Campeonato Mundial por Equipes em 2024 e do Campeonato Mundial em 2025, depois da Soosõrv-8.',
  'rule.taraguchi-10.history.3':
    'Por que funciona: os quadrados que se abrem a cada pedra mantêm as primeiras pedras perto do centro sem uma lista fixa de aberturas para decorar, e oferecer dez quintas jogadas custa tanto que as Pretas só escolhem a segunda opção quando a abertura é boa para elas.',
  'diff.taraguchi-10.first':
    'Pedra 1 em h8, pedra 2 dentro do 3 × 3, pedra 3 dentro do 5 × 5, pedra 4 dentro do 7 × 7.',
  'diff.taraguchi-10.fourth':
    'Dentro do quadrado central de 7 × 7, por quem estiver com as Brancas depois da chance de troca.',
  'diff.taraguchi-10.swaps':
    'Antes de cada uma das pedras 2 a 5, o jogador da vez pode trocar em vez de jogar. Na opção 1, as Brancas podem trocar mais uma vez depois da quinta pedra.',
  'diff.taraguchi-10.fifth':
    'Opção 1: as Pretas a jogam dentro do 9 × 9. Opção 2: as Pretas oferecem dez quintas jogadas em qualquer lugar, sem duas simétricas, e as Brancas escolhem uma.',
  'diff.taraguchi-10.after':
    'Renju padrão a partir da sexta pedra. As jogadas proibidas das Pretas também valem durante a abertura: para cada pedra que as Pretas colocam e para cada quinta jogada que oferecem.',

  'rule.taraguchi-n.name': 'Taraguchi-N',
  'rule.taraguchi-n.the': 'a Taraguchi-N',
  'rule.taraguchi-n.summary':
    'Taraguchi com qualquer número N de quintas jogadas oferecidas na segunda opção; N = 10 é a forma dos torneios.',
  'rule.taraguchi-n.what.1':
    'Taraguchi-N dá nome às regras Taraguchi pelo número de quintas jogadas que as Pretas oferecem na opção 2. Os quadrados crescentes e as chances de troca antes das pedras 2 a 5 são iguais para todo N.',
  'rule.taraguchi-n.what.2':
    'Quanto maior o N, mais as Pretas precisam entregar para escolher a opção 2, e só aberturas realmente boas para as Pretas fazem valer a pena. Com um N grande o bastante, como 10, toda posição jogável de cinco pedras fica aberta aos dois lados. Neste site, N vai de 1 a 10.',
  'rule.taraguchi-n.history.1':
    'A Renju International Federation (RIF) certificou a Taraguchi-N na Assembleia Geral de 2011, como melhoria da regra Taraguchi original, que tinha cinco quintas jogadas oferecidas. A Taraguchi-10 é a forma escolhida para os títulos mundiais a partir de 2024.',
  'diff.taraguchi-n.first':
    'Pedra 1 em h8, pedra 2 dentro do 3 × 3, pedra 3 dentro do 5 × 5, pedra 4 dentro do 7 × 7.',
  'diff.taraguchi-n.fourth':
    'Dentro do quadrado central de 7 × 7, por quem estiver com as Brancas depois da chance de troca.',
  'diff.taraguchi-n.swaps':
    'Antes de cada uma das pedras 2 a 5, o jogador da vez pode trocar em vez de jogar. Na opção 1, as Brancas podem trocar mais uma vez depois da quinta pedra.',
  'diff.taraguchi-n.fifth':
    'Opção 1: as Pretas a jogam dentro do 9 × 9. Opção 2: as Pretas oferecem N quintas jogadas em qualquer lugar, sem duas simétricas, e as Brancas escolhem uma.',
  'diff.taraguchi-n.after':
    'Renju padrão a partir da sexta pedra. As jogadas proibidas das Pretas também valem durante a abertura: para cada pedra que as Pretas colocam e para cada quinta jogada que oferecem.',

  'rule.taraguchi.name': 'Taraguchi',
  'rule.taraguchi.the': 'a regra Taraguchi original',
  'rule.taraguchi.summary':
    'A regra Taraguchi original: quadrados centrais crescentes, chance de troca antes de cada pedra inicial e cinco quintas jogadas oferecidas na segunda opção.',
  'rule.taraguchi.what.1':
    'A regra Taraguchi original, proposta por Yusui Yamaguchi a partir da regra de abertura de Yuri Tarannikov, é a Taraguchi-N com N = 5. A pedra 1 vai em h8 e as pedras 2, 3 e 4 nos quadrados centrais de 3 × 3, 5 × 5 e 7 × 7, e o jogador da vez pode trocar antes de cada uma das pedras 2, 3 e 4.',
  'rule.taraguchi.what.2':
    'Depois da pedra 4, as Pretas jogam a quinta pedra dentro do 9 × 9 (com chance de troca antes e depois dela), ou oferecem cinco quintas jogadas em qualquer lugar, sem duas simétricas, para as Brancas escolherem.',
  'rule.taraguchi.history.1':
    'Ela abriu linhas que a regra Yamaguchi tinha tornado injogáveis, como 10D, 12D, 13D e 13I. Mas cinco ofertas são poucas para aberturas como 2D e 2I, em que as Pretas têm cinco quintas jogadas vencedoras, e por isso essas não podiam ser escolhidas.',
  'rule.taraguchi.history.2':
    'A regra foi a oficial dos campeonatos europeus a partir de 2010, do Campeonato Mundial por correspondência de 2012 e de alguns torneios internacionais menores. A forma Taraguchi-N, de 2011, resolveu o problema aumentando o número de ofertas.',
  'diff.taraguchi.first':
    'Pedra 1 em h8, pedra 2 dentro do 3 × 3, pedra 3 dentro do 5 × 5, pedra 4 dentro do 7 × 7.',
  'diff.taraguchi.fourth':
    'Dentro do quadrado central de 7 × 7, por quem estiver com as Brancas depois da chance de troca.',
  'diff.taraguchi.swaps':
    'Antes de cada uma das pedras 2 a 5, o jogador da vez pode trocar em vez de jogar. Na opção 1, as Brancas podem trocar mais uma vez depois da quinta pedra.',
  'diff.taraguchi.fifth':
    'Opção 1: as Pretas a jogam dentro do 9 × 9. Opção 2: as Pretas oferecem cinco quintas jogadas em qualquer lugar, sem duas simétricas, e as Brancas escolhem uma.',
  'diff.taraguchi.after':
    'Renju padrão a partir da sexta pedra. As jogadas proibidas das Pretas também valem durante a abertura: para cada pedra que as Pretas colocam e para cada quinta jogada que oferecem.',

  'gameShell.title': 'Partida de renju',
  'gameShell.description': 'Uma partida de renju em andamento: abra o link para jogar ou assistir.',
  'gameShell.loading': 'Carregando a partida…',
  'gameShell.noscript': 'O tabuleiro da partida precisa de JavaScript.',

  'notFound.title': 'Página não encontrada',
  'notFound.text':
    'Não há nada neste endereço. O link pode estar errado, ou a partida pode ter expirado.',
  'notFound.home': 'Criar uma partida',
  'notFound.rules': 'Ler as regras',
  'notFound.openings': 'As regras de abertura',

  'gameGone.missing.title': 'Não há partida neste endereço',
  'gameGone.missing.text':
    'O link pode ter sido cortado ou digitado errado: peça o link completo a quem o enviou. Ou crie a sua própria partida: leva poucos segundos.',
  'gameGone.expired.title': 'Esta partida expirou',
  'gameGone.expired.text':
    'Ninguém ocupou o segundo lugar a tempo, então a partida foi encerrada sem ser jogada. Crie uma partida nova e envie o novo link de convite.',
  'layout.menu': 'Menu',
};
