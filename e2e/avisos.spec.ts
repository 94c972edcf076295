import type { Page } from '@playwright/test';
import { entrarNoBackOffice, expect, semViolacoesGraves, SUPERVISOR, test } from './fixtures.ts';

/**
 * Issue 15: a supervisor publishes a maintenance warning for one partner in the back-office; that partner's
 * portal shows it on login, the other partner's does not; ending it early takes it down.
 */

/** A `datetime-local` value in São Paulo time, `horas` from now. */
function emSaoPaulo(horas: number): string {
  const partes = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + horas * 3_600_000));
  const v = (t: string) => partes.find((p) => p.type === t)!.value;
  return `${v('year')}-${v('month')}-${v('day')}T${v('hour')}:${v('minute')}`;
}

const TEXTO = 'Manutenção programada: o portal pode ficar instável nas próximas horas.';

const faixa = (page: Page) => page.getByRole('region', { name: 'Aviso de manutenção' });

test('a supervisor publishes a warning for Vértice: only Vértice’s portal shows it, until it is ended', async ({
  page,
  parceiros,
  fotografar,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${parceiros.horizonte.url}/operador/entrar`);
  await entrarNoBackOffice(page, undefined, SUPERVISOR);
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .first()
    .getByRole('link', { name: 'Avisos de manutenção' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Avisos de manutenção' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Publicar aviso de manutenção' });
  // The period is checked before anything is sent.
  await form.getByLabel('Parceiro').selectOption({ label: parceiros.vertice.nome });
  await form.getByLabel('Início').fill(emSaoPaulo(1));
  await form.getByLabel('Fim').fill(emSaoPaulo(-1));
  await form.getByLabel('Texto do aviso').fill(TEXTO);
  await form.getByRole('button', { name: 'Publicar aviso' }).click();
  await expect(form.getByText('O fim do aviso deve ser depois do início.')).toBeVisible();

  await form.getByLabel('Início').fill(emSaoPaulo(-1));
  await form.getByLabel('Fim').fill(emSaoPaulo(2));
  await form.getByRole('button', { name: 'Publicar aviso' }).click();
  await expect(form.getByRole('status')).toContainText(
    `Aviso publicado para os clientes de ${parceiros.vertice.nome}.`,
  );
  const publicados = page.getByRole('region', { name: 'Publicados' });
  const item = publicados.getByRole('listitem').filter({ hasText: TEXTO });
  await expect(item).toContainText('No ar');
  await semViolacoesGraves(page);
  await fotografar('operador-avisos', {
    larguras: [
      [390, 844],
      [1280, 800],
    ],
  });

  const cliente = await page.context().newPage();
  // The page carries its partner's warnings: the banner comes with it, the API is not asked (no late shift).
  const pedidosDeAvisos: string[] = [];
  cliente.on('request', (r) => {
    if (/\/parceiros\/\d+\/warnings/.test(r.url())) pedidosDeAvisos.push(r.url());
  });
  await cliente.goto(`${parceiros.vertice.url}/entrar`);
  await expect(faixa(cliente)).toContainText(TEXTO);
  await expect(cliente.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  expect(pedidosDeAvisos).toEqual([]);
  await semViolacoesGraves(cliente);
  await cliente.goto(`${parceiros.horizonte.url}/entrar`);
  await expect(cliente.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(faixa(cliente)).toHaveCount(0);

  // Ended early (this also leaves the worker's other Vértice tests without the banner).
  await item.getByRole('button', { name: /^Encerrar agora/ }).click();
  await expect(item).toContainText('Encerrado');
  await expect(item.getByRole('button', { name: /^Encerrar agora/ })).toHaveCount(0);
  await cliente.goto(`${parceiros.vertice.url}/entrar`);
  await expect(cliente.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(faixa(cliente)).toHaveCount(0);
});
