// The age-group editor's strings (event form, import's cycle), Brazilian Portuguese first; i18n.ts takes them in.
export const agePt = {
  'evm.ag.title': 'Categorias (faixas etárias)',
  'evm.ag.preset': 'As do esporte escolar na temporada {season}/{next}: cada aluno fica numa só, pelo ano de nascimento e pelo ciclo.',
  'evm.ag.help': 'Um ano em branco: sem limite. Nenhum ciclo marcado: qualquer ciclo.',
  'evm.ag.edited': 'Editadas: o torneio fica com estas categorias.',
  'evm.ag.name': 'Nome', 'evm.ag.from': 'Nascidos de', 'evm.ag.to': 'até', 'evm.ag.open': 'sem limite',
  'evm.ag.cycles': 'Ciclos', 'evm.ag.add': 'Acrescentar categoria',
  'evm.ag.reset': 'Voltar às do esporte escolar', 'evm.ag.remove': 'Tirar {name}', 'evm.ag.unnamed': 'categoria sem nome',
  'evm.cycle.1': '1º ciclo', 'evm.cycle.2': '2º ciclo', 'evm.cycle.3': '3º ciclo', 'evm.cycle.sec': 'Secundário',
  'evm.importCycle': 'Ciclo dos alunos, se a lista não o diz',
  'evm.importCycle.none': 'O usual para a idade',
  'evm.cycle': 'Ciclo', 'evm.saveDetails': 'Corrigir dados', 'evm.nothingChanged': 'Nada mudou.',
};

export const ageEn: Record<keyof typeof agePt, string> = {
  'evm.ag.title': 'Age groups',
  'evm.ag.preset': 'School sport in the {season}/{next} season: each pupil is in one group only, by birth year and school cycle.',
  'evm.ag.help': 'A blank year: no limit. No cycle ticked: any cycle.',
  'evm.ag.edited': 'Edited: the event keeps these age groups.',
  'evm.ag.name': 'Name', 'evm.ag.from': 'Born from', 'evm.ag.to': 'to', 'evm.ag.open': 'no limit',
  'evm.ag.cycles': 'Cycles', 'evm.ag.add': 'Add an age group',
  'evm.ag.reset': "Back to school sport's", 'evm.ag.remove': 'Remove {name}', 'evm.ag.unnamed': 'unnamed age group',
  'evm.cycle.1': '1st cycle', 'evm.cycle.2': '2nd cycle', 'evm.cycle.3': '3rd cycle', 'evm.cycle.sec': 'Secondary',
  'evm.importCycle': "The pupils' cycle, if the list does not say",
  'evm.importCycle.none': 'The usual one for the age',
  'evm.cycle': 'Cycle', 'evm.saveDetails': 'Correct details', 'evm.nothingChanged': 'Nothing changed.',
};

/** European Portuguese: "escalões", "época". */
export const agePtPt: Partial<Record<keyof typeof agePt, string>> = {
  'evm.ag.title': 'Escalões',
  'evm.ag.preset': 'Os do desporto escolar na época {season}/{next}: cada aluno fica num só, pelo ano de nascimento e pelo ciclo.',
  'evm.ag.edited': 'Editados: o torneio fica com estes escalões.',
  'evm.ag.add': 'Acrescentar escalão', 'evm.ag.reset': 'Voltar aos do desporto escolar', 'evm.ag.unnamed': 'escalão sem nome',
};
