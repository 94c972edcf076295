import { mascaraTelefone } from '@portal/domain';
import { MessageSquareLock } from 'lucide-react';
import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { Etapa, TelaPosVenda, Texto } from '../components/tela';
import { caminhosPosVenda as c } from '../paths';
import { useCadastro } from '../use-cadastro';

/**
 * /pos-venda/dados-cadastrais-token: after editing, where the SMS code went. A change not yet confirmed with its
 * code is finished in the profile's token screens; confirmed ones show in the data to confirm.
 */
export default function DadosCadastraisToken() {
  const cadastro = useCadastro();
  const celular = cadastro.data?.telefones.find((t) => t.idTipoTelefone === 3)?.telefone;
  return (
    <Etapa passo="edicao">
      {() => (
        <TelaPosVenda
          titulo="Confirmação por SMS"
          descricao="Alterações de e-mail e telefone só valem depois de confirmadas com o código que enviamos por SMS."
          icone={MessageSquareLock}
          voltar={{ para: c.dadosCadastraisEdicao, rotulo: 'Voltar' }}
          acao={
            <Button asChild>
              <Link to={c.dadosCadastrais}>Conferir meus dados</Link>
            </Button>
          }
        >
          <Texto>
            {celular
              ? `O código vai para o celular ${mascaraTelefone(celular)}. `
              : 'O código vai para o seu celular cadastrado. '}
            Se você ainda não digitou o código, conclua a confirmação antes de seguir.
          </Texto>
          <div>
            <Button asChild variant="secondary">
              <Link to={caminhos.perfil.token}>Digitar o código</Link>
            </Button>
          </div>
        </TelaPosVenda>
      )}
    </Etapa>
  );
}
