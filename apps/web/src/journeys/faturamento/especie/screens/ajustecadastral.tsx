import { Link } from 'react-router';
import { caminhos } from '@/app/caminhos';
import { Button } from '@/components/button';
import { Texto } from '../tela';
import { TelaEspecie } from '../components/tela-especie';
import { caminhosFaturamentoEspecie as c } from '../paths';

/**
 * /faturamentoespecie/ajustecadastral: the analyst asked for a registration update (ATUALIZAR_CADASTRO, 02 §2.3
 * "contact-data update and confirmation"): the contacts are updated and confirmed in the profile.
 */
export default function AjusteCadastral() {
  return (
    <TelaEspecie
      titulo="Atualize seu cadastro"
      descricao="Antes de pagar o crédito, precisamos dos seus contatos atualizados."
      voltar={{ para: c.centralcontemplacao, rotulo: 'Voltar' }}
      acao={() => (
        <Button asChild>
          <Link to={caminhos.perfil.emailTelefone}>Atualizar e-mail e telefone</Link>
        </Button>
      )}
    >
      {(s) => (
        <>
          <Texto>
            Confira seu e-mail e seu celular e confirme com o código que enviamos. Depois da confirmação, a
            análise do seu crédito em espécie continua.
          </Texto>
          {s.respostaAnalista && <Texto>Recado da análise: {s.respostaAnalista}</Texto>}
        </>
      )}
    </TelaEspecie>
  );
}
