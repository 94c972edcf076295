import {
  ROTULOS_MOTIVO_PAGAMENTO_DUPLICADO,
  formatarData,
  padCota,
  padGrupo,
  type BoletoOperador,
  type SituacaoBoleto,
} from '@portal/domain';
import { clsx } from 'clsx';
import { Ban, CircleCheck, Clock, Replace, TriangleAlert } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/badge';
import { Money } from '@/components/money';

const SITUACOES: Record<SituacaoBoleto, { rotulo: string; tom: BadgeTone; Icone: typeof Ban }> = {
  aberto: { rotulo: 'Em aberto', tom: 'alerta', Icone: Clock },
  vencido: { rotulo: 'Vencido', tom: 'perigo', Icone: TriangleAlert },
  pago: { rotulo: 'Pago', tom: 'sucesso', Icone: CircleCheck },
  cancelado: { rotulo: 'Cancelado', tom: 'neutro', Icone: Ban },
  substituido: { rotulo: 'Substituído', tom: 'neutro', Icone: Replace },
};

export const ROTULOS_TIPO_BOLETO: Record<BoletoOperador['tipo'], string> = {
  parcelas: 'Parcelas',
  quitacao: 'Quitação',
};

/** Only an open boleto (on time or overdue) can be settled by hand. */
export function boletoEmAberto(b: Pick<BoletoOperador, 'situacao'>): boolean {
  return b.situacao === 'aberto' || b.situacao === 'vencido';
}

export function SituacaoBoletoBadge({ situacao }: { situacao: SituacaoBoleto }) {
  const { rotulo, tom, Icone } = SITUACOES[situacao];
  return (
    <Badge tone={tom} icon={<Icone className="size-3.5" aria-hidden="true" />}>
      {rotulo}
    </Badge>
  );
}

/** 'operador:Carla Mendes' → 'Baixa manual por Carla Mendes'; 'retorno:X.ret' → 'Retorno bancário X.ret'. */
function origemDaBaixa(baixadoPor: string): string {
  const [origem, ...resto] = baixadoPor.split(':');
  const quem = resto.join(':').trim();
  if (origem === 'operador') return quem ? `Baixa manual por ${quem}` : 'Baixa manual';
  if (origem === 'retorno') return quem ? `Retorno bancário ${quem}` : 'Retorno bancário';
  return baixadoPor;
}

/** When, how much and by whom a paid boleto was settled. */
export function DadosDaBaixa({ boleto }: { boleto: BoletoOperador }) {
  if (boleto.situacao !== 'pago') return null;
  return (
    <div className="mt-1.5 flex flex-col gap-0.5 text-xs text-tinta-suave">
      {boleto.dataPagamento && (
        <p className="tabular">
          Pago em {formatarData(boleto.dataPagamento)}
          {boleto.valorPago !== null && (
            <>
              {' · '}
              <Money centavos={boleto.valorPago} className="font-semibold text-tinta" />
            </>
          )}
        </p>
      )}
      {boleto.baixadoPor && <p className="break-words">{origemDaBaixa(boleto.baixadoPor)}</p>}
    </div>
  );
}

/**
 * Payments received for this boleto that settled nothing (issue 13): how much, when, from where, and the refund
 * case that returns the money, so an analyst who finds the boleto sees them at once.
 */
export function PagamentosDuplicados({ boleto }: { boleto: BoletoOperador }) {
  if (boleto.pagamentosDuplicados.length === 0) return null;
  return (
    <div className="mt-2 rounded-lg bg-alerta-fundo/60 p-2 text-xs text-tinta">
      <p className="font-semibold">
        {boleto.pagamentosDuplicados.length === 1
          ? 'Pagamento em duplicidade'
          : `${boleto.pagamentosDuplicados.length} pagamentos em duplicidade`}
      </p>
      <ul className="mt-1 flex flex-col gap-1">
        {boleto.pagamentosDuplicados.map((d, i) => (
          <li key={i} className="tabular">
            <Money centavos={d.valorPago} className="font-semibold" /> em {formatarData(d.dataPagamento)} (
            {d.origem === 'retorno' ? 'retorno bancário' : 'baixa manual'}):{' '}
            {ROTULOS_MOTIVO_PAGAMENTO_DUPLICADO[d.motivo]}
            {d.numeroCasoDevolucao && <>; devolução no caso {d.numeroCasoDevolucao}</>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A settlement boleto can pay dozens of instalments: the list shows a few and counts the rest. */
const PARCELAS_VISIVEIS = 3;

/** Each instalment the boleto pays, as 'grupo/cota · parcela n' (or on two lines in a narrow column). */
export function ParcelasDoBoleto({ boleto, empilhado }: { boleto: BoletoOperador; empilhado?: boolean }) {
  if (boleto.parcelas.length === 0) return <span className="text-tinta-fraca">—</span>;
  const visiveis = boleto.parcelas.slice(0, PARCELAS_VISIVEIS);
  const demais = boleto.parcelas.length - visiveis.length;
  return (
    <ul className={clsx('flex flex-col', empilhado ? 'gap-1.5' : 'gap-0.5')}>
      {visiveis.map((p) => (
        <li key={`${p.idCota}-${p.numeroParcela}`} className="tabular whitespace-nowrap">
          {padGrupo(p.grupo)}/{padCota(p.cota)}
          {empilhado ? (
            <span className="block text-xs text-tinta-suave">parcela {p.numeroParcela}</span>
          ) : (
            <span className="text-tinta-suave"> · parcela {p.numeroParcela}</span>
          )}
        </li>
      ))}
      {demais > 0 && (
        <li className="text-tinta-suave">
          e mais {demais} {demais === 1 ? 'parcela' : 'parcelas'}
        </li>
      )}
    </ul>
  );
}
