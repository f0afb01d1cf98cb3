// Every string the pages show, Brazilian Portuguese first; `t(key)` picks the language chosen in the header.
// The event pages' strings live in eventText.ts, the social pages' in i18nSocial.ts.
import { eventPt, eventEn } from './eventText';
import { agePt, ageEn } from './ageGroupText';
import { socialPt, socialEn } from './i18nSocial';
import { ptPT } from './i18nPtPt';
import { onlinePt, onlineEn } from './onlineText';
import { printPt, printEn } from './eventPrintText';
import { adminPt, adminEn } from './adminText';
import { tokenPt, tokenEn } from './tokenText';
import { champPt, champEn } from './championshipText';
import { playClubPt, playClubEn } from './playClubText';

const pt = {
  ...eventPt,
  ...agePt,
  ...socialPt,
  ...onlinePt,
  ...printPt,
  ...adminPt,
  ...tokenPt,
  ...champPt,
  ...playClubPt,
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
  // Keyboard entry, spoken moves, saved games, rules pages (play page accessibility, issue #6).
  'kb.label': 'Digite seu lance', 'kb.hintChess': 'ex.: Cf3, exd5, O-O', 'kb.hintDraughts': 'ex.: 32-28, 19x28',
  'kb.play': 'Jogar', 'kb.notUnderstood': 'Não entendi "{text}".', 'kb.notYourTurn': 'Não é a sua vez.',
  'kb.noPiece': 'Não há peça sua em {sq}.', 'kb.cannotGo': 'A peça em {from} não pode ir para {to}.',
  'kb.noneCanGo': 'Nenhum lance de {piece} para {to}.', 'kb.inCheck': ' Você está em xeque.',
  'kb.ambiguous': 'Ambíguo: {list}. Diga de que casa sai a peça.', 'kb.promotion': 'Escolha a peça da promoção: {list}.',
  'kb.castle': 'O roque não é possível agora.', 'kb.mustCapture': 'A captura é obrigatória: {list}.',
  'kb.majority': 'É obrigatório capturar o maior número de peças: {list}.',
  'kb.paths': 'Há mais de um caminho: {list}. Escreva o caminho inteiro.', 'kb.noDraughtsMove': 'Não há lance de {from} para {to}.',
  'piece.king': 'rei', 'piece.queen': 'dama', 'piece.rook': 'torre', 'piece.bishop': 'bispo', 'piece.knight': 'cavalo', 'piece.pawn': 'peão',
  'piece.man': 'pedra', 'piece.dking': 'dama',
  'say.to': '{piece} para {sq}', 'say.takes': '{piece} captura em {sq}', 'say.from': '{piece} de {from}',
  'say.castleShort': 'Roque pequeno', 'say.castleLong': 'Roque grande', 'say.promotes': 'promove a {piece}',
  'say.check': 'xeque', 'say.mate': 'xeque-mate', 'say.dTo': '{from} para {to}', 'say.dTakes': '{from} captura em {to}',
  'say.lowTime': 'Atenção: menos de {s} segundos no seu relógio.', 'say.takenBack': 'Lance voltado.',
  'say.adjourned': 'Partida salva.', 'say.resumed': 'Partida retomada.', 'say.offered': 'Seu adversário propõe: {what}.',
  'a11y.readBoard': 'Ler o tabuleiro', 'a11y.board': 'Tabuleiro', 'a11y.none': 'nenhuma peça', 'a11y.men': 'pedras', 'a11y.kings': 'damas',
  'a11y.shortcuts': 'Atalhos: Alt+L lê o tabuleiro; Alt+J vai para o campo de lance.',
  'play.takeback': 'Pedir para voltar o lance', 'play.takebackOffered': 'Seu adversário pede para voltar o lance.',
  'play.adjourn': 'Salvar partida', 'play.adjournOffered': 'Seu adversário quer salvar a partida para continuar depois.',
  'play.accept': 'Aceitar', 'play.youAsked': 'Pedido enviado.', 'play.adjourned': 'Partida salva. Qualquer um dos dois pode retomá-la.',
  'play.resume': 'Retomar partida', 'play.sound': 'Som', 'play.lowTime': 'Pouco tempo!', 'play.promoteTo': 'Promover a',
  'offer.draw': 'empate', 'offer.takeback': 'voltar o lance', 'offer.adjournment': 'salvar a partida',
  'saved.title': 'Suas partidas salvas', 'saved.resume': 'Carregar', 'saved.moves': '{n} lances', 'saved.move': '1 lance',
  'nav.rules': 'Regras', 'rules.chess': 'Regras do xadrez', 'rules.draughts': 'Regras das damas',
  'rules.hint': 'Clique numa peça para ver aonde ela pode ir; jogue o lance para ver o resultado.', 'rules.reset': 'Recomeçar',
  'rules.laws': 'O texto completo, artigo por artigo',
  // Archive, replay, profile, ranking and the rating chart (issues #5, #6).
  'nav.ranking': 'Ranking', 'nav.profile': 'Meu perfil',
  'archive.title': 'Partidas de {name}', 'archive.any': 'Todos', 'archive.game': 'Jogo', 'archive.mode': 'Modo',
  'archive.result': 'Resultado', 'archive.opponent': 'Adversário', 'archive.status': 'Situação',
  'archive.win': 'Vitória', 'archive.loss': 'Derrota', 'archive.draw': 'Empate', 'archive.playing': 'Em andamento',
  'archive.ended': 'Terminadas', 'archive.aborted': 'Cancelada', 'archive.more': 'Mais partidas',
  'archive.none': 'Nenhuma partida com esses filtros.', 'archive.date': 'Data', 'archive.moves': 'Lances',
  'archive.players': 'Jogadores', 'archive.pgn': 'Baixar as de xadrez (PGN)', 'archive.pdn': 'Baixar as de damas (PDN)',
  'archive.filter': 'Filtrar', 'archive.replay': 'Rever', 'archive.watch': 'Assistir', 'archive.count': '{n} partidas mostradas',
  'replay.first': 'Início da partida', 'replay.prev': 'Lance anterior', 'replay.next': 'Próximo lance',
  'replay.last': 'Fim da partida', 'replay.position': 'Lance {n} de {total}', 'replay.start': 'Posição inicial',
  'replay.keys': 'Use as setas ← → do teclado para navegar.', 'replay.archive': 'Partidas de {name}',
  'profile.country': 'País', 'profile.club': 'Clube', 'profile.since': 'Membro desde {date}',
  'profile.ratings': 'Ratings', 'profile.noRatings': 'Ainda sem partidas valendo rating.',
  'profile.provisional': 'Um "?" marca o rating provisório: desvio acima de 110, poucas partidas ainda.',
  'profile.history': 'Evolução do rating', 'profile.recent': 'Partidas recentes', 'profile.archive': 'Ver todas as partidas',
  'profile.games': '{n} partidas', 'profile.oneGame': '1 partida', 'profile.noGames': 'Nenhuma partida ainda.',
  'replay.flip': 'Virar o tabuleiro', 'archive.countOne': '1 partida mostrada',
  'error.player_not_found': 'Jogador não encontrado.', 'error.game_not_found': 'Partida não encontrada.',
  'pool.bullet': 'Bullet', 'pool.blitz': 'Blitz', 'pool.rapid': 'Rápidas', 'pool.classical': 'Clássicas',
  'pool.correspondence': 'Por correspondência',
  'ranking.title': 'Ranking', 'ranking.rank': 'Posição', 'ranking.player': 'Jogador', 'ranking.rating': 'Rating',
  'ranking.deviation': 'Desvio', 'ranking.games': 'Partidas', 'ranking.none': 'Ninguém neste ranking ainda.',
  'ranking.note': 'Os 100 melhores. Rating com "?" é provisório (desvio acima de 110) e vem depois dos estabelecidos.',
  'chart.label': 'Rating de {first} a {last}, {n} partidas, entre {min} e {max}',
  'computer.title': 'Desafie o computador', 'computer.lead': 'Uma partida amistosa contra o computador, no nível que você escolher. Sem rating; pode voltar lances.',
  'computer.level': 'Nível', 'computer.time': 'Ritmo', 'computer.unlimited': 'Sem relógio', 'computer.play': 'Jogar contra o computador',
  'computer.level1': '1 · primeira semana', 'computer.level2': '2 · iniciante', 'computer.level3': '3 · aprendiz',
  'computer.level4': '4 · jogador de clube', 'computer.level5': '5 · jogador forte de clube', 'computer.level6': '6 · expert',
  'computer.level7': '7 · mestre', 'computer.level8': '8 · força máxima',
  'computer.yourGames': 'Suas partidas em andamento:', 'computer.gameLink': '{game} contra {computer} (partida {id})',
  'error.too_many_computer_games': 'Você já tem 2 partidas contra o computador em andamento: termine uma delas (ou desista dela) para começar outra.',
  'error.too_many_computer_games_here': 'Já há 40 partidas contra o computador em andamento a partir deste endereço de internet (o máximo); espere uma delas terminar para começar outra.',
};
type Key = keyof typeof pt;
const en: Record<Key, string> = {
  ...eventEn,
  ...ageEn,
  ...socialEn,
  ...onlineEn,
  ...printEn,
  ...adminEn,
  ...tokenEn,
  ...champEn,
  ...playClubEn,
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
  // Keyboard entry, spoken moves, saved games, rules pages (play page accessibility, issue #6).
  'kb.label': 'Type your move', 'kb.hintChess': 'e.g. Nf3, exd5, O-O', 'kb.hintDraughts': 'e.g. 32-28, 19x28',
  'kb.play': 'Play', 'kb.notUnderstood': 'Could not read "{text}".', 'kb.notYourTurn': 'It is not your turn.',
  'kb.noPiece': 'You have no piece on {sq}.', 'kb.cannotGo': 'The piece on {from} cannot go to {to}.',
  'kb.noneCanGo': 'No {piece} move to {to}.', 'kb.inCheck': ' You are in check.',
  'kb.ambiguous': 'Ambiguous: {list}. Say which square the piece comes from.', 'kb.promotion': 'Choose the promotion piece: {list}.',
  'kb.castle': 'Castling is not possible now.', 'kb.mustCapture': 'Capturing is compulsory: {list}.',
  'kb.majority': 'You must capture the most pieces: {list}.',
  'kb.paths': 'There is more than one path: {list}. Type the whole path.', 'kb.noDraughtsMove': 'No move from {from} to {to}.',
  'piece.king': 'king', 'piece.queen': 'queen', 'piece.rook': 'rook', 'piece.bishop': 'bishop', 'piece.knight': 'knight', 'piece.pawn': 'pawn',
  'piece.man': 'man', 'piece.dking': 'king',
  'say.to': '{piece} to {sq}', 'say.takes': '{piece} takes on {sq}', 'say.from': '{piece} from {from}',
  'say.castleShort': 'Short castling', 'say.castleLong': 'Long castling', 'say.promotes': 'promotes to {piece}',
  'say.check': 'check', 'say.mate': 'checkmate', 'say.dTo': '{from} to {to}', 'say.dTakes': '{from} takes on {to}',
  'say.lowTime': 'Warning: less than {s} seconds on your clock.', 'say.takenBack': 'Move taken back.',
  'say.adjourned': 'Game saved.', 'say.resumed': 'Game resumed.', 'say.offered': 'Your opponent proposes: {what}.',
  'a11y.readBoard': 'Read the board', 'a11y.board': 'Board', 'a11y.none': 'no pieces', 'a11y.men': 'men', 'a11y.kings': 'kings',
  'a11y.shortcuts': 'Shortcuts: Alt+L reads the board; Alt+J goes to the move field.',
  'play.takeback': 'Ask to take back', 'play.takebackOffered': 'Your opponent asks to take back the move.',
  'play.adjourn': 'Save game', 'play.adjournOffered': 'Your opponent wants to save the game and go on later.',
  'play.accept': 'Accept', 'play.youAsked': 'Request sent.', 'play.adjourned': 'Game saved. Either player can resume it.',
  'play.resume': 'Resume game', 'play.sound': 'Sound', 'play.lowTime': 'Low time!', 'play.promoteTo': 'Promote to',
  'offer.draw': 'a draw', 'offer.takeback': 'to take back the move', 'offer.adjournment': 'to save the game',
  'saved.title': 'Your saved games', 'saved.resume': 'Load', 'saved.moves': '{n} moves', 'saved.move': '1 move',
  'nav.rules': 'Rules', 'rules.chess': 'Rules of chess', 'rules.draughts': 'Rules of draughts',
  'rules.hint': 'Click a piece to see where it can go; play the move to see what happens.', 'rules.reset': 'Start again',
  'rules.laws': 'The full text, article by article',
  // Archive, replay, profile, ranking and the rating chart (issues #5, #6).
  'nav.ranking': 'Ranking', 'nav.profile': 'My profile',
  'archive.title': "{name}'s games", 'archive.any': 'Any', 'archive.game': 'Game', 'archive.mode': 'Mode',
  'archive.result': 'Result', 'archive.opponent': 'Opponent', 'archive.status': 'Status',
  'archive.win': 'Win', 'archive.loss': 'Loss', 'archive.draw': 'Draw', 'archive.playing': 'Playing',
  'archive.ended': 'Finished', 'archive.aborted': 'Aborted', 'archive.more': 'More games',
  'archive.none': 'No games with these filters.', 'archive.date': 'Date', 'archive.moves': 'Moves',
  'archive.players': 'Players', 'archive.pgn': 'Download the chess games (PGN)', 'archive.pdn': 'Download the draughts games (PDN)',
  'archive.filter': 'Filter', 'archive.replay': 'Replay', 'archive.watch': 'Watch', 'archive.count': '{n} games shown',
  'replay.first': 'Start of the game', 'replay.prev': 'Previous move', 'replay.next': 'Next move',
  'replay.last': 'End of the game', 'replay.position': 'Move {n} of {total}', 'replay.start': 'Starting position',
  'replay.keys': 'Use the ← → arrow keys to step through.', 'replay.archive': "{name}'s games",
  'profile.country': 'Country', 'profile.club': 'Club', 'profile.since': 'Member since {date}',
  'profile.ratings': 'Ratings', 'profile.noRatings': 'No rated games yet.',
  'profile.provisional': 'A "?" marks a provisional rating: deviation above 110, few games yet.',
  'profile.history': 'Rating history', 'profile.recent': 'Recent games', 'profile.archive': 'See all games',
  'profile.games': '{n} games', 'profile.oneGame': '1 game', 'profile.noGames': 'No games yet.',
  'replay.flip': 'Flip the board', 'archive.countOne': '1 game shown',
  'error.player_not_found': 'Player not found.', 'error.game_not_found': 'Game not found.',
  'pool.bullet': 'Bullet', 'pool.blitz': 'Blitz', 'pool.rapid': 'Rapid', 'pool.classical': 'Classical',
  'pool.correspondence': 'Correspondence',
  'ranking.title': 'Ranking', 'ranking.rank': 'Rank', 'ranking.player': 'Player', 'ranking.rating': 'Rating',
  'ranking.deviation': 'Deviation', 'ranking.games': 'Games', 'ranking.none': 'Nobody in this ranking yet.',
  'ranking.note': 'The best 100. A rating with "?" is provisional (deviation above 110) and comes after the established ones.',
  'chart.label': 'Rating from {first} to {last}, {n} games, between {min} and {max}',
  'computer.title': 'Challenge the computer', 'computer.lead': 'A casual game against the computer at the level you choose. Not rated; takebacks allowed.',
  'computer.level': 'Level', 'computer.time': 'Time control', 'computer.unlimited': 'No clock', 'computer.play': 'Play the computer',
  'computer.level1': '1 · first week', 'computer.level2': '2 · beginner', 'computer.level3': '3 · learner',
  'computer.level4': '4 · club player', 'computer.level5': '5 · strong club player', 'computer.level6': '6 · expert',
  'computer.level7': '7 · master', 'computer.level8': '8 · full strength',
  'computer.yourGames': 'Your games in progress:', 'computer.gameLink': '{game} against {computer} (game {id})',
  'error.too_many_computer_games': 'You already have 2 games against the computer in progress: finish one (or resign it) to start another.',
  'error.too_many_computer_games_here': 'There are already 40 games against the computer in progress from this internet address (the most allowed); wait for one to end to start another.',
};
export type Lang = 'pt' | 'en';
const bundles: Record<Lang, Record<Key, string>> = { pt, en };
/** Both bundles, for the build's language check (checks/languages.ts). */
export const allStrings = bundles;

/**
 * What the reader chose: Brazilian Portuguese (the default), European Portuguese (the Brazilian strings but those
 * `i18nPtPt.ts` words otherwise), or English. `lang` is its language, 'pt' for both Portuguese.
 */
export type Choice = 'pt' | 'pt-PT' | 'en';

/** The choice kept in this browser, else the browser's languages, else Brazilian Portuguese. */
function firstChoice(): Choice {
  const kept = localStorage.getItem('lang');
  if (kept === 'pt' || kept === 'pt-PT' || kept === 'en') return kept;
  for (const l of navigator.languages ?? [navigator.language]) {
    const x = (l ?? '').toLowerCase();
    if (x.startsWith('pt-pt')) return 'pt-PT';
    if (x.startsWith('pt')) return 'pt';
    if (x.startsWith('en')) return 'en';
  }
  return 'pt';
}

export let choice: Choice = firstChoice();
export let lang: Lang = choice === 'en' ? 'en' : 'pt';

/** Shows the pages in `l`; `keep` stores the choice in this browser (an account's language is not stored here). */
export function setLang(l: Choice, keep = true): void {
  choice = l;
  lang = l === 'en' ? 'en' : 'pt';
  if (keep) localStorage.setItem('lang', l);
  document.documentElement.lang = l === 'pt' ? 'pt-BR' : l;
}

/**
 * Whether a count takes the singular ("1 partida", "1 game"): a key `x.one` beside `x` is then used by `tf` and `lt`
 * when the count {n} is one. Not Intl.PluralRules: its Portuguese ("pt") puts 0 in the singular as well, and a
 * Brazilian reader writes "0 partidas".
 */
export const isOne = (n: number) => Math.abs(n) === 1;

/** An account's language (`pt-BR`, `pt-PT`, `en`) as a choice; null keeps the current one. */
export const langOfAccount = (l: string | null | undefined): Choice =>
  l === 'pt-BR' ? 'pt' : l === 'pt-PT' ? 'pt-PT' : l === 'en' ? 'en' : choice;

export function t(key: Key): string {
  if (choice === 'pt-PT') {
    const european = ptPT[key];
    if (european !== undefined) return european;
  }
  return bundles[lang][key];
}

/** A key that may not exist (a server's code, a termination): the text, or the fallback. */
/** `t` with {name} placeholders filled: tf('kb.noPiece', {sq: 'e2'}). */
export function tf(key: Key, vars: Record<string, string | number>): string {
  if (typeof vars.n === 'number' && isOne(vars.n) && (key + '.one') in pt) key = (key + '.one') as Key;
  return t(key).replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export function tOr(key: string, fallback: string): string {
  if (choice === 'pt-PT' && ptPT[key] !== undefined) return ptPT[key]!;
  return (bundles[lang] as Record<string, string>)[key] ?? fallback;
}
