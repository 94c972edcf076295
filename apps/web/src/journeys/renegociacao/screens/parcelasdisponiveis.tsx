import { MENSAGENS_RENEGOCIACAO, formatarData } from '@portal/domain';
import { ChevronRight, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';
import { Money } from '@/components/money';
import { ApiError, MENSAGEM_ERRO_SISTEMA } from '@/lib/api';
import { Carregando, Falhou, TelaRenegociacao } from '../components/tela';
import { caminhosRenegociacao as c } from '../paths';
import { useParcelasEmAtraso, useSelecionarParcelas } from '../use-renegociacao';

/** /boletos/renegociar/parcelasdisponiveis (03 §2, §3 parcelasEmAtraso): choose up to 2 overdue instalments. */
export default function ParcelasDisponiveis() {
  const lista = useParcelasEmAtraso();
  const selecionar = useSelecionarParcelas();
  const navigate = useNavigate();
  const [marcadas, setMarcadas] = useState<number[]>([]);
  const [erro, setErro] = useState<string | null>(null);
  if (lista.isPending) return <Carregando />;
  if (lista.isError)
    return lista.error instanceof ApiError && lista.error.status === 400 ? (
      <TelaRenegociacao
        titulo="Parcelas em atraso"
        icone={ListChecks}
        voltar={{ para: c.introducao, rotulo: 'Voltar' }}
      >
        <Alert tone="alerta">{lista.error.mensagem}</Alert>
      </TelaRenegociacao>
    ) : (
      <Falhou onRetry={() => void lista.refetch()} />
    );
  const { parcelasEmAtraso, maximoParcelas } = lista.data;
  const cheio = marcadas.length >= maximoParcelas;

  function alternar(id: number, marcada: boolean) {
    setErro(null);
    setMarcadas((atual) => (marcada ? [...atual, id] : atual.filter((x) => x !== id)));
  }

  function continuar() {
    if (marcadas.length === 0) return setErro(MENSAGENS_RENEGOCIACAO.nenhumaSelecionada);
    selecionar.mutate(marcadas, {
      onSuccess: () => void navigate(c.resumo, { state: { parcelas: marcadas } }),
      onError: (falha) => setErro(falha instanceof ApiError ? falha.mensagem : MENSAGEM_ERRO_SISTEMA),
    });
  }

  return (
    <TelaRenegociacao
      titulo="Parcelas em atraso"
      descricao={`Escolha até ${maximoParcelas} parcelas para renegociar. Os valores já incluem multa e juros de hoje.`}
      icone={ListChecks}
      voltar={{ para: c.introducao, rotulo: 'Voltar' }}
      acao={
        <Button onClick={continuar} loading={selecionar.isPending}>
          Ver resumo
          <ChevronRight className="-mr-1 size-4" aria-hidden="true" />
        </Button>
      }
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-base font-semibold text-tinta">
          Parcelas selecionadas: {marcadas.length} de {maximoParcelas}
        </legend>
        <ul className="flex flex-col divide-y divide-borda/70">
          {parcelasEmAtraso.map((p) => {
            const marcada = marcadas.includes(p.idParcela);
            return (
              <li
                key={p.idParcela}
                className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
              >
                <CaixaDeMarcar
                  rotulo={`Parcela ${p.numeroParcela}`}
                  dica={`Venceu em ${formatarData(p.dataVencimento)} · ${p.diasAtraso} ${p.diasAtraso === 1 ? 'dia' : 'dias'} de atraso`}
                  marcada={marcada}
                  disabled={!marcada && cheio}
                  onChange={(m) => alternar(p.idParcela, m)}
                />
                <span className="flex shrink-0 flex-col items-end text-right">
                  <Money centavos={p.valorAtualizadoCentavos} className="font-semibold text-tinta" />
                  <span className="text-xs text-tinta-suave">
                    parcela <Money centavos={p.valorCentavos} />
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {erro && (
        <Alert tone="perigo" role="alert">
          {erro}
        </Alert>
      )}
    </TelaRenegociacao>
  );
}
