import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { entrarComo, renderizar, stubApi, type Pedido } from '@/test/render';
import PendenciaDetran from './pendencia-detran';

const RASCUNHO = 'faturamento-novo-rascunho';

const VEICULO = {
  tipo: 'LEVE',
  marca: 'Fiat',
  modelo: 'Pulse Audace 1.0 Turbo',
  anoFabricacao: 2026,
  anoModelo: 2027,
  ano: '2026/2027',
  cor: 'Cinza Granito',
};

const NA_PENDENCIA = {
  CaseNumber: '00001234',
  Fase__c: 'Pendência Detran',
  tela: 'pendencia-detran',
  saldoDevedor: 6_500_000,
  creditoDisponivel: 12_000_000,
  pedidoCompraDisponivel: true,
  respostaAnalista: null,
  dados: {
    tipoFaturamento: 'FATURAMENTO_NOVO_AUTO',
    valorCompra: 15_000_000,
    valorEnviado: 12_000_000,
    veiculo: VEICULO,
    concessionaria: { cnpj: '12345678000195', razaoSocial: 'Paulista Veículos Comércio Ltda.' },
    pendenciaDetran: { motivo: 'Gravame de financiamento anterior', abertaEm: '2026-11-20T12:00:00.000Z' },
  },
};

const NO_VEICULO = {
  ...NA_PENDENCIA,
  Fase__c: 'Aguardando Dados Veículo',
  tela: 'valor-compra',
  pedidoCompraDisponivel: false,
  dados: { tipoFaturamento: 'FATURAMENTO_NOVO_AUTO' },
};

const STATUS = {
  numeroCaso: '00001234',
  idCota: 7,
  fase: 'Aguardando Dados Veículo',
  status: 'Em Andamento',
  observacao: null,
  respostaAnalista: null,
  motivosRecusa: null,
  respostaSworks: null,
  dataCriacao: '2026-11-10T12:00:00.000Z',
  fluxoManual: false,
  tipoCaso: 'Faturamento_Auto_App',
  tipoVistoria: null,
  tipoFaturamento: 'FATURAMENTO_NOVO_AUTO',
  tipoVendedor: null,
  linhaDoTempoPagamento: [],
  visitouFinal: false,
  quantidadeBens: 1,
  cotas: [7],
  motivoEncerramento: null,
};

let pedidos: Pedido[];
let reiniciado: boolean;
const reinicios = () => pedidos.filter((p) => p.caminho === '/core/faturamento/auto/reiniciar-fluxo');

beforeEach(() => {
  entrarComo();
  reiniciado = false;
  // A draft of the vehicle being left behind, as the earlier screens kept it.
  localStorage.setItem(RASCUNHO, JSON.stringify({ '00001234': { valorCompra: 15_000_000 } }));
  window.dispatchEvent(new StorageEvent('storage', { key: RASCUNHO }));
  pedidos = stubApi({
    'GET /cotas/7/faturamento/novo': () => ({ corpo: reiniciado ? NO_VEICULO : NA_PENDENCIA }),
    'GET /core/faturamento/auto/reiniciar-fluxo': () => {
      reiniciado = true;
      return { corpo: STATUS };
    },
  });
});

describe('/faturamentonovo/pendencia-detran: choose another vehicle (GET reiniciar-fluxo, 02 §4.10)', () => {
  it('asks first; "Manter este" changes nothing', async () => {
    const { usuario } = renderizar(<PendenciaDetran />, { rota: '/faturamentonovo/pendencia-detran' });
    await usuario.click(await screen.findByRole('button', { name: 'Escolher outro veículo' }));
    const dialogo = screen.getByRole('alertdialog', { name: 'Escolher outro veículo?' });
    expect(dialogo).toHaveTextContent('O pedido de compra atual é cancelado.');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Manter este' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(reinicios()).toHaveLength(0);
    expect(screen.getByTestId('local')).toHaveTextContent('/faturamentonovo/pendencia-detran');
    expect(JSON.parse(localStorage.getItem(RASCUNHO)!)).toEqual({ '00001234': { valorCompra: 15_000_000 } });
  });

  it('once confirmed, restarts the flow once, clears the draft and goes back to the start of the vehicle step', async () => {
    const { usuario } = renderizar(<PendenciaDetran />, { rota: '/faturamentonovo/pendencia-detran' });
    await usuario.click(await screen.findByRole('button', { name: 'Escolher outro veículo' }));
    const dialogo = screen.getByRole('alertdialog', { name: 'Escolher outro veículo?' });
    await usuario.click(within(dialogo).getByRole('button', { name: 'Escolher outro' }));
    // The index (/faturamentonovo) opens the phase's screen: the purchase value.
    await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent(/^\/faturamentonovo$/));
    expect(reinicios()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(RASCUNHO) ?? '{}')['00001234'] ?? {}).toEqual({});
  });

  it('says why when the case can no longer change vehicle (409), and stays', async () => {
    pedidos = stubApi({
      'GET /cotas/7/faturamento/novo': () => ({ corpo: NA_PENDENCIA }),
      'GET /core/faturamento/auto/reiniciar-fluxo': () => ({
        status: 409,
        corpo: { mensagem: 'Nesta fase não é possível escolher outro veículo.' },
      }),
    });
    const { usuario } = renderizar(<PendenciaDetran />, { rota: '/faturamentonovo/pendencia-detran' });
    await usuario.click(await screen.findByRole('button', { name: 'Escolher outro veículo' }));
    await usuario.click(
      within(screen.getByRole('alertdialog', { name: 'Escolher outro veículo?' })).getByRole('button', {
        name: 'Escolher outro',
      }),
    );
    expect(await screen.findByText('Nesta fase não é possível escolher outro veículo.')).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent('/faturamentonovo/pendencia-detran');
  });
});
