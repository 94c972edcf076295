import {
  conferirPublicacao,
  verificarResultado,
  type ConjuntoCongelado,
  type EntradaApuracao,
  type ResultadoApuracao,
  type Verificacao,
} from '@portal/domain';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';

/** The result's fields, as a member would name them, for when a recomputation disagrees. */
const CAMPOS: Record<string, string> = {
  algarismosUsados: 'Algarismos usados do prêmio',
  numeroReferencia: 'Número de referência dos lances',
  sorteios: 'Números sorteados',
  contempladas: 'Cotas contempladas',
  faixaLances: 'Faixa dos lances vencedores',
  lancesEncerrados: 'Lances não contemplados',
  fundosUtilizados: 'Recursos utilizados',
  fundosRestantes: 'Recursos restantes',
  limitadoPorFundos: 'Limite de recursos',
};

function contempladas(n: number): string {
  if (n === 0) return 'à mesma ausência de cotas contempladas';
  return n === 1 ? 'à mesma cota contemplada' : `às mesmas ${n} cotas contempladas`;
}

function descreverDiferenca(campo: string): string {
  if (campo.startsWith('entrada: ')) return `Dados de entrada inválidos: ${campo.slice('entrada: '.length)}`;
  return CAMPOS[campo] ?? campo;
}

/** When the list was frozen, in São Paulo time ("19/12/2026, 00:00"). */
const quando = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  });

type Conferencia = Pick<Verificacao, 'diferencas'> & { confere: boolean; quantas: number };

/** The frozen list must match its hash and be the list the input used (ADR 0018); then the recomputation. */
async function conferir(
  conjunto: ConjuntoCongelado | null,
  entrada: EntradaApuracao,
  resultado: ResultadoApuracao,
): Promise<Conferencia> {
  const quantas = resultado.contempladas.length;
  if (!conjunto) {
    const v = verificarResultado(entrada, resultado);
    return { confere: v.confere, diferencas: v.diferencas, quantas };
  }
  const c = await conferirPublicacao({ conjunto, entrada, resultado });
  const diferencas = [
    ...(c.hashConfere ? [] : ['A lista de cotas aptas não corresponde ao código (hash) publicado']),
    ...(c.usouOConjunto ? [] : ['A apuração não usou a lista de cotas aptas congelada']),
    ...c.diferencas,
  ];
  return { confere: diferencas.length === 0 && c.resultadoConfere, diferencas, quantas };
}

/**
 * The reproducibility promise: the browser checks the frozen eligible list against its published SHA-256, runs
 * the same contract rule (the domain's apurar) on it, the Loteria Federal prizes and the bids, and compares its
 * answer with the published result, field by field.
 */
export function ConferirResultado({
  entrada,
  resultado,
  conjunto,
}: {
  entrada: EntradaApuracao;
  resultado: ResultadoApuracao;
  conjunto: ConjuntoCongelado | null;
}) {
  const [verificacao, setVerificacao] = useState<Conferencia | null>(null);
  return (
    <Card as="section" aria-labelledby="titulo-conferir" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span
          className="grid size-11 shrink-0 place-items-center rounded-2xl bg-primaria/10 text-primaria-texto [&_svg]:size-5"
          aria-hidden="true"
        >
          <ShieldCheck />
        </span>
        <div>
          <h2 id="titulo-conferir" className="text-base font-semibold text-tinta">
            Confira você mesmo
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-tinta-suave">
            Com os mesmos dados publicados abaixo, a regra do contrato chega sempre ao mesmo resultado: o seu
            navegador refaz a apuração agora, sem consultar o servidor, e compara com o que foi publicado.
          </p>
          {conjunto && (
            <p className="mt-2 text-sm leading-relaxed text-tinta-suave">
              As {conjunto.cotas.length} cotas aptas foram congeladas em {quando(conjunto.congeladoEm)}, antes
              do sorteio. Código SHA-256 da lista:{' '}
              <code className="font-mono text-xs break-all text-tinta">{conjunto.hash}</code>
            </p>
          )}
        </div>
      </div>
      <Button
        variant="secondary"
        className="self-start"
        icon={<ShieldCheck className="size-4" aria-hidden="true" />}
        onClick={() => void conferir(conjunto, entrada, resultado).then(setVerificacao)}
      >
        Conferir resultado
      </Button>
      <div aria-live="polite">
        {verificacao &&
          (verificacao.confere ? (
            <Alert tone="sucesso" titulo="Resultado conferido: igual ao publicado">
              O seu navegador refez a apuração e chegou aos mesmos números sorteados,{' '}
              {contempladas(verificacao.quantas)} e aos mesmos lances
              {conjunto ? ', a partir da lista de cotas aptas congelada antes do sorteio.' : '.'}
            </Alert>
          ) : (
            <Alert tone="perigo" titulo="O resultado recalculado é diferente do publicado">
              <p>Diferenças encontradas:</p>
              <ul className="mt-1 list-disc pl-5">
                {verificacao.diferencas.map((d) => (
                  <li key={d}>{descreverDiferenca(d)}</li>
                ))}
              </ul>
            </Alert>
          ))}
      </div>
    </Card>
  );
}
