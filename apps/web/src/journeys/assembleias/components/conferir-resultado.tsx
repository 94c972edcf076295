import {
  verificarResultado,
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

/**
 * The reproducibility promise: the browser runs the same contract rule (the domain's apurarAssembleia) on the
 * published inputs and compares its answer with the published result, field by field.
 */
export function ConferirResultado({
  entrada,
  resultado,
}: {
  entrada: EntradaApuracao;
  resultado: ResultadoApuracao;
}) {
  const [verificacao, setVerificacao] = useState<Verificacao | null>(null);
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
        </div>
      </div>
      <Button
        variant="secondary"
        className="self-start"
        icon={<ShieldCheck className="size-4" aria-hidden="true" />}
        onClick={() => setVerificacao(verificarResultado(entrada, resultado))}
      >
        Conferir resultado
      </Button>
      <div aria-live="polite">
        {verificacao &&
          (verificacao.confere ? (
            <Alert tone="sucesso" titulo="Resultado conferido: igual ao publicado">
              O seu navegador refez a apuração e chegou aos mesmos números sorteados,{' '}
              {contempladas(verificacao.recalculado?.contempladas.length ?? 0)} e aos mesmos lances.
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
