import { formatarData, formatarInscricao, formatarMoeda, padCota, padGrupo } from '@portal/domain';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';
import { useSessao } from '@/lib/session';
import { Texto } from '../tela';
import { FALHA, TelaEspecie } from '../components/tela-especie';
import { caminhoDaTelaEspecie, caminhosFaturamentoEspecie as c } from '../paths';
import { useSolicitarPagamentoEspecie } from '../use-faturamento-especie';

/**
 * /faturamentoespecie/termodeautorizacao: the authorization term (02 §5: accepted to proceed): the value, the
 * account, and that the billing type cannot change once confirmed. Accepting it asks for the payment (answer
 * within 3 business days, 02 §9).
 */
export default function TermoDeAutorizacao() {
  const cota = useSessao()?.cotaPadrao;
  const solicitar = useSolicitarPagamentoEspecie();
  const navegar = useNavigate();
  const [aceito, setAceito] = useState(false);
  return (
    <TelaEspecie
      titulo="Termo de autorização"
      descricao="Leia e aceite para pedirmos o pagamento do seu crédito."
      voltar={{ para: c.dadosbancarios, rotulo: 'Voltar' }}
      acao={(s) =>
        !s.passos.termoAutorizacao && (
          <Button
            disabled={!aceito}
            loading={solicitar.isPending}
            onClick={() =>
              solicitar.mutate(undefined, { onSuccess: (n) => void navegar(caminhoDaTelaEspecie(n.tela)) })
            }
          >
            Aceitar e pedir o pagamento
          </Button>
        )
      }
    >
      {(s) => {
        const conta = s.dadosBancarios;
        if (!conta) return <Navigate to={c.dadosbancarios} replace />;
        return (
          <>
            <div className="rounded-2xl bg-fundo p-4 text-[0.9375rem] leading-relaxed text-tinta">
              <p>
                Eu, <strong>{cota?.nomePessoa}</strong>, titular da cota{' '}
                <span className="tabular">{cota ? `${padGrupo(cota.grupo)}/${padCota(cota.cota)}` : ''}</span>
                , autorizo a administradora a pagar o crédito da cota, no valor previsto de{' '}
                <strong className="tabular">{formatarMoeda(s.valorCredito)}</strong>, por transferência para a
                conta <strong>{conta.banco}</strong>, agência{' '}
                <strong className="tabular">
                  {conta.agencia}
                  {conta.digitoAgencia ? `-${conta.digitoAgencia}` : ''}
                </strong>
                , conta{' '}
                <strong className="tabular">
                  {conta.conta}-{conta.digitoConta}
                </strong>
                , em nome de {conta.favorecido} ({formatarInscricao(conta.cpfCnpj)}).
              </p>
              <p className="mt-2">
                Declaro que a conta é minha, que não usei o FGTS nesta contemplação e que, confirmado este
                pedido, o tipo de faturamento não pode mais ser alterado.
              </p>
            </div>
            {s.passos.termoAutorizacao ? (
              <Alert tone="sucesso" titulo="Termo aceito">
                Pedido recebido. Respondemos até {formatarData(s.retornoAte)}.
              </Alert>
            ) : (
              <>
                <Texto>Respondemos o pedido em até 3 dias úteis.</Texto>
                <CaixaDeMarcar
                  rotulo="Li e aceito o termo de autorização"
                  marcada={aceito}
                  onChange={setAceito}
                />
              </>
            )}
            {solicitar.isError && (
              <Alert tone="perigo" role="alert">
                {solicitar.error.message || FALHA}
              </Alert>
            )}
          </>
        );
      }}
    </TelaEspecie>
  );
}
