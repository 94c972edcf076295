import type { ResultadoRetornoPagamentos } from '@portal/domain';
import type { Ref } from 'react';
import { Alert } from '@/components/alert';
import { Badge, type BadgeTone } from '@/components/badge';
import { Card } from '@/components/card';
import { Money } from '@/components/money';

const EFEITOS: Record<
  ResultadoRetornoPagamentos['linhas'][number]['efeito'],
  { rotulo: string; tom: BadgeTone }
> = {
  pago: { rotulo: 'Pago', tom: 'sucesso' },
  rejeitado: { rotulo: 'Rejeitado', tom: 'perigo' },
  agendado: { rotulo: 'Agendado no banco', tom: 'info' },
  recusado: { rotulo: 'Não aplicado', tom: 'alerta' },
};

/** What the bank's return did, line by line: every segment A is accounted for. */
export function RelatorioRetornoPagamentos({
  resultado,
  refTitulo,
}: {
  resultado: ResultadoRetornoPagamentos;
  refTitulo: Ref<HTMLHeadingElement>;
}) {
  return (
    <Card as="section" aria-labelledby="titulo-relatorio-pagamentos" className="min-w-0 sm:p-6">
      <h3
        id="titulo-relatorio-pagamentos"
        ref={refTitulo}
        tabIndex={-1}
        className="text-base font-semibold text-tinta focus:outline-none"
      >
        Resultado de {resultado.nomeArquivo}
      </h3>
      {resultado.jaImportado && (
        <Alert tone="info" titulo="Arquivo já importado" className="mt-3">
          Este retorno já tinha sido importado. Nada foi alterado; este é o resultado da primeira importação.
        </Alert>
      )}
      {!resultado.aplicado && (
        <Alert tone="perigo" titulo="Nada foi aplicado" className="mt-3">
          O arquivo tem linhas que não puderam ser lidas. Corrija-o ou peça ao banco um novo arquivo.
          <ul className="mt-2 list-disc pl-5">
            {resultado.erros.map((e) => (
              <li key={`${e.linha}-${e.motivo}`}>{e.motivo}</li>
            ))}
          </ul>
        </Alert>
      )}
      {resultado.linhas.length > 0 && (
        <ul className="mt-4 divide-y divide-borda/70">
          {resultado.linhas.map((l) => (
            <li key={l.linha} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="text-sm font-medium text-tinta">
                  Linha {l.linha} · repasse {l.seuNumero}
                  {l.numeroCaso ? ` · caso ${l.numeroCaso}` : ''}
                </p>
                {l.motivo && <p className="text-sm text-tinta-suave">{l.motivo}</p>}
              </div>
              <div className="flex items-center gap-3">
                <Money centavos={l.valorCentavos} className="text-sm text-tinta" />
                <Badge tone={EFEITOS[l.efeito].tom}>{EFEITOS[l.efeito].rotulo}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
