import { TIPOS_RENDA, type TipoRenda } from '@portal/domain';
import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { SelectField } from '@/components/select-field';
import { Continuar, ErroDoEnvio, Etapa, TelaPosVenda, Texto, useAvancar, voltarDe } from '../components/tela';

const OPCOES = Object.entries(TIPOS_RENDA).map(([valor, rotulo]) => ({ valor, rotulo }));

/** /pos-venda/validar-renda: the kind of income (03 §9 income types); the amount stays optional (03 §5). */
export default function ValidarRenda() {
  const { enviar, erro, enviando } = useAvancar('validar-renda');
  const [tipo, setTipo] = useState('');
  const [erroCampo, setErroCampo] = useState<string>();
  return (
    <Etapa passo="validar-renda">
      {() => (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!tipo) return setErroCampo('Escolha o tipo da sua renda.');
            setErroCampo(undefined);
            enviar({ passo: 'validar-renda', tipoRenda: tipo as TipoRenda });
          }}
        >
          <TelaPosVenda
            passo="validar-renda"
            titulo="Sua renda"
            descricao="Queremos saber se as parcelas cabem no seu orçamento."
            icone={Wallet}
            voltar={voltarDe('validar-renda')}
            acao={<Continuar enviando={enviando} />}
          >
            <SelectField
              label="Qual é a sua principal fonte de renda?"
              opcoes={OPCOES}
              vazio="Escolha uma opção"
              value={tipo}
              onChange={(e) => setTipo(e.target.value)}
              error={erroCampo}
            />
            <Texto>
              Lembre-se: a parcela do consórcio não deve comprometer mais do que 30% da sua renda mensal.
            </Texto>
            <ErroDoEnvio erro={erro} />
          </TelaPosVenda>
        </form>
      )}
    </Etapa>
  );
}
