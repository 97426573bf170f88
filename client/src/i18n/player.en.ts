// Strings of the player's own pages and parts (issue 10): the settings page (player key, display
// name), the home page's lobby (open challenges, quick pairing, counts) and the server's refusals
// there. English; `{name}` is replaced by the value the code passes.
export const playerEn = {
  'settings.nav': 'Settings',
  'settings.title': 'Settings: your player key and name',
  'settings.description':
    'Your player key is who you are on this site, without signup. Copy it to another device to play your games there, or choose the name others see.',
  'settings.heading': 'Settings',
  'settings.key.title': 'Your player key',
  'settings.key.text':
    'This key is who you are here: no account, no password. The games you create or accept are listed under it. To play them on another device, copy the key there (as text, or scan the QR code) and paste it below on that device.',
  'settings.key.secret':
    'Keep it to yourself: anyone holding it can play your games and change your name.',
  'settings.key.label': 'Player key',
  'settings.key.copy': 'Copy the key',
  'settings.key.copied': 'Copied',
  'settings.key.copyFailed': 'Select the key and copy it by hand.',
  'settings.key.qr': 'The key as a QR code: scan it with the other device’s camera.',
  'settings.use.title': 'Use a key from another device',
  'settings.use.label': 'Key copied from the other device',
  'settings.use.submit': 'Use this key',
  'settings.use.bad': 'A key is 22 to 64 letters, digits, - or _. Check what you pasted.',
  'settings.use.done': 'This browser now uses the key you pasted.',
  'settings.reset.title': 'Make a new key',
  'settings.reset.text':
    'A new key makes you a new player here. The games of the old key stay with the old key: copy it first if you want them.',
  'settings.reset.button': 'Make a new key…',
  'settings.reset.confirm':
    'Replace your key? Without a copy of the old one, its games are lost to this browser.',
  'settings.reset.yes': 'Yes, make a new key',
  'settings.reset.no': 'Keep my key',
  'settings.reset.done': 'You have a new key.',
  'settings.name.title': 'Your display name',
  'settings.name.text':
    'Optional: shown beside your open challenges. 1 to 20 letters, digits, spaces, - _ or . Without one you are “anonymous”.',
  'settings.name.label': 'Display name',
  'settings.name.save': 'Save the name',
  'settings.name.saved': 'Saved: others now see “{name}”.',
  'settings.name.cleared': 'Name removed: you are “anonymous”.',
  'settings.name.noscript': 'The settings need JavaScript.',

  'lobby.title': 'Open challenges',
  'lobby.intro':
    'Games anyone may accept, live. Accept one to play at once, or offer your own: tick “Open challenge” when you create a game.',
  'lobby.quick.title': 'Quick pairing',
  'lobby.quick.hint': 'Meet the next player who presses the same button, or wait for one.',
  'lobby.counts': '{players} online · {games} being played',
  'lobby.counts.connecting': 'Connecting to the lobby…',
  'lobby.counts.offline': 'The lobby is offline; trying again…',
  'lobby.empty': 'No open challenge right now. Create one, or use quick pairing.',
  'lobby.list.label': 'Open challenges',
  'lobby.anonymous': 'anonymous',
  'lobby.you': 'you',
  'lobby.noClock': 'no clock',
  'lobby.days': '{n} d per move',
  'lobby.clock': '{min}+{sec}',
  'lobby.fouls.reject': 'fouls refused',
  'lobby.fouls.lose': 'a foul loses',
  'lobby.takebacks': 'takebacks',
  'lobby.waiting.seconds': 'waiting {n} s',
  'lobby.waiting.minutes': 'waiting {n} min',
  'lobby.accept': 'Accept',
  'lobby.cancel': 'Cancel',
  'lobby.own.waiting':
    'Your challenge is listed: the game opens here as soon as someone accepts it.',
  'lobby.own.expired': 'Your challenge expired: nobody accepted it in time.',
  'lobby.own.cancelled': 'Your challenge was withdrawn.',
  'lobby.gone': 'That challenge is gone: someone else accepted it, or it was withdrawn.',
  'lobby.settings': 'Your name and player key',
  'lobby.rule.standard': 'Standard',
  'lobby.rule.rif': 'RIF',
  'lobby.rule.yamaguchi': 'Yamaguchi',
  'lobby.rule.soosorv': 'Soosõrv-{n}',
  'lobby.rule.taraguchi': 'Taraguchi-{n}',
  'create.open': 'Open challenge: list it in the lobby for anyone to accept',
  'create.private': 'Private: never list the game among live games',
  'create.submitOpen': 'List the challenge',
  'create.listing': 'Listing the challenge…',

  'error.bad-name':
    'This name is not allowed: use 1 to 20 letters, digits, spaces, - _ or ., not starting or ending with a space.',
  'error.own-challenge': 'This is your own challenge: someone else has to accept it.',
  'error.too-many-challenges':
    'You already have an open challenge (from this browser or this network). Cancel it before making another.',
  'error.rate-limited': 'Too many challenges made or cancelled in a short time. Wait a minute.',
  'error.unknown-challenge':
    'That challenge is gone: someone else accepted it, or it was withdrawn.',
  'error.not-your-challenge': 'Only the player who made a challenge can cancel it.',
  'error.no-player': 'Your player key is missing or damaged. Make a new one in Settings.',
  'error.unavailable': 'The server cannot do it right now. Try again in a moment.',
  'error.other': 'The server refused: {message}',
  'error.offline': 'The server could not be reached. Check the connection and try again.',
} as const;
