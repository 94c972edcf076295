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
  });
}
