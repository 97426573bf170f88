// Textos das páginas e partes do jogador (issue 10), em português do Brasil.
import type { playerEn } from './player.en';

export const playerPt: Record<keyof typeof playerEn, string> = {
  'settings.nav': 'Configurações',
  'settings.title': 'Configurações: sua chave de jogador e seu nome',
  'settings.description':
    'Sua chave de jogador é quem você é neste site, sem cadastro. Copie-a para outro aparelho para jogar suas partidas lá, ou escolha o nome que os outros veem.',
  'settings.heading': 'Configurações',
  'settings.key.title': 'Sua chave de jogador',
  'settings.key.text':
    'Esta chave é quem você é aqui: sem conta, sem senha. As partidas que você cria ou aceita ficam registradas nela. Para jogá-las em outro aparelho, copie a chave para lá (como texto, ou lendo o código QR) e cole-a abaixo, naquele aparelho.',
  'settings.key.secret':
    'Guarde-a só para você: quem tiver a chave pode jogar suas partidas e mudar seu nome.',
  'settings.key.label': 'Chave de jogador',
  'settings.key.copy': 'Copiar a chave',
  'settings.key.copied': 'Copiada',
  'settings.key.copyFailed': 'Selecione a chave e copie-a à mão.',
  'settings.key.qr': 'A chave como código QR: leia-o com a câmera do outro aparelho.',
  'settings.use.title': 'Usar a chave de outro aparelho',
  'settings.use.label': 'Chave copiada do outro aparelho',
  'settings.use.submit': 'Usar esta chave',
  'settings.use.bad':
    'Uma chave tem de 22 a 64 letras, algarismos, - ou _. Confira o que você colou.',
  'settings.use.done': 'Este navegador agora usa a chave que você colou.',
  'settings.reset.title': 'Criar uma chave nova',
  'settings.reset.text':
    'Uma chave nova faz de você um novo jogador aqui. As partidas da chave antiga ficam com ela: copie-a antes, se quiser mantê-las.',
  'settings.reset.button': 'Criar uma chave nova…',
  'settings.reset.confirm':
    'Substituir sua chave? Sem uma cópia da antiga, as partidas dela se perdem para este navegador.',
  'settings.reset.yes': 'Sim, criar uma chave nova',
  'settings.reset.no': 'Manter minha chave',
  'settings.reset.done': 'Você tem uma chave nova.',
  'settings.name.title': 'Seu nome de exibição',
  'settings.name.text':
    'Opcional: aparece ao lado dos seus desafios abertos. De 1 a 20 letras, algarismos, espaços, - _ ou . Sem nome, você aparece como “anônimo”.',
  'settings.name.label': 'Nome de exibição',
  'settings.name.save': 'Salvar o nome',
  'settings.name.saved': 'Salvo: os outros agora veem “{name}”.',
  'settings.name.cleared': 'Nome removido: você aparece como “anônimo”.',
  'settings.name.noscript': 'As configurações precisam de JavaScript.',

  'lobby.title': 'Desafios abertos',
  'lobby.intro':
    'Partidas que qualquer pessoa pode aceitar, ao vivo. Aceite uma para jogar na hora, ou ofereça a sua: marque “Desafio aberto” ao criar uma partida.',
  'lobby.quick.title': 'Pareamento rápido',
  'lobby.quick.hint': 'Encontre o próximo jogador que apertar o mesmo botão, ou espere por um.',
  'lobby.counts': '{players} on-line · {games} em andamento',
  'lobby.counts.connecting': 'Conectando à sala…',
  'lobby.counts.offline': 'A sala está fora do ar; tentando de novo…',
  'lobby.empty': 'Nenhum desafio aberto agora. Crie um, ou use o pareamento rápido.',
  'lobby.list.label': 'Desafios abertos',
  'lobby.anonymous': 'anônimo',
  'lobby.you': 'você',
  'lobby.noClock': 'sem relógio',
  'lobby.days': '{n} d por lance',
  'lobby.clock': '{min}+{sec}',
  'lobby.fouls.reject': 'faltas recusadas',
  'lobby.fouls.lose': 'falta perde',
  'lobby.takebacks': 'desfazer lances',
  'lobby.waiting.seconds': 'esperando há {n} s',
  'lobby.waiting.minutes': 'esperando há {n} min',
  'lobby.accept': 'Aceitar',
  'lobby.cancel': 'Cancelar',
  'lobby.own.waiting': 'Seu desafio está na lista: a partida abre aqui assim que alguém aceitar.',
  'lobby.own.expired': 'Seu desafio expirou: ninguém o aceitou a tempo.',
  'lobby.own.cancelled': 'Seu desafio foi retirado.',
  'lobby.gone': 'Esse desafio não existe mais: outra pessoa o aceitou, ou ele foi retirado.',
  'lobby.settings': 'Seu nome e sua chave de jogador',
  'lobby.rule.standard': 'Padrão',
  'lobby.rule.rif': 'RIF',
  'lobby.rule.yamaguchi': 'Yamaguchi',
  'lobby.rule.soosorv': 'Soosõrv-{n}',
  'lobby.rule.taraguchi': 'Taraguchi-{n}',
  'create.open': 'Desafio aberto: listar na sala para qualquer pessoa aceitar',
  'create.private': 'Privada: nunca listar a partida entre as partidas ao vivo',
  'create.submitOpen': 'Listar o desafio',
  'create.listing': 'Listando o desafio…',

  'error.bad-name':
    'Este nome não é permitido: use de 1 a 20 letras, algarismos, espaços, - _ ou ., sem espaço no início nem no fim.',
  'error.own-challenge': 'Este desafio é seu: outra pessoa precisa aceitá-lo.',
  'error.too-many-challenges':
    'Você já tem um desafio aberto (deste navegador ou desta rede). Cancele-o antes de criar outro.',
  'error.rate-limited': 'Desafios demais criados ou cancelados em pouco tempo. Espere um minuto.',
  'error.unknown-challenge':
    'Esse desafio não existe mais: outra pessoa o aceitou, ou ele foi retirado.',
  'error.not-your-challenge': 'Só quem criou um desafio pode cancelá-lo.',
  'error.no-player':
    'Sua chave de jogador está faltando ou danificada. Crie uma nova em Configurações.',
  'error.unavailable': 'O servidor não pode fazer isso agora. Tente de novo em um instante.',
  'error.other': 'O servidor recusou: {message}',
  'error.offline': 'Não foi possível falar com o servidor. Confira a conexão e tente de novo.',
};
