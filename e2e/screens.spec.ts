/**
 * `npm run screens`: the README's pictures (docs/screens/, tracked in git), at phone width, for both partners.
 * Only that script runs this file (playwright.config.ts), so `npm test` leaves the tree clean.
 */
import { CLIENTES, expect, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 });

for (const [nome, parceiro, cliente] of [
  ['horizonte', 'horizonte', CLIENTES.maria],
  ['vertice', 'vertice', CLIENTES.ana],
] as const) {
  test(`screens of ${nome}`, async ({ page, parceiros, login, fotografar }) => {
    const base = parceiros[parceiro].url;
    const tela = (arquivo: string) => fotografar(`${nome}-${arquivo}`, { inteira: false });
    await page.goto(`${base}/entrar`);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await tela('entrar');
    await login(cliente.documento, { parceiro });
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(/Valor do crédito|crédito/i).first()).toBeVisible();
    await tela('home');
    await page.goto(`${base}/groups-and-quotas`);
    await expect(page.getByRole('list', { name: 'Cotas' }).getByRole('listitem').first()).toBeVisible();
    await tela('cotas');

    // One screen of each everyday journey, once its data is in.
    const jornadas = [
      ['boletos', '/boletos', page.getByText(/^Parcela \d+$/).first()],
      ['lance', '/offers-and-bids', page.getByRole('heading', { name: 'Como você quer ofertar?' })],
      ['assembleias', '/assemblies', page.getByText(/Assembleia nº \d+/).first()],
      ['ajuda', '/ajuda', page.getByRole('heading', { name: 'Categorias' })],
    ] as const;
    for (const [arquivo, caminho, pronto] of jornadas) {
      await page.goto(`${base}${caminho}`);
      await expect(pronto).toBeVisible();
      await tela(arquivo);
    }
  });
}
