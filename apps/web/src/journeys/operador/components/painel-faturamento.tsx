import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api';

/** An analyst's action the billing case's phase allows now, as the API lists it. */
export interface AcaoDoPainel {
  acao: string;
  rotulo: string;
  /** What the action needs typed: a number (report, invoice, visit) or a reason the customer reads. */
  pede: 'numero' | 'motivo' | null;
}

/**
 * A billing case in the back-office (0 km, used vehicle): what the customer recorded, then the analyst's actions
 * of the phase, each with its text field when it needs one. The caller runs the action and owns the data.
 */
export function PainelDeFaturamento({
  id,
  titulo,
  itens,
  acoes,
  executando,
  erro,
  aoExecutar,
  children,
}: {
  id: string;
  titulo: string;
  itens: readonly (readonly [string, string])[];
  acoes: AcaoDoPainel[];
  /** The action on its way, if any. */
  executando: string | null;
  erro: unknown;
  /** Runs `acao` with what was typed; `limpar` empties its field once it succeeded. */
  aoExecutar: (acao: string, texto: { numero?: string; motivo?: string }, limpar: () => void) => void;
  children?: ReactNode;
}) {
  const [texto, setTexto] = useState<Record<string, string>>({});
  return (
    <Card as="section" aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-lg font-semibold text-tinta">
        {titulo}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {itens.map(([termo, valor]) => (
          <div key={termo}>
            <dt className="text-tinta-suave">{termo}</dt>
            <dd className="font-semibold text-tinta">{valor}</dd>
          </div>
        ))}
      </dl>
      {children}
      {acoes.length === 0 ? (
        <p className="text-sm text-tinta-suave">Nesta fase não há ação do analista no faturamento.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Ações do faturamento">
          {acoes.map((a) => (
            <li key={a.acao} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              {a.pede && (
                <TextField
                  label={
                    a.pede === 'numero'
                      ? `Número (${a.rotulo.toLowerCase()})`
                      : `Motivo (${a.rotulo.toLowerCase()})`
                  }
                  value={texto[a.acao] ?? ''}
                  onChange={(e) => setTexto((x) => ({ ...x, [a.acao]: e.target.value }))}
                  containerClassName="flex-1"
                />
              )}
              <Button
                variant={a.pede ? 'secondary' : 'primary'}
                loading={executando === a.acao}
                onClick={() =>
                  aoExecutar(
                    a.acao,
                    {
                      ...(a.pede === 'numero' && { numero: texto[a.acao] }),
                      ...(a.pede === 'motivo' && { motivo: texto[a.acao] }),
                    },
                    () => setTexto((x) => ({ ...x, [a.acao]: '' })),
                  )
                }
              >
                {a.rotulo}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {erro !== null && erro !== undefined && (
        <Alert tone="perigo" titulo="Não foi possível concluir">
          {erro instanceof ApiError ? erro.mensagem : 'Tente novamente em instantes.'}
        </Alert>
      )}
    </Card>
  );
}
