import { formatarData, formatarMoeda, parcelaVencida, type ComposicaoParcela } from '@portal/domain';

type Formato = 'data' | 'moeda' | 'numero' | 'meses' | 'percentual';

interface CampoComposicao {
  chave: keyof ComposicaoParcela;
  rotulo: string;
  formato: Formato;
  /** What a null date means for this field. */
  vazio?: string;
}

/** Every field of the composition, in the spec's order (§3 "Boleto composition"), with its Portuguese label. */
export const CAMPOS_COMPOSICAO: readonly CampoComposicao[] = [
  { chave: 'dataEmissao', rotulo: 'Data de emissão', formato: 'data' },
  { chave: 'valor', rotulo: 'Valor do boleto', formato: 'moeda' },
  {
    chave: 'dataProximaAssembleia',
    rotulo: 'Próxima assembleia',
    formato: 'data',
    vazio: 'Ainda não agendada',
  },
  { chave: 'valorParcela', rotulo: 'Valor da parcela', formato: 'moeda' },
  { chave: 'dataProximoReajuste', rotulo: 'Próximo reajuste', formato: 'data', vazio: 'Não previsto' },
  { chave: 'numeroParcela', rotulo: 'Número da parcela', formato: 'numero' },
  { chave: 'parcelasPagas', rotulo: 'Parcelas pagas', formato: 'numero' },
  { chave: 'parcelasEmAtraso', rotulo: 'Parcelas em atraso', formato: 'numero' },
  { chave: 'prazoGrupoMeses', rotulo: 'Prazo do grupo', formato: 'meses' },
  { chave: 'valorCreditoOriginal', rotulo: 'Crédito original', formato: 'moeda' },
  { chave: 'valorTaxaAdministracao', rotulo: 'Taxa de administração', formato: 'moeda' },
  { chave: 'valorFundoReserva', rotulo: 'Fundo de reserva', formato: 'moeda' },
  { chave: 'valorFundoComum', rotulo: 'Fundo comum', formato: 'moeda' },
  { chave: 'valorDiferencaParcela', rotulo: 'Diferença de parcela', formato: 'moeda' },
  { chave: 'percentualSeguroVida', rotulo: 'Seguro de vida (ao mês)', formato: 'percentual' },
  { chave: 'valorSeguroVida', rotulo: 'Valor do seguro de vida', formato: 'moeda' },
];

const percentual = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** Monthly insurance rates carry up to 4 decimals (spec §5): 0.035 → '0,035%'. */
export function formatarPercentualMensal(valor: number): string {
  return `${percentual.format(valor)}%`;
}

export function valorDoCampo(c: ComposicaoParcela, campo: CampoComposicao): string {
  const v = c[campo.chave];
  if (v === null) return campo.vazio ?? '—';
  switch (campo.formato) {
    case 'data':
      return formatarData(String(v));
    case 'moeda':
      return formatarMoeda(Number(v));
    case 'meses':
      return Number(v) === 1 ? '1 mês' : `${v} meses`;
    case 'percentual':
      return formatarPercentualMensal(Number(v));
    default:
      return String(v);
  }
}

export type ChaveParte = 'fundoComum' | 'taxaAdministracao' | 'fundoReserva' | 'seguroVida' | 'diferenca';

export interface ParteDaParcela {
  chave: ChaveParte;
  rotulo: string;
  valor: number;
  explicacao: string;
}

export interface Decomposicao {
  /** Fundo comum, taxa de administração and fundo de reserva: the instalment proper. */
  parcela: ParteDaParcela[];
  /** Insurance and the readjustment catch-up, when there are any: added on top. */
  adicionais: ParteDaParcela[];
  /** The parts add up to valorParcela and to valor, as the composition rule says. */
  confere: boolean;
}

/** How the boleto's amount is made: valor = (fundo comum + taxa + fundo de reserva) + seguro + diferença. */
export function decomporParcela(c: ComposicaoParcela): Decomposicao {
  const parcela: ParteDaParcela[] = [
    {
      chave: 'fundoComum',
      rotulo: 'Fundo comum',
      valor: c.valorFundoComum,
      explicacao: 'Vai para o caixa do grupo que paga as cartas de crédito: é a parte que compra o seu bem.',
    },
    {
      chave: 'taxaAdministracao',
      rotulo: 'Taxa de administração',
      valor: c.valorTaxaAdministracao,
      explicacao: 'Remunera a administradora pela gestão do grupo, dividida pelos meses do plano.',
    },
    {
      chave: 'fundoReserva',
      rotulo: 'Fundo de reserva',
      valor: c.valorFundoReserva,
      explicacao: 'Protege o grupo contra atrasos e imprevistos. O que sobrar volta aos consorciados no fim.',
    },
  ];
  const adicionais: ParteDaParcela[] = [];
  if (c.valorSeguroVida !== 0)
    adicionais.push({
      chave: 'seguroVida',
      rotulo: 'Seguro de vida',
      valor: c.valorSeguroVida,
      explicacao: `${formatarPercentualMensal(c.percentualSeguroVida)} ao mês sobre o saldo devedor.`,
    });
  if (c.valorDiferencaParcela !== 0)
    adicionais.push({
      chave: 'diferenca',
      rotulo: 'Diferença de parcela',
      valor: c.valorDiferencaParcela,
      explicacao: 'Acerto das parcelas já pagas depois do último reajuste do crédito.',
    });
  const soma = (partes: ParteDaParcela[]) => partes.reduce((s, p) => s + p.valor, 0);
  const confere = soma(parcela) === c.valorParcela && soma(parcela) + soma(adicionais) === c.valor;
  return { parcela, adicionais, confere };
}

/** Share of the boleto, for the bar: whole percent, never below 1 for a part that exists. */
export function fatiaPercentual(valor: number, total: number): number {
  if (total <= 0 || valor <= 0) return 0;
  return Math.max(1, Math.round((valor / total) * 100));
}

const MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '2026-03' → 'março de 2026'. */
export function rotuloDoPeriodo(periodo: string): string {
  const [ano, mes] = periodo.split('-');
  const nome = MESES[Number(mes) - 1];
  return nome && ano ? `${nome} de ${ano}` : periodo;
}

export type SituacaoDoDemonstrativo =
  { tipo: 'paga'; rotulo: string } | { tipo: 'vencida'; rotulo: string } | { tipo: 'aberta'; rotulo: string };

/** The instalment's state: paid, overdue (due before today in São Paulo and unpaid) or still on time. */
export function situacaoDoDemonstrativo(
  d: { dataVencimento: string; dataPagamento: string | null },
  hoje: string,
): SituacaoDoDemonstrativo {
  if (d.dataPagamento) return { tipo: 'paga', rotulo: `Paga em ${formatarData(d.dataPagamento)}` };
  if (parcelaVencida(d.dataVencimento, hoje)) return { tipo: 'vencida', rotulo: 'Vencida' };
  return { tipo: 'aberta', rotulo: 'Em aberto' };
}
