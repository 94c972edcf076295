import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { horarioParaExibir } from '@portal/domain';
import { ApiError } from '@/lib/api';
import { entrarComo, renderizar, stubApi } from '@/test/render';
import { atualizarToken, encerrarAlteracao, iniciarAlteracao, lerAlteracao } from '../alteracao-pendente';
import Enviar from './enviar';
import Inserir from './inserir';
import Validar from './validar';

const ORIGEM = '/perfil/email-telefone';

function Passos() {
  return (
    <Routes>
      <Route path="/perfil/token/enviar" element={<Enviar />} />
      <Route path="/perfil/token/inserir" element={<Inserir />} />
      <Route path="/perfil/token/validar" element={<Validar />} />
      <Route path={ORIGEM} element={<p>Tela de origem</p>} />
      <Route path="/perfil/indisponivel" element={<p>Atualização indisponível</p>} />
    </Routes>
  );
}

const PARAMETROS = {
  tipoPessoa: 'F',
  tamanhoCodigo: 4,
  validadeTokenSegundos: 900,
  esperaReenvioSegundos: 40,
  tentativasCodigo: 5,
  celularParaToken: '(11) *****-4321',
  exigemToken: ['emails'],
  camposEmAnalise: [],
  tiposTelefone: [],
  estadosCivis: [],
  generos: [],
  valorMaximo: 999_999_999_999,
};

let validacoes: string[];

beforeEach(() => {
  encerrarAlteracao();
  entrarComo();
  validacoes = [];
  stubApi({
    'GET /cotas/7/dados-cadastrais/parametrosDadosCadastrais': () => ({ corpo: PARAMETROS }),
    'PATCH /cotas/7/verificacao': ({ corpo }) => {
      const { codigo } = corpo as { codigo: string };
      validacoes.push(codigo);
      return codigo === 'W2XY'
        ? { corpo: { verificado: true, auth_token: 'autorizacao-unica', expiraEm: new Date().toISOString() } }
        : {
            status: 400,
            corpo: { mensagem: 'Código inválido, tente novamente', codigo: 'INVALID_VALIDATION_CODE' },
          };
    },
  });
});

function pendente(salvar: (authToken: string) => Promise<unknown>) {
  iniciarAlteracao({
    idCota: 7,
    descricao: 'Novo e-mail: maria@example.com',
    voltarPara: ORIGEM,
    salvar,
    sucesso: { titulo: 'E-mail incluído.' },
  });
  const agora = Date.now();
  atualizarToken({ destino: '(11) *****-4321', enviadoEm: agora, expiraEm: agora + 900_000 });
}

describe('SMS token: inserir → validar (03 §4, §8)', () => {
  it('a wrong code comes back with the §8 message; the right one saves with its auth_token, once', async () => {
    const salvar = vi.fn(() => Promise.resolve({}));
    pendente(salvar);
    const { usuario } = renderizar(<Passos />, { rota: '/perfil/token/inserir' });
    const primeira = (await screen.findAllByRole('textbox'))[0]!;
    expect(primeira).toHaveFocus();
    await usuario.keyboard('abcd');
    expect(
      await screen.findByText('Código inválido, tente novamente. Restam 4 tentativas.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent('/perfil/token/inserir');
    expect(salvar).not.toHaveBeenCalled();

    await usuario.click(screen.getAllByRole('textbox')[0]!);
    await usuario.keyboard('w2xy');
    expect(await screen.findByText('Tela de origem')).toBeInTheDocument();
    expect(validacoes).toEqual(['ABCD', 'W2XY']);
    expect(salvar).toHaveBeenCalledTimes(1);
    expect(salvar).toHaveBeenCalledWith('autorizacao-unica');
    expect(lerAlteracao().alteracao).toBeNull();
  });

  it('a save refused for its authorisation (403) goes back to sending a new code, with why', async () => {
    pendente(() =>
      Promise.reject(
        new ApiError(403, 'Esse código já foi validado, tente novamente', 'VALIDATION_CODE_ALREADY_VERIFIED'),
      ),
    );
    const { usuario } = renderizar(<Passos />, { rota: '/perfil/token/inserir' });
    await screen.findAllByRole('textbox');
    await usuario.keyboard('w2xy');
    await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent('/perfil/token/enviar'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esse código já foi validado, tente novamente',
    );
    expect(screen.getByRole('button', { name: 'Enviar novo código' })).toBeEnabled();
    expect(lerAlteracao().alteracao).not.toBeNull();
  });

  it.each([
    ['the system fails (500)', new ApiError(500, 'Erro no sistema, tente novamente mais tarde')],
    ['the API does not answer', new ApiError(0, 'Sem conexão com o servidor.')],
  ])('a save that fails because %s ends on /perfil/indisponivel, the change dropped', async (_, erro) => {
    pendente(() => Promise.reject(erro));
    const { usuario } = renderizar(<Passos />, { rota: '/perfil/token/inserir' });
    await screen.findAllByRole('textbox');
    await usuario.keyboard('w2xy');
    expect(await screen.findByText('Atualização indisponível')).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent('/perfil/indisponivel');
    expect(lerAlteracao().alteracao).toBeNull();
  });

  it('a save refused for its data (400) goes back to the form with why', async () => {
    pendente(() => Promise.reject(new ApiError(400, 'Telefone inválido')));
    const { usuario } = renderizar(<Passos />, { rota: '/perfil/token/inserir' });
    await screen.findAllByRole('textbox');
    await usuario.keyboard('w2xy');
    expect(await screen.findByText('Tela de origem')).toBeInTheDocument();
    expect(lerAlteracao().alteracao).toBeNull();
  });
});

describe('the time the code is valid until (03 §7 util/datahoraatual, §8)', () => {
  it('is said in Brasília time, corrected by the server clock', async () => {
    const agora = Date.now();
    // The server is 5 minutes ahead of this device: the code expires at the server's now + 15 minutes.
    const instante = new Date(agora + 5 * 60_000).toISOString();
    stubApi({
      'GET /util/datahoraatual': () => ({
        corpo: { dataAtual: '2026-11-26', horaAtual: '14:30', instante },
      }),
    });
    pendente(() => Promise.resolve({}));
    renderizar(<Passos />, { rota: '/perfil/token/inserir' });
    // The app reads the answer a few milliseconds after `agora`: either side of a minute's turn is right.
    const servidor = { dataAtual: '2026-11-26', horaAtual: '14:30', instante };
    const aceitas = [0, 1000].map((atraso) => {
      const h = horarioParaExibir(agora + 900_000, servidor, agora + atraso);
      return `Válido até ${h.hora} (${h.rotulo})`;
    });
    expect(aceitas[0]).toMatch(/\(Horário de Brasília\)$/);
    expect(aceitas).toContain((await screen.findByTestId('codigo-valido-ate')).textContent);
  });

  it('falls back to the local clock, labelled so, when the call fails', async () => {
    stubApi({ 'GET /util/datahoraatual': () => ({ status: 500, corpo: { mensagem: 'Erro' } }) });
    pendente(() => Promise.resolve({}));
    renderizar(<Passos />, { rota: '/perfil/token/inserir' });
    const local = new Date(lerAlteracao().token.expiraEm!);
    const hora = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(await screen.findByTestId('codigo-valido-ate')).toHaveTextContent(
      `Válido até ${hora} (Horário Local)`,
    );
  });
});
