// The account page's personal access tokens (for lichess programs, /lichess/), Brazilian Portuguese first; i18n.ts
// merges them into its bundles and i18nPtPt.ts takes the European Portuguese ones.
export const tokenPt = {
  'tokens.title': 'Tokens de acesso (programas do lichess)',
  'tokens.lead': 'Programas feitos para a API do lichess (tabuleiros eletrônicos, bots, scripts) jogam aqui com um token. Use o endereço {url} no lugar do lichess.',
  'tokens.description': 'Descrição', 'tokens.descriptionHint': 'Para lembrar onde o token está, por exemplo "Tabuleiro DGT da escola"',
  'tokens.scopes': 'O que o token pode fazer',
  'tokens.scope.board:play': 'Jogar as suas partidas (API de tabuleiro)',
  'tokens.scope.bot:play': 'Jogar como bot (API de bots)',
  'tokens.scope.challenge:read': 'Ver os seus desafios',
  'tokens.scope.challenge:write': 'Desafiar, aceitar e recusar desafios',
  'tokens.scope.preference:read': 'Ler as suas preferências',
  'tokens.create': 'Criar token',
  'tokens.made': 'Copie o token agora: ele não será mostrado de novo.',
  'tokens.none': 'Nenhum token ainda.',
  'tokens.revoke': 'Revogar', 'tokens.revoked': 'revogado em {at}', 'tokens.createdAt': 'criado em {at}',
  'tokens.copy': 'Copiar', 'tokens.copied': 'Copiado.',
};

export const tokenEn: Record<keyof typeof tokenPt, string> = {
  'tokens.title': 'Access tokens (lichess programs)',
  'tokens.lead': "Programs written for lichess's API (electronic boards, bots, scripts) play here with a token. Use the address {url} instead of lichess's.",
  'tokens.description': 'Description', 'tokens.descriptionHint': 'To remember where the token is, e.g. "The school\'s DGT board"',
  'tokens.scopes': 'What the token may do',
  'tokens.scope.board:play': 'Play your games (Board API)',
  'tokens.scope.bot:play': 'Play as a bot (Bot API)',
  'tokens.scope.challenge:read': 'See your challenges',
  'tokens.scope.challenge:write': 'Challenge, accept and decline challenges',
  'tokens.scope.preference:read': 'Read your preferences',
  'tokens.create': 'Create token',
  'tokens.made': 'Copy the token now: it will not be shown again.',
  'tokens.none': 'No token yet.',
  'tokens.revoke': 'Revoke', 'tokens.revoked': 'revoked on {at}', 'tokens.createdAt': 'created on {at}',
  'tokens.copy': 'Copy', 'tokens.copied': 'Copied.',
};

export const tokenPtPt: Partial<Record<keyof typeof tokenPt, string>> = {
  'tokens.lead': 'Programas feitos para a API do lichess (tabuleiros eletrónicos, bots, scripts) jogam aqui com um token. Use o endereço {url} em vez do do lichess.',
  'tokens.descriptionHint': 'Para se lembrar de onde está o token, por exemplo "Tabuleiro DGT da escola"',
  'tokens.scope.board:play': 'Jogar as suas partidas (API de tabuleiro)',
  'tokens.made': 'Copie o token agora: não voltará a ser mostrado.',
  'tokens.none': 'Ainda nenhum token.',
};
