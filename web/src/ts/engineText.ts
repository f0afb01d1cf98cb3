// The strings of Stockfish's panel on the analysis board (enginePanel.ts) and of the game review: Brazilian
// Portuguese first, European Portuguese where it differs, then English; `et(key)` picks the header's language.
import { lang, choice } from './i18n';

const pt = {
  'engine': 'Stockfish 19 no seu navegador', 'analyse': 'Analisar', 'stop': 'Parar', 'lines': 'Linhas',
  'loading': 'Carregando o Stockfish…', 'depth': 'profundidade {d}', 'nps': '{n} nós/s',
  'cores1': '1 núcleo', 'cores': '{n} núcleos', 'stopped': 'parado',
  'mate': 'Xeque-mate', 'stalemate': 'Afogamento', 'draw': 'Empate (material insuficiente)',
  'hint': 'Clique num lance de uma linha para jogar a linha até ele no tabuleiro.',
  'bar': 'Avaliação: {s}', 'failed': 'O Stockfish não pôde ser carregado neste navegador: {msg}',
  'review': 'Analisar partida', 'reviewTitle': 'Análise da partida',
  'reviewing': 'Analisando a partida… {i} de {n} posições', 'reviewed': 'Partida analisada: {n} posições, {k} mil nós por posição.',
  'save': 'Salvar análise', 'saving': 'Salvando…',
  'savedBy': 'Análise do {engine} ({k} mil nós por posição, profundidade {d}) salva por {who} em {date}.',
  'signInToSave': 'Entre na sua conta para salvar a análise com a partida.',
  'inaccuracy': 'Imprecisão', 'mistake': 'Erro', 'blunder': 'Erro grave',
  'inaccuracies': 'Imprecisões', 'mistakes': 'Erros', 'blunders': 'Erros graves', 'accuracy': 'Precisão',
  'white': 'Brancas', 'black': 'Pretas', 'side': 'Lado', 'best': 'o melhor era {san}',
  'graph': 'Gráfico da avaliação: clique para ir à posição', 'noGame': 'Cole uma partida (PGN) ou jogue lances no tabuleiro.',
  'badPgn': 'Esta partida (PGN) não pôde ser lida: {msg}',
  'exTitle': 'Explorador', 'exCollection': 'Coleção', 'exClub': 'Partidas do clube', 'exNone': '(nenhuma)',
  'exPool.bullet': 'bullet', 'exPool.blitz': 'blitz', 'exPool.rapid': 'rápidas', 'exPool.classical': 'clássicas',
  'exPool.correspondence': 'por correspondência',
  'exNoMoves': 'Nenhuma partida daqui chegou a esta posição.', 'exChoose': 'Escolha uma coleção da biblioteca.',
  'exMove': 'Lance', 'exGames': 'Partidas', 'exResults': 'Brancas / empates / pretas',
  'exShares': 'Brancas venceram {w} · empates {d} · pretas venceram {b}',
};
type EngineKey = keyof typeof pt;

const ptPT: Partial<Record<EngineKey, string>> = {
  'loading': 'A carregar o Stockfish…', 'stalemate': 'Rei afogado',
  'hint': 'Clique num lance de uma linha para a jogar até ele no tabuleiro.',
  'failed': 'O Stockfish não pôde ser carregado neste navegador: {msg}',
  'reviewing': 'A analisar a partida… {i} de {n} posições',
  'save': 'Guardar análise', 'saving': 'A guardar…',
  'savedBy': 'Análise do {engine} ({k} mil nós por posição, profundidade {d}) guardada por {who} em {date}.',
  'signInToSave': 'Inicie sessão para guardar a análise com a partida.',
  'graph': 'Gráfico da avaliação: clique para ir à posição',
};

const en: Record<EngineKey, string> = {
  'engine': 'Stockfish 19 in your browser', 'analyse': 'Analyse', 'stop': 'Stop', 'lines': 'Lines',
  'loading': 'Loading Stockfish…', 'depth': 'depth {d}', 'nps': '{n} nodes/s',
  'cores1': '1 core', 'cores': '{n} cores', 'stopped': 'stopped',
  'mate': 'Checkmate', 'stalemate': 'Stalemate', 'draw': 'Draw (insufficient material)',
  'hint': 'Click a move of a line to play the line up to it on the board.',
  'bar': 'Evaluation: {s}', 'failed': 'Stockfish could not be loaded in this browser: {msg}',
  'review': 'Review the game', 'reviewTitle': 'Game review',
  'reviewing': 'Reviewing the game… {i} of {n} positions', 'reviewed': 'Game reviewed: {n} positions, {k} thousand nodes each.',
  'save': 'Save the review', 'saving': 'Saving…',
  'savedBy': 'Review by {engine} ({k} thousand nodes per position, depth {d}) saved by {who} on {date}.',
  'signInToSave': 'Sign in to save the review with the game.',
  'inaccuracy': 'Inaccuracy', 'mistake': 'Mistake', 'blunder': 'Blunder',
  'inaccuracies': 'Inaccuracies', 'mistakes': 'Mistakes', 'blunders': 'Blunders', 'accuracy': 'Accuracy',
  'white': 'White', 'black': 'Black', 'side': 'Side', 'best': '{san} was best',
  'graph': 'Evaluation graph: click to go to the position', 'noGame': 'Paste a game (PGN) or play moves on the board.',
  'badPgn': 'This game (PGN) could not be read: {msg}',
  'exTitle': 'Explorer', 'exCollection': 'Collection', 'exClub': 'Club games', 'exNone': '(none)',
  'exPool.bullet': 'bullet', 'exPool.blitz': 'blitz', 'exPool.rapid': 'rapid', 'exPool.classical': 'classical',
  'exPool.correspondence': 'correspondence',
  'exNoMoves': 'No game from here reached this position.', 'exChoose': 'Choose a collection of the library.',
  'exMove': 'Move', 'exGames': 'Games', 'exResults': 'White / draws / Black',
  'exShares': 'White won {w} · draws {d} · Black won {b}',
};

export function et(key: EngineKey, vars?: Record<string, string | number>): string {
  let s: string = lang === 'en' ? en[key] : (choice === 'pt-PT' && ptPT[key]) || pt[key];
  if (vars) for (const [k, v] of Object.entries(vars)) s = s.replace('{' + k + '}', String(v));
  return s;
}

/** The locale numbers are written in. */
export const numberLocale = (): string => lang === 'en' ? 'en' : choice === 'pt-PT' ? 'pt-PT' : 'pt-BR';
