// The strings of the draughts analysis on the analysis board (draughtsAnalysis.ts: our engine's lines) and of the
// draughts game review (draughtsReview.ts): Brazilian Portuguese first, European Portuguese where it differs, then
// English; `dt(key)` picks the header's language.
import { lang, choice } from './i18n';

const pt = {
  'engine': 'Motor do Tabuleiro (no servidor)', 'lines': 'Linhas', 'analyse': 'Analisar com o motor', 'stop': 'Parar',
  'info': 'profundidade {d} · {n} nós · {nps} nós/s', 'queued': 'Na fila do motor: {n} análise(s) antes da sua…',
  'queuedNext': 'Na fila do motor: a sua é a próxima…', 'thinking': 'O motor está pensando…',
  'review': 'Analisar partida', 'reviewTitle': 'Análise da partida (damas)',
  'reviewMoves': 'Cole os lances da partida (PDN ou só os lances, como 32-28 19-23); sem eles, a partida aberta',
  'reviewing': 'O motor do servidor está analisando a partida… {i} de {n} posições',
  'reviewed': 'Partida analisada: {n} posições, {k} mil nós por posição.',
  'stopped': 'Análise parada: {i} de {n} posições.',
  'notSaved': 'A análise fica só nesta página: ainda não é salva com a partida.',
  'noMoves': 'Cole os lances de uma partida de damas (como 32-28 19-23 …).',
  'inaccuracy': 'Imprecisão', 'mistake': 'Erro', 'blunder': 'Erro grave',
  'inaccuracies': 'Imprecisões', 'mistakes': 'Erros', 'blunders': 'Erros graves', 'accuracy': 'Precisão',
  'white': 'Brancas', 'black': 'Pretas', 'side': 'Lado', 'best': 'o melhor era {move}',
  'graph': 'Gráfico da avaliação: clique para ir à posição',
  'win': 'vitória forçada', 'otherGame': 'Esta partida é de outro jogo: escolha-o acima.',
};
type DraughtsKey = keyof typeof pt;

const ptPT: Partial<Record<DraughtsKey, string>> = {
  'engine': 'Motor do Tabuleiro (no servidor)',
  'queuedNext': 'Na fila do motor: a sua é a seguinte…', 'thinking': 'O motor está a pensar…',
  'reviewing': 'O motor do servidor está a analisar a partida… {i} de {n} posições',
  'notSaved': 'A análise fica só nesta página: ainda não é guardada com a partida.',
};

const en: Record<DraughtsKey, string> = {
  'engine': 'Tabuleiro engine (on the server)', 'lines': 'Lines', 'analyse': 'Analyse with the engine', 'stop': 'Stop',
  'info': 'depth {d} · {n} nodes · {nps} nodes/s', 'queued': 'In the engine queue: {n} analysis(es) before yours…',
  'queuedNext': 'In the engine queue: yours is next…', 'thinking': 'The engine is thinking…',
  'review': 'Review the game', 'reviewTitle': 'Game review (draughts)',
  'reviewMoves': 'Paste the game\'s moves (PDN or just the moves, such as 32-28 19-23); without them, the game opened',
  'reviewing': 'The server\'s engine is reviewing the game… {i} of {n} positions',
  'reviewed': 'Game reviewed: {n} positions, {k} thousand nodes each.',
  'stopped': 'Review stopped: {i} of {n} positions.',
  'notSaved': 'The review stays on this page: it is not saved with the game yet.',
  'noMoves': 'Paste the moves of a draughts game (such as 32-28 19-23 …).',
  'inaccuracy': 'Inaccuracy', 'mistake': 'Mistake', 'blunder': 'Blunder',
  'inaccuracies': 'Inaccuracies', 'mistakes': 'Mistakes', 'blunders': 'Blunders', 'accuracy': 'Accuracy',
  'white': 'White', 'black': 'Black', 'side': 'Side', 'best': '{move} was best',
  'graph': 'Evaluation graph: click to go to the position',
  'win': 'forced win', 'otherGame': 'This game is of another game: choose it above.',
};

export function dt(key: DraughtsKey, vars?: Record<string, string | number>): string {
  let s: string = lang === 'en' ? en[key] : (choice === 'pt-PT' && ptPT[key]) || pt[key];
  if (vars) for (const [k, v] of Object.entries(vars)) s = s.replace('{' + k + '}', String(v));
  return s;
}

/** The locale numbers are written in. */
export const numberLocale = (): string => lang === 'en' ? 'en' : choice === 'pt-PT' ? 'pt-PT' : 'pt-BR';
