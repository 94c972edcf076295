import { formatarData } from '@portal/domain';
import { CircleCheck, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Money } from '@/components/money';
import { ApiError, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { Carregando, TelaRenegociacao, Texto } from '../components/tela';
import { caminhosRenegociacao as c } from '../paths';
import { useConfirmarRenegociacao, useResumoRenegociacao } from '../use-renegociacao';

/** /boletos/renegociar/resumo (03 §3 summary): what is renegotiated, where it goes, the next instalment to pay. */
export default function Resumo() {
  const estado = useLocation().state as { parcelas?: number[] } | null;
  const parcelas = estado?.parcelas ?? [];
  const resumo = useResumoRenegociacao(parcelas);
  const confirmar = useConfirmarRenegociacao();
  const navigate = useNavigate();
  const [erro, setErro] = useState<string | null>(null);
  if (parcelas.length === 0) return <Navigate to={c.parcelasDisponiveis} replace />;
  if (resumo.isPending) return <Carregando />;
  if (resumo.isError)
    return (
      <TelaRenegociacao
        titulo="Resumo da renegociação"
        icone={ClipboardList}
        voltar={{ para: c.parcelasDisponiveis, rotulo: 'Voltar' }}
      >
        <Alert tone="perigo" role="alert">
          {resumo.error instanceof ApiError ? resumo.error.mensagem : MENSAGEM_ERRO_SISTEMA}
        </Alert>
      </TelaRenegociacao>
    );
  const r = resumo.data;

  function confirmarRenegociacao() {
    setErro(null);
    confirmar.mutate(parcelas, {
      onSuccess: (feita) => void navigate(c.sucesso, { state: { renegociacao: feita }, replace: true }),
      onError: (falha) => setErro(falha instanceof ApiError ? falha.mensagem : MENSAGEM_ERRO_SISTEMA),
    });
  }

  return (
    <TelaRenegociacao
      titulo="Resumo da renegociação"
      descricao="Confira antes de confirmar. Nada muda até você confirmar."
      icone={ClipboardList}
      voltar={{ para: c.parcelasDisponiveis, rotulo: 'Voltar' }}
      acao={
        <Button onClick={confirmarRenegociacao} loading={confirmar.isPending}>
          <CircleCheck className="-ml-1 size-4" aria-hidden="true" />
          Confirmar renegociação
        </Button>
      }
    >
      <section aria-labelledby="renegociadas">
        <h2 id="renegociadas" className="text-base font-semibold text-tinta">
          Parcelas renegociadas
        </h2>
        <ul className="mt-2 divide-y divide-borda/70">
          {r.parcelasSelecionadas.map((p) => (
            <li key={p.idParcela} className="flex items-baseline justify-between gap-4 py-2.5">
              <span className="text-[0.9375rem] text-tinta-suave">
                Parcela {p.numeroParcela} · venceu em {formatarData(p.dataVencimento)}
              </span>
              <Money centavos={p.valorCentavos} className="shrink-0 font-semibold text-tinta" />
            </li>
          ))}
          <li className="flex items-baseline justify-between gap-4 py-2.5">
            <span className="text-[0.9375rem] text-tinta-suave">Multa e juros de hoje</span>
            <Money centavos={r.valorEncargosCentavos} className="shrink-0 font-semibold text-tinta" />
          </li>
        </ul>
        <p className="mt-1 flex items-baseline justify-between gap-4 border-t-2 border-tinta/80 pt-3">
          <span className="font-semibold text-tinta">Total renegociado</span>
          <Money centavos={r.valorRenegociadoCentavos} className="shrink-0 text-xl font-bold text-tinta" />
        </p>
      </section>

      <section aria-labelledby="diluidas">
        <h2 id="diluidas" className="text-base font-semibold text-tinta">
          Como fica nas próximas parcelas
        </h2>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Parcelas a vencer com o acréscimo da renegociação</caption>
            <thead className="text-xs text-tinta-suave">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  Parcela
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  Acréscimo
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Novo valor
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-borda/70">
              {r.parcelasDiluidas.map((d) => (
                <tr key={d.idParcela}>
                  <th scope="row" className="py-2.5 pr-2 font-normal text-tinta">
                    {d.numeroParcela}
                    <span className="block text-xs text-tinta-suave">{formatarData(d.dataVencimento)}</span>
                  </th>
                  <td className="py-2.5 pr-2 text-right text-tinta-suave">
                    + <Money centavos={d.acrescimoCentavos} />
                  </td>
                  <td className="py-2.5 text-right font-semibold text-tinta">
                    <Money centavos={d.valorNovoCentavos} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <Alert
        tone="info"
        titulo={`Pague a parcela ${r.proximaParcela.numeroParcela} até ${formatarData(r.proximaParcela.dataVencimento)}`}
      >
        Com ela paga até o vencimento (<Money centavos={r.proximaParcela.valorNovoCentavos} />
        ), a renegociação é concluída e a cota volta a participar das assembleias. Sem o pagamento, a
        renegociação é desfeita e a cota pode ser cancelada.
      </Alert>
      {erro && (
        <Alert tone="perigo" role="alert">
          {erro}
        </Alert>
      )}
      <Texto>
        Os boletos já gerados das parcelas que mudam de valor são cancelados; gere novos na segunda via.
      </Texto>
    </TelaRenegociacao>
  );
}
