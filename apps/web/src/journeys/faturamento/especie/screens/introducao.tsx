import { formatarData, formatarMoeda } from '@portal/domain';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CaixaDeMarcar } from '@/components/caixa-de-marcar';
import { ErrorState } from '@/components/error-state';
import { CarregandoRegiao, Skeleton } from '@/components/skeleton';
import { caminhosFaturamento } from '../tela';
import { TelaFaturamento, Texto } from '../tela';
import { FALHA, Linha } from '../components/tela-especie';
import { caminhoDaTelaEspecie } from '../paths';
import { useIniciarEspecie, useStatusEspecie, useValidacaoEspecie } from '../use-faturamento-especie';

const TERMOS = [
  'O crédito é pago em dinheiro, por transferência, numa conta corrente ou poupança em nome do titular da cota.',
  'Não pagamos a terceiros nem emitimos ordem de pagamento a outra pessoa.',
  'Nenhuma outra cota sua pode ter parcelas em atraso.',
  'Quem usou o FGTS no lance não pode receber o crédito em espécie.',
  'Depois de confirmado, o tipo de faturamento não pode mais ser alterado.',
  'Você envia os documentos, analisamos e programamos o pagamento; a ordem é então enviada ao banco.',
];

/**
 * /faturamentoespecie/introducao: the terms of the cash billing (02 §2.3, §5: accepted to proceed) with the
 * forecast credit; the validation's reasons when the quota cannot bill cash, and the waiting period after the
 * contemplation with its dates.
 */
export default function Introducao() {
  const status = useStatusEspecie();
  const temCaso = status.isSuccess && status.data !== null && status.data.status !== 'Fechado';
  const validacao = useValidacaoEspecie(status.isSuccess && !temCaso);
  const iniciar = useIniciarEspecie();
  const navegar = useNavigate();
  const [aceito, setAceito] = useState(false);

  if (status.isError || validacao.isError)
    return (
      <ErrorState
        titulo="Não foi possível carregar o faturamento"
        mensagem={(status.error ?? validacao.error)?.message || FALHA}
        onRetry={() => void (status.isError ? status.refetch() : validacao.refetch())}
      />
    );
  if (status.isPending || (!temCaso && validacao.isPending))
    return (
      <CarregandoRegiao
        rotulo="Carregando o faturamento…"
        className="mx-auto flex w-full max-w-2xl flex-col gap-4"
      >
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </CarregandoRegiao>
    );
  const v = temCaso ? null : validacao.data!;
  const valor = status.data?.valorCredito ?? v?.valorCredito ?? 0;
  const contemplacao = status.data?.dataContemplacao ?? v?.dataContemplacao ?? null;
  const carencia = v?.motivos.length === 1 && v.motivos[0]!.codigo === 'carencia';
  const recusado = v !== null && !v.podeFaturar;
  const jaAceitou = status.data?.passos.aceiteTermos && temCaso;
  return (
    <TelaFaturamento
      titulo="Crédito em espécie"
      descricao="Receba o crédito da sua cota em dinheiro, na sua conta."
      voltar={{ para: caminhosFaturamento.tipo, rotulo: 'Voltar' }}
      acao={
        !recusado && (
          <Button
            disabled={!aceito && !jaAceitou}
            loading={iniciar.isPending}
            onClick={() =>
              iniciar.mutate(undefined, {
                onSuccess: (s) => void navegar(caminhoDaTelaEspecie(s.tela)),
              })
            }
          >
            {jaAceitou ? 'Continuar' : 'Aceitar e continuar'}
          </Button>
        )
      }
    >
      <dl>
        <Linha rotulo="Valor previsto do crédito">{formatarMoeda(valor)}</Linha>
        {contemplacao && <Linha rotulo="Contemplada em">{formatarData(contemplacao)}</Linha>}
      </dl>
      {carencia ? (
        <Alert tone="info" titulo="Período de carência">
          <span className="flex items-start gap-2">
            <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Sua cota foi contemplada em {formatarData(contemplacao)}. O crédito em espécie pode ser pedido a
              partir de <strong>{formatarData(v!.liberaEm)}</strong>. Volte nessa data para continuar.
            </span>
          </span>
        </Alert>
      ) : recusado ? (
        <Alert tone="alerta" titulo="Esta cota não pode receber o crédito em espécie agora">
          <ul className="list-disc pl-5">
            {v!.motivos.map((m) => (
              <li key={m.codigo}>{m.mensagem}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <>
          <section aria-labelledby="termos-titulo" className="flex flex-col gap-3">
            <h2 id="termos-titulo" className="text-lg font-semibold text-tinta">
              Termos do faturamento em espécie
            </h2>
            <ul className="flex list-disc flex-col gap-2 pl-5 text-[0.9375rem] leading-relaxed text-tinta-suave">
              {TERMOS.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </section>
          {jaAceitou ? (
            <Texto>Você já aceitou estes termos. Continue de onde parou.</Texto>
          ) : (
            <CaixaDeMarcar
              rotulo="Li e aceito os termos do faturamento em espécie"
              marcada={aceito}
              onChange={setAceito}
            />
          )}
          {iniciar.isError && (
            <Alert tone="perigo" role="alert">
              {iniciar.error.message || FALHA}
            </Alert>
          )}
        </>
      )}
    </TelaFaturamento>
  );
}
