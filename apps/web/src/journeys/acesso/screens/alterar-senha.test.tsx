import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { entrarComo, renderizar, stubApi, type Pedido } from '@/test/render';
import AlterarSenha from './alterar-senha';

let pedidos: Pedido[];
let recusar = false;

beforeEach(() => {
  recusar = false;
  entrarComo({ idCota: 7 });
  pedidos = stubApi({
    'POST /cotas/7/alterar-senha': () =>
      recusar
        ? { status: 400, corpo: { mensagem: 'Senha atual incorreta.' } }
        : { corpo: { mensagem: 'Senha alterada.' } },
  });
});

const atual = () => screen.getByLabelText('Senha atual');
const nova = () => screen.getByLabelText('Nova senha');
const confirmacao = () => screen.getByLabelText('Confirme a nova senha');
const salvar = () => screen.getByRole('button', { name: 'Salvar nova senha' });
const enviados = () => pedidos.filter((p) => p.metodo === 'POST');

describe('Alterar senha: validation messages (spec §5)', () => {
  it('says what is missing on each field and sends nothing', async () => {
    const { usuario } = renderizar(<AlterarSenha />, { rota: '/alterar-senha' });

    await usuario.click(salvar());

    expect(atual()).toHaveAccessibleDescription('Informe a senha atual.');
    expect(nova()).toHaveAccessibleDescription('A senha deve ter exatamente 6 números.');
    expect(atual()).toBeInvalid();
    expect(enviados()).toHaveLength(0);
  });

  it('puts each rule of the new password on the field it is about', async () => {
    const { usuario } = renderizar(<AlterarSenha />, { rota: '/alterar-senha' });
    await usuario.type(atual(), '123456');

    await usuario.type(nova(), '12a456');
    await usuario.click(salvar());
    expect(nova()).toHaveAccessibleDescription('Use somente números.');
    expect(screen.getByText(/Somente números, sem letras ou símbolos/)).toHaveTextContent('(pendente)');

    await usuario.clear(nova());
    await usuario.type(nova(), '123456');
    await usuario.click(salvar());
    expect(nova()).toHaveAccessibleDescription('A nova senha deve ser diferente da senha atual.');

    await usuario.clear(nova());
    await usuario.type(nova(), '654321');
    await usuario.type(confirmacao(), '654320');
    await usuario.click(salvar());
    expect(confirmacao()).toHaveAccessibleDescription('As senhas não conferem.');
    expect(nova()).toBeValid();
    expect(screen.getByText(/Exatamente 6 números/)).toHaveTextContent('(atendido)');
    expect(enviados()).toHaveLength(0);
  });

  it('sends a valid change with the national ID and goes home', async () => {
    const { usuario } = renderizar(<AlterarSenha />, { rota: '/alterar-senha' });

    await usuario.type(atual(), '123456');
    await usuario.type(nova(), '654321');
    await usuario.type(confirmacao(), '654321');
    await usuario.click(salvar());

    await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent(/^\/home$/));
    expect(enviados().map((p) => p.corpo)).toEqual([
      { senhaAtual: '123456', novaSenha: '654321', inscricaoNacional: '52998224725' },
    ]);
    expect(await screen.findByText('Senha alterada com sucesso.')).toBeInTheDocument();
  });

  it("shows the server's refusal and clears the current password to be typed again", async () => {
    recusar = true;
    const { usuario } = renderizar(<AlterarSenha />, { rota: '/alterar-senha' });

    await usuario.type(atual(), '111111');
    await usuario.type(nova(), '654321');
    await usuario.type(confirmacao(), '654321');
    await usuario.click(salvar());

    expect(await screen.findByRole('alert')).toHaveTextContent('Senha atual incorreta.');
    expect(atual()).toHaveValue('');
    expect(atual()).toHaveFocus();
    expect(screen.getByTestId('local')).toHaveTextContent('/alterar-senha');
  });
});
