import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { entrarComo, renderizar, stubApi, type Pedido } from '@/test/render';
import PatrimonioRenda from './patrimonio-renda';
import Perfil from './perfil';

const CADASTRO = {
  tipoPessoa: 'F',
  fisica: null,
  juridica: null,
  enderecos: [
    {
      idEndereco: 1,
      endereco: 'Rua Haddock Lobo',
      numeroEndereco: '595',
      bairro: 'Cerqueira César',
      complemento: null,
      idCidade: 3550308,
      cep: '01414001',
      idTipoEndereco: 1,
      caixaPostal: null,
      principal: true,
      principalTodas: true,
      referencia: null,
    },
  ],
  emails: [{ idEmail: 3, principal: true, principalTodas: true, email: 'maria@example.com' }],
  telefones: [
    {
      telefone: '1133334444',
      idTelefone: 5,
      idCidade: 3550308,
      idTipoTelefone: 1,
      principal: false,
      principalTodas: false,
    },
    {
      telefone: '11987654321',
      idTelefone: 6,
      idCidade: 3550308,
      idTipoTelefone: 3,
      principal: true,
      principalTodas: true,
    },
  ],
  valorRenda: 850_000,
  valorPatrimonioTotal: null,
  analise: {
    CaseNumber: '00012345',
    Status: 'Em Andamento',
    Fase__c: 'Pendência Cliente',
    alteracoes: [
      { campo: 'nomeCompleto', rotulo: 'Nome completo', de: 'Maria Souza', para: 'Maria Souza Lima' },
    ],
  },
};

let pedidos: Pedido[];

beforeEach(() => {
  entrarComo();
  pedidos = stubApi({
    'GET /cotas/7/dados-cadastrais': () => ({ corpo: CADASTRO }),
    'PUT /cotas/7/dados-cadastrais': ({ corpo }) => ({ corpo }),
  });
});

describe('/perfil hub (03 §2)', () => {
  it('shows the principal contacts, the address with its city, income and the analysis waiting', async () => {
    renderizar(<Perfil />);
    expect(await screen.findByText('(11) 98765-4321')).toBeInTheDocument();
    expect(screen.getByText('Celular principal')).toBeInTheDocument();
    expect(screen.queryByText('(11) 3333-4444')).not.toBeInTheDocument();
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    expect(screen.getByText('Cerqueira César · São Paulo/SP')).toBeInTheDocument();
    expect(screen.getByText('CEP 01414-001')).toBeInTheDocument();
    expect(screen.getByText('R$ 8.500,00')).toBeInTheDocument();
    expect(screen.getByText('Não informado')).toBeInTheDocument();
    // The analysis: the change side by side, and the status screen of 03 §2's map (Pendência Cliente).
    expect(screen.getByText('Atualização cadastral em análise')).toBeInTheDocument();
    expect(screen.getByText(/Maria Souza → Maria Souza Lima/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acompanhar' })).toHaveAttribute(
      'href',
      '/perfil/problema-documentos',
    );
    expect(screen.getByRole('link', { name: 'Alterar endereço' })).toHaveAttribute(
      'href',
      '/perfil/endereco',
    );
  });
});

describe('/perfil/patrimonio-renda (03 §3: both optional, centavos on the wire)', () => {
  it('sends the typed income in centavos and a cleared field as null', async () => {
    const { usuario } = renderizar(<PatrimonioRenda />);
    const renda = await screen.findByLabelText('Renda mensal (opcional)');
    expect(renda).toHaveValue('R$ 8.500,00');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await usuario.clear(renda);
    await usuario.type(renda, '123456');
    expect(renda).toHaveValue('R$ 1.234,56');
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(pedidos.some((p) => p.metodo === 'PUT')).toBe(true));
    expect(pedidos.find((p) => p.metodo === 'PUT')?.corpo).toEqual({
      valorRenda: 123456,
      valorPatrimonioTotal: null,
    });
  });
});
