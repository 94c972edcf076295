import type { DadosBoleto, Parcela } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { entrarComo, renderizar, stubApi, type Pedido } from '@/test/render';
import Boletos from './boletos';

// Far from today on both sides, so "overdue" and "on time" do not depend on the day the suite runs.
const parcela = (
  o: Partial<Parcela> & Pick<Parcela, 'identificadorCobranca' | 'numeroParcela'>,
): Parcela => ({
  idCota: 7,
  idMovimentoFinanceiro: o.numeroParcela ?? 0,
  nomeMovimentoFinanceiro: 'Parcela mensal',
  dataVencimento: '2099-03-10',
  valorCobrado: 50_000,
  situacao: 'em-dia',
  marcada: false,
  ...o,
});

const PARCELAS = [
  parcela({
    identificadorCobranca: 'c-3',
    numeroParcela: 3,
    dataVencimento: '2020-01-10',
    situacao: 'vencida',
  }),
  parcela({
    identificadorCobranca: 'c-4',
    numeroParcela: 4,
    dataVencimento: '2099-02-10',
    valorCobrado: 45_010,
  }),
  parcela({
    identificadorCobranca: 'c-5',
    numeroParcela: 5,
    dataVencimento: '2099-03-10',
    valorCobrado: 45_010,
  }),
];

const BOLETO: DadosBoleto = {
  linhaDigitavel: '1'.repeat(47),
  valorCobrado: 90_020,
  dataVencimento: '2099-02-10',
  hash: 'h',
  codigoBarras: '2'.repeat(44),
  nossoNumero: '000123',
  pixCopiaECola: 'pix',
  situacao: 'aberto',
};

let pedidos: Pedido[];

beforeEach(() => {
  entrarComo({ idCota: 7 });
  pedidos = stubApi({
    'GET /cotas': () => ({ corpo: { data: [], page: 1, page_size: 100, total: 0, total_pages: 1 } }),
    'GET /cotas/7/cobrancas/segunda-via': ({ query }) => ({
      corpo: {
        identificador: 'processo-1',
        parcelas: query.get('filtro') === 'late' ? [] : PARCELAS,
      },
    }),
    'POST /cotas/7/cobrancas/boleto': () => ({ corpo: BOLETO }),
  });
});

const caixa = (n: number) => screen.getByRole('checkbox', { name: new RegExp(`^Parcela ${n}\\b`) });
const contagem = () => screen.getByTestId('resumo-contagem');
const gerar = () => screen.getByRole('button', { name: 'Gerar boleto' });

describe('Boletos: choosing instalments', () => {
  it('adds up the chosen instalments and dates the boleto by the earliest one', async () => {
    const { usuario } = renderizar(<Boletos />, { rota: '/boletos' });

    await usuario.click(await screen.findByRole('checkbox', { name: /^Parcela 5\b/ }));
    await usuario.click(caixa(4));

    expect(contagem()).toHaveTextContent('2 parcelas selecionadas');
    const resumo = screen.getByRole('region', { name: 'Resumo da seleção' });
    expect(within(resumo).getByText(/900,20/)).toBeInTheDocument();
    expect(resumo).toHaveTextContent('Boleto vence em 10/02/2099');
    expect(gerar()).toBeEnabled();
  });

  it('refuses to mix an overdue instalment with on-time ones (spec §4) and lets go when it is unticked', async () => {
    const { usuario } = renderizar(<Boletos />, { rota: '/boletos' });

    await usuario.click(await screen.findByRole('checkbox', { name: /^Parcela 4\b/ }));
    await usuario.click(caixa(3));

    const alerta = screen.getByRole('alert');
    expect(alerta).toHaveTextContent('Não dá para juntar essas parcelas');
    expect(alerta).toHaveTextContent(
      'Parcelas vencidas e parcelas em dia não podem ser pagas no mesmo boleto',
    );
    expect(gerar()).toBeDisabled();

    await usuario.click(caixa(3));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(gerar()).toBeEnabled();
  });

  it('issues the boleto for exactly the ticked instalments and opens it', async () => {
    const { usuario } = renderizar(<Boletos />, { rota: '/boletos' });

    await usuario.click(await screen.findByRole('checkbox', { name: /^Parcela 4\b/ }));
    await usuario.click(caixa(5));
    await usuario.click(gerar());

    await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent('/boletos?boleto=000123'));
    const emissao = pedidos.find((p) => p.metodo === 'POST');
    expect(emissao?.corpo).toEqual({
      identificadorProcesso: 'processo-1',
      cobrancas: [{ identificadorCobranca: 'c-4' }, { identificadorCobranca: 'c-5' }],
    });
  });

  it('narrows the list to overdue instalments through the URL and says when there are none', async () => {
    const { usuario } = renderizar(<Boletos />, { rota: '/boletos' });
    await screen.findByRole('checkbox', { name: /^Parcela 3\b/ });

    await usuario.click(screen.getByRole('radio', { name: /Vencidas/ }));

    expect(await screen.findByText('Nenhuma parcela vencida')).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent('/boletos?filtro=late');
    expect(pedidos.some((p) => p.caminho.endsWith('/segunda-via') && p.query.get('filtro') === 'late')).toBe(
      true,
    );
  });
});
