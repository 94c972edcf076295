import {
  formatarData,
  hojeEmSaoPaulo,
  padCota,
  padGrupo,
  type Cota,
  type PendenciaBoleto,
} from '@portal/domain';
import { Receipt, TriangleAlert } from 'lucide-react';
import { caminhos } from '@/app/caminhos';
import { Money } from '@/components/money';
import { useCaminhoLiberado } from '@/lib/sessao-da-rota';
import { quandoVence } from './boleto-pendente';
import { CartaoDestaque } from './cartao-destaque';

/**
 * Spec §2 home "pending boleto" card, for the selected quota: the overdue amount (first) or the next due date,
 * and the way to the boletos. The summary (GET /cotas/{id}/home) says it; nothing pending, no card.
 */
export function CartaoBoletoPendente({
  pendencia,
  cota,
}: {
  pendencia: PendenciaBoleto | null;
  cota: Cota | null;
}) {
  const liberado = useCaminhoLiberado();
  if (!pendencia) return null;

  const { vencidas, proxima } = pendencia;
  const hoje = hojeEmSaoPaulo();
  // Transparent login cannot open /boletos (spec §2 rule 3): the card informs, without a dead end.
  const podeAbrir = liberado(caminhos.boletos.lista);
  const tituloId = 'cartao-boleto-pendente';

  return (
    <CartaoDestaque
      id={tituloId}
      urgente={Boolean(vencidas)}
      icone={vencidas ? <TriangleAlert /> : <Receipt />}
      rotulo={
        <p className="text-xs font-semibold tracking-wide text-tinta-suave uppercase">
          {vencidas ? 'Parcelas vencidas' : 'Próximo boleto'}
          {cota && (
            <span className="tabular normal-case">
              {' · '}cota {padGrupo(cota.grupo)}/{padCota(cota.cota)}
            </span>
          )}
        </p>
      }
      titulo={
        <>
          {vencidas
            ? vencidas.quantidade === 1
              ? 'Você tem 1 parcela vencida'
              : `Você tem ${vencidas.quantidade} parcelas vencidas`
            : proxima &&
              `${proxima.numeroParcela ? `A parcela ${proxima.numeroParcela}` : 'Sua próxima parcela'} ${quandoVence(proxima.dataVencimento, hoje, formatarData)}`}
        </>
      }
      acao={
        podeAbrir
          ? vencidas
            ? { para: caminhos.boletos.vencidos, texto: 'Regularizar agora' }
            : { para: caminhos.boletos.lista, texto: 'Gerar boleto' }
          : undefined
      }
    >
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-[0.9375rem] text-tinta-suave">
        <Money
          centavos={vencidas ? vencidas.valorTotal : (proxima?.valorTotal ?? 0)}
          className="text-2xl font-bold tracking-tight text-tinta"
        />
        {vencidas ? (
          <span>com multa e juros até hoje</span>
        ) : (
          proxima && proxima.quantidade > 1 && <span>{proxima.quantidade} parcelas no mesmo dia</span>
        )}
      </p>
      {vencidas && proxima && (
        <p className="tabular mt-1 text-sm text-tinta-suave">
          Próxima parcela: <Money centavos={proxima.valorTotal} /> em {formatarData(proxima.dataVencimento)}
        </p>
      )}
      {!podeAbrir && (
        <p className="mt-2 text-sm text-tinta-suave">
          Para gerar o boleto, entre no portal com o seu CPF ou CNPJ e a sua senha.
        </p>
      )}
    </CartaoDestaque>
  );
}
