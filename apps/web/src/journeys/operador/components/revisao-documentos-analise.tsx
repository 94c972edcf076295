import {
  RESULTADOS_DOCUMENTO,
  ROTULOS_RESULTADO_DOCUMENTO,
  type AnaliseContemplacao,
  type ResultadoDocumento,
} from '@portal/domain';
import { clsx } from 'clsx';
import { Check, History } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Skeleton } from '@/components/skeleton';
import { useDocumentosDoCaso } from '../use-documentos-do-caso';
import { DocumentoInline } from './revisao-cadastral';

export type Veredictos = Record<string, ResultadoDocumento | ''>;

const OPCOES = RESULTADOS_DOCUMENTO.map((valor) => ({
  valor,
  rotulo: valor === 'aprovado' ? 'Aprovar' : ROTULOS_RESULTADO_DOCUMENTO[valor],
}));

/** The four verdicts as native radios in a 2×2 grid: they fit a narrow document card without cutting a word. */
function Veredicto({
  legenda,
  valor,
  onChange,
}: {
  legenda: string;
  valor: ResultadoDocumento | '';
  onChange: (r: ResultadoDocumento) => void;
}) {
  const nome = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{legenda}</legend>
      <div className="grid grid-cols-2 gap-2">
        {OPCOES.map((o) => {
          const ativo = o.valor === valor;
          const aprovado = o.valor === 'aprovado';
          return (
            <label
              key={o.valor}
              className={clsx(
                'relative flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold ring-1 transition-colors ring-inset',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primaria',
                ativo && aprovado && 'bg-sucesso-fundo text-sucesso ring-sucesso/40',
                ativo && !aprovado && 'bg-perigo-fundo text-perigo ring-perigo/40',
                !ativo && 'bg-superficie text-tinta-suave ring-borda hover:text-tinta',
              )}
            >
              <input
                type="radio"
                name={nome}
                value={o.valor}
                checked={ativo}
                onChange={() => onChange(o.valor)}
                className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-xl opacity-0"
              />
              {ativo && <Check className="size-4" aria-hidden="true" />}
              {o.rotulo}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const TOM = { aprovado: 'sucesso', ilegivel: 'perigo', incompleto: 'alerta', incorreto: 'perigo' } as const;

/** A company's sections, in the customer's order (ADR 0036); a person's documents: one untitled group. */
const ORDEM_GRUPOS = ['Empresa', 'Sócio majoritário', 'Sócios administradores', 'Novo sócio'];
function gruposDaRevisao<D extends { grupo: string | null }>(
  documentos: readonly D[],
): { titulo: string | null; documentos: D[] }[] {
  const grupos: { titulo: string | null; documentos: D[] }[] = [];
  for (const d of documentos) {
    const g = grupos.find((x) => x.titulo === d.grupo);
    if (g) g.documentos.push(d);
    else grupos.push({ titulo: d.grupo, documentos: [d] });
  }
  const posicao = (t: string | null) => (t === null ? -1 : ORDEM_GRUPOS.indexOf(t) + 1 || 99);
  return grupos.sort((a, b) => posicao(a.titulo) - posicao(b.titulo));
}

/**
 * Each file the customer sent, inline, with the analyst's verdict on it: approve, or illegible, incomplete or
 * incorrect. A refused file the customer has since re-sent is listed apart: the new one is the one judged.
 */
export function RevisaoDocumentosAnalise({
  analise,
  veredictos,
  onChange,
  editavel,
}: {
  analise: AnaliseContemplacao;
  veredictos: Veredictos;
  onChange: (id: string, resultado: ResultadoDocumento) => void;
  editavel: boolean;
}) {
  const numero = analise.CaseNumber;
  const arquivos = useDocumentosDoCaso(numero);
  const vigentes = analise.documentos.filter((d) => !d.substituido);
  const substituidos = analise.documentos.filter((d) => d.substituido);
  const arquivoDe = (id: string) => arquivos.data?.documentos.find((a) => a.id === id);

  return (
    <section aria-labelledby="titulo-documentos-analise">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="titulo-documentos-analise" className="text-base font-semibold text-tinta">
          Documentos enviados{' '}
          <span className="tabular font-normal text-tinta-suave">({vigentes.length})</span>
        </h2>
        <p className="text-sm text-tinta-suave">
          {vigentes.filter((d) => veredictos[d.id] === 'aprovado').length} de {vigentes.length} aprovados
        </p>
      </div>
      {arquivos.isPending ? (
        <Skeleton className="mt-3 h-72 rounded-2xl" />
      ) : arquivos.isError ? (
        <Alert tone="perigo" role="alert" className="mt-3">
          {arquivos.error.message}
        </Alert>
      ) : vigentes.length === 0 ? (
        <p className="mt-2 text-sm text-tinta-suave">O cliente ainda não enviou documentos nesta análise.</p>
      ) : (
        gruposDaRevisao(vigentes).map((g, i) => (
          <div key={g.titulo ?? 'documentos'} className="mt-3">
            {g.titulo && (
              <h3
                id={`grupo-analise-${i}`}
                className="mb-2 text-sm font-semibold tracking-wide text-tinta-suave uppercase"
              >
                {g.titulo}
              </h3>
            )}
            <ul
              className="grid gap-4 sm:grid-cols-2"
              aria-labelledby={g.titulo ? `grupo-analise-${i}` : undefined}
            >
              {g.documentos.map((d) => {
                const arquivo = arquivoDe(d.id);
                if (!arquivo) return null;
                const valor = veredictos[d.id] ?? '';
                const nome = d.socio ? `${d.descricao} de ${d.socio}` : d.descricao;
                return (
                  <DocumentoInline key={d.id} numero={numero} documento={arquivo}>
                    <div className="flex flex-col gap-2 border-t border-borda bg-fundo/60 px-4 py-3">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="min-w-0 text-sm font-semibold text-tinta">
                          {d.socio && <span className="block font-normal text-tinta-suave">{d.socio}</span>}
                          {d.descricao}
                        </p>
                        {d.resultado && (
                          <Badge tone={TOM[d.resultado]}>
                            Antes: {ROTULOS_RESULTADO_DOCUMENTO[d.resultado]}
                          </Badge>
                        )}
                      </div>
                      {editavel ? (
                        <Veredicto
                          legenda={`Revisão: ${nome} (${arquivo.nome})`}
                          valor={valor}
                          onChange={(r) => onChange(d.id, r)}
                        />
                      ) : (
                        <p className="text-sm text-tinta-suave">
                          {d.resultado ? ROTULOS_RESULTADO_DOCUMENTO[d.resultado] : 'Não revisado'}
                        </p>
                      )}
                    </div>
                  </DocumentoInline>
                );
              })}
            </ul>
          </div>
        ))
      )}
      {substituidos.length > 0 && (
        <div className="mt-4 rounded-2xl border border-borda bg-superficie px-4 py-3">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-tinta">
            <History className="size-4 text-tinta-fraca" aria-hidden="true" />
            Substituídos pelo reenvio do cliente
          </h3>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-tinta-suave">
            {substituidos.map((d) => (
              <li key={d.id} className="flex flex-wrap justify-between gap-2">
                <span className="min-w-0 break-words">
                  {d.socio ? `${d.descricao} de ${d.socio}` : d.descricao} ·{' '}
                  {arquivoDe(d.id)?.nome ?? 'arquivo'}
                </span>
                {d.resultado && (
                  <Badge tone={TOM[d.resultado]}>{ROTULOS_RESULTADO_DOCUMENTO[d.resultado]}</Badge>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
