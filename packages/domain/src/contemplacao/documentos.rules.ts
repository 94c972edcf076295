import { diasCorridos, somarDias } from '../comum/datas.ts';

/**
 * Documents the contemplation's credit analysis asks for, by the holder's income type (02 §3 "Income types",
 * §5 "Document requirements per occupation"). Every list starts with the personal document, the selfie with
 * it and the residence proof; the income documents follow the §5 table.
 */

export const TIPOS_RENDA = {
  motorista_aplicativo: 'Motorista de aplicativo',
  empresario: 'Empresário',
  autonomo: 'Autônomo',
  aposentado: 'Aposentado ou pensionista',
  caminhoneiro: 'Caminhoneiro',
  proprietario_imoveis: 'Proprietário de imóveis',
  funcionario_publico: 'Funcionário público',
  profissional_liberal: 'Profissional liberal',
  agricultor: 'Agricultor',
  assalariado_renda_fixa: 'Assalariado com renda fixa',
  assalariado_renda_variavel: 'Assalariado com renda variável',
} as const;
export type TipoRenda = keyof typeof TIPOS_RENDA;
export const tiposRenda = Object.keys(TIPOS_RENDA) as [TipoRenda, ...TipoRenda[]];

/** 02 §5 "Categories: Renda (income), Identificacao, Endereco (address)". */
export const CATEGORIAS_DOCUMENTO = {
  Renda: 'Renda',
  Identificacao: 'Identificação',
  Endereco: 'Endereço',
} as const;
export type CategoriaDocumento = keyof typeof CATEGORIAS_DOCUMENTO;

/**
 * Identity documents and the minimum number of files (pages or sides) each needs (02 §5); the third party's
 * rg_terceiro and cnh_terceiro count as rg and cnh.
 */
export const MINIMO_ARQUIVOS_IDENTIFICACAO = {
  rne: 1,
  rg: 2,
  carteira_classe: 2,
  cnh: 1,
  dni: 2,
  ctps: 3,
  carteira_forcas_armadas: 1,
  rg_terceiro: 2,
  cnh_terceiro: 1,
} as const;
export type TipoIdentificacao = keyof typeof MINIMO_ARQUIVOS_IDENTIFICACAO;
export const tiposIdentificacao = Object.keys(MINIMO_ARQUIVOS_IDENTIFICACAO) as [
  TipoIdentificacao,
  ...TipoIdentificacao[],
];
/** The holder's own identity documents (the `_terceiro` ones belong to the third party's income). */
export const tiposIdentificacaoTitular = tiposIdentificacao.filter((t) => !t.endsWith('_terceiro')) as [
  TipoIdentificacao,
  ...TipoIdentificacao[],
];
/** A third party whose income is used when the analysis fails on insufficient income (02 §4.10). */
export const tiposIdentificacaoTerceiro = [
  'rg_terceiro',
  'cnh_terceiro',
] as const satisfies readonly TipoIdentificacao[];
export type TipoIdentificacaoTerceiro = (typeof tiposIdentificacaoTerceiro)[number];

export const ROTULOS_IDENTIFICACAO: Record<TipoIdentificacao, string> = {
  rne: 'RNE',
  rg: 'RG (frente e verso)',
  carteira_classe: 'Carteira de classe (frente e verso)',
  cnh: 'CNH',
  dni: 'DNI (frente e verso)',
  ctps: 'Carteira de trabalho (foto, página civil e de contrato)',
  carteira_forcas_armadas: 'Carteira das Forças Armadas',
  rg_terceiro: 'RG de quem vai compor a renda (frente e verso)',
  cnh_terceiro: 'CNH de quem vai compor a renda',
};

/** Residence proof: in the holder's name, issued at most this many days ago (02 §5). */
export const DIAS_MAXIMOS_COMPROVANTE_RESIDENCIA = 60;
/** Bank statements cover the last 180 days (02 §5, §9). */
export const DIAS_EXTRATO_BANCARIO = 180;
/** Rural producer invoices: the last 6 (02 §5). */
export const QUANTIDADE_NOTAS_FISCAIS_RURAIS = 6;

/** A document code the screens and the API agree on, with its description, category and how many files. */
export interface DocumentoExigido {
  codigo: CodigoDocumento;
  descricao: string;
  categoria: CategoriaDocumento;
  /** Files needed at least (sides or pages of one document, or several payslips). */
  quantidade: number;
  obrigatorio: boolean;
  /** What the screen tells the customer about it (validity, whose name). */
  orientacao: string | null;
  /** Asked for by the analyst with "Pedir documentos adicionais" (issue 18), not by the occupation's list. */
  pedidoPeloAnalista: boolean;
  /** A company's group (02 §3 documentos_empresa, documentos_socio, documentos_novo_socio); null for a person. */
  grupo: GrupoDocumentoEmpresa | null;
  /** The partner whose document it is (a company's documentos_socio / documentos_novo_socio), else null. */
  socio: SocioDoDocumento | null;
  /** The document's slot: its code, or code and partner's CPF (`chaveDoDocumento`). */
  chave: string;
}

/** 02 §3 "company-document groups", with the wire names the spec gives them. */
export const GRUPOS_DOCUMENTOS_EMPRESA = {
  documentos_empresa: 'Empresa',
  documentos_socio: 'Sócios',
  documentos_novo_socio: 'Novo sócio',
} as const;
export type GrupoDocumentoEmpresa = keyof typeof GRUPOS_DOCUMENTOS_EMPRESA;
export const gruposDocumentosEmpresa = Object.keys(GRUPOS_DOCUMENTOS_EMPRESA) as [
  GrupoDocumentoEmpresa,
  ...GrupoDocumentoEmpresa[],
];

/** Who a partner's document belongs to. */
export interface SocioDoDocumento {
  cpf: string;
  nome: string;
  majoritario: boolean;
}

/** A document's slot: the code alone, or the code and the partner's CPF for a partner's own document. */
export const chaveDoDocumento = (codigo: string, cpfSocio?: string | null): string =>
  cpfSocio ? `${codigo}.${cpfSocio}` : codigo;

/** How messages name a document: with the partner's name when it is a partner's. */
export const rotuloDoDocumento = (d: Pick<DocumentoExigido, 'descricao' | 'socio'>): string =>
  d.socio ? `${d.descricao} de ${d.socio.nome}` : d.descricao;

export const DOCUMENTOS = {
  documento_pessoal: { descricao: 'Documento pessoal com foto', categoria: 'Identificacao' },
  selfie: { descricao: 'Selfie segurando o documento', categoria: 'Identificacao' },
  comprovante_residencia: { descricao: 'Comprovante de residência', categoria: 'Endereco' },
  holerite: { descricao: 'Holerite', categoria: 'Renda' },
  extrato_bancario: { descricao: 'Extrato bancário', categoria: 'Renda' },
  carta_concessao_beneficio: { descricao: 'Carta de concessão do benefício (INSS)', categoria: 'Renda' },
  declaracao_imposto_renda: {
    descricao: 'Declaração de imposto de renda com recibo de entrega',
    categoria: 'Renda',
  },
  contrato_social: { descricao: 'Contrato social', categoria: 'Renda' },
  contrato_locacao: { descricao: 'Contrato de locação', categoria: 'Renda' },
  iptu: { descricao: 'IPTU', categoria: 'Renda' },
  carteira_classe: { descricao: 'Carteira de classe', categoria: 'Renda' },
  nota_fiscal_rural: { descricao: 'Notas fiscais de produtor rural', categoria: 'Renda' },
  itr: { descricao: 'ITR (imposto territorial rural)', categoria: 'Renda' },
  cadastro_rural: { descricao: 'Cadastro rural (CAR ou CCIR)', categoria: 'Renda' },
  documento_extra: { descricao: 'Documento adicional (opcional)', categoria: 'Renda' },
  documento_terceiro: { descricao: 'Documento de quem vai compor a renda', categoria: 'Identificacao' },
  renda_terceiro: { descricao: 'Comprovante de renda de quem vai compor a renda', categoria: 'Renda' },
  // A company holder's documents (02 §1, §3; ADR 0036).
  contrato_social_empresa: {
    descricao: 'Contrato social ou última alteração contratual consolidada',
    categoria: 'Identificacao',
  },
  cartao_cnpj: { descricao: 'Cartão CNPJ', categoria: 'Identificacao' },
  comprovante_endereco_empresa: { descricao: 'Comprovante de endereço da empresa', categoria: 'Endereco' },
  extrato_bancario_empresa: { descricao: 'Extratos bancários da empresa', categoria: 'Renda' },
  alteracao_contratual_socio: {
    descricao: 'Alteração contratual que admitiu o sócio',
    categoria: 'Identificacao',
  },
} as const satisfies Record<string, { descricao: string; categoria: CategoriaDocumento }>;
export type CodigoDocumento = keyof typeof DOCUMENTOS;
export const codigosDocumento = Object.keys(DOCUMENTOS) as [CodigoDocumento, ...CodigoDocumento[]];

const ORIENTACOES: Partial<Record<CodigoDocumento, string>> = {
  comprovante_residencia: `No seu nome, emitido há no máximo ${DIAS_MAXIMOS_COMPROVANTE_RESIDENCIA} dias.`,
  extrato_bancario: `Dos últimos ${DIAS_EXTRATO_BANCARIO} dias.`,
  nota_fiscal_rural: `As ${QUANTIDADE_NOTAS_FISCAIS_RURAIS} últimas notas fiscais.`,
  selfie: 'Disponível depois de enviar o documento pessoal.',
  declaracao_imposto_renda: 'A última declaração, com o recibo de entrega.',
  contrato_social_empresa: 'Com todas as alterações, ou a última consolidada.',
  cartao_cnpj: 'Emitido no site da Receita Federal.',
  comprovante_endereco_empresa: `No nome da empresa, emitido há no máximo ${DIAS_MAXIMOS_COMPROVANTE_RESIDENCIA} dias.`,
  extrato_bancario_empresa: `Da conta da empresa, dos últimos ${DIAS_EXTRATO_BANCARIO} dias.`,
  alteracao_contratual_socio: 'A alteração registrada que incluiu o sócio na empresa.',
};

export function exigido(
  codigo: CodigoDocumento,
  quantidade = 1,
  obrigatorio = true,
  descricao?: string,
  daEmpresa?: { grupo: GrupoDocumentoEmpresa; socio: SocioDoDocumento | null },
): DocumentoExigido {
  const socio = daEmpresa?.socio ?? null;
  return {
    codigo,
    descricao: descricao ?? DOCUMENTOS[codigo].descricao,
    categoria: DOCUMENTOS[codigo].categoria,
    quantidade,
    obrigatorio,
    orientacao:
      socio && codigo === 'comprovante_residencia'
        ? `No nome de ${socio.nome}, emitido há no máximo ${DIAS_MAXIMOS_COMPROVANTE_RESIDENCIA} dias.`
        : (ORIENTACOES[codigo] ?? null),
    pedidoPeloAnalista: false,
    grupo: daEmpresa?.grupo ?? null,
    socio,
    chave: chaveDoDocumento(codigo, socio?.cpf),
  };
}

/** 02 §5: each income type's documents beyond the three every occupation sends. */
const ADICIONAIS: Record<TipoRenda, () => DocumentoExigido[]> = {
  assalariado_renda_fixa: () => [exigido('holerite', 1, true, 'Último holerite')],
  assalariado_renda_variavel: () => [exigido('holerite', 3, true, 'Últimos 3 holerites')],
  funcionario_publico: () => [exigido('holerite', 1, true, 'Último holerite')],
  motorista_aplicativo: () => [exigido('extrato_bancario')],
  autonomo: () => [exigido('extrato_bancario')],
  caminhoneiro: () => [exigido('extrato_bancario')],
  aposentado: () => [exigido('extrato_bancario'), exigido('carta_concessao_beneficio')],
  empresario: () => [
    exigido('declaracao_imposto_renda'),
    exigido('extrato_bancario'),
    exigido('contrato_social'),
  ],
  proprietario_imoveis: () => [exigido('extrato_bancario'), exigido('contrato_locacao'), exigido('iptu')],
  profissional_liberal: () => [exigido('extrato_bancario'), exigido('carteira_classe')],
  agricultor: () => [
    exigido('extrato_bancario'),
    exigido('nota_fiscal_rural', QUANTIDADE_NOTAS_FISCAIS_RURAIS),
    exigido('itr'),
    exigido('cadastro_rural'),
  ],
};

/**
 * The documents of an income type and identity document: personal document (with the ID type's minimum
 * files), selfie, residence proof, then the §5 income documents. The longer list (`completa`) adds the
 * income tax declaration, when missing, and an optional extra document.
 */
export function documentosDaOcupacao(
  tipoRenda: TipoRenda,
  tipoIdentificacao: TipoIdentificacao,
  { completa = false }: { completa?: boolean } = {},
): DocumentoExigido[] {
  const lista = [
    exigido(
      'documento_pessoal',
      MINIMO_ARQUIVOS_IDENTIFICACAO[tipoIdentificacao],
      true,
      ROTULOS_IDENTIFICACAO[tipoIdentificacao],
    ),
    exigido('selfie'),
    exigido('comprovante_residencia'),
    ...ADICIONAIS[tipoRenda](),
  ];
  if (completa) {
    if (!lista.some((d) => d.codigo === 'declaracao_imposto_renda'))
      lista.push(exigido('declaracao_imposto_renda'));
    lista.push(exigido('documento_extra', 1, false));
  }
  return lista;
}

/**
 * A third party's income when the analysis failed for insufficient income (02 §4.10): their identity document
 * (rg_terceiro or cnh_terceiro, with the same minimum files as rg and cnh) and their income proof.
 */
export function documentosDeTerceiro(tipo: TipoIdentificacaoTerceiro): DocumentoExigido[] {
  return [
    exigido('documento_terceiro', MINIMO_ARQUIVOS_IDENTIFICACAO[tipo], true, ROTULOS_IDENTIFICACAO[tipo]),
    exigido('renda_terceiro'),
  ];
}

/** A code of the contemplation catalogue (`DOCUMENTOS`). */
export const ehCodigoDocumento = (codigo: string): codigo is CodigoDocumento =>
  Object.hasOwn(DOCUMENTOS, codigo);

/**
 * The documents the customer is asked for: the occupation's (and third party's) list, plus the ones the analyst
 * asked for (issue 18), marked `pedidoPeloAnalista` — a document already listed is marked, not repeated.
 */
export function documentosPedidos(
  lista: readonly DocumentoExigido[],
  adicionaisDoAnalista: readonly string[],
): DocumentoExigido[] {
  const adicionais = new Set(adicionaisDoAnalista.filter(ehCodigoDocumento));
  const marcados = lista.map((d) => (adicionais.has(d.codigo) ? { ...d, pedidoPeloAnalista: true } : d));
  // A company's extra document goes with the company's group.
  const empresa = lista.some((d) => d.grupo !== null);
  const novos = [...adicionais]
    .filter((c) => !lista.some((d) => d.codigo === c))
    .map((c) => ({
      ...exigido(c, 1, true, undefined, empresa ? { grupo: 'documentos_empresa', socio: null } : undefined),
      pedidoPeloAnalista: true,
    }));
  return [...marcados, ...novos];
}

/** The documents grouped by category, in the order Identificação, Endereço, Renda (the screens' sections). */
export function documentosPorCategoria(
  lista: readonly DocumentoExigido[],
): { categoria: CategoriaDocumento; rotulo: string; documentos: DocumentoExigido[] }[] {
  const ordem: CategoriaDocumento[] = ['Identificacao', 'Endereco', 'Renda'];
  return ordem
    .map((categoria) => ({
      categoria,
      rotulo: CATEGORIAS_DOCUMENTO[categoria],
      documentos: lista.filter((d) => d.categoria === categoria),
    }))
    .filter((g) => g.documentos.length > 0);
}

/**
 * 02 §5 "Selfie requires the personal document first": the slots already sent (before or with it); a company's
 * selfie is its majority partner's, after that partner's personal document.
 */
export function selfieLiberada(enviados: Iterable<string>, cpfSocio?: string | null): boolean {
  const chave = chaveDoDocumento('documento_pessoal', cpfSocio);
  for (const c of enviados) if (c === chave) return true;
  return false;
}

export const MENSAGENS_DOCUMENTOS_CONTEMPLACAO = {
  selfieAntesDoDocumento: 'Envie primeiro o documento pessoal; a selfie vem depois dele.',
  minimoArquivos: (descricao: string, n: number) =>
    n === 1 ? `${descricao}: envie 1 arquivo.` : `${descricao}: envie pelo menos ${n} arquivos.`,
  comprovanteAntigo: `O comprovante de residência deve ter sido emitido há no máximo ${DIAS_MAXIMOS_COMPROVANTE_RESIDENCIA} dias.`,
  comprovanteDeOutraPessoa: 'O comprovante de residência deve estar no seu nome.',
  extratoForaDoPeriodo: `O extrato bancário deve ser dos últimos ${DIAS_EXTRATO_BANCARIO} dias.`,
  dataObrigatoria: (descricao: string) => `Informe a data de emissão de: ${descricao}.`,
  dataFutura: 'A data do documento não pode ser futura.',
  documentoNaoPedido: (descricao: string) => `${descricao} não faz parte dos documentos pedidos.`,
  comprovanteDoSocioDeOutraPessoa: (nome: string) =>
    `O comprovante de residência de ${nome} deve estar no nome do sócio.`,
  comprovanteEmpresaDeOutro: 'O comprovante de endereço da empresa deve estar no nome da empresa.',
  comprovanteEmpresaAntigo: `O comprovante de endereço da empresa deve ter sido emitido há no máximo ${DIAS_MAXIMOS_COMPROVANTE_RESIDENCIA} dias.`,
  extratoEmpresaForaDoPeriodo: `Os extratos bancários da empresa devem ser dos últimos ${DIAS_EXTRATO_BANCARIO} dias.`,
  documentoFaltando: (rotulo: string, grupo: string) => `Falta enviar: ${rotulo} (${grupo}).`,
  socioNaoDeclarado: 'O documento é de um sócio que não foi declarado.',
} as const;

/**
 * Residence proof (02 §5): in the holder's name, issued 0 to 60 calendar days before `hoje` (ISO dates).
 * Null when accepted, otherwise the message.
 */
export function recusaComprovanteResidencia(
  c: { dataEmissao: string | null | undefined; emNomeDoTitular: boolean | null | undefined },
  hoje: string,
  /** A company's: the company's address proof ('empresa') or a partner's residence proof (their name). */
  de?: { empresa: true } | { socio: string },
): string | null {
  const m = MENSAGENS_DOCUMENTOS_CONTEMPLACAO;
  const empresa = de !== undefined && 'empresa' in de;
  if (c.emNomeDoTitular !== true)
    return empresa
      ? m.comprovanteEmpresaDeOutro
      : de
        ? m.comprovanteDoSocioDeOutraPessoa(de.socio)
        : m.comprovanteDeOutraPessoa;
  const codigo = empresa ? 'comprovante_endereco_empresa' : 'comprovante_residencia';
  if (!c.dataEmissao) return m.dataObrigatoria(DOCUMENTOS[codigo].descricao);
  const idade = diasCorridos(c.dataEmissao, hoje);
  if (idade < 0) return m.dataFutura;
  if (idade <= DIAS_MAXIMOS_COMPROVANTE_RESIDENCIA) return null;
  return empresa ? m.comprovanteEmpresaAntigo : m.comprovanteAntigo;
}

/** Bank statement (02 §5): dated within the last 180 days. Null when accepted, otherwise the message. */
export function recusaExtratoBancario(
  dataDocumento: string | null | undefined,
  hoje: string,
  { empresa = false }: { empresa?: boolean } = {},
): string | null {
  const m = MENSAGENS_DOCUMENTOS_CONTEMPLACAO;
  const codigo = empresa ? 'extrato_bancario_empresa' : 'extrato_bancario';
  if (!dataDocumento) return m.dataObrigatoria(DOCUMENTOS[codigo].descricao);
  const idade = diasCorridos(dataDocumento, hoje);
  if (idade < 0) return m.dataFutura;
  if (idade <= DIAS_EXTRATO_BANCARIO) return null;
  return empresa ? m.extratoEmpresaForaDoPeriodo : m.extratoForaDoPeriodo;
}

/** The dated documents' verdict (02 §5): residence and address proofs, bank statements; null otherwise. */
export function recusaDaDataDoDocumento(
  doc: Pick<DocumentoExigido, 'codigo' | 'socio'>,
  a: { dataDocumento?: string | null; emNomeDoTitular?: boolean | null } | undefined,
  hoje: string,
): string | null {
  const c = { dataEmissao: a?.dataDocumento, emNomeDoTitular: a?.emNomeDoTitular };
  switch (doc.codigo) {
    case 'comprovante_residencia':
      return recusaComprovanteResidencia(c, hoje, doc.socio ? { socio: doc.socio.nome } : undefined);
    case 'comprovante_endereco_empresa':
      return recusaComprovanteResidencia(c, hoje, { empresa: true });
    case 'extrato_bancario':
      return recusaExtratoBancario(a?.dataDocumento, hoje);
    case 'extrato_bancario_empresa':
      return recusaExtratoBancario(a?.dataDocumento, hoje, { empresa: true });
    default:
      return null;
  }
}

/** The documents whose date (and holder) the customer states: the 02 §5 dated ones. */
export const documentoDatado = (codigo: string): boolean =>
  codigo === 'comprovante_residencia' ||
  codigo === 'comprovante_endereco_empresa' ||
  codigo === 'extrato_bancario' ||
  codigo === 'extrato_bancario_empresa';

/** The earliest date a bank statement may start (hoje − 180 days), for the screen's hint. */
export function inicioDoPeriodoDoExtrato(hoje: string): string {
  return somarDias(hoje, -DIAS_EXTRATO_BANCARIO);
}

/** A file sent for the analysis: which document it is, whose (a company's partner) and, for the dated ones, its date. */
export interface ArquivoDeDocumento {
  codigo: CodigoDocumento;
  /** A company's partner document: the partner's CPF (digits). */
  cpfSocio?: string | null;
  dataDocumento?: string | null;
  emNomeDoTitular?: boolean | null;
}

/**
 * The verdict on one sending of documents against what the selection asks for: every file names a document
 * (and, for a company's partner, a declared partner) of the list; the selfie only with or after the personal
 * document; each listed document sent in this sending has at least its minimum files; dated documents within
 * their windows. `jaEnviados` are the slots (`chaveDoDocumento`) the case already holds. With `completo` (a
 * company's first sending, `solicitar-empresa`) every required document of every group and partner must be
 * there after it. Null when accepted, otherwise the first message.
 */
export function recusaDoEnvio(
  pedidos: readonly DocumentoExigido[],
  arquivos: readonly ArquivoDeDocumento[],
  jaEnviados: readonly string[],
  hoje: string,
  { completo = false }: { completo?: boolean } = {},
): string | null {
  const m = MENSAGENS_DOCUMENTOS_CONTEMPLACAO;
  const porChave = new Map(pedidos.map((d) => [d.chave, d]));
  const chaveDe = (a: ArquivoDeDocumento) => chaveDoDocumento(a.codigo, a.cpfSocio);
  for (const a of arquivos) {
    if (porChave.has(chaveDe(a))) continue;
    if (a.cpfSocio && pedidos.some((d) => d.codigo === a.codigo)) return m.socioNaoDeclarado;
    return m.documentoNaoPedido(DOCUMENTOS[a.codigo].descricao);
  }
  const chaves = arquivos.map(chaveDe);
  for (const a of arquivos)
    if (a.codigo === 'selfie' && !selfieLiberada([...jaEnviados, ...chaves], a.cpfSocio))
      return m.selfieAntesDoDocumento;
  for (const pedido of pedidos) {
    const deste = chaves.filter((c) => c === pedido.chave);
    if (deste.length > 0 && deste.length < pedido.quantidade)
      return m.minimoArquivos(rotuloDoDocumento(pedido), pedido.quantidade);
  }
  for (const a of arquivos) {
    const recusa = recusaDaDataDoDocumento(porChave.get(chaveDe(a))!, a, hoje);
    if (recusa) return recusa;
  }
  if (completo) {
    const falta = documentosFaltantes(pedidos, [...jaEnviados, ...chaves])[0];
    if (falta)
      return m.documentoFaltando(
        rotuloDoDocumento(falta),
        falta.grupo ? rotuloDoGrupo(falta) : falta.categoria,
      );
  }
  return null;
}

/** A company document's section as the screens and the analyst read it (02 §1: majority, administrators). */
export function rotuloDoGrupo(d: Pick<DocumentoExigido, 'grupo' | 'socio'>): string {
  if (d.grupo === 'documentos_socio')
    return d.socio?.majoritario ? 'Sócio majoritário' : 'Sócios administradores';
  return d.grupo ? GRUPOS_DOCUMENTOS_EMPRESA[d.grupo] : '';
}

/** The required documents still missing after the slots sent (what "documents to send" lists as not sent). */
export function documentosFaltantes(
  pedidos: readonly DocumentoExigido[],
  enviados: readonly string[],
): DocumentoExigido[] {
  const feitos = new Set(enviados);
  return pedidos.filter((d) => d.obrigatorio && !feitos.has(d.chave));
}
