import {
  filtrarCotas,
  filtrosSorteio,
  filtrosTipo,
  type Cota,
  type FiltroSorteio,
  type FiltroTipo,
} from '@portal/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterChips } from '@/components/filter-chips';
import { PARAM_VOLTAR_PARA } from './voltar-para';

export interface Filtro {
  tipo: FiltroTipo;
  sorteio: FiltroSorteio;
}

/** Type chips and drawn / not-drawn switch; each option shows how many quotas it would leave. */
export function FiltrosCotas({
  cotas,
  filtro,
  hoje,
  onChange,
}: {
  cotas: readonly Cota[];
  filtro: Filtro;
  hoje: string;
  onChange: (f: Filtro) => void;
}) {
  const opcoesTipo = filtrosTipo.map((f) => ({
    ...f,
    contagem: filtrarCotas(cotas, { ...filtro, tipo: f.valor }, hoje).length,
  }));
  const opcoesSorteio = filtrosSorteio.map((f) => ({
    ...f,
    contagem: filtrarCotas(cotas, { ...filtro, sorteio: f.valor }, hoje).length,
  }));
  return (
    <div className="flex flex-col gap-5">
      <FilterChips
        legenda="Tipo de bem"
        opcoes={opcoesTipo}
        valor={filtro.tipo}
        onChange={(tipo) => onChange({ ...filtro, tipo })}
      />
      <FilterChips
        legenda="Contemplação"
        opcoes={opcoesSorteio}
        valor={filtro.sorteio}
        onChange={(sorteio) => onChange({ ...filtro, sorteio })}
      />
    </div>
  );
}

function lerFiltro(params: URLSearchParams): Filtro {
  const tipo = filtrosTipo.find((f) => f.valor === params.get('tipo'))?.valor ?? 'todas';
  const sorteio = filtrosSorteio.find((f) => f.valor === params.get('sorteio'))?.valor ?? 'todas';
  return { tipo, sorteio };
}

function filtroParaParams(f: Filtro): URLSearchParams {
  return new URLSearchParams({
    ...(f.tipo !== 'todas' ? { tipo: f.tipo } : {}),
    ...(f.sorteio !== 'todas' ? { sorteio: f.sorteio } : {}),
  });
}

/**
 * The filter lives in the URL (shareable, survives a reload, home links to ?sorteio=contempladas), but the
 * radios answer from local state at once: router navigations are async, and a controlled radio would
 * flicker back until the URL caught up.
 */
export function useFiltroNaUrl(): [Filtro, (f: Filtro) => void] {
  const [params, setParams] = useSearchParams();
  const url = params.toString();
  const [estado, setEstado] = useState(() => ({ urlVista: url, filtro: lerFiltro(params) }));
  let atual = estado;
  if (estado.urlVista !== url) {
    // The URL moved (our own update landing, a link, back/forward): it is the truth again.
    atual = { urlVista: url, filtro: lerFiltro(params) };
    setEstado(atual);
  }
  const definir = (filtro: Filtro) => {
    setEstado((e) => ({ ...e, filtro }));
    const novos = filtroParaParams(filtro);
    // The return address survives a filter change.
    const volta = params.get(PARAM_VOLTAR_PARA);
    if (volta !== null) novos.set(PARAM_VOLTAR_PARA, volta);
    setParams(novos, { replace: true });
  };
  return [atual.filtro, definir];
}
