import { dataIsoParaBr } from '@portal/domain';
import { Money } from '@/components/money';
import { Skeleton } from '@/components/skeleton';
import { Fatos, Texto } from '../components/fatos';
import { PassoDoFluxo } from '../components/passo-do-fluxo';
import { useValorDisponivel } from '../use-situacao-contemplacao';

function Valores({ idCota }: { idCota: number }) {
  const valor = useValorDisponivel(idCota, true);
  if (valor.isError)
    return <Texto>Não foi possível consultar o crédito agora. Tente novamente em instantes.</Texto>;
  if (!valor.data) return <Skeleton className="h-36 w-full rounded-xl" />;
  return (
    <Fatos
      itens={[
        { termo: 'Valor do crédito', valor: <Money centavos={valor.data.valorCredito} /> },
        { termo: 'Lance embutido', valor: <Money centavos={valor.data.valorEmbutido} /> },
        { termo: 'Crédito disponível', valor: <Money centavos={valor.data.valorDisponivel} /> },
      ]}
    />
  );
}

/** /contemplado/oferta (OfferConfirmation, the flow's initial step): the credit the contemplation gives. */
export default function Oferta() {
  return (
    <PassoDoFluxo
      etapa="OfferConfirmation"
      titulo="Confirme sua oferta"
      descricao="Este é o crédito da sua contemplação."
      rotuloContinuar="Confirmar e continuar"
    >
      {(s, idCota) => (
        <>
          <Texto>
            {s.porSorteio
              ? 'Sua cota foi contemplada por sorteio em '
              : 'Seu lance foi vencedor e a cota foi contemplada em '}
            <span className="tabular font-semibold text-tinta">
              {s.dataContemplacao && dataIsoParaBr(s.dataContemplacao)}
            </span>
            . Quando há lance embutido, essa parte sai do crédito e o restante fica disponível para o bem.
          </Texto>
          <Valores idCota={idCota} />
        </>
      )}
    </PassoDoFluxo>
  );
}
