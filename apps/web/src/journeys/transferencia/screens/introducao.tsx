import { formatarMoeda, PERCENTUAL_TAXA_TRANSFERENCIA } from '@portal/domain';
import { ArrowRightLeft, CircleAlert } from 'lucide-react';
import { Navigate } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Avancar, Carregando, Falhou, Linha, TelaTransferencia, Texto } from '../components/tela';
import { caminhosTransferencia as c } from '../paths';
import { useVerificarProcesso } from '../use-transferencia';

/** /transferencia-cota/introducao: what a transfer is, the fee, and whether this quota may be transferred. */
export default function Introducao() {
  const processo = useVerificarProcesso();
  if (processo.isPending) return <Carregando />;
  if (processo.isError) return <Falhou onRetry={() => void processo.refetch()} />;
  const p = processo.data;
  // 03 §2: a transfer already started leads to the wait screen.
  if (p.iniciado) return <Navigate to={c.aguarde} replace />;
  if (!p.permitida)
    return (
      <TelaTransferencia
        titulo="Esta cota não pode ser transferida agora"
        descricao={p.motivo ?? undefined}
        icone={CircleAlert}
        tom="alerta"
        voltar={{ para: caminhos.cotas.detalhes, rotulo: 'Detalhes da cota' }}
      >
        <Texto>
          A transferência pelo app é possível para cotas não contempladas, sem parcelas em atraso e em
          situação normal ou quitadas. Em caso de dúvida, fale com a nossa central de atendimento.
        </Texto>
      </TelaTransferencia>
    );
  return (
    <TelaTransferencia
      titulo="Transferir a cota para outra pessoa"
      descricao="O novo titular (cessionário) assume a cota com os pagamentos feitos e as parcelas que faltam."
      icone={ArrowRightLeft}
      voltar={{ para: caminhos.cotas.detalhes, rotulo: 'Detalhes da cota' }}
      acao={<Avancar para={c.cessionario}>Começar</Avancar>}
    >
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-[0.9375rem] leading-relaxed text-tinta-suave">
        <li>Informe o CPF ou CNPJ, o nome e o e-mail do novo titular.</li>
        <li>Confira a taxa e confirme: enviamos a confirmação do pedido para o seu e-mail.</li>
        <li>Nossa equipe analisa o pedido e, quando concluído, a cota passa ao novo titular.</li>
      </ol>
      <dl className="divide-y divide-borda/70 border-t border-borda/70">
        <Linha rotulo="Crédito da cota">{formatarMoeda(p.valorCreditoCentavos)}</Linha>
        <Linha rotulo={`Taxa de transferência (${PERCENTUAL_TAXA_TRANSFERENCIA}% do crédito)`}>
          {formatarMoeda(p.taxaCentavos)}
        </Linha>
      </dl>
    </TelaTransferencia>
  );
}
