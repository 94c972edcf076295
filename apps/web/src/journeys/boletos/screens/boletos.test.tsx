import {
  cobrancaDaParcela,
  hojeEmSaoPaulo,
  paginar,
  passaNoFiltro,
  selecaoDasParcelas,
  totaisDasParcelas,
  type DadosBoleto,
  type FiltroParcelas,
  type ParcelaEmAbertoBase,
} from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { entrarComo, renderizar, stubApi, type Pedido } from '@/test/render';
import Boletos from './boletos';

// Far from today on both sides, so "overdue" and "on time" do not depend on the day the suite runs.
const base = (numeroParcela: number, vencimento: string, valor: number): ParcelaEmAbertoBase => ({
  idCota: 7,
  idMovimentoFinanceiro: numeroParcela,
  numeroParcela,
  vencimento,
  valor,
});
const POUCAS = [base(3, '2020-01-10', 50_000), base(4, '2099-02-10', 45_010), base(5, '2099-03-10', 45_010)];
/** 25 on-time instalments: two pages of the default 20. */
const MUITAS = Array.from({ length: 25 }, (_, i) =>
  base(10 + i, `2099-${String((i % 12) + 1).padStart(2, '0')}-10`, 10_000),
);

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
let marcadas: Set<string>;
const id = (p: ParcelaEmAbertoBase) => `P${p.idMovimentoFinanceiro}`;

/** The API's second copy, in memory: the same domain rules page the list and judge the selection. */
function servidor(parcelas: ParcelaEmAbertoBase[]) {
  marcadas = new Set();
  const hoje = hojeEmSaoPaulo();
  const cobradas = parcelas.map((p) => ({ ...p, ...cobrancaDaParcela(p, hoje) }));
  const doFiltro = (filtro: FiltroParcelas) => cobradas.filter((p) => passaNoFiltro(p.situacao, filtro));
  const marcar = (ids: string[], sim: boolean) => {
    for (const i of ids)
      if (sim) marcadas.add(i);
      else marcadas.delete(i);
    return { status: 204 };
  };
  pedidos = stubApi({
    'GET /cotas': () => ({ corpo: { data: [], page: 1, page_size: 100, total: 0, total_pages: 1 } }),
    'GET /cotas/7/cobrancas/segunda-via': ({ query }) => {
      const filtro = (query.get('filtro') ?? 'all') as FiltroParcelas;
      const { itens, ...pagina } = paginar(
        doFiltro(filtro),
        Number(query.get('page') ?? 1),
        Number(query.get('page_size') ?? 20),
      );
      return {
        corpo: {
          identificador: 'processo-1',
          parcelas: itens.map((p) => ({
            idCota: 7,
            idMovimentoFinanceiro: p.idMovimentoFinanceiro,
            nomeMovimentoFinanceiro: 'Parcela mensal',
            identificadorCobranca: id(p),
            numeroParcela: p.numeroParcela,
            dataVencimento: p.vencimento,
            valorCobrado: p.valorCobrado,
            situacao: p.situacao,
            marcada: marcadas.has(id(p)),
          })),
          ...pagina,
          totais: totaisDasParcelas(cobradas, 7),
          selecao: selecaoDasParcelas(
            parcelas.filter((p) => marcadas.has(id(p))),
            { hoje, unificarOutrasCotas: false, idCotaPadrao: 7 },
          ),
        },
      };
    },
    'POST /cotas/7/cobrancas/segunda-via/marcar': ({ corpo }) =>
      marcar([(corpo as { identificadorCobranca: string }).identificadorCobranca], true),
    'POST /cotas/7/cobrancas/segunda-via/desmarcar': ({ corpo }) =>
      marcar([(corpo as { identificadorCobranca: string }).identificadorCobranca], false),
    'POST /cotas/7/cobrancas/segunda-via/marcar-todas': ({ corpo }) =>
      marcar(doFiltro((corpo as { filtro: FiltroParcelas }).filtro).map(id), true),
    'POST /cotas/7/cobrancas/segunda-via/desmarcar-todas': ({ corpo }) =>
      marcar(doFiltro((corpo as { filtro: FiltroParcelas }).filtro).map(id), false),
    'POST /cotas/7/cobrancas/segunda-via/gerar-boleto': () => ({ corpo: BOLETO }),
  });
}

beforeEach(() => entrarComo({ idCota: 7 }));

const caixa = (n: number) => screen.getByRole('checkbox', { name: new RegExp(`^Parcela ${n}\\b`) });
const contagem = () => screen.getByTestId('resumo-contagem');
const gerar = () => screen.getByRole('button', { name: 'Gerar boleto' });

describe('Boletos: choosing instalments', () => {
  beforeEach(() => servidor(POUCAS));

  it('adds up the chosen instalments and dates the boleto by the earliest one', async () => {
    const { usuario } = renderizar(<Boletos />, { rota: '/boletos' });

    await usuario.click(await screen.findByRole('checkbox', { name: /^Parcela 5\b/ }));
    await usuario.click(caixa(4));

    expect(contagem()).toHaveTextContent('2 parcelas selecionadas');
    const resumo = screen.getByRole('region', { name: 'Resumo da seleção' });
    expect(within(resumo).getByText(/900,20/)).toBeInTheDocument();
    await waitFor(() => expect(resumo).toHaveTextContent('Boleto vence em 10/02/2099'));
    await waitFor(() => expect(gerar()).toBeEnabled());
    expect(caixa(4)).toBeChecked();
  });

  it('refuses to mix an overdue instalment with on-time ones (spec §4) and lets go when it is unticked', async () => {
    const { usuario } = renderizar(<Boletos />, { rota: '/boletos' });

    await usuario.click(await screen.findByRole('checkbox', { name: /^Parcela 4\b/ }));
    await usuario.click(caixa(3));

    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Não dá para juntar essas parcelas');
    expect(alerta).toHaveTextContent(
      'Parcelas vencidas e parcelas em dia não podem ser pagas no mesmo boleto',
    );
    expect(gerar()).toBeDisabled();

    await usuario.click(caixa(3));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(gerar()).toBeEnabled());
  });

  it('issues the boleto of the marked instalments of this quota and opens it', async () => {
    const { usuario } = renderizar(<Boletos />, { rota: '/boletos' });

    await usuario.click(await screen.findByRole('checkbox', { name: /^Parcela 4\b/ }));
    await usuario.click(caixa(5));
    await waitFor(() => expect(gerar()).toBeEnabled());
    await usuario.click(gerar());

    await waitFor(() => expect(screen.getByTestId('local')).toHaveTextContent('/boletos?boleto=000123'));
    expect([...marcadas].sort()).toEqual(['P4', 'P5']);
    const emissao = pedidos.find((p) => p.caminho.endsWith('/gerar-boleto'));
    expect(emissao?.query.get('SN_UnificaParcelasOutrasCota')).toBe('N');
  });

  it('narrows the list to overdue instalments through the URL and says when there are none', async () => {
    servidor(POUCAS.slice(1));
    const { usuario } = renderizar(<Boletos />, { rota: '/boletos' });
    await screen.findByRole('checkbox', { name: /^Parcela 4\b/ });

    await usuario.click(screen.getByRole('radio', { name: /Vencidas/ }));

    expect(await screen.findByText('Nenhuma parcela vencida')).toBeInTheDocument();
    expect(screen.getByTestId('local')).toHaveTextContent('/boletos?filtro=late');
    expect(pedidos.some((p) => p.caminho.endsWith('/segunda-via') && p.query.get('filtro') === 'late')).toBe(
      true,
    );
  });
});

describe('Boletos: a long list, page by page', () => {
  beforeEach(() => servidor(MUITAS));

  it('ticks on two pages count together; select all covers every page; clearing empties it', async () => {
    const { usuario } = renderizar(<Boletos />, { rota: '/boletos' });

    await usuario.click(await screen.findByRole('checkbox', { name: /^Parcela 10\b/ }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(20);
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();

    await usuario.click(screen.getByRole('button', { name: /Próxima/ }));
    await usuario.click(await screen.findByRole('checkbox', { name: /^Parcela 34\b/ }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    await waitFor(() => expect(contagem()).toHaveTextContent('2 parcelas selecionadas'));
    expect([...marcadas].sort()).toEqual(['P10', 'P34']);

    await usuario.click(screen.getByRole('button', { name: 'Selecionar todas (25)' }));
    await waitFor(() => expect(contagem()).toHaveTextContent('25 parcelas selecionadas'));
    expect(screen.getByRole('region', { name: 'Resumo da seleção' })).toHaveTextContent(/2\.500,00/);

    await usuario.click(screen.getByRole('button', { name: 'Limpar seleção' }));
    await waitFor(() => expect(contagem()).toHaveTextContent('Nenhuma parcela selecionada'));
    expect(marcadas.size).toBe(0);
  });
});
