import {
  FASES,
  OPCOES_ANALISTA,
  ROTULOS_TIPO_CASO,
  STATUS_CASO,
  TIPOS_CASO,
  type CodigoFase,
  type TipoCaso,
} from '@portal/domain';
import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';

const tipos = Object.values(TIPOS_CASO)
  .map((t) => ({ valor: t, rotulo: ROTULOS_TIPO_CASO[t] }))
  .sort((a, b) => a.rotulo.localeCompare(b.rotulo, 'pt-BR'));

// The API filters on the stored labels ('Em Andamento', 'Atualização Obrigatória').
const status = Object.values(STATUS_CASO).map((s) => ({ valor: s, rotulo: s }));

function fasesDo(tipo: TipoCaso | undefined) {
  const codigos = tipo ? OPCOES_ANALISTA[tipo].fases : (Object.keys(FASES) as CodigoFase[]);
  const rotulos = [...new Set(codigos.map((c) => FASES[c]))];
  return rotulos.sort((a, b) => a.localeCompare(b, 'pt-BR')).map((r) => ({ valor: r, rotulo: r }));
}

/** The queue's filters as the URL holds them (GET /operador/v1/casos takes them as its query). */
export interface FiltroFila {
  tipo?: TipoCaso;
  /** The phase label as stored ('Atualização Obrigatória'): the API matches it exactly. */
  fase?: string;
  /** The status label as stored ('Em Andamento'). */
  status?: string;
  /** Case number, CPF/CNPJ (masked or not), customer name or 'grupo/cota'. */
  busca?: string;
  page: number;
}

export function lerFiltro(params: URLSearchParams): FiltroFila {
  const tipo = params.get('tipo');
  const page = Number(params.get('page') ?? '1');
  return {
    tipo: tipo && (Object.values(TIPOS_CASO) as string[]).includes(tipo) ? (tipo as TipoCaso) : undefined,
    fase: params.get('fase') || undefined,
    status: params.get('status') || undefined,
    busca: params.get('busca')?.trim() || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function filtroComoParams(f: FiltroFila): Record<string, string> {
  const p: Record<string, string> = {};
  if (f.tipo) p.tipo = f.tipo;
  if (f.fase) p.fase = f.fase;
  if (f.status) p.status = f.status;
  if (f.busca) p.busca = f.busca;
  if (f.page > 1) p.page = String(f.page);
  return p;
}

/**
 * The queue's filters: search (case number, CPF/CNPJ, name or 'grupo/cota'), type, status and phase, from the
 * domain's lists; with a type chosen, only that type's phases are offered.
 */
export function FiltrosFila({ filtro, onChange }: { filtro: FiltroFila; onChange: (f: FiltroFila) => void }) {
  const [busca, setBusca] = useState(filtro.busca ?? '');
  const fases = fasesDo(filtro.tipo);
  const algum = Boolean(filtro.tipo || filtro.fase || filtro.status || filtro.busca);

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...filtro, busca: busca.trim() || undefined, page: 1 });
  };

  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-superficie p-4 shadow-cartao ring-1 ring-borda/70 sm:p-5">
      <form role="search" onSubmit={buscar} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Buscar"
          type="search"
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
          placeholder="Nº do caso, CPF/CNPJ, nome ou grupo/cota (1010/141)"
          containerClassName="flex-1"
          compacto
          spellCheck={false}
        />
        <Button type="submit" size="sm" icon={<Search className="size-4" aria-hidden="true" />}>
          Buscar
        </Button>
      </form>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Tipo"
          compacto
          vazio="Todos os tipos"
          opcoes={tipos}
          value={filtro.tipo ?? ''}
          onChange={(e) => {
            const tipo = (e.target.value || undefined) as TipoCaso | undefined;
            // A phase of another type would hide everything: it goes with the type change.
            const fase =
              filtro.fase && fasesDo(tipo).some((f) => f.valor === filtro.fase) ? filtro.fase : undefined;
            onChange({ ...filtro, tipo, fase, page: 1 });
          }}
        />
        <SelectField
          label="Status"
          compacto
          vazio="Todos os status"
          opcoes={status}
          value={filtro.status ?? ''}
          onChange={(e) => onChange({ ...filtro, status: e.target.value || undefined, page: 1 })}
        />
        <SelectField
          label="Fase"
          compacto
          vazio="Todas as fases"
          opcoes={fases}
          value={filtro.fase ?? ''}
          onChange={(e) => onChange({ ...filtro, fase: e.target.value || undefined, page: 1 })}
        />
      </div>
      {algum && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          icon={<X className="size-4" aria-hidden="true" />}
          onClick={() => {
            setBusca('');
            onChange({ page: 1 });
          }}
        >
          Limpar filtros
        </Button>
      )}
    </div>
  );
}
