import { z } from '../comum/z.ts';
import { TELAS_DEVOLUCAO, MOTIVOS_RECUSA_DEVOLUCAO, MENSAGENS_DEVOLUCAO } from './devolucao.rules.ts';

/** Wire shapes of the refund (02 §3 Refund, §7), in the spec's field names where it gives them. */

export const itemDevolucaoSchema = z.object({
  codigo: z.string(),
  descricao: z.string(),
  valorCentavos: z.number().int(),
});

export const valoresDevolucaoSchema = z.object({
  itens: z.array(itemDevolucaoSchema),
  valorTotalCentavos: z.number().int(),
});

export const estadoDevolucaoSchema = z.enum([
  'indisponivel',
  'nao-confirmada',
  'sem-valor',
  'disponivel',
  'em-andamento',
  'aguardando-liberacao',
  'aguardando-pagamento',
  'pagamento-enviado',
  'finalizada',
  'estornada',
]);

/** GET core/devolucao/valores-disponiveis: has values, the available value and its breakdown. */
export const valoresDisponiveisSchema = z.object({
  possuiValores: z.boolean(),
  valorDisponivelCentavos: z.number().int(),
  motivo: z.enum(['cancelada-contemplada', 'grupo-encerrado']).nullable(),
  valores: valoresDevolucaoSchema,
});

/** GET core/devolucao/status: 02 §3 Refund (cancellation, has values, available value, phase, status…). */
export const statusDevolucaoSchema = z.object({
  idCota: z.number().int(),
  cancelamento: z.boolean(),
  possuiValores: z.boolean(),
  valorDisponivelCentavos: z.number().int(),
  estado: estadoDevolucaoSchema,
  tela: z.enum(TELAS_DEVOLUCAO),
  podeSolicitar: z.boolean(),
  pessoa: z.enum(['F', 'J']),
  numeroCaso: z.string().nullable(),
  fase: z.string().nullable(),
  status: z.string().nullable(),
  respostaAnalista: z.string().nullable(),
  motivosRecusa: z.string().nullable(),
  /** 02 §3 "payment timeline": phases with their last change, newest first. */
  linhaDoTempoPagamento: z.array(z.object({ fase: z.string(), dataUltimaModificacaoFase: z.string() })),
  dataDevolucao: z.string().nullable(),
  dataPrevistaPagamento: z.string().nullable(),
  prazoResposta: z.string().nullable(),
  diasUteisPagamento: z.number().int(),
  /** The account the request carries (masked), for the tracking screens. */
  conta: z
    .object({ banco: z.string(), agencia: z.string(), conta: z.string(), favorecido: z.string() })
    .nullable(),
});

export type StatusDevolucao = z.infer<typeof statusDevolucaoSchema>;

/** GET core/devolucao/iniciar: may the customer start now, and on which screen. */
export const iniciarDevolucaoSchema = z.object({
  podeSolicitar: z.boolean(),
  estado: estadoDevolucaoSchema,
  tela: z.enum(TELAS_DEVOLUCAO),
  mensagem: z.string().nullable(),
  documentos: z.array(z.object({ codigo: z.string(), descricao: z.string() })),
});

/** GET core/devolucao/data-devolucao. */
export const dataDevolucaoSchema = z.object({ dataDevolucao: z.string().nullable() });

/** GET cotas/{id}/devolucoes-cancelado/valores-devolver. */
export const valoresDevolverCanceladoSchema = z.object({ data: valoresDevolucaoSchema });

/** GET cotas/{id}/encerramentos/valores-devolver: data.dadosContemplacao and the closed group's values. */
export const valoresDevolverEncerramentoSchema = z.object({
  data: z.object({
    dadosContemplacao: z.object({
      dataContemplacao: z.string().nullable(),
      modalidadeContemplacao: z.string().nullable(),
      contemplada: z.boolean(),
    }),
    dataUltimaAssembleia: z.string().nullable(),
    comunicarAte: z.string().nullable(),
    valores: valoresDevolucaoSchema,
  }),
});

/** GET cotas/{id}/encerramentos/bancos: the banks for the refund's bank data. */
export const bancosEncerramentoSchema = z.object({
  data: z.array(z.object({ idBanco: z.number().int(), codigo: z.string(), nome: z.string() })),
});

const campo = z.string().max(200).nullish();

/** POST core/devolucao/solicitar-pagamento (02 §4.10: SMS code → documents → bank data → confirmation). */
export const solicitarPagamentoDevolucaoBodySchema = z.object({
  /** The SMS authorisation of PATCH /cotas/{id}/verificacao (15 minutes, single use). */
  auth_token: z.string().max(200).optional(),
  documentos: z
    .array(
      z.object({
        codigo: z.enum([
          'documento_pessoal',
          'selfie',
          'comprovante_bancario',
          'documento_socio',
          'contrato_social',
        ]),
        id: z.uuid({ error: 'Documento inválido.' }),
      }),
    )
    .max(10),
  dadosBancarios: z.object({
    favorecido: campo,
    cpfCnpj: campo,
    idBanco: z.union([z.number().int(), z.string().max(10)]).nullish(),
    agencia: campo,
    digitoAgencia: campo,
    conta: campo,
    tipoConta: campo,
    operacao: campo,
  }),
  confirmacao: z.literal(true, { error: MENSAGENS_DEVOLUCAO.confirmacao }),
});
export type SolicitarPagamentoDevolucaoBody = z.infer<typeof solicitarPagamentoDevolucaoBodySchema>;

export const solicitacaoDevolucaoSchema = z.object({
  /** The request code shown on the success screen (the case number). */
  numeroSolicitacao: z.string(),
  valorCentavos: z.number().int(),
  prazoResposta: z.string(),
});

// ——— Back-office ———

export const filaDevolucaoSchema = z.object({
  data: z.array(
    z.object({
      CaseNumber: z.string(),
      Fase__c: z.string(),
      cliente: z.object({ nome: z.string(), inscricaoNacional: z.string() }),
      grupo: z.number().int(),
      cota: z.number().int(),
      valorCentavos: z.number().int(),
      solicitadoEm: z.string(),
      prazoResposta: z.string(),
      diasUteisRestantes: z.number().int(),
      conta: z.object({
        favorecido: z.string(),
        cpfCnpj: z.string(),
        banco: z.string(),
        agencia: z.string(),
        conta: z.string(),
        tipoConta: z.string(),
      }),
      documentos: z.array(
        z.object({ id: z.string(), codigo: z.string(), descricao: z.string(), nome: z.string() }),
      ),
    }),
  ),
});

export const decisaoDevolucaoBodySchema = z.object({
  decisao: z.enum(['aprovar', 'recusar']),
  /** Refusal: which reasons, and whether the customer resends everything or only what was asked. */
  motivos: z
    .array(z.enum(Object.keys(MOTIVOS_RECUSA_DEVOLUCAO) as [keyof typeof MOTIVOS_RECUSA_DEVOLUCAO]))
    .max(4)
    .optional(),
  reenvio: z.enum(['problema-documentos', 'reenviar-documentos']).optional(),
  observacao: z.string().max(500).optional(),
});
export type DecisaoDevolucaoBody = z.infer<typeof decisaoDevolucaoBodySchema>;

export const decisaoDevolucaoRespostaSchema = z.object({
  CaseNumber: z.string(),
  Fase__c: z.string(),
  dataPrevista: z.string().nullable(),
});
