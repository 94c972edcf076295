import { dataIsoParaBr } from '@portal/domain';
import { PartyPopper } from 'lucide-react';
import { Money } from '@/components/money';
import { Fatos, Texto } from '../components/fatos';
import { PassoDoFluxo } from '../components/passo-do-fluxo';
import { useValorDisponivel } from '../use-situacao-contemplacao';

function Credito({ idCota }: { idCota: number }) {
  const valor = useValorDisponivel(idCota, true);
  return valor.data ? <Money centavos={valor.data.valorCredito} /> : '—';
}

/** /contemplado/sorteio (DrawPresentation): only for a draw (modality starting with S, 02 §9). */
export default function Sorteio() {
  return (
    <PassoDoFluxo
      etapa="DrawPresentation"
      titulo="Sua cota foi sorteada!"
      descricao="Parabéns! Você foi contemplado por sorteio e já pode usar o seu crédito."
    >
      {(s, idCota) => (
        <>
          <div className="flex items-center gap-4">
            <span
              className="grid size-14 shrink-0 place-items-center rounded-2xl bg-sucesso-fundo text-sucesso"
              aria-hidden="true"
            >
              <PartyPopper className="size-7" />
            </span>
            <Texto>
              No sorteio, a contemplação não depende de lance: o crédito é todo seu. Nas próximas etapas você
              confere as condições, envia os documentos e escolhe o bem.
            </Texto>
          </div>
          <Fatos
            itens={[
              { termo: 'Contemplada em', valor: s.dataContemplacao && dataIsoParaBr(s.dataContemplacao) },
              { termo: 'Modalidade', valor: 'Sorteio' },
              { termo: 'Valor do crédito', valor: <Credito idCota={idCota} /> },
            ]}
          />
        </>
      )}
    </PassoDoFluxo>
  );
}
