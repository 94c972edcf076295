import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Field, inputClasses } from '@/components/field';
import { useCidades } from '../use-enderecos';

/** At most this many matches are listed: typing narrows the rest. */
const VISIVEIS = 50;

/** Compared as people type: no case, no accents. */
const chave = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

interface SeletorDeCidadeProps {
  uf: string;
  idCidade: number | null;
  onChange: (idCidade: number | null) => void;
  error?: string;
}

/**
 * The city picker (03 §7 GET buscas/cidades?uf=): a searchable combobox over the state's IBGE municipalities.
 * The ARIA 1.2 combobox pattern: the input keeps focus, the arrows move the active option, Enter picks it,
 * Escape closes the list.
 */
export function SeletorDeCidade({ uf, idCidade, onChange, error }: SeletorDeCidadeProps) {
  const cidades = useCidades(uf || undefined);
  const lista = useMemo(() => cidades.data?.data ?? [], [cidades.data]);
  const escolhida = lista.find((c) => c.idCidade === idCidade) ?? null;
  const [texto, setTexto] = useState<string | null>(null);
  const [aberta, setAberta] = useState(false);
  const [ativa, setAtiva] = useState(0);
  const idLista = useId();
  const busca = chave(texto ?? '');
  const opcoes = useMemo(() => {
    if (!busca) return lista.slice(0, VISIVEIS);
    const comeca = lista.filter((c) => chave(c.nome).startsWith(busca));
    const contem = lista.filter((c) => !chave(c.nome).startsWith(busca) && chave(c.nome).includes(busca));
    return [...comeca, ...contem].slice(0, VISIVEIS);
  }, [lista, busca]);

  const escolher = (id: number) => {
    onChange(id);
    setTexto(null);
    setAberta(false);
  };

  const aoTeclar = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setAberta(true);
      const passo = e.key === 'ArrowDown' ? 1 : -1;
      setAtiva((a) => Math.min(Math.max(a + passo, 0), Math.max(opcoes.length - 1, 0)));
    } else if (e.key === 'Enter' && aberta) {
      e.preventDefault();
      const opcao = opcoes[ativa];
      if (opcao) escolher(opcao.idCidade);
    } else if (e.key === 'Escape') {
      setAberta(false);
      setTexto(null);
    }
  };

  const dica = !uf
    ? 'Escolha o estado primeiro.'
    : cidades.isPending
      ? 'Carregando as cidades…'
      : 'Digite para buscar a cidade.';

  return (
    <Field label="Cidade" hint={dica} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={aberta && opcoes.length > 0}
            aria-controls={idLista}
            aria-activedescendant={
              aberta && opcoes[ativa] ? `${idLista}-${opcoes[ativa].idCidade}` : undefined
            }
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            autoComplete="off"
            disabled={!uf || cidades.isPending}
            className={inputClasses(invalid, 'pr-11')}
            value={texto ?? escolhida?.nome ?? ''}
            placeholder={uf ? 'Busque pelo nome' : ''}
            onChange={(e) => {
              setTexto(e.target.value);
              setAtiva(0);
              setAberta(true);
              if (idCidade !== null) onChange(null);
            }}
            onFocus={() => setAberta(true)}
            onBlur={() => {
              setAberta(false);
              setTexto(null);
            }}
            onKeyDown={aoTeclar}
          />
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-tinta-suave"
            aria-hidden="true"
          />
          <ul
            id={idLista}
            role="listbox"
            aria-label={`Cidades de ${uf}`}
            hidden={!aberta || opcoes.length === 0}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-xl border border-borda bg-superficie py-1 shadow-lg"
          >
            {opcoes.map((c, i) => (
              <li
                key={c.idCidade}
                id={`${idLista}-${c.idCidade}`}
                role="option"
                aria-selected={c.idCidade === idCidade}
                className={clsx(
                  'flex cursor-pointer items-center justify-between px-4 py-2.5 text-base text-tinta',
                  i === ativa && 'bg-fundo',
                )}
                // Picked before the input's blur closes the list.
                onMouseDown={(e) => {
                  e.preventDefault();
                  escolher(c.idCidade);
                }}
                onMouseEnter={() => setAtiva(i)}
              >
                {c.nome}
                {c.idCidade === idCidade && (
                  <Check className="size-4 text-primaria-texto" aria-hidden="true" />
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Field>
  );
}
