import { formatarData, type PedidoAntecipacaoBody } from '@portal/domain';
import { ArrowRight, CircleCheck, ClipboardList } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Money } from '@/components/money';
import { ApiError, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { Carregando, TelaAntecipacao, Texto } from '../components/tela';
import { caminhosAntecipacao as c } from '../paths';
import { useSimulacao, useSolicitarAntecipacao } from '../use-antecipacao';

function Antes({ rotulo, antes, depois }: { rotulo: string; antes: ReactNode; depois: ReactNode }) {
  return (
    <div className="rounded-xl bg-fundo p-4">
      <dt className="text-sm text-tinta-suave">{rotulo}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-2 text-tinta">
        <span className="text-tinta-suave line-through decoration-1">{antes}</span>
        <ArrowRight className="size-4 text-tinta-suave" aria-label="passa para" />
        <span className="text-lg font-bold">{depois}</span>
      </dd>
    </div>
  );
}

/** /boletos/antecipar/resumo: the effect on the saldo devedor and the term, before confirming (ADR 0055). */
export default function Resumo() {
  const pedido = (useLocation().state as { pedido?: PedidoAntecipacaoBody } | null)?.pedido ?? null;
  const simulacao = useSimulacao(pedido);
  const solicitar = useSolicitarAntecipacao();
  const navigate = useNavigate();
  const [erro, setErro] = useState<string | null>(null);
  if (!pedido) return <Navigate to={c.introducao} replace />;
  if (simulacao.isPending) return <Carregando />;
  if (simulacao.isError)
    return (
      <TelaAntecipacao
        titulo="Efeito da antecipação"
        icone={ClipboardList}
        voltar={{ para: c.introducao, rotulo: 'Voltar' }}
      >
        <Alert tone="perigo" role="alert">
          {simulacao.error instanceof ApiError ? simulacao.error.mensagem : MENSAGEM_ERRO_SISTEMA}
        </Alert>
      </TelaAntecipacao>
    );
  const s = simulacao.data;

  function confirmar() {
    setErro(null);
    solicitar.mutate(pedido!, {
      onSuccess: () => void navigate(c.boleto, { replace: true }),
      onError: (falha) => setErro(falha instanceof ApiError ? falha.mensagem : MENSAGEM_ERRO_SISTEMA),
    });
  }

  return (
    <TelaAntecipacao
      titulo="Efeito da antecipação"
      descricao="Confira antes de confirmar. Nada muda até o boleto ser pago."
      icone={ClipboardList}
      voltar={{ para: c.introducao, rotulo: 'Voltar' }}
      acao={
        <Button onClick={confirmar} loading={solicitar.isPending}>
          <CircleCheck className="-ml-1 size-4" aria-hidden="true" />
          Confirmar e gerar boleto
        </Button>
      }
    >
      <section aria-labelledby="antecipadas">
        <h2 id="antecipadas" className="text-base font-semibold text-tinta">
          Parcelas antecipadas ({s.quantidadeParcelas})
        </h2>
        <p className="mt-1 text-sm text-tinta-suave">As últimas do plano, da última para a primeira.</p>
        <ul className="mt-2 divide-y divide-borda/70">
          {s.parcelas.map((p) => (
            <li key={p.idParcela} className="flex items-baseline justify-between gap-4 py-2.5">
              <span className="text-[0.9375rem] text-tinta-suave">
                Parcela {p.numeroParcela} · vence em {formatarData(p.dataVencimento)}
              </span>
              <Money centavos={p.valorCentavos} className="shrink-0 font-semibold text-tinta" />
            </li>
          ))}
        </ul>
        <p className="mt-1 flex items-baseline justify-between gap-4 border-t-2 border-tinta/80 pt-3">
          <span className="font-semibold text-tinta">Total do boleto</span>
          <Money centavos={s.valorTotalCentavos} className="shrink-0 text-xl font-bold text-tinta" />
        </p>
        {s.valorNaoUtilizadoCentavos > 0 && (
          <p className="mt-2 text-sm text-tinta-suave">
            Antecipamos só parcelas inteiras: <Money centavos={s.valorNaoUtilizadoCentavos} /> do valor
            informado não entram.
          </p>
        )}
      </section>
      <section aria-labelledby="efeito">
        <h2 id="efeito" className="text-base font-semibold text-tinta">
          Depois do pagamento
        </h2>
        <dl className="mt-2 grid gap-3 sm:grid-cols-2">
          <Antes
            rotulo="Saldo devedor"
            antes={<Money centavos={s.saldoDevedorAntesCentavos} />}
            depois={<Money centavos={s.saldoDevedorDepoisCentavos} />}
          />
          <Antes
            rotulo="Parcelas restantes"
            antes={s.parcelasRestantesAntes}
            depois={s.parcelasRestantesDepois}
          />
        </dl>
      </section>
      <Alert tone="info" titulo={`Boleto com vencimento em ${formatarData(s.dataVencimentoBoleto)}`}>
        As parcelas antecipadas ficam pagas quando o boleto for compensado. Se ele não for pago até o
        vencimento, a antecipação é cancelada e nada muda.
      </Alert>
      {erro && (
        <Alert tone="perigo" role="alert">
          {erro}
        </Alert>
      )}
      <Texto>
        {s.ultimaParcelaDepois
          ? `Sua última parcela a vencer passa a ser a ${s.ultimaParcelaDepois.numeroParcela}, em ${formatarData(s.ultimaParcelaDepois.dataVencimento)}.`
          : 'Não restam parcelas a vencer já emitidas depois desta antecipação.'}
      </Texto>
    </TelaAntecipacao>
  );
}
