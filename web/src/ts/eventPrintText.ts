// The wall prints' strings (eventPrint*.ts), Brazilian Portuguese first; i18n.ts takes them in, i18nPtPt.ts the
// European words that differ.
export const printPt = {
  'evp.print': 'Imprimir', 'evp.printNow': 'Imprimir (A4)', 'evp.back': 'Voltar',
  'evp.hint': 'Pré-visualização: cada folha sai em A4, sem o cabeçalho do site. No Chromium, "Salvar como PDF" guarda o arquivo.',
  'evp.boards': 'Mesas', 'evp.alpha': 'Lista alfabética', 'evp.slips': 'Boletins de resultado',
  'evp.standings': 'Classificação', 'evp.standingsAll': 'Classificação (todas as categorias)', 'evp.schools': 'Escolas',
  'evp.medals': 'Lista de medalhas', 'evp.certificates': 'Diplomas',
  'evp.pairingsTitle': 'Emparceiramentos · Rodada {n}', 'evp.alphaTitle': 'Rodada {n} · Onde joga cada jogador',
  'evp.slipsTitle': 'Boletins de resultado · Rodada {n}', 'evp.medalsTitle': 'Medalhas',
  'evp.slip': 'Boletim de resultado', 'evp.round': 'Rodada {n}', 'evp.board': 'Mesa {n}',
  'evp.mark': 'Marque o resultado com um X:', 'evp.signWhite': 'Assinatura das brancas', 'evp.signBlack': 'Assinatura das pretas',
  'evp.signArbiter': 'Assinatura do árbitro', 'evp.cut': 'recorte',
  'evp.noBoard': '—',
  'evp.bye.U': 'Isento', 'evp.bye.H': 'Bye ½ ponto', 'evp.bye.Z': 'Bye 0 pontos', 'evp.bye.F': 'Bye 1 ponto',
  'evp.whites': 'Brancas', 'evp.blacks': 'Pretas', 'evp.place': 'Lugar',
  'evp.certificate': 'Diploma', 'evp.certifies': 'Certifica-se que', 'evp.obtained': 'conquistou o',
  'evp.placeN': '{n}º lugar', 'evp.inGroup': 'na categoria {group}', 'evp.chief': 'O árbitro principal', 'evp.organiser': 'A organização',
  'evp.none': 'Nada para imprimir ainda.', 'evp.notPaired': 'A rodada {n} não está publicada.',
};

export const printEn: Record<keyof typeof printPt, string> = {
  'evp.print': 'Print', 'evp.printNow': 'Print (A4)', 'evp.back': 'Back',
  'evp.hint': 'Preview: each sheet prints on A4, without the site\'s header. In Chromium, "Save as PDF" keeps the file.',
  'evp.boards': 'Boards', 'evp.alpha': 'Alphabetical list', 'evp.slips': 'Result slips',
  'evp.standings': 'Standings', 'evp.standingsAll': 'Standings (every age group)', 'evp.schools': 'Schools',
  'evp.medals': 'Medal list', 'evp.certificates': 'Certificates',
  'evp.pairingsTitle': 'Pairings · Round {n}', 'evp.alphaTitle': 'Round {n} · Where each player plays',
  'evp.slipsTitle': 'Result slips · Round {n}', 'evp.medalsTitle': 'Medals',
  'evp.slip': 'Result slip', 'evp.round': 'Round {n}', 'evp.board': 'Board {n}',
  'evp.mark': 'Mark the result with an X:', 'evp.signWhite': "White's signature", 'evp.signBlack': "Black's signature",
  'evp.signArbiter': "Arbiter's signature", 'evp.cut': 'cut',
  'evp.noBoard': '—',
  'evp.bye.U': 'Bye', 'evp.bye.H': 'Bye ½ point', 'evp.bye.Z': 'Bye 0 points', 'evp.bye.F': 'Bye 1 point',
  'evp.whites': 'White', 'evp.blacks': 'Black', 'evp.place': 'Place',
  'evp.certificate': 'Certificate', 'evp.certifies': 'This certifies that', 'evp.obtained': 'won',
  'evp.placeN': '{n} place', 'evp.inGroup': 'in the {group} age group', 'evp.chief': 'Chief arbiter', 'evp.organiser': 'The organiser',
  'evp.none': 'Nothing to print yet.', 'evp.notPaired': 'Round {n} is not published.',
};

/** The European Portuguese words that differ (i18nPtPt.ts spreads them in). */
export const printPtPt: Partial<Record<keyof typeof printPt, string>> = {
  'evp.hint': 'Pré-visualização: cada folha sai em A4, sem o cabeçalho do site. No Chromium, "Guardar como PDF" guarda o ficheiro.',
  'evp.pairingsTitle': 'Emparelhamentos · Ronda {n}', 'evp.alphaTitle': 'Ronda {n} · Onde joga cada jogador',
  'evp.slipsTitle': 'Boletins de resultado · Ronda {n}', 'evp.round': 'Ronda {n}',
  'evp.placeN': '{n}.º lugar', 'evp.inGroup': 'no escalão {group}', 'evp.certifies': 'Certifica-se que', 'evp.obtained': 'obteve o',
  'evp.standingsAll': 'Classificação (todos os escalões)',
};
