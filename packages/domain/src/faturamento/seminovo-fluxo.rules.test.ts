import { describe, expect, it } from 'vitest';
import { FASES } from '../casos/fases.schemas.ts';
import {
  ACOES_ANALISTA_SEMINOVO,
  acoesDoAnalistaSeminovo,
  FASES_AGENDAR_VISTORIA,
  FASES_DADOS_VENDEDOR,
  FASES_OUTRO_VEICULO_SEMINOVO,
  FASES_SELECIONAR_VEICULO_SEMINOVO,
  ETAPAS_SEMINOVO,
  linhaDoTempoSeminovo,
  TELAS_FATURAMENTO_SEMINOVO,
  telaDoFaturamentoSeminovo,
  type ContextoSeminovo,
  type EtapaSeminovo,
} from './seminovo-fluxo.rules.ts';
import {
  anexosDoVendedor,
  ROTA_DO_TIPO_VENDEDOR,
  tipoVendedorDaRota,
  validarAnexosDoVendedor,
} from './seminovo-vendedor.rules.ts';
import { rotaVendedorSchema } from './seminovo.schemas.ts';
import { TIPOS_VENDEDOR } from './faturamento.schemas.ts';

const DIGITAL: ContextoSeminovo = { tipoVistoria: 'VISTORIA_DIGITAL' };
const TECNICA: ContextoSeminovo = { tipoVistoria: 'VISTORIA_TECNICA' };
const NADA: ContextoSeminovo = {};

/**
 * 02 §4.6, phase by phase: [phase, context, screen, the timeline's open step — or 'todas' when the five are
 * completed, 'nenhuma' when the five are closed].
 */
const MAPA_02_S4_6: [string | null, ContextoSeminovo, string, EtapaSeminovo | 'todas' | 'nenhuma'][] = [
  ['AGUARDANDO_ESCOLHA_BEM', NADA, 'centralcontemplacao', 'atualizacao-cadastral'],
  ['AGUARDANDO_DADOS_VISTORIA', NADA, 'simulacao', 'simulacao'],
  ['AGUARDANDO_DADOS_VEICULO', NADA, 'simulacao', 'simulacao'],
  ['ERRO_CADASTRO', NADA, 'simulacao', 'simulacao'],
  ['CADASTRAR_BEM_MANUAL_AUTO_NOVO', NADA, 'simulacao/inclusaodemarca', 'simulacao'],
  ['CADASTRAR_BEM_MANUAL_NOVO', NADA, 'simulacao/inclusaodemarca', 'simulacao'],
  ['RECHAMADA_CADASTRO_MODELO', NADA, 'simulacao/inclusaodemarca', 'simulacao'],
  ['BEM_ENCONTRADO', DIGITAL, 'vistoriadigital', 'vistoria'],
  ['BEM_ENCONTRADO', TECNICA, 'vistoriatecnica', 'vistoria'],
  ['BEM_ENCONTRADO', NADA, 'vistoriatecnica', 'vistoria'],
  ['SOLICITAR_VISTORIA_DIGITAL', NADA, 'vistoriadigital', 'vistoria'],
  ['SOLICITAR_VISTORIA_TECNICA', NADA, 'vistoriatecnica', 'vistoria'],
  ['AGENDAR_VISTORIA_DIGITAL', NADA, 'vistoriadigital/linkenviado', 'vistoria'],
  ['VISTORIA_DIGITAL_AGENDADA', NADA, 'vistoriadigital/linkenviado', 'vistoria'],
  ['AGENDAR_VISTORIA_TECNICA', NADA, 'vistoriatecnica/agendada', 'vistoria'],
  ['VISTORIA_TECNICA_AGENDADA', NADA, 'vistoriatecnica/agendada', 'vistoria'],
  ['ERRO_VISTORIA', DIGITAL, 'vistoriadigital/linkenviado', 'vistoria'],
  ['ERRO_VISTORIA', TECNICA, 'vistoriatecnica/agendada', 'vistoria'],
  ['ERRO_VISTORIA', NADA, 'vistoriatecnica/agendada', 'vistoria'],
  ['AGENDAR_VISTORIA_MANUAL', DIGITAL, 'vistoriadigital/linkenviado', 'vistoria'],
  ['AGENDAR_VISTORIA_MANUAL', TECNICA, 'vistoriatecnica/agendada', 'vistoria'],
  ['LAUDO_RECEBIDO', DIGITAL, 'vistoriadigital/linkenviado', 'vistoria'],
  ['LAUDO_RECEBIDO', TECNICA, 'vistoriatecnica/agendada', 'vistoria'],
  ['VEICULO_RECUSADO', NADA, 'vistoriarecusada', 'vistoria'],
  ['PENDENCIA_VEICULO', NADA, 'vistoriarecusada', 'vistoria'],
  ['RETORNO_PENDENCIA', NADA, 'vistoriarecusada/documentoreenviado', 'vistoria'],
  ['AUTORIZAR_GARANTIA_FATURAMENTO', NADA, 'vistoriarecusada/documentoreenviado', 'vistoria'],
  ['AUTORIZAR_GARANTIA_CREDITO', NADA, 'vistoriarecusada/documentoreenviado', 'vistoria'],
  ['RESPOSTA_FATURAMENTO', NADA, 'vistoriarecusada/documentoreenviado', 'vistoria'],
  ['RESPOSTA_CREDITO', NADA, 'vistoriarecusada/documentoreenviado', 'vistoria'],
  ['AGUARDANDO_FORNECEDOR', NADA, 'vistoriarecusada/documentoreenviado', 'vistoria'],
  ['GARANTIA_APROVADA', NADA, 'vendedor', 'dados-proprietario'],
  ['REVALIDAR_VENDEDOR', NADA, 'dados-proprietario-divergente', 'dados-proprietario'],
  ['AGUARDANDO_DOCUMENTOS', NADA, 'vendedor', 'dados-proprietario'],
  ['AGUARDANDO_DOCUMENTOS', { tipoVendedor: 'PF' }, 'vendedor/pessoafisica/anexos', 'dados-proprietario'],
  [
    'DADOS_VENDEDOR',
    { tipoVendedor: 'OUTRAS_EMPRESAS' },
    'vendedor/pessoajuridica/anexos',
    'dados-proprietario',
  ],
  [
    'DADOS_VENDEDOR',
    { tipoVendedor: 'REVENDEDORA_CONCESSIONARIA' },
    'vendedor/revendedora/ordemgerada',
    'dados-proprietario',
  ],
  [
    'AGUARDANDO_DOCUMENTOS',
    { tipoVendedor: 'LOCADORA' },
    'vendedor/locadora/ordemgerada',
    'dados-proprietario',
  ],
  ['DOCUMENTACAO_RECEBIDA', NADA, 'centralcontemplacao', 'dados-proprietario'],
  ['DADOS_CADASTRADOS', NADA, 'centralcontemplacao', 'dados-proprietario'],
  ['CADASTRAR_DADOS_FATURAMENTO', NADA, 'centralcontemplacao', 'dados-proprietario'],
  ['ERRO_PROCESSAMENTO', NADA, 'centralcontemplacao', 'dados-proprietario'],
  ['ANALISE_NOTA_FISCAL', NADA, 'centralcontemplacao', 'dados-proprietario'],
  ['ANALISE_CANAL', NADA, 'centralcontemplacao', 'dados-proprietario'],
  ['DOCUMENTOS_ILEGIVEIS', NADA, 'proprietariorecusado', 'dados-proprietario'],
  ['DOCUMENTOS_INCORRETOS', NADA, 'proprietariorecusado', 'dados-proprietario'],
  ['PENDENCIA_SWORKS', NADA, 'proprietariorecusado', 'dados-proprietario'],
  ['RETORNO_DOCS', NADA, 'proprietariorecusado/enviado', 'dados-proprietario'],
  ['ERRO_INDICACAO_BEM', NADA, 'ordemcompra', 'dados-proprietario'],
  ['INDICAR_BEM_MANUAL', NADA, 'ordemcompra', 'dados-proprietario'],
  ['PENDENCIA_NOTA_FISCAL', NADA, 'pendencianotafiscal', 'dados-proprietario'],
  ['NOTA_FISCAL_CORRIGIDA', NADA, 'cartacorrecaoenviada', 'dados-proprietario'],
  ['CORRECAO_FATURAMENTO', NADA, 'reanalise-faturamento', 'dados-proprietario'],
  ['RETORNO_CORRECAO', NADA, 'reanalise-faturamento/enviada', 'dados-proprietario'],
  ['AGUARDANDO_ASSINATURA', NADA, 'assinaturacontrato', 'assinatura-contrato'],
  ['DOCUMENTO_ASSINADO', NADA, 'assinaturacontrato', 'assinatura-contrato'],
  ['PENDENCIA_CONTRATO', NADA, 'assinaturacontrato', 'assinatura-contrato'],
  ['PENDENCIA_DETRAN', NADA, 'pendencia-detran', 'todas'],
  ['PROGRAMAR_PAGAMENTO', NADA, 'acompanharpagamento', 'todas'],
  ['PROGRAMACAO_ANDAMENTO', NADA, 'acompanharpagamento', 'todas'],
  ['ERRO_PROGRAMACAO', NADA, 'acompanharpagamento', 'todas'],
  ['PROGRAMAR_PAGAMENTO_MANUAL', NADA, 'acompanharpagamento', 'todas'],
  ['VEICULO_ALIENADO', NADA, 'acompanharpagamento', 'todas'],
  ['AGUARDANDO_APROVACAO', NADA, 'acompanharpagamento', 'todas'],
  ['AGUARDANDO_LIBERACAO', NADA, 'acompanharpagamento', 'todas'],
  ['PAGAMENTO_LIBERADO', NADA, 'acompanharpagamento', 'todas'],
  ['AGUARDANDO_PAGAMENTO', NADA, 'acompanharpagamento', 'todas'],
  ['PENDENCIA_FATURAMENTO', NADA, 'acompanharpagamento', 'todas'],
  ['PAGAMENTO_ENVIADO', NADA, 'acompanharpagamento', 'todas'],
  // Before the asset choice (§4.4's onboarding) and unknown phases: the central, nothing open yet.
  ['TRATATIVA_NAO_INICIADA', NADA, 'centralcontemplacao', 'nenhuma'],
  ['BRSCAN_EM_ANDAMENTO', NADA, 'centralcontemplacao', 'nenhuma'],
  ['FASE_QUE_NAO_EXISTE', NADA, 'centralcontemplacao', 'nenhuma'],
  [null, NADA, 'centralcontemplacao', 'nenhuma'],
];

const ORDEM = Object.keys(ETAPAS_SEMINOVO) as EtapaSeminovo[];

describe('02 §4.6 used-vehicle map and timeline', () => {
  it.each(MAPA_02_S4_6)('%s %o → %s, open: %s', (fase, contexto, tela, aberta) => {
    expect(telaDoFaturamentoSeminovo(fase, contexto)).toBe(tela);
    // The CRM label leads to the same screen as the code.
    const rotulo = fase ? (FASES as Record<string, string>)[fase] : undefined;
    if (rotulo) expect(telaDoFaturamentoSeminovo(rotulo, contexto)).toBe(tela);

    const esperadas = ORDEM.map((etapa, i) => {
      if (aberta === 'todas') return 'concluida';
      if (aberta === 'nenhuma') return 'fechada';
      const atual = ORDEM.indexOf(aberta);
      return i < atual ? 'concluida' : i === atual ? 'aberta' : 'fechada';
    });
    expect(linhaDoTempoSeminovo(fase).map((e) => e.situacao)).toEqual(esperadas);
  });

  it('has the five steps of §4.6, in order, named in Portuguese', () => {
    expect(linhaDoTempoSeminovo('GARANTIA_APROVADA')).toEqual([
      { etapa: 'atualizacao-cadastral', rotulo: 'Atualização cadastral', situacao: 'concluida' },
      { etapa: 'simulacao', rotulo: 'Simulação de avaliação', situacao: 'concluida' },
      { etapa: 'vistoria', rotulo: 'Vistoria do veículo', situacao: 'concluida' },
      { etapa: 'dados-proprietario', rotulo: 'Dados do proprietário', situacao: 'aberta' },
      { etapa: 'assinatura-contrato', rotulo: 'Assinatura do contrato', situacao: 'fechada' },
    ]);
  });

  it('lands only on §2.5 routes', () => {
    const rotas = new Set<string>(TELAS_FATURAMENTO_SEMINOVO);
    for (const [, , tela] of MAPA_02_S4_6) expect(rotas.has(tela)).toBe(true);
    expect(TELAS_FATURAMENTO_SEMINOVO).toHaveLength(new Set(TELAS_FATURAMENTO_SEMINOVO).size);
  });
});

describe('02 §3 seller types', () => {
  it.each([
    ['pessoafisica', 'PF'],
    ['revendedora', 'REVENDEDORA_CONCESSIONARIA'],
    ['locadora', 'LOCADORA'],
    ['pessoajuridica', 'OUTRAS_EMPRESAS'],
  ] as const)('%s ↔ %s', (rota, tipo) => {
    expect(tipoVendedorDaRota(rota)).toBe(tipo);
    expect(tipoVendedorDaRota(rota.toUpperCase())).toBe(tipo);
    expect(ROTA_DO_TIPO_VENDEDOR[tipo]).toBe(rota);
    expect(rotaVendedorSchema.parse(rota)).toBe(rota);
  });

  it.each(['', 'pf', 'concessionaria', 'toString', null, undefined])('refuses %j', (rota) => {
    expect(tipoVendedorDaRota(rota)).toBeNull();
  });

  it('maps every enum value', () => {
    expect(TIPOS_VENDEDOR.map((t) => tipoVendedorDaRota(ROTA_DO_TIPO_VENDEDOR[t]))).toEqual(TIPOS_VENDEDOR);
  });
});

describe('02 §3, §5 seller documents', () => {
  it.each([
    ['PF', ['ATPV', 'DOCUMENTO_PROPRIETARIO'], ['PROCURACAO']],
    [
      'REVENDEDORA_CONCESSIONARIA',
      ['ATPV', 'NOTA_FISCAL_ENTRADA', 'NOTA_FISCAL_SAIDA', 'DOCUMENTO_PROPRIETARIO', 'CONTRATO_SOCIAL'],
      ['PROCURACAO'],
    ],
    ['LOCADORA', ['ATPV', 'NOTA_FISCAL_SAIDA', 'DOCUMENTO_PROPRIETARIO', 'CONTRATO_SOCIAL'], ['PROCURACAO']],
    ['OUTRAS_EMPRESAS', ['ATPV', 'DOCUMENTO_PROPRIETARIO', 'CONTRATO_SOCIAL'], ['PROCURACAO']],
  ] as const)('%s sends %j, optionally %j', (tipo, obrigatorios, opcionais) => {
    const anexos = anexosDoVendedor(tipo);
    expect(anexos.filter((a) => a.obrigatorio).map((a) => a.anexo)).toEqual(obrigatorios);
    expect(anexos.filter((a) => !a.obrigatorio).map((a) => a.anexo)).toEqual(opcionais);
  });

  it('takes DUT/ATPV only as PDF, the rest as PDF, JPG or JPEG', () => {
    const [atpv, documento] = anexosDoVendedor('PF');
    expect(atpv).toMatchObject({
      rotulo: 'DUT, ATPV ou ATPV-e',
      tipos: ['application/pdf'],
      formatos: 'PDF',
    });
    expect(documento).toMatchObject({
      tipos: ['application/pdf', 'image/jpeg'],
      formatos: 'PDF, JPG ou JPEG',
    });
  });

  const pdf = 'application/pdf' as const;
  const jpeg = 'image/jpeg' as const;
  it.each([
    [
      'PF',
      [
        { anexo: 'ATPV', tipo: pdf },
        { anexo: 'DOCUMENTO_PROPRIETARIO', tipo: jpeg },
      ],
      {},
    ],
    [
      'PF',
      [
        { anexo: 'ATPV', tipo: pdf },
        { anexo: 'DOCUMENTO_PROPRIETARIO', tipo: pdf },
        { anexo: 'PROCURACAO', tipo: jpeg },
      ],
      {},
    ],
    [
      'PF',
      [
        { anexo: 'ATPV', tipo: jpeg },
        { anexo: 'DOCUMENTO_PROPRIETARIO', tipo: jpeg },
      ],
      { ATPV: 'Formato inválido (envie PDF).' },
    ],
    ['PF', [{ anexo: 'ATPV', tipo: pdf }], { DOCUMENTO_PROPRIETARIO: 'Todos os arquivos são obrigatórios.' }],
    [
      'PF',
      [
        { anexo: 'ATPV', tipo: pdf },
        { anexo: 'DOCUMENTO_PROPRIETARIO', tipo: pdf },
        { anexo: 'CONTRATO_SOCIAL', tipo: pdf },
      ],
      { CONTRATO_SOCIAL: 'Este documento não é pedido para este tipo de vendedor.' },
    ],
    [
      'LOCADORA',
      [
        { anexo: 'ATPV', tipo: pdf },
        { anexo: 'NOTA_FISCAL_SAIDA', tipo: 'image/png' },
        { anexo: 'DOCUMENTO_PROPRIETARIO', tipo: pdf },
        { anexo: 'CONTRATO_SOCIAL', tipo: pdf },
      ],
      { NOTA_FISCAL_SAIDA: 'Formato inválido (envie PDF, JPG ou JPEG).' },
    ],
    [
      'REVENDEDORA_CONCESSIONARIA',
      [],
      {
        ATPV: 'Todos os arquivos são obrigatórios.',
        NOTA_FISCAL_ENTRADA: 'Todos os arquivos são obrigatórios.',
        NOTA_FISCAL_SAIDA: 'Todos os arquivos são obrigatórios.',
        DOCUMENTO_PROPRIETARIO: 'Todos os arquivos são obrigatórios.',
        CONTRATO_SOCIAL: 'Todos os arquivos são obrigatórios.',
      },
    ],
  ] as const)('%s sending %j → %o', (tipo, enviados, erros) => {
    expect(validarAnexosDoVendedor(tipo, enviados)).toEqual({
      valido: Object.keys(erros).length === 0,
      erros,
    });
  });
});

describe("the customer's and the analyst's moves land on the §4.6 screens", () => {
  it('each move starts from phases with a screen of their own and lands on the step that follows', () => {
    expect(
      FASES_SELECIONAR_VEICULO_SEMINOVO.map((f) =>
        linhaDoTempoSeminovo(f).findIndex((e) => e.situacao === 'aberta'),
      ),
    ).toEqual([0, 1, 1, 1]);
    expect(FASES_AGENDAR_VISTORIA.every((f) => telaDoFaturamentoSeminovo(f).startsWith('vistoria'))).toBe(
      true,
    );
    expect(FASES_DADOS_VENDEDOR.every((f) => linhaDoTempoSeminovo(f)[3]!.situacao === 'aberta')).toBe(true);
    expect(FASES_OUTRO_VEICULO_SEMINOVO).toContain('VEICULO_RECUSADO');
  });

  it.each([
    ['Laudo Recebido', ['aprovar-veiculo', 'recusar-veiculo']],
    ['Vistoria Técnica Agendada', ['vistoriador-nao-recebido', 'registrar-laudo']],
    // The digital inspection's photos arrived: new ones may be asked, or the report recorded.
    ['Vistoria Digital Agendada', ['pedir-novas-fotos', 'registrar-laudo']],
    ['Agendar Vistoria Digital', ['registrar-laudo']],
    [
      'Documentação Recebida',
      ['aprovar-documentos-vendedor', 'recusar-documentos-vendedor', 'marcar-divergencia'],
    ],
    ['Aguardando Assinatura', ['registrar-assinatura']],
    ['Pagamento Enviado', []],
  ])('in %s the analyst may %j', (fase, acoes) => {
    expect(acoesDoAnalistaSeminovo(fase)).toEqual(acoes);
  });

  it.each(Object.entries(ACOES_ANALISTA_SEMINOVO))(
    '%s moves the case to a phase the customer sees',
    (_acao, regra) => {
      expect(
        telaDoFaturamentoSeminovo(regra.para, { tipoVistoria: 'VISTORIA_TECNICA', tipoVendedor: 'PF' }),
      ).not.toBe(regra.para === 'GARANTIA_APROVADA' ? 'centralcontemplacao' : '');
      expect(linhaDoTempoSeminovo(regra.para).some((e) => e.situacao !== 'fechada')).toBe(true);
    },
  );
});
