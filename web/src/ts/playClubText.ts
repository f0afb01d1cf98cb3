// The strings of the starts, ends and notices of play in the club (an online event's start and countdown, the
// lobby's list of what starts soon, the arena's notice, end and pause), Brazilian Portuguese first; i18n.ts and
// i18nPtPt.ts merge them into their bundles.
export const playClubPt = {
  'pc.startsAtIn': 'Começa {when} (em {time})', 'pc.startedAt': 'Começou {when}',
  'pc.round1ByArbiter': 'Sem hora marcada: a rodada 1 começa quando o organizador emparceirar.',
  'pc.round1Auto': 'Rodada 1: {when} (em {time}).',
  'pc.soon': 'Começa em breve', 'pc.soonNone': 'Nenhum torneio online ou arena marcado.',
  'pc.arena': 'Arena', 'pc.event': 'Torneio',
  'pc.arenaStartsAt': 'Início', 'pc.arenaWait': 'Espera pelo primeiro lance (s)',
  'pc.arenaStartHelp': 'Vazio: começa agora.',
  'pc.arenaNotice': '{arena}: sua partida de arena contra {opponent} começou.',
  'pc.arenaOver': 'A arena terminou. Vencedor: {winner} com {score} pontos.',
  'pc.arenaOverTie': 'A arena terminou. Vencedores: {winner} com {score} pontos.',
  'pc.arenaOverNobody': 'A arena terminou sem partidas.',
  'pc.arenaStillPlaying': 'As partidas em andamento ainda contam: o vencedor sai quando acabarem.',
  'pc.pausedNoMove': 'Você foi pausado: não fez o primeiro lance em {wait} s e perdeu a partida por W.O. Para voltar a ser emparceirado, clique em "Entrar na arena".',
  'pc.pausedSelf': 'Você está em pausa: não será emparceirado até clicar em "Entrar na arena".',
  'pc.nextRoundGame': 'Sua partida da próxima rodada começou.',
};
type Key = keyof typeof playClubPt;

export const playClubEn: Record<Key, string> = {
  'pc.startsAtIn': 'Starts {when} (in {time})', 'pc.startedAt': 'Started {when}',
  'pc.round1ByArbiter': 'No start time set: round 1 begins when the organiser pairs it.',
  'pc.round1Auto': 'Round 1: {when} (in {time}).',
  'pc.soon': 'Starting soon', 'pc.soonNone': 'No online event or arena scheduled.',
  'pc.arena': 'Arena', 'pc.event': 'Event',
  'pc.arenaStartsAt': 'Start', 'pc.arenaWait': 'Wait for the first move (s)',
  'pc.arenaStartHelp': 'Empty: starts now.',
  'pc.arenaNotice': '{arena}: your arena game against {opponent} has begun.',
  'pc.arenaOver': 'The arena is over. Winner: {winner} with {score} points.',
  'pc.arenaOverTie': 'The arena is over. Winners: {winner} with {score} points.',
  'pc.arenaOverNobody': 'The arena is over, with no games.',
  'pc.arenaStillPlaying': 'Games under way still count: the winner is known when they end.',
  'pc.pausedNoMove': 'You were paused: you did not make your first move within {wait} s and lost that game by forfeit. To be paired again, click "Join the arena".',
  'pc.pausedSelf': 'You are paused: you will not be paired until you click "Join the arena".',
  'pc.nextRoundGame': 'Your next round\'s game has begun.',
};

/** European Portuguese: the strings that differ. */
export const playClubPtPt: Partial<Record<Key, string>> = {
  'pc.round1ByArbiter': 'Sem hora marcada: a ronda 1 começa quando o organizador a emparelhar.',
  'pc.round1Auto': 'Ronda 1: {when} (dentro de {time}).',
  'pc.startsAtIn': 'Começa {when} (dentro de {time})',
  'pc.arenaNotice': '{arena}: a sua partida de arena contra {opponent} começou.',
  'pc.arenaStillPlaying': 'As partidas a decorrer ainda contam: o vencedor sai quando acabarem.',
  'pc.pausedNoMove': 'Foi posto em pausa: não fez o primeiro lance em {wait} s e perdeu a partida por falta de comparência. Para voltar a ser emparelhado, clique em "Entrar na arena".',
  'pc.pausedSelf': 'Está em pausa: não será emparelhado até clicar em "Entrar na arena".',
  'pc.nextRoundGame': 'A sua partida da ronda seguinte começou.',
};
