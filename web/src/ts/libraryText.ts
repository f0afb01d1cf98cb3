// The library pages' strings (Biblioteca Online), Brazilian Portuguese first, then English; `lt(key)` picks the
// language chosen in the header.
import { lang, choice, isOne } from './i18n';
import { libraryPtPt } from './i18nPtPt';

const pt = {
  'nav': 'Biblioteca',
  'title': 'Biblioteca Online',
  'lead': 'Coleções de partidas de xadrez e damas: importe arquivos PGN e PDN, pesquise por jogador, abertura ou posição e explore as aberturas.',
  'collections': 'Coleções', 'none': 'Nenhuma coleção ainda.', 'games': '{n} partidas', 'games.one': '1 partida', 'owner': 'de {name}',
  'public': 'pública', 'private': 'privada',
  'new': 'Nova coleção', 'name': 'Nome', 'game': 'Jogo', 'isPublic': 'Pública (todos podem ver)', 'create': 'Criar',
  'chess': 'Xadrez', 'international': 'Damas internacionais', 'brazilian': 'Damas brasileiras',
  'loginToCreate': 'Entre para criar coleções e importar partidas.',
  'import': 'Importar partidas', 'importHint': 'Um arquivo PGN (xadrez) ou PDN (damas), de qualquer tamanho, em UTF-8 ou Latin-1.',
  'send': 'Importar', 'uploading': 'Enviando o arquivo… {p}%', 'importing': 'Importando… {n} partidas lidas', 'importing.one': 'Importando… 1 partida lida',
  'report': 'Relatório da importação', 'read': 'Partidas lidas: {n}', 'imported': 'Importadas: {n}',
  'duplicates': 'Repetidas (ignoradas): {n}', 'refused': 'Recusadas: {n}', 'stopped': 'A importação parou: {msg}',
  'importingResumed': 'Importando… {n} partidas lidas (retomada depois de uma parada do servidor)',
  'importingResumed.one': 'Importando… 1 partida lida (retomada depois de uma parada do servidor)',
  'resumedNote': 'A importação foi retomada {n} vezes depois de uma parada do servidor, de onde tinha parado: nenhuma partida foi importada duas vezes.',
  'resumedNote.one': 'A importação foi retomada 1 vez depois de uma parada do servidor, de onde tinha parado: nenhuma partida foi importada duas vezes.',
  'resume': 'Continuar', 'resumeFile': 'O mesmo arquivo, para continuar',
  'resumeHint': 'Escolha o mesmo arquivo: a importação continua no jogo {n}.',
  'search': 'Pesquisar', 'player': 'Jogador', 'colour': 'Cor', 'any': 'Qualquer', 'white': 'Brancas', 'black': 'Pretas',
  'event': 'Evento', 'site': 'Local', 'yearFrom': 'Ano de', 'yearTo': 'até', 'result': 'Resultado',
  'minRating': 'Rating mín.', 'maxRating': 'Rating máx.', 'eco': 'ECO', 'opening': 'Abertura', 'fen': 'Posição (FEN)',
  'found': '{n} partidas encontradas', 'found.one': '1 partida encontrada', 'date': 'Data', 'more': 'Mais resultados',
  'explorer': 'Explorador de aberturas', 'move': 'Lance', 'score': 'Brancas / empates / pretas', 'avg': 'Rating médio',
  'noMoves': 'Nenhuma partida desta coleção passou por esta posição.', 'start': 'Início', 'back': 'Voltar',
  'recent': 'Partidas recentes', 'top': 'Partidas de rating mais alto',
  'flip': 'Virar o tabuleiro', 'first': 'Início', 'prev': 'Anterior', 'next': 'Próximo', 'last': 'Fim',
  'analysis': 'Tabuleiro de análise', 'analyse': 'Analisar com o motor', 'depth': 'profundidade',
  'thinking': 'O motor está pensando…', 'setUp': 'Montar a posição', 'badFen': 'Este FEN não é uma posição de xadrez.',
  'fen.ERR_FEN': 'Este FEN não é uma posição de xadrez: faltam campos.', 'fen.ERR_BOARD': 'Este FEN não é uma posição de xadrez: a posição das peças está errada.',
  'fen.ERR_TURN': 'Este FEN não é uma posição de xadrez: o lado a jogar deve ser w (brancas) ou b (pretas).',
  'fen.ERR_CASTLING': 'Este FEN não é uma posição de xadrez: o roque deve ser K, Q, k, q ou -.',
  'fen.ERR_EP_SQUARE': 'Este FEN não é uma posição de xadrez: a casa de en passant está errada.',
  'fen.ERR_HALFMOVES': 'Este FEN não é uma posição de xadrez: o contador de meios-lances está errado.',
  'fen.ERR_FULLMOVES': 'Este FEN não é uma posição de xadrez: o número do lance está errado.',
  'fen.ERR_EMPTY': 'Esta posição não tem peças.', 'fen.ERR_KINGS': 'Cada lado deve ter exatamente um rei.',
  'fen.ERR_OPPOSITE_CHECK': 'O lado que não joga está em xeque.', 'fen.ERR_PAWNS_ON_BACKRANK': 'Há um peão na primeira ou na última linha.',
  'loginToAnalyse': 'Entre para pedir a análise do motor.', 'analyseHere': 'Analisar esta posição',
  'text': 'Texto da partida', 'searchHere': 'Pesquisar esta posição', 'viewerHint': 'Clique num lance ou use as setas ← →.',
  'addEvent': 'Adicionar à biblioteca', 'addGame': 'Adicionar a uma coleção', 'addTo': 'Coleção',
  'newNamed': 'Nova coleção: ', 'add': 'Adicionar', 'adding': 'Adicionando… {n} partidas lidas', 'adding.one': 'Adicionando… 1 partida lida',
  'added': 'Partidas adicionadas: {n}, em ', 'addedDup': 'Já estavam na coleção: {d}.', 'cancel': 'Cancelar',
  'newName': 'Nome da nova coleção',
  'club': 'Partidas do clube: {game}, {pool}', 'clubTitle': 'Partidas do clube',
  'clubLead': 'Todas as partidas valendo rating jogadas no clube, por jogo e ritmo, para o explorador de aberturas.',
  'clubNone': 'Nenhuma partida valendo rating terminou ainda.', 'explorerOf': 'Explorar em',
  'collectionOpt': 'Coleção: {name}',
  'pool.bullet': 'bullet', 'pool.blitz': 'blitz', 'pool.rapid': 'rápidas', 'pool.classical': 'clássicas',
  'pool.correspondence': 'por correspondência', 'club.owner': 'o clube',
  'exportPgn': 'Baixar a partida com a análise (PGN)', 'exportPdn': 'Baixar a partida com a análise (PDN)',
  'played': 'Lances jogados', 'noneplayed': 'nenhum (jogue no tabuleiro)', 'analysed': 'Posições analisadas: {n}',
  'undo': 'Voltar um lance',
  'review': 'Analisar partida', 'reviewPgn': 'Cole uma partida (PGN); sem ela, os lances jogados no tabuleiro',
  'reviewChessOnly': 'Só partidas de xadrez são analisadas no navegador.',
} as const;

export type LibKey = keyof typeof pt;

const en: Record<LibKey, string> = {
  'nav': 'Library',
  'title': 'Online Library',
  'lead': 'Collections of chess and draughts games: import PGN and PDN files, search by player, opening or position, and explore the openings.',
  'collections': 'Collections', 'none': 'No collections yet.', 'games': '{n} games', 'games.one': '1 game', 'owner': 'by {name}',
  'public': 'public', 'private': 'private',
  'new': 'New collection', 'name': 'Name', 'game': 'Game', 'isPublic': 'Public (everyone can see it)', 'create': 'Create',
  'chess': 'Chess', 'international': 'International draughts', 'brazilian': 'Brazilian draughts',
  'loginToCreate': 'Sign in to create collections and import games.',
  'import': 'Import games', 'importHint': 'A PGN (chess) or PDN (draughts) file of any size, UTF-8 or Latin-1.',
  'send': 'Import', 'uploading': 'Uploading the file… {p}%', 'importing': 'Importing… {n} games read', 'importing.one': 'Importing… 1 game read',
  'report': 'Import report', 'read': 'Games read: {n}', 'imported': 'Imported: {n}',
  'duplicates': 'Duplicates (skipped): {n}', 'refused': 'Refused: {n}', 'stopped': 'The import stopped: {msg}',
  'importingResumed': 'Importing… {n} games read (resumed after the server stopped)',
  'importingResumed.one': 'Importing… 1 game read (resumed after the server stopped)',
  'resumedNote': 'The import was resumed {n} times after the server stopped, from where it had stopped: no game was imported twice.',
  'resumedNote.one': 'The import was resumed once after the server stopped, from where it had stopped: no game was imported twice.',
  'resume': 'Continue', 'resumeFile': 'The same file, to continue',
  'resumeHint': 'Choose the same file: the import goes on at game {n}.',
  'search': 'Search', 'player': 'Player', 'colour': 'Colour', 'any': 'Any', 'white': 'White', 'black': 'Black',
  'event': 'Event', 'site': 'Site', 'yearFrom': 'Year from', 'yearTo': 'to', 'result': 'Result',
  'minRating': 'Min. rating', 'maxRating': 'Max. rating', 'eco': 'ECO', 'opening': 'Opening', 'fen': 'Position (FEN)',
  'found': '{n} games found', 'found.one': '1 game found', 'date': 'Date', 'more': 'More results',
  'explorer': 'Opening explorer', 'move': 'Move', 'score': 'White / draws / black', 'avg': 'Average rating',
  'noMoves': 'No game of this collection reached this position.', 'start': 'Start', 'back': 'Back',
  'recent': 'Recent games', 'top': 'Highest-rated games',
  'flip': 'Flip the board', 'first': 'First', 'prev': 'Previous', 'next': 'Next', 'last': 'Last',
  'analysis': 'Analysis board', 'analyse': 'Analyse with the engine', 'depth': 'depth',
  'thinking': 'The engine is thinking…', 'setUp': 'Set up the position', 'badFen': 'This FEN is not a chess position.',
  'fen.ERR_FEN': 'This FEN is not a chess position: fields are missing.', 'fen.ERR_BOARD': 'This FEN is not a chess position: the piece placement is wrong.',
  'fen.ERR_TURN': 'This FEN is not a chess position: the side to move must be w (White) or b (Black).',
  'fen.ERR_CASTLING': 'This FEN is not a chess position: castling must be K, Q, k, q or -.',
  'fen.ERR_EP_SQUARE': 'This FEN is not a chess position: the en passant square is wrong.',
  'fen.ERR_HALFMOVES': 'This FEN is not a chess position: the halfmove clock is wrong.',
  'fen.ERR_FULLMOVES': 'This FEN is not a chess position: the move number is wrong.',
  'fen.ERR_EMPTY': 'This position has no pieces.', 'fen.ERR_KINGS': 'Each side must have exactly one king.',
  'fen.ERR_OPPOSITE_CHECK': 'The side not to move is in check.', 'fen.ERR_PAWNS_ON_BACKRANK': 'A pawn stands on the first or last rank.',
  'loginToAnalyse': 'Sign in to ask for the engine\'s analysis.', 'analyseHere': 'Analyse this position',
  'text': 'Game text', 'searchHere': 'Search this position', 'viewerHint': 'Click a move or use the ← → keys.',
  'addEvent': 'Add to the library', 'addGame': 'Add to a collection', 'addTo': 'Collection',
  'newNamed': 'New collection: ', 'add': 'Add', 'adding': 'Adding… {n} games read', 'adding.one': 'Adding… 1 game read',
  'added': 'Games added: {n}, to ', 'addedDup': 'Already in the collection: {d}.', 'cancel': 'Cancel',
  'newName': 'Name of the new collection',
  'club': 'Club games: {game}, {pool}', 'clubTitle': 'Club games',
  'clubLead': 'Every rated game played in the club, by game and speed, for the opening explorer.',
  'clubNone': 'No rated game has ended yet.', 'explorerOf': 'Explore in',
  'collectionOpt': 'Collection: {name}',
  'pool.bullet': 'bullet', 'pool.blitz': 'blitz', 'pool.rapid': 'rapid', 'pool.classical': 'classical',
  'pool.correspondence': 'correspondence', 'club.owner': 'the club',
  'exportPgn': 'Download the game with the analysis (PGN)', 'exportPdn': 'Download the game with the analysis (PDN)',
  'played': 'Moves played', 'noneplayed': 'none (play on the board)', 'analysed': 'Positions analysed: {n}',
  'undo': 'Take back a move',
  'review': 'Review the game', 'reviewPgn': 'Paste a game (PGN); without one, the moves played on the board',
  'reviewChessOnly': 'Only chess games are reviewed in the browser.',
};

/** European Portuguese where it differs from Brazil's: in `i18nPtPt.ts`, with the other pages' pt-PT words. */
const ptPT = libraryPtPt as Partial<Record<LibKey, string>>;

export function lt(key: LibKey, vars?: Record<string, string | number>): string {
  if (typeof vars?.n === 'number' && isOne(vars.n) && (key + '.one') in pt) key = (key + '.one') as LibKey;
  let s: string = lang === 'en' ? en[key] : (choice === 'pt-PT' && ptPT[key]) || pt[key];
  if (vars) for (const [k, v] of Object.entries(vars)) s = s.replace('{' + k + '}', String(v));
  return s;
}

/** A FEN refused by chessops (its error's kind: ERR_BOARD, ERR_KINGS...) in the page's language. */
export function fenErrorText(kind: string): string {
  const key = ('fen.' + kind) as LibKey;
  return key in pt ? lt(key) : lt('badFen');
}
