import { formatarInscricao, formatarMoeda, PERCENTUAL_TAXA_TRANSFERENCIA } from '@portal/domain';
import { MailCheck } from 'lucide-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { dadosDoEstado } from '../components/dados-cessionario';
import { Carregando, Falhou, Linha, TelaTransferencia, Texto } from '../components/tela';
import { caminhosTransferencia as c } from '../paths';
import { useSolicitarTransferencia, useVerificarProcesso } from '../use-transferencia';

/**
 * /transferencia-cota/confirmar-email: the request as it will be sent, the 1 % fee (03 §9) and the holder's
 * e-mail that receives the confirmation. In progress → the wait screen; a refusal of the data stays here with
 * its message; any other failure → the try-again screen (03 §8).
 */
export default function ConfirmarEmail() {
  const dados = dadosDoEstado(useLocation().state);
  const navegar = useNavigate();
  const processo = useVerificarProcesso();
  const pedido = useSolicitarTransferencia();
  if (!dados) return <Navigate to={c.cessionario} replace />;
  if (processo.isPending) return <Carregando />;
  if (processo.isError) return <Falhou onRetry={() => void processo.refetch()} />;
  const p = processo.data;
  if (p.iniciado && !pedido.isPending && !pedido.isSuccess) return <Navigate to={c.aguarde} replace />;

  const recusado =
    pedido.error instanceof ApiError && pedido.error.status === 400 ? pedido.error.mensagem : null;
  const confirmar = () =>
    pedido.mutate(dados, {
      onSuccess: (r) => void navegar(c.sucesso, { state: r, replace: true }),
      onError: (erro) => {
        if (erro instanceof ApiError && erro.status === 409) void navegar(c.aguarde, { replace: true });
        else if (!(erro instanceof ApiError && erro.status === 400)) void navegar(c.erro);
      },
    });

  return (
    <TelaTransferencia
      titulo="Confira e confirme"
      descricao={
        p.emailConfirmacao
          ? `Vamos enviar a confirmação do pedido para o seu e-mail ${p.emailConfirmacao}.`
          : 'Vamos registrar o seu pedido e avisar quando ele for analisado.'
      }
      icone={MailCheck}
      voltar={{ para: c.cessionario, rotulo: 'Corrigir dados' }}
      acao={
        <Button onClick={confirmar} loading={pedido.isPending}>
          Confirmar transferência
        </Button>
      }
    >
      {recusado && (
        <Alert tone="perigo" titulo="Não foi possível enviar o pedido">
          {recusado}
        </Alert>
      )}
      <section aria-labelledby="novo-titular">
        <h2 id="novo-titular" className="text-base font-semibold text-tinta">
          Novo titular
        </h2>
        <dl className="mt-1 divide-y divide-borda/70">
          <Linha rotulo="CPF ou CNPJ">{formatarInscricao(dados.cpfCnpjCessionario)}</Linha>
          <Linha rotulo="Nome">{dados.nomeCessionario}</Linha>
          <Linha rotulo="E-mail">{dados.emailCessionario}</Linha>
        </dl>
      </section>
      <section aria-labelledby="valores">
        <h2 id="valores" className="text-base font-semibold text-tinta">
          Valores
        </h2>
        <dl className="mt-1 divide-y divide-borda/70">
          <Linha rotulo="Crédito da cota">{formatarMoeda(p.valorCreditoCentavos)}</Linha>
          <Linha rotulo={`Taxa de transferência (${PERCENTUAL_TAXA_TRANSFERENCIA}% do crédito)`}>
            <span data-testid="taxa-transferencia">{formatarMoeda(p.taxaCentavos)}</span>
          </Linha>
        </dl>
      </section>
      <Texto>
        Ao confirmar, o pedido segue para análise. A cota passa ao novo titular só quando a transferência for
        concluída; até lá, ela continua sendo sua.
      </Texto>
    </TelaTransferencia>
  );
}
