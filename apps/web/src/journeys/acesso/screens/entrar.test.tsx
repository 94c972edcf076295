import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lembrarDestino } from '@/lib/destino';
import { iniciarSessao } from '@/lib/session';
import { stubApi, tokensDeTeste, type Pedido } from '@/test/render';
import { ContextoDoLogin, type AmbienteDoLogin } from '../components/ambiente-do-login';
import Entrar from './entrar';

/**
 * The login screen as the login island draws it (ADR 0046): no router, no data cache, only its environment.
 * What it asks of that environment is the hand-over to the app: the session to prepare, then where to go.
 */

const TOKENS = tokensDeTeste();

let pedidos: Pedido[];
let resposta: { status?: number; corpo: unknown };

beforeEach(() => {
  resposta = { corpo: TOKENS };
  pedidos = stubApi({ 'POST /login': () => resposta });
});

function desenhar() {
  const ambiente = {
    irPara: vi.fn<AmbienteDoLogin['irPara']>(async () => undefined),
    adiantarSessao: vi.fn(),
    // As the app does: the session is stored, so the next screen is decided from it.
    prepararSessao: vi.fn<AmbienteDoLogin['prepararSessao']>(async (tokens) => void iniciarSessao(tokens)),
    parametros: new URLSearchParams(),
    definirParametros: vi.fn(),
    Ajuda: () => null,
  };
  const usuario = userEvent.setup({ delay: null });
  render(
    <ContextoDoLogin.Provider value={ambiente}>
      <Entrar />
    </ContextoDoLogin.Provider>,
  );
  const entrar = async (senha = '123456') => {
    await usuario.type(screen.getByLabelText('CPF ou CNPJ'), '52998224725');
    await usuario.type(screen.getByLabelText('Senha'), senha);
    await usuario.click(screen.getByRole('button', { name: 'Entrar' }));
  };
  return { ambiente, usuario, entrar };
}

describe('the login screen hands over to the app', () => {
  it('prepares the session, then replaces the login with the pending destination', async () => {
    lembrarDestino('/boletos');
    const { ambiente, entrar } = desenhar();
    await entrar();
    await waitFor(() =>
      expect(ambiente.irPara).toHaveBeenCalledWith('/boletos', {
        substituir: true,
        estado: { doLogin: true },
      }),
    );
    expect(ambiente.adiantarSessao).toHaveBeenCalled();
    expect(ambiente.prepararSessao).toHaveBeenCalledWith(TOKENS);
    expect(pedidos.filter((p) => p.metodo === 'POST')).toHaveLength(1);
  });

  it('sends an expired password to its change first, the destination waiting', async () => {
    lembrarDestino('/boletos');
    resposta = { corpo: { ...TOKENS, perfil: { noAssembleia: false, senhaExpirada: true } } };
    const { ambiente, entrar } = desenhar();
    await entrar();
    await waitFor(() =>
      expect(ambiente.irPara).toHaveBeenCalledWith('/alterarsenha/atual', {
        substituir: true,
        estado: undefined,
      }),
    );
    expect(sessionStorage.getItem('portal.destino-pendente')).toBe('/boletos');
  });

  it("stays on a refused login: the server's message, the password cleared and focused", async () => {
    resposta = { status: 401, corpo: { mensagem: 'CPF/CNPJ ou senha inválidos.' } };
    const { ambiente, entrar } = desenhar();
    await entrar('654321');
    expect(await screen.findByRole('alert')).toHaveTextContent('CPF/CNPJ ou senha inválidos.');
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    expect(screen.getByLabelText('Senha')).toHaveFocus();
    expect(ambiente.prepararSessao).not.toHaveBeenCalled();
    expect(ambiente.irPara).not.toHaveBeenCalled();
  });

  it("'Esqueci minha senha' is a real link, which a plain click follows without reloading the page", async () => {
    const { ambiente, usuario } = desenhar();
    const link = screen.getByRole('link', { name: 'Esqueci minha senha' });
    expect(link).toHaveAttribute('href', '/entrar/esqueciasenha/cpfcnpj');
    await usuario.click(link);
    expect(ambiente.irPara).toHaveBeenCalledWith('/entrar/esqueciasenha/cpfcnpj');
  });
});
