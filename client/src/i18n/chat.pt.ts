// O chat da partida (client/src/chat/). Inglês em chat.en.ts.
import type { chatEn } from './chat.en';

export const chatPt: Record<keyof typeof chatEn, string> = {
  'chat.players': 'Chat dos jogadores',
  'chat.spectators': 'Chat dos espectadores',
  'chat.input': 'Mensagem',
  'chat.placeholder': 'Escreva uma mensagem',
  'chat.send': 'Enviar',
  'chat.count': '{count}/{max}',
  'chat.mute': 'Silenciar adversário',
  'chat.unmute': 'Reativar adversário',
  'chat.muted': 'As mensagens do adversário estão ocultas.',
  'chat.follow': 'Mostrar o chat dos espectadores',
  'chat.none': 'Nenhuma mensagem ainda.',
  'chat.you': 'Você',
  'chat.opponent': 'Adversário',
  'chat.spectator': 'Espectador',
  'chat.error.chat-too-long': 'Uma mensagem tem no máximo 140 caracteres.',
  'chat.error.chat-empty': 'Escreva algo primeiro.',
  'chat.error.chat-rate': 'Mensagens demais: espere alguns segundos.',
  'chat.error.chat-not-allowed': 'Você não pode escrever neste chat.',
  'chat.error.bad-request': 'Esta mensagem não pode ser enviada.',
  'chat.error.offline': 'Sem conexão: a mensagem não foi enviada.',
};
