// The championship pages' strings (a day's sections, the section picker, pair all), Brazilian Portuguese first.
export const champPt = {
  'ch.title': 'Campeonato', 'ch.section': 'Seção', 'ch.sections': 'Seções', 'ch.picker': 'Seção', 'ch.all': 'Todas as seções',
  'ch.season': 'Temporada {y}/{y1}', 'ch.groups': 'Categorias', 'ch.genders': 'Gênero', 'ch.allGroups': 'todas',
  'ch.FM': 'F e M', 'ch.players': 'Jogadores', 'ch.rounds': 'Rodadas', 'ch.noSections': 'Ainda sem seções.',
  'ch.pairAll': 'Emparceirar todas as seções', 'ch.pairing': 'Emparceirando…', 'ch.paired': 'rodada {r} emparceirada ({n} mesas)',
  'ch.refused': 'recusada: {message}', 'ch.import': 'Importar a lista (CSV ou Excel) em todas as seções', 'ch.imported': '{n} alunos importados.',
  'ch.importedIn': '{name}: {n}',
  'ch.running': 'emparceirando a rodada {r}… ({s} s)',
} as const;

export const champEn: Record<keyof typeof champPt, string> = {
  'ch.title': 'Championship', 'ch.section': 'Section', 'ch.sections': 'Sections', 'ch.picker': 'Section', 'ch.all': 'All sections',
  'ch.season': 'Season {y}/{y1}', 'ch.groups': 'Age groups', 'ch.genders': 'Gender', 'ch.allGroups': 'all',
  'ch.FM': 'F and M', 'ch.players': 'Players', 'ch.rounds': 'Rounds', 'ch.noSections': 'No sections yet.',
  'ch.pairAll': 'Pair all sections', 'ch.pairing': 'Pairing…', 'ch.paired': 'round {r} paired ({n} boards)',
  'ch.refused': 'refused: {message}', 'ch.import': 'Import the list (CSV or Excel) into every section', 'ch.imported': '{n} pupils imported.',
  'ch.importedIn': '{name}: {n}',
  'ch.running': 'pairing round {r}… ({s} s)',
};

export const champPtPt: Partial<Record<keyof typeof champPt, string>> = {
  'ch.section': 'Secção', 'ch.sections': 'Secções', 'ch.picker': 'Secção', 'ch.all': 'Todas as secções', 'ch.noSections': 'Ainda sem secções.',
  'ch.pairAll': 'Emparelhar todas as secções', 'ch.pairing': 'A emparelhar…', 'ch.import': 'Importar a lista (CSV ou Excel) em todas as secções',
  'ch.season': 'Época {y}/{y1}', 'ch.groups': 'Escalões', 'ch.genders': 'Sexo', 'ch.players': 'Jogadores',
  'ch.paired': 'ronda {r} emparelhada ({n} mesas)', 'ch.rounds': 'Rondas',
  'ch.running': 'a emparelhar a ronda {r}… ({s} s)',
};
