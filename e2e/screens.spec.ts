/** `npm run screens`: the README's pictures, at phone width, for both partners. */
import { expect, test } from '@playwright/test';
import { CLIENTES, entrar, PARCEIROS } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 });

const pasta = new URL('../docs/screens/', import.meta.url).pathname;

for (const [nome, parceiro, cliente] of [
  ['horizonte', PARCEIROS.horizonte, CLIENTES.maria],
  ['vertice', PARCEIROS.vertice, CLIENTES.ana],
] as const) {
  test(`screens of ${parceiro.nome}`, async ({ page }) => {
    await page.goto(`${parceiro.url}/entrar`);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.screenshot({ path: `${pasta}${nome}-entrar.png` });
    await entrar(page, parceiro.url, cliente.documento);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(/Valor do crédito|crédito/i).first()).toBeVisible();
    await page.screenshot({ path: `${pasta}${nome}-home.png` });
    await page.goto(`${parceiro.url}/groups-and-quotas`);
    await expect(page.getByRole('list', { name: 'Cotas' }).getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: `${pasta}${nome}-cotas.png` });

    // One screen of each everyday journey, once its data is in.
    const jornadas = [
      ['boletos', '/boletos', page.getByText(/^Parcela \d+$/).first()],
      ['lance', '/offers-and-bids', page.getByRole('heading', { name: 'Como você quer ofertar?' })],
      ['assembleias', '/assemblies', page.getByText(/Assembleia nº \d+/).first()],
      ['ajuda', '/ajuda', page.getByRole('heading', { name: 'Categorias' })],
    ] as const;
    for (const [tela, caminho, pronto] of jornadas) {
      await page.goto(`${parceiro.url}${caminho}`);
      await expect(pronto).toBeVisible();
      await page.screenshot({ path: `${pasta}${nome}-${tela}.png` });
    }
  });
}
