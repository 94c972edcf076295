import type { RespostaBody } from '@portal/domain';
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Continuar, ErroDoEnvio, Etapa, SimOuNao, TelaPosVenda, useAvancar, voltarDe } from './tela';

/**
 * A step that explains something, then asks one yes/no question (the clarity and the sale-promise questions):
 * no answer is refused on the screen; the answer goes as `resposta(sim)`, and the server decides whether it
 * leads to a call-back.
 */
export function PassoComPergunta({
  passo,
  titulo,
  icone,
  legenda,
  semResposta,
  resposta,
  children,
}: {
  passo: 'contemplacao' | 'venda';
  titulo: string;
  icone: LucideIcon;
  legenda: string;
  /** Shown when Continuar is pressed without an answer. */
  semResposta: string;
  resposta: (sim: boolean) => RespostaBody;
  children: ReactNode;
}) {
  const { enviar, erro, enviando } = useAvancar(passo);
  const [valor, setValor] = useState<boolean | null>(null);
  const [erroCampo, setErroCampo] = useState<string>();
  return (
    <Etapa passo={passo}>
      {() => (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (valor === null) return setErroCampo(semResposta);
            setErroCampo(undefined);
            enviar(resposta(valor));
          }}
        >
          <TelaPosVenda
            passo={passo}
            titulo={titulo}
            icone={icone}
            voltar={voltarDe(passo)}
            acao={<Continuar enviando={enviando} />}
          >
            {children}
            <SimOuNao legenda={legenda} valor={valor} onChange={setValor} erro={erroCampo} />
            <ErroDoEnvio erro={erro} />
          </TelaPosVenda>
        </form>
      )}
    </Etapa>
  );
}
