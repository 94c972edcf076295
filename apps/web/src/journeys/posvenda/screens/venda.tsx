import { BadgeAlert } from 'lucide-react';
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

/** /pos-venda/venda (step 8): the sale-promise question (yes → a call-back). */
export default function Venda() {
  const { enviar, erro, enviando } = useAvancar('venda');
  const [prometeram, setPrometeram] = useState<boolean | null>(null);
  const [erroCampo, setErroCampo] = useState<string>();
  return (
    <Etapa passo="venda">
      {() => (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (prometeram === null) return setErroCampo('Responda se alguém prometeu a contemplação.');
            setErroCampo(undefined);
            enviar({ passo: 'venda', prometeram });
          }}
        >
          <TelaPosVenda
            passo="venda"
            titulo="Sobre a sua compra"
            icone={BadgeAlert}
            voltar={voltarDe('venda')}
            acao={<Continuar enviando={enviando} />}
          >
            <Texto>
              Ninguém pode garantir a data da sua contemplação. Promessas de contemplação imediata ou de carta
              contemplada não fazem parte do contrato.
            </Texto>
            <SimOuNao
              legenda="Na venda, alguém prometeu contemplação garantida ou em data certa?"
              valor={prometeram}
              onChange={setPrometeram}
              erro={erroCampo}
            />
            <ErroDoEnvio erro={erro} />
          </TelaPosVenda>
        </form>
      )}
    </Etapa>
  );
}
