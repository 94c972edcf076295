import { Building, Bus, Car, ChevronRight, Repeat, Tractor, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Texto } from '../components/fatos';
import { PassoDoFluxo } from '../components/passo-do-fluxo';
import { BENS, type Bem } from '../bens';
import { caminhosContemplado } from '../paths';

const ICONES: Record<Bem, typeof Car> = {
  imovel: Building,
  automovel: Car,
  servico: Wrench,
  pesado: Bus,
  equipamento: Tractor,
};

function Opcao({
  para,
  icone: Icone,
  titulo,
  descricao,
}: {
  para: string;
  icone: typeof Car;
  titulo: string;
  descricao: string;
}) {
  return (
    <li>
      <Link
        to={para}
        className="flex min-h-16 items-center gap-4 rounded-2xl p-4 ring-1 ring-borda transition-colors ring-inset hover:bg-primaria/5 hover:ring-primaria"
      >
        <span
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-primaria/10 text-primaria-texto"
          aria-hidden="true"
        >
          <Icone className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-tinta">{titulo}</span>
          <span className="block text-sm text-tinta-suave">{descricao}</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-tinta-suave" aria-hidden="true" />
      </Link>
    </li>
  );
}

/**
 * /contemplado/deseja-faturar (InvoiceSelection, the flow's last step): the asset to bill (property, car,
 * service, heavy vehicle, equipment) or another quota's credit; billing takes over from the chosen asset.
 */
export default function DesejaFaturar() {
  return (
    <PassoDoFluxo
      etapa="InvoiceSelection"
      titulo="Como você quer usar o crédito?"
      descricao="Escolha o bem. Depois disso, o faturamento é com a gente."
    >
      {(s) => (
        <>
          {s.tela !== 'resultado-crivo' && (
            <Alert tone="info" titulo="Disponível depois da aprovação">
              A escolha do bem é liberada quando a análise de crédito for aprovada. Você já pode conhecer as
              opções.
            </Alert>
          )}
          <nav aria-label="Bens">
            <ul className="grid gap-3 sm:grid-cols-2">
              {(Object.keys(BENS) as Bem[]).map((bem) => (
                <Opcao
                  key={bem}
                  para={BENS[bem].caminho}
                  icone={ICONES[bem]}
                  titulo={BENS[bem].nome}
                  descricao={BENS[bem].descricao}
                />
              ))}
            </ul>
          </nav>
          <Texto>Tem outra cota contemplada e prefere usar o crédito dela?</Texto>
          <ul>
            <Opcao
              para={caminhosContemplado.outraCota}
              icone={Repeat}
              titulo="Usar outra cota"
              descricao="Escolha outra cota contemplada"
            />
          </ul>
        </>
      )}
    </PassoDoFluxo>
  );
}
