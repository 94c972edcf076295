import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { entrarComo, renderizar, stubApi, type Pedido } from '@/test/render';
import { encerrarAlteracao, lerAlteracao } from '../alteracao-pendente';
import EmailTelefone from './email-telefone';

const CADASTRO = {
  tipoPessoa: 'F',
  fisica: null,
  juridica: null,
  enderecos: [],
  emails: [
    { idEmail: 3, principal: true, principalTodas: true, email: 'maria@example.com' },
    { idEmail: 4, principal: false, principalTodas: false, email: 'trabalho@example.com' },
  ],
  telefones: [
    {
      telefone: '11987654321',
      idTelefone: 6,
      idCidade: 3550308,
      idTipoTelefone: 3,
      principal: true,
      principalTodas: true,
    },
    {
      telefone: '1133334444',
      idTelefone: 5,
      idCidade: 3550308,
      idTipoTelefone: 1,
      principal: false,
      principalTodas: false,
    },
  ],
  valorRenda: null,
  valorPatrimonioTotal: null,
  analise: null,
};

let pedidos: Pedido[];

beforeEach(() => {
  encerrarAlteracao();
  entrarComo();
  pedidos = stubApi({
    'GET /cotas/7/dados-cadastrais': () => ({ corpo: CADASTRO }),
    'PUT /cotas/7/dados-cadastrais/emails/4': ({ corpo }) => ({
      corpo: { idEmail: 4, ...(corpo as object) },
    }),
  });
});

describe('/perfil/email-telefone (03 §3, §5, §8)', () => {
  it("refuses an invalid e-mail with 'E-mail inválido' and a repeated one before any SMS", async () => {
    const { usuario } = renderizar(<EmailTelefone />, { rota: '/perfil/email-telefone' });
    await usuario.click(await screen.findByRole('button', { name: 'Adicionar e-mail' }));
    const dialogo = screen.getByRole('dialog', { name: 'Adicionar e-mail' });
    await usuario.type(within(dialogo).getByLabelText('E-mail'), 'maria@');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialogo).findByText('E-mail inválido')).toBeInTheDocument();
    await usuario.clear(within(dialogo).getByLabelText('E-mail'));
    await usuario.type(within(dialogo).getByLabelText('E-mail'), 'Trabalho@Example.com');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialogo).findByText('Este e-mail já está cadastrado.')).toBeInTheDocument();
    expect(lerAlteracao().alteracao).toBeNull();
  });

  it('masks the phone, infers a mobile and leaves the change waiting for the SMS token', async () => {
    const { usuario } = renderizar(<EmailTelefone />, { rota: '/perfil/email-telefone' });
    await usuario.click(await screen.findByRole('button', { name: 'Adicionar telefone' }));
    const dialogo = screen.getByRole('dialog', { name: 'Adicionar telefone' });
    const campo = within(dialogo).getByLabelText('Telefone com DDD');
    await usuario.type(campo, '1133');
    expect(within(dialogo).getByLabelText('Tipo de telefone fixo')).toBeInTheDocument();
    await usuario.click(within(dialogo).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialogo).findByText('Telefone inválido')).toBeInTheDocument();
    await usuario.clear(campo);
    await usuario.type(campo, '21998887777');
    expect(campo).toHaveValue('(21) 99888-7777');
    expect(within(dialogo).queryByLabelText('Tipo de telefone fixo')).not.toBeInTheDocument();
    await usuario.click(within(dialogo).getByRole('checkbox', { name: /Usar como telefone principal/ }));
    await usuario.click(within(dialogo).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent('/perfil/token'));
    expect(lerAlteracao().alteracao?.descricao).toBe('Novo celular: (21) 99888-7777');
    // Nothing is saved before the code: only the read went out.
    expect(pedidos.filter((p) => p.metodo !== 'GET')).toEqual([]);
  });

  it('makes an e-mail principal at once, without a token, on all quotas', async () => {
    const { usuario } = renderizar(<EmailTelefone />, { rota: '/perfil/email-telefone' });
    await usuario.click(
      await screen.findByRole('button', { name: 'Tornar principal o e-mail trabalho@example.com' }),
    );
    await waitFor(() => expect(pedidos.some((p) => p.metodo === 'PUT')).toBe(true));
    expect(pedidos.find((p) => p.metodo === 'PUT')?.corpo).toEqual({
      email: 'trabalho@example.com',
      principal: true,
      principalTodas: true,
    });
    expect(lerAlteracao().alteracao).toBeNull();
  });
});
