import type { Cota } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { entrarComo, renderizar, stubApi } from '@/test/render';
import GroupsAndQuotas from './groups-and-quotas';

const cota = (o: Partial<Cota> & Pick<Cota, 'idCota' | 'cota'>): Cota => ({
  grupo: 1234,
  versao: 0,
  numeroCotasCliente: 3,
  valorBem: 8_000_000,
  valorSaldoDevedor: 4_000_000,
  nomePessoa: 'Maria Souza',
  situacaoCota: 'Ativa',
  dataContemplacao: null,
  modalidadeContemplacao: null,
  tipo: 'auto',
  categoria: 'veiculos',
  descricaoBem: 'Automóvel',
  idUnidadeNegocio: '1',
  cdInscricaoNacional: '52998224725',
  parcelasAtraso: 0,
  parcelasRestantes: 40,
  parcelasPagas: 20,
  apelido: null,
  fotoUrl: null,
  perfil: { noAssembleia: false, senhaExpirada: false },
  ...o,
});

const COTAS = [
  cota({ idCota: 7, cota: 11, dataContemplacao: '2020-05-01', modalidadeContemplacao: 'Sorteio' }),
  cota({ idCota: 8, cota: 12 }),
  cota({ idCota: 9, cota: 13, categoria: 'imoveis', tipo: 'imovel', descricaoBem: 'Apartamento' }),
];

beforeEach(() => {
  entrarComo({ idCota: 7 });
  stubApi({
    'GET /cotas': () => ({ corpo: { data: COTAS, page: 1, page_size: 100, total: 3, total_pages: 1 } }),
  });
});

const grupo = (nome: string) => screen.getByRole('group', { name: nome });
const opcao = (nomeGrupo: string, rotulo: string) =>
  within(grupo(nomeGrupo)).getByRole('radio', { name: new RegExp(`^${rotulo}\\b`) });
const cartoes = () => within(screen.getByRole('list', { name: 'Cotas' })).getAllByRole('listitem');

describe('Grupos e cotas: filters', () => {
  it('counts what each option would leave and narrows the list, keeping the choice in the URL', async () => {
    const { usuario } = renderizar(<GroupsAndQuotas />, { rota: '/groups-and-quotas' });
    expect(await screen.findByText('3 cotas encontradas')).toBeInTheDocument();
    expect(opcao('Tipo de bem', 'Veículos')).toHaveAccessibleName(/2 cotas/);
    expect(opcao('Tipo de bem', 'Imóveis')).toHaveAccessibleName(/1 cota\)/);
    expect(opcao('Contemplação', 'Contempladas')).toHaveAccessibleName(/1 cota\)/);

    await usuario.click(opcao('Tipo de bem', 'Imóveis'));
    expect(screen.getByText('1 cota encontrada')).toBeInTheDocument();
    expect(cartoes()).toHaveLength(1);
    // The other filter's counts now answer within the chosen type: no property quota was drawn.
    expect(opcao('Contemplação', 'Contempladas')).toHaveAccessibleName(/0 cotas/);

    await usuario.click(opcao('Tipo de bem', 'Veículos'));
    await usuario.click(opcao('Contemplação', 'Não contempladas'));
    expect(screen.getByText('1 cota encontrada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Ver detalhes da cota 0012 do grupo/ })).toBeInTheDocument();
    expect(opcao('Contemplação', 'Não contempladas')).toBeChecked();
    expect(screen.getByTestId('local')).toHaveTextContent(
      '/groups-and-quotas?tipo=veiculos&sorteio=nao-contempladas',
    );
  });

  it('opens with the filter of a shared link and offers to clear it when nothing matches', async () => {
    const { usuario } = renderizar(<GroupsAndQuotas />, {
      rota: '/groups-and-quotas?tipo=imoveis&sorteio=contempladas',
    });

    expect(await screen.findByText('Nenhuma cota com esses filtros')).toBeInTheDocument();
    expect(opcao('Tipo de bem', 'Imóveis')).toBeChecked();

    await usuario.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(screen.getByText('3 cotas encontradas')).toBeInTheDocument();
    expect(cartoes()).toHaveLength(3);
    expect(opcao('Tipo de bem', 'Todas')).toBeChecked();
    expect(screen.getByTestId('local')).toHaveTextContent(/^\/groups-and-quotas$/);
  });
});
