import { motivoDaEscolhaDeCotas } from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { useSessao } from '@/lib/session';
import { TelaFaturamento, Texto } from '../components/tela';
import { guardarEscolhas, lerEscolhas } from '../escolhas';
import { caminhosFaturamento as c } from '../paths';

/** /faturamento/bens: with several quotas, how many vehicles; joining quotas or several assets is manual. */
export default function Bens() {
  const idCota = useSessao()?.idCotaPadrao ?? 0;
  const cotas = lerEscolhas(idCota).cotas ?? [idCota];
  const [bens, setBens] = useState(1);
  const navegar = useNavigate();
  const continuar = () => {
    guardarEscolhas(idCota, { quantidadeBens: bens });
    const motivo = motivoDaEscolhaDeCotas({ cotas: cotas.length, bens });
    void navegar(motivo ? `${c.manual}?motivo=${motivo}` : c.digitaloumanual);
  };
  return (
    <TelaFaturamento
      titulo="Quantos veículos?"
      descricao={`Você escolheu ${cotas.length} cotas.`}
      voltar={{ para: c.cotas, rotulo: 'Voltar' }}
      acao={<Button onClick={continuar}>Continuar</Button>}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-[0.9375rem] font-semibold text-tinta">Quantidade de veículos</legend>
        {Array.from({ length: cotas.length }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className="flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl px-4 ring-1 ring-borda-forte"
          >
            <input
              type="radio"
              name="bens"
              className="size-5"
              checked={bens === n}
              onChange={() => setBens(n)}
            />
            <span className="font-semibold text-tinta">{n === 1 ? 'Um veículo' : `${n} veículos`}</span>
          </label>
        ))}
      </fieldset>
      <Texto>Com mais de uma cota, um atendente conduz o faturamento com você pelo WhatsApp.</Texto>
    </TelaFaturamento>
  );
}
