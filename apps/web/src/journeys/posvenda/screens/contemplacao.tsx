import { Trophy } from 'lucide-react';
import { useState } from 'react';
import {
  Continuar,
  ErroDoEnvio,
  Etapa,
  SimOuNao,
  TelaPosVenda,
  Texto,
  useAvancar,
  voltarDe,
} from '../components/tela';

/** /pos-venda/contemplacao: how contemplation works, and the clarity question (no → a call-back). */
export default function Contemplacao() {
  const { enviar, erro, enviando } = useAvancar('contemplacao');
  const [entendeu, setEntendeu] = useState<boolean | null>(null);
  const [erroCampo, setErroCampo] = useState<string>();
  return (
    <Etapa passo="contemplacao">
      {() => (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (entendeu === null) return setErroCampo('Responda se ficou claro.');
            setErroCampo(undefined);
            enviar({ passo: 'contemplacao', entendeu });
          }}
        >
          <TelaPosVenda
            passo="contemplacao"
            titulo="Como funciona a contemplação"
            icone={Trophy}
            voltar={voltarDe('contemplacao')}
            acao={<Continuar enviando={enviando} />}
          >
            <Texto>
              Todo mês, na assembleia do grupo, cotas são contempladas por sorteio e por lance. Não há data
              garantida para a sua contemplação: ela depende do sorteio ou de um lance vencedor.
            </Texto>
            <Texto>
              Para receber o crédito, a cota precisa estar em dia, e o crédito passa por uma análise de
              documentos e de crédito.
            </Texto>
            <SimOuNao
              legenda="Ficou claro como funciona a contemplação?"
              valor={entendeu}
              onChange={setEntendeu}
              erro={erroCampo}
            />
            <ErroDoEnvio erro={erro} />
          </TelaPosVenda>
        </form>
      )}
    </Etapa>
  );
}
