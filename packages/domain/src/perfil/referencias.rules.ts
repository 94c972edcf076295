/**
 * The registration reference lists (03 §3 "Reference lists", §7 GET /tipos-registro/{…}). They are constants of
 * Brazilian law and of the registration forms, not data anyone edits, so they live here as code: the API serves
 * them and the registration screens read the ids they store. An id, once published, never changes meaning:
 * new items get new ids, and the order shown is the `descricao`'s, never the id's.
 */

/** One item of a reference list: the id the registration data stores, its words, and its official code. */
export interface ItemReferencia {
  id: number;
  descricao: string;
  /** The item's code where one exists: a CBO 2002 occupation, a document's acronym, a marriage regime's key. */
  codigo: string | null;
}

type Linha = readonly [id: number, codigo: string | null, descricao: string];

const itens = (linhas: readonly Linha[]): ItemReferencia[] =>
  linhas.map(([id, codigo, descricao]) => ({ id, descricao, codigo }));

/** Spec §5: phone type ids 1 residential, 2 commercial, 3 mobile; residential by default. */
export const TIPO_TELEFONE = { residencial: 1, comercial: 2, celular: 3 } as const;

export const TIPOS_TELEFONE = itens([
  [TIPO_TELEFONE.residencial, 'RESIDENCIAL', 'Residencial'],
  [TIPO_TELEFONE.comercial, 'COMERCIAL', 'Comercial'],
  [TIPO_TELEFONE.celular, 'CELULAR', 'Celular'],
]);

/** Address types, with the same ids as the phones' for the two they share. */
export const TIPOS_ENDERECO = itens([
  [1, 'RESIDENCIAL', 'Residencial'],
  [2, 'COMERCIAL', 'Comercial'],
  [3, 'CORRESPONDENCIA', 'Correspondência'],
]);

/** Civil status as the registration forms ask it (Código Civil; stable union as forms list it). */
export const ESTADOS_CIVIS = itens([
  [1, 'SOLTEIRO', 'Solteiro(a)'],
  [2, 'CASADO', 'Casado(a)'],
  [3, 'DIVORCIADO', 'Divorciado(a)'],
  [4, 'VIUVO', 'Viúvo(a)'],
  [5, 'SEPARADO_JUDICIALMENTE', 'Separado(a) judicialmente'],
  [6, 'UNIAO_ESTAVEL', 'União estável'],
]);

/** The marriage property regimes of the Código Civil (Lei 10.406/2002), arts. 1.641 and 1.658–1.688. */
export const REGIMES_CASAMENTO = itens([
  [1, 'COMUNHAO_PARCIAL', 'Comunhão parcial de bens'],
  [2, 'COMUNHAO_UNIVERSAL', 'Comunhão universal de bens'],
  [3, 'SEPARACAO_CONVENCIONAL', 'Separação total de bens (convencional)'],
  [4, 'SEPARACAO_OBRIGATORIA', 'Separação obrigatória de bens'],
  [5, 'PARTICIPACAO_FINAL_AQUESTOS', 'Participação final nos aquestos'],
]);

/** Identity documents accepted in the registration (02 §3 "personal documents"; CIN since Decreto 10.977/2022). */
export const TIPOS_DOCUMENTO = itens([
  [1, 'RG', 'Carteira de identidade (RG)'],
  [2, 'CIN', 'Carteira de Identidade Nacional (CIN)'],
  [3, 'CNH', 'Carteira Nacional de Habilitação (CNH)'],
  [4, 'RNM', 'Registro Nacional Migratório (RNM, antigo RNE)'],
  [5, 'CTPS', 'Carteira de Trabalho e Previdência Social (CTPS)'],
  [6, 'PASSAPORTE', 'Passaporte'],
  [7, 'CARTEIRA_CLASSE', 'Carteira de identidade profissional (OAB, CRM, CREA e outras)'],
  [8, 'IDENTIDADE_MILITAR', 'Identidade militar (Forças Armadas)'],
]);

/** Kinds of disability or reduced mobility (Lei 13.146/2015; autism by Lei 12.764/2012). */
export const TIPOS_ACESSIBILIDADE = itens([
  [1, 'FISICA', 'Deficiência física'],
  [2, 'AUDITIVA', 'Deficiência auditiva'],
  [3, 'VISUAL', 'Deficiência visual'],
  [4, 'INTELECTUAL', 'Deficiência intelectual'],
  [5, 'PSICOSSOCIAL', 'Deficiência psicossocial (mental)'],
  [6, 'MULTIPLA', 'Deficiência múltipla'],
  [7, 'TEA', 'Transtorno do espectro autista (TEA)'],
  [8, 'MOBILIDADE_REDUZIDA', 'Mobilidade reduzida'],
]);

/**
 * Occupations in the registration: the common ones of the CBO 2002 (Classificação Brasileira de Ocupações, MTE),
 * each with its 6-digit code and its official title (the tests check both against the official table that
 * @brazilian-utils ships), plus the situations the forms ask that are no occupation of the CBO (retired,
 * student…), without a code.
 */
export const PROFISSOES = itens([
  [1, '241005', 'Advogado'],
  [2, '252105', 'Administrador'],
  [3, '252210', 'Contador'],
  [4, '212405', 'Analista de desenvolvimento de sistemas'],
  [5, '212420', 'Analista de suporte computacional'],
  [6, '211220', 'Cientista de dados'],
  [7, '317110', 'Desenvolvedor de sistemas de tecnologia da informação (técnico)'],
  [8, '317105', 'Desenvolvedor web (técnico)'],
  [9, '317210', 'Técnico de suporte ao usuário de tecnologia da informação'],
  [10, '313220', 'Técnico em manutenção de equipamentos de informática'],
  [11, '214205', 'Engenheiro civil'],
  [12, '214405', 'Engenheiro mecânico'],
  [13, '214305', 'Engenheiro eletricista'],
  [14, '214905', 'Engenheiro de produção'],
  [15, '214505', 'Engenheiro químico'],
  [16, '222110', 'Engenheiro agrônomo'],
  [17, '214005', 'Engenheiro ambiental'],
  [18, '214915', 'Engenheiro de segurança do trabalho'],
  [19, '214105', 'Arquiteto de edificações'],
  [20, '225125', 'Médico clínico'],
  [21, '225124', 'Médico pediatra'],
  [22, '225120', 'Médico cardiologista'],
  [23, '225250', 'Médico ginecologista e obstetra'],
  [24, '225133', 'Médico psiquiatra'],
  [25, '225270', 'Médico ortopedista e traumatologista'],
  [26, '225225', 'Médico cirurgião geral'],
  [27, '225142', 'Médico da estratégia de saúde da família'],
  [28, '223208', 'Cirurgião dentista - clínico geral'],
  [29, '223505', 'Enfermeiro'],
  [30, '322205', 'Técnico de enfermagem'],
  [31, '322230', 'Auxiliar de enfermagem'],
  [32, '223405', 'Farmacêutico'],
  [33, '223605', 'Fisioterapeuta geral'],
  [34, '251510', 'Psicólogo clínico'],
  [35, '223710', 'Nutricionista'],
  [36, '223305', 'Médico veterinário'],
  [37, '221205', 'Biomédico'],
  [38, '223810', 'Fonoaudiólogo geral'],
  [39, '223905', 'Terapeuta ocupacional'],
  [40, '324115', 'Técnico em radiologia e imagenologia'],
  [41, '515105', 'Agente comunitário de saúde'],
  [42, '516210', 'Cuidador de idosos'],
  [43, '231210', 'Professor de nível superior do ensino fundamental (primeira a quarta série)'],
  [44, '232155', 'Professor de matemática no ensino médio'],
  [45, '234624', 'Professor de língua portuguesa'],
  [46, '231315', 'Professor de educação física do ensino fundamental'],
  [47, '239415', 'Pedagogo'],
  [48, '251605', 'Assistente social'],
  [49, '251205', 'Economista'],
  [50, '261125', 'Jornalista'],
  [51, '253115', 'Publicitário'],
  [52, '261420', 'Tradutor'],
  [53, '261205', 'Bibliotecário'],
  [54, '261805', 'Fotógrafo'],
  [55, '262505', 'Ator'],
  [56, '262705', 'Músico intérprete cantor'],
  [57, '211205', 'Estatístico'],
  [58, '213205', 'Químico'],
  [59, '221105', 'Biólogo'],
  [60, '213405', 'Geólogo'],
  [61, '251305', 'Geógrafo'],
  [62, '111325', 'Juiz de direito'],
  [63, '242235', 'Promotor de justiça'],
  [64, '242305', 'Delegado de polícia'],
  [65, '351425', 'Oficial de justiça'],
  [66, '351810', 'Investigador de polícia'],
  [67, '351420', 'Escrivão de polícia'],
  [68, '517205', 'Agente de polícia federal'],
  [69, '517210', 'Policial rodoviário federal'],
  [70, '021210', 'Soldado da polícia militar'],
  [71, '020205', 'Capitão da polícia militar'],
  [72, '031210', 'Soldado bombeiro militar'],
  [73, '517110', 'Bombeiro civil'],
  [74, '010210', 'Oficial do exército'],
  [75, '517215', 'Guarda-civil municipal'],
  [76, '517220', 'Agente de trânsito'],
  [77, '254105', 'Auditor-fiscal da receita federal'],
  [78, '252205', 'Auditor (contadores e afins)'],
  [79, '351105', 'Técnico de contabilidade'],
  [80, '413225', 'Escriturário de banco'],
  [81, '413210', 'Caixa de banco'],
  [82, '141710', 'Gerente de agência'],
  [83, '252525', 'Analista de crédito (instituições financeiras)'],
  [84, '252545', 'Analista financeiro (instituições financeiras)'],
  [85, '252405', 'Analista de recursos humanos'],
  [86, '142330', 'Analista de negócios'],
  [87, '142105', 'Gerente administrativo'],
  [88, '142115', 'Gerente financeiro'],
  [89, '142205', 'Gerente de recursos humanos'],
  [90, '142305', 'Gerente comercial'],
  [91, '142315', 'Gerente de marketing'],
  [92, '142320', 'Gerente de vendas'],
  [93, '141415', 'Gerente de loja e supermercado'],
  [94, '141510', 'Gerente de restaurante'],
  [95, '121010', 'Diretor geral de empresa e organizações (exceto de interesse público)'],
  [96, '410105', 'Supervisor administrativo'],
  [97, '520110', 'Supervisor de vendas comercial'],
  [98, '411005', 'Auxiliar de escritório'],
  [99, '411010', 'Assistente administrativo'],
  [100, '411030', 'Auxiliar de pessoal'],
  [101, '413110', 'Auxiliar de contabilidade'],
  [102, '422105', 'Recepcionista, em geral'],
  [103, '252305', 'Secretária(o) executiva(o)'],
  [104, '422305', 'Operador de telemarketing ativo'],
  [105, '421125', 'Operador de caixa'],
  [106, '141405', 'Comerciante atacadista'],
  [107, '141410', 'Comerciante varejista'],
  [108, '521110', 'Vendedor de comércio varejista'],
  [109, '521105', 'Vendedor em comércio atacadista'],
  [110, '354705', 'Representante comercial autônomo'],
  [111, '521115', 'Promotor de vendas'],
  [112, '354605', 'Corretor de imóveis'],
  [113, '354505', 'Corretor de seguros'],
  [114, '253305', 'Corretor de valores, ativos financeiros, mercadorias e derivativos'],
  [115, '354205', 'Comprador'],
  [116, '354815', 'Agente de viagem'],
  [117, '524305', 'Vendedor ambulante'],
  [118, '524205', 'Feirante'],
  [119, '521125', 'Repositor de mercadorias'],
  [120, '521135', 'Frentista'],
  [121, '414125', 'Estoquista'],
  [122, '414105', 'Almoxarife'],
  [123, '414215', 'Conferente de carga e descarga'],
  [124, '782220', 'Operador de empilhadeira'],
  [125, '782305', 'Motorista de carro de passeio'],
  [126, '782315', 'Motorista de táxi'],
  [127, '782410', 'Motorista de ônibus urbano'],
  [128, '782405', 'Motorista de ônibus rodoviário'],
  [129, '782510', 'Motorista de caminhão (rotas regionais e internacionais)'],
  [130, '519110', 'Motofretista'],
  [131, '519115', 'Mototaxista'],
  [132, '415205', 'Carteiro'],
  [133, '215305', 'Piloto de aeronaves'],
  [134, '511105', 'Comissário de vôo'],
  [135, '715210', 'Pedreiro'],
  [136, '717020', 'Servente de obras'],
  [137, '710205', 'Mestre (construção civil)'],
  [138, '715615', 'Eletricista de instalações'],
  [139, '724110', 'Encanador'],
  [140, '716610', 'Pintor de obras'],
  [141, '715505', 'Carpinteiro'],
  [142, '771105', 'Marceneiro'],
  [143, '724440', 'Serralheiro'],
  [144, '724315', 'Soldador'],
  [145, '914405', 'Mecânico de manutenção de automóveis, motocicletas e veículos similares'],
  [146, '314110', 'Técnico mecânico'],
  [147, '313130', 'Técnico eletricista'],
  [148, '313215', 'Técnico eletrônico'],
  [149, '351605', 'Técnico em segurança do trabalho'],
  [150, '784205', 'Alimentador de linha de produção'],
  [151, '725505', 'Montador de veículos (linha de montagem)'],
  [152, '763015', 'Costureira de reparação de roupas'],
  [153, '516110', 'Cabeleireiro'],
  [154, '516105', 'Barbeiro'],
  [155, '516120', 'Manicure/pedicure'],
  [156, '322130', 'Esteticista'],
  [157, '516125', 'Maquiador'],
  [158, '513205', 'Cozinheiro geral'],
  [159, '513405', 'Garçom'],
  [160, '513420', 'Barman'],
  [161, '513435', 'Atendente de lanchonete'],
  [162, '848305', 'Padeiro'],
  [163, '848310', 'Confeiteiro'],
  [164, '848510', 'Açougueiro'],
  [165, '513610', 'Pizzaiolo'],
  [166, '517330', 'Vigilante'],
  [167, '517410', 'Porteiro de edifícios'],
  [168, '514120', 'Zelador de edifício'],
  [169, '514320', 'Faxineiro'],
  [170, '512120', 'Empregado doméstico diarista'],
  [171, '516205', 'Babá'],
  [172, '514205', 'Coletor de lixo domiciliar'],
  [173, '622010', 'Jardineiro'],
  [174, '612005', 'Produtor agrícola polivalente'],
  [175, '611005', 'Produtor agropecuário, em geral'],
  [176, '613110', 'Criador de bovinos (corte)'],
  [177, '613115', 'Criador de bovinos (leite)'],
  [178, '613305', 'Avicultor'],
  [179, '621005', 'Trabalhador agropecuário em geral'],
  [180, '641015', 'Tratorista agrícola'],
  [181, '321105', 'Técnico agrícola'],
  [182, '631105', 'Pescador artesanal de água doce'],
  [183, '263105', 'Ministro de culto religioso'],
  [184, '377110', 'Atleta profissional de futebol'],
  [185, '224135', 'Treinador profissional de futebol'],
  [186, '511405', 'Guia de turismo'],
  [187, '141505', 'Gerente de hotel'],
  [188, '375105', 'Designer de interiores'],
  [189, '766155', 'Programador visual gráfico'],
  [190, '262405', 'Artista (artes visuais)'],
  [191, '751010', 'Joalheiro'],
  // Not occupations of the CBO, but what the registration asks of people without one of those.
  [901, null, 'Aposentado(a)'],
  [902, null, 'Pensionista'],
  [903, null, 'Estudante'],
  [904, null, 'Do lar'],
  [905, null, 'Empresário(a)'],
  [906, null, 'Autônomo(a)'],
  [907, null, 'Servidor(a) público(a)'],
  [999, null, 'Outra profissão'],
]);

/** The seven lists of GET /tipos-registro/{lista}, by the spec's path segment. */
export const LISTAS_DE_REFERENCIA = {
  'tipos-endereco': TIPOS_ENDERECO,
  'tipos-telefone': TIPOS_TELEFONE,
  profissoes: PROFISSOES,
  'regimes-casamento': REGIMES_CASAMENTO,
  'tipos-acessibilidade': TIPOS_ACESSIBILIDADE,
  'estados-civil': ESTADOS_CIVIS,
  'tipos-documento': TIPOS_DOCUMENTO,
} as const satisfies Record<string, ItemReferencia[]>;
export type NomeListaReferencia = keyof typeof LISTAS_DE_REFERENCIA;

const ordemPtBr = /* @__PURE__ */ new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * A list as the screens show it. The short ones in their declared order (the forms' usual one: single before
 * married, partial community first); the professions, too many to scan, alphabetically in Portuguese, the
 * catch-all "Outra profissão" last.
 */
export function listaDeReferencia(nome: NomeListaReferencia): ItemReferencia[] {
  const lista = LISTAS_DE_REFERENCIA[nome];
  if (nome !== 'profissoes') return lista.map((i) => ({ ...i }));
  const ultimo = (i: ItemReferencia) => (i.codigo === null && i.descricao.startsWith('Outra') ? 1 : 0);
  return lista
    .map((i) => ({ ...i }))
    .sort((a, b) => ultimo(a) - ultimo(b) || ordemPtBr.compare(a.descricao, b.descricao));
}
