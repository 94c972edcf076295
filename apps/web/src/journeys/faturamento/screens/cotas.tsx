import { padCota, padGrupo } from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { useSessao } from '@/lib/session';
import { TelaFaturamento, Texto } from '../components/tela';
import { guardarEscolhas } from '../escolhas';
import { caminhosFaturamento as c } from '../paths';
import { useValidacaoFaturamento } from '../use-faturamento';

/** /faturamento/cotas: several contemplated car quotas: which ones go into this billing (this one always). */
export default function Cotas() {
  const sessao = useSessao();
  const idCota = sessao?.idCotaPadrao ?? 0;
  const validacao = useValidacaoFaturamento();
  const [escolhidas, setEscolhidas] = useState<number[]>([]);
  const navegar = useNavigate();
  const continuar = () => {
    const cotas = [idCota, ...escolhidas];
    guardarEscolhas(idCota, { cotas, quantidadeBens: 1 });
    void navegar(cotas.length > 1 ? c.bens : c.digitaloumanual);
  };
  return (
    <TelaFaturamento
      titulo="Quais cotas você vai usar?"
      descricao="Você tem mais de uma cota de automóvel contemplada."
      voltar={{ para: c.novoseminovo, rotulo: 'Voltar' }}
      acao={<Button onClick={continuar}>Continuar</Button>}
    >
      {!validacao.data ? (
        <Skeleton className="h-14 w-full" />
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-[0.9375rem] font-semibold text-tinta">Cotas contempladas</legend>
          <label className="flex min-h-14 items-center gap-3 rounded-2xl bg-primaria/5 px-4 ring-2 ring-primaria">
            <input type="checkbox" checked disabled className="size-5 accent-[var(--color-primaria)]" />
            <span className="font-semibold text-tinta">
              Esta cota{' '}
              {sessao?.cotaPadrao && (
                <span className="tabular">
                  {padGrupo(sessao.cotaPadrao.grupo)}/{padCota(sessao.cotaPadrao.cota)}
                </span>
              )}
            </span>
          </label>
          {validacao.data.cotasContempladas.map((q) => (
            <label
              key={q.idCota}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl px-4 ring-1 ring-borda-forte"
            >
              <input
                type="checkbox"
                className="size-5"
                checked={escolhidas.includes(q.idCota)}
                onChange={(e) =>
                  setEscolhidas((atual) =>
                    e.target.checked ? [...atual, q.idCota] : atual.filter((id) => id !== q.idCota),
                  )
                }
              />
              <span className="tabular font-semibold text-tinta">
                Cota {padGrupo(q.grupo)}/{padCota(q.cota)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <Texto>Usar mais de uma cota para o mesmo faturamento é feito com um atendente.</Texto>
    </TelaFaturamento>
  );
}
