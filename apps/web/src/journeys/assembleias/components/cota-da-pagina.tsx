import { padCota, padGrupo, type Cota } from '@portal/domain';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';

/** Whose assemblies these are: the selected quota, and the way to pick another one. */
export function CotaDaPagina({ cota }: { cota: Cota | null }) {
  if (!cota) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span className="tabular">
        Grupo {padGrupo(cota.grupo)} · Cota {padCota(cota.cota)}
      </span>
      <Link
        to={caminhos.cotas.lista}
        className="inline-flex min-h-11 items-center font-semibold text-primaria-texto underline-offset-4 hover:underline"
      >
        Trocar cota
      </Link>
    </span>
  );
}
