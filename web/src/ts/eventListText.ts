// The players' list import (template, preview) strings: Brazilian Portuguese first, English, and the European
// Portuguese that differs; eventText.ts and i18nPtPt.ts take them in.
export const listPt = {
  'evl.import': 'Importar jogadores (CSV ou Excel)',
  'evl.help': 'A primeira linha nomeia as colunas, em qualquer ordem, em português ou inglês: Nome (obrigatória), Sexo (F/M), Ano de nascimento ou Data de nascimento, Escola, Ciclo, Federação, ID FIDE, Rating. CSV (; ou ,; UTF-8 ou Windows-1252) ou Excel (.xlsx, uma só folha, sem fórmulas). Ao escolher o arquivo vê o que será importado; nada é salvo até clicar em Importar.',
  'evl.helpTeams': 'A primeira linha nomeia as colunas, em qualquer ordem, em português ou inglês: Nome e Equipe (obrigatórias), Tabuleiro (a ordem na equipe), Sexo, Ano de nascimento ou Data de nascimento, Escola, ID FIDE, Federação, Rating. CSV (; ou ,) ou Excel (.xlsx). Ao escolher o arquivo vê o que será importado.',
  'evl.template': 'Modelo para preencher:', 'evl.templateCsv': 'CSV', 'evl.templateXlsx': 'Excel (.xlsx)',
  'evl.file': 'Arquivo CSV ou Excel', 'evl.reading': 'Lendo o arquivo…',
  'evl.summary': '{n} jogadores lidos do arquivo {format}.', 'evl.columns': 'Colunas: {list}.', 'evl.skipped': '{header} (ignorada)',
  'evl.ready': 'Tudo certo: clique em Importar para inscrever estes jogadores.',
  'evl.refused': 'A lista tem {n} problema(s): corrija o arquivo e escolha-o de novo. Nada será importado assim.',
  'evl.empty': 'A lista não tem nenhum jogador.', 'evl.more': 'e mais {n}',
  'evl.line': 'Linha', 'evl.born': 'Nascimento', 'evl.cycle': 'Ciclo', 'evl.group': 'Categoria', 'evl.noGroup': 'nenhuma',
  'evl.firstRows': 'As primeiras {n} de {total} linhas.', 'evl.assumed': '{cycle} (pela idade)',
  'evl.col.name': 'nome', 'evl.col.gender': 'sexo', 'evl.col.birth_year': 'ano de nascimento', 'evl.col.birth_date': 'data de nascimento',
  'evl.col.club': 'escola', 'evl.col.cycle': 'ciclo', 'evl.col.fide_id': 'ID FIDE', 'evl.col.federation': 'federação',
  'evl.col.rating': 'rating', 'evl.col.team': 'equipe', 'evl.col.board': 'tabuleiro',
};

export const listEn: Record<keyof typeof listPt, string> = {
  'evl.import': 'Import players (CSV or Excel)',
  'evl.help': 'The first row names the columns, in any order, in Portuguese or English: Name (required), Gender (F/M), Birth year or Birth date, School, Cycle, Federation, FIDE ID, Rating. CSV (; or ,; UTF-8 or Windows-1252) or Excel (.xlsx, one sheet, no formulas). Choosing the file shows what will be imported; nothing is stored until you click Import.',
  'evl.helpTeams': 'The first row names the columns, in any order, in Portuguese or English: Name and Team (required), Board (the order in the team), Gender, Birth year or Birth date, School, FIDE ID, Federation, Rating. CSV (; or ,) or Excel (.xlsx). Choosing the file shows what will be imported.',
  'evl.template': 'Template to fill in:', 'evl.templateCsv': 'CSV', 'evl.templateXlsx': 'Excel (.xlsx)',
  'evl.file': 'CSV or Excel file', 'evl.reading': 'Reading the file…',
  'evl.summary': '{n} players read from the {format} file.', 'evl.columns': 'Columns: {list}.', 'evl.skipped': '{header} (skipped)',
  'evl.ready': 'All good: click Import to register these players.',
  'evl.refused': 'The list has {n} problem(s): correct the file and choose it again. Nothing would be imported as it is.',
  'evl.empty': 'The list has no player.', 'evl.more': 'and {n} more',
  'evl.line': 'Line', 'evl.born': 'Born', 'evl.cycle': 'Cycle', 'evl.group': 'Age group', 'evl.noGroup': 'none',
  'evl.firstRows': 'The first {n} of {total} lines.', 'evl.assumed': '{cycle} (by age)',
  'evl.col.name': 'name', 'evl.col.gender': 'gender', 'evl.col.birth_year': 'birth year', 'evl.col.birth_date': 'birth date',
  'evl.col.club': 'school', 'evl.col.cycle': 'cycle', 'evl.col.fide_id': 'FIDE ID', 'evl.col.federation': 'federation',
  'evl.col.rating': 'rating', 'evl.col.team': 'team', 'evl.col.board': 'board',
};

export const listPtPt: Partial<Record<keyof typeof listPt, string>> = {
  'evl.help': 'A primeira linha nomeia as colunas, por qualquer ordem, em português ou inglês: Nome (obrigatória), Sexo (F/M), Ano de nascimento ou Data de nascimento, Escola, Ciclo, Federação, ID FIDE, Rating. CSV (; ou ,; UTF-8 ou Windows-1252) ou Excel (.xlsx, uma só folha, sem fórmulas). Ao escolher o ficheiro vê o que será importado; nada é salvo até clicar em Importar.',
  'evl.helpTeams': 'A primeira linha nomeia as colunas, por qualquer ordem, em português ou inglês: Nome e Equipa (obrigatórias), Tabuleiro (a ordem na equipa), Sexo, Ano de nascimento ou Data de nascimento, Escola, ID FIDE, Federação, Rating. CSV (; ou ,) ou Excel (.xlsx). Ao escolher o ficheiro vê o que será importado.',
  'evl.file': 'Ficheiro CSV ou Excel', 'evl.reading': 'A ler o ficheiro…',
  'evl.refused': 'A lista tem {n} problema(s): corrija o ficheiro e escolha-o de novo. Assim nada será importado.',
  'evl.group': 'Escalão', 'evl.col.team': 'equipa', 'evl.summary': '{n} jogadores lidos do ficheiro {format}.',
};
