// Every string the pages show, Brazilian Portuguese first; `t(key)` picks the language chosen in the header.
const pt = {
  'nav.home': 'Início', 'nav.lobby': 'Salão', 'nav.login': 'Entrar', 'nav.signup': 'Criar conta', 'nav.logout': 'Sair',
  'home.title': 'Um clube de xadrez e damas em português',
  'home.lead': 'Jogue xadrez, damas internacionais e damas brasileiras ao vivo, com relógio, partidas valendo rating ou amistosas. Software livre (AGPL-3.0).',
  'home.play': 'Ir para o salão', 'home.signup': 'Criar uma conta',
  'home.chess': 'Regras da FIDE, xeque-mate, empates por repetição e 50 lances.',
  'home.international': 'Tabuleiro 10×10, captura máxima obrigatória, damas voadoras.',
  'home.brazilian': 'Tabuleiro 8×8 com as regras internacionais: as damas como se jogam no Brasil.',
  'auth.username': 'Nome de usuário', 'auth.password': 'Senha', 'auth.displayName': 'Nome para exibir (opcional)',
  'auth.login': 'Entrar', 'auth.signup': 'Criar conta', 'auth.noAccount': 'Ainda não tem conta?', 'auth.haveAccount': 'Já tem conta?',
  'lobby.title': 'Salão', 'lobby.create': 'Criar convite', 'lobby.game': 'Jogo', 'lobby.time': 'Ritmo', 'lobby.color': 'Cor',
  'lobby.rated': 'Vale rating', 'lobby.casual': 'Amistosa', 'lobby.post': 'Publicar convite', 'lobby.open': 'Convites abertos',
  'lobby.none': 'Nenhum convite aberto. Crie um!', 'lobby.accept': 'Aceitar', 'lobby.cancel': 'Cancelar',
  'lobby.player': 'Jogador', 'lobby.mode': 'Modo', 'lobby.loginFirst': 'Entre para criar ou aceitar convites.',
  'lobby.waiting': 'Aguardando um adversário…',
  'game.chess': 'Xadrez', 'game.international': 'Damas internacionais', 'game.brazilian': 'Damas brasileiras',
  'color.random': 'Aleatória', 'color.white': 'Brancas', 'color.black': 'Pretas',
  'play.resign': 'Abandonar', 'play.offerDraw': 'Propor empate', 'play.acceptDraw': 'Aceitar empate',
  'play.declineDraw': 'Recusar', 'play.claimDraw': 'Reclamar empate', 'play.abort': 'Cancelar partida',
  'play.drawOffered': 'Seu adversário propõe empate.', 'play.youOffered': 'Empate proposto.',
  'play.spectator': 'Você está assistindo.', 'play.yourTurn': 'Sua vez', 'play.theirTurn': 'Vez do adversário',
  'play.pgn': 'Baixar a partida (PGN)', 'play.pdn': 'Baixar a partida (PDN)', 'play.moves': 'Lances',
  'play.online': 'Conectado', 'play.offline': 'Reconectando…', 'play.watchLink': 'Link para assistir',
  'play.confirm': 'Confirmar?',
  'result.white_wins': 'Vitória das brancas', 'result.black_wins': 'Vitória das pretas', 'result.draw': 'Empate',
  'result.aborted': 'Partida cancelada',
  'term.checkmate': 'xeque-mate', 'term.resignation': 'abandono', 'term.time_forfeit': 'tempo esgotado',
  'term.agreement': 'acordo', 'term.stalemate': 'afogamento', 'term.repetition': 'repetição',
  'term.insufficient_material': 'material insuficiente', 'term.aborted': 'cancelada',
  'error.generic': 'Algo deu errado. Tente de novo.', 'notFound': 'Página não encontrada.',
};
type Key = keyof typeof pt;
const en: Record<Key, string> = {
  'nav.home': 'Home', 'nav.lobby': 'Lobby', 'nav.login': 'Sign in', 'nav.signup': 'Sign up', 'nav.logout': 'Sign out',
  'home.title': 'A chess and draughts club in Portuguese',
  'home.lead': 'Play chess, international draughts and Brazilian draughts live, with clocks, rated or casual. Free software (AGPL-3.0).',
  'home.play': 'Go to the lobby', 'home.signup': 'Create an account',
  'home.chess': 'FIDE rules, checkmate, draws by repetition and the 50-move rule.',
  'home.international': '10×10 board, the most captures are compulsory, flying kings.',
  'home.brazilian': '8×8 board with the international rules: draughts as Brazil plays it.',
  'auth.username': 'Username', 'auth.password': 'Password', 'auth.displayName': 'Display name (optional)',
  'auth.login': 'Sign in', 'auth.signup': 'Sign up', 'auth.noAccount': 'No account yet?', 'auth.haveAccount': 'Have an account?',
  'lobby.title': 'Lobby', 'lobby.create': 'Create a seek', 'lobby.game': 'Game', 'lobby.time': 'Time control', 'lobby.color': 'Colour',
  'lobby.rated': 'Rated', 'lobby.casual': 'Casual', 'lobby.post': 'Post seek', 'lobby.open': 'Open seeks',
  'lobby.none': 'No open seeks. Create one!', 'lobby.accept': 'Accept', 'lobby.cancel': 'Cancel',
  'lobby.player': 'Player', 'lobby.mode': 'Mode', 'lobby.loginFirst': 'Sign in to create or accept seeks.',
  'lobby.waiting': 'Waiting for an opponent…',
  'game.chess': 'Chess', 'game.international': 'International draughts', 'game.brazilian': 'Brazilian draughts',
  'color.random': 'Random', 'color.white': 'White', 'color.black': 'Black',
  'play.resign': 'Resign', 'play.offerDraw': 'Offer a draw', 'play.acceptDraw': 'Accept the draw',
  'play.declineDraw': 'Decline', 'play.claimDraw': 'Claim a draw', 'play.abort': 'Abort game',
  'play.drawOffered': 'Your opponent offers a draw.', 'play.youOffered': 'Draw offered.',
  'play.spectator': 'You are watching.', 'play.yourTurn': 'Your turn', 'play.theirTurn': "Opponent's turn",
  'play.pgn': 'Download the game (PGN)', 'play.pdn': 'Download the game (PDN)', 'play.moves': 'Moves',
  'play.online': 'Connected', 'play.offline': 'Reconnecting…', 'play.watchLink': 'Link to watch',
  'play.confirm': 'Confirm?',
  'result.white_wins': 'White wins', 'result.black_wins': 'Black wins', 'result.draw': 'Draw',
  'result.aborted': 'Game aborted',
  'term.checkmate': 'checkmate', 'term.resignation': 'resignation', 'term.time_forfeit': 'time forfeit',
  'term.agreement': 'agreement', 'term.stalemate': 'stalemate', 'term.repetition': 'repetition',
  'term.insufficient_material': 'insufficient material', 'term.aborted': 'aborted',
  'error.generic': 'Something went wrong. Try again.', 'notFound': 'Page not found.',
};
export type Lang = 'pt' | 'en';
const bundles: Record<Lang, Record<Key, string>> = { pt, en };

export let lang: Lang = localStorage.getItem('lang') === 'en' ? 'en' : 'pt';

export function setLang(l: Lang): void {
  lang = l;
  localStorage.setItem('lang', l);
  document.documentElement.lang = l === 'pt' ? 'pt-BR' : 'en';
}

export function t(key: Key): string {
  return bundles[lang][key];
}

/** A key that may not exist (a server's code, a termination): the text, or the fallback. */
export function tOr(key: string, fallback: string): string {
  return (bundles[lang] as Record<string, string>)[key] ?? fallback;
}
