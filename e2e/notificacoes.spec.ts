import { CLIENTES, entrarNoBackOffice, expect, semViolacoesGraves, SUPERVISOR, test } from './fixtures.ts';

/**
 * News and notifications (issue 7): the navbar badge, the home cards, the list and the detail, and the
 * analysts' news publishing in the back-office.
 */

test('Maria reads a notification and the unread count in the navbar falls by one', async ({
  page,
  login,
}) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);

  const sino = page.getByRole('link', { name: /^Notificações, \d+ não lidas?$/ }).first();
  await expect(sino).toBeVisible();
  const antes = Number((await sino.getAttribute('aria-label'))!.match(/\d+/)![0]);
  expect(antes).toBeGreaterThan(1);

  // Home: the notifications card (its newest unread ones: other tests of this worker may have added some) and the latest news.
  await expect(page.getByRole('region', { name: /^Notificações \(\d+ novas?\)/ })).toContainText(
    '(não lida)',
  );
  await expect(page.getByRole('region', { name: 'Novidades' })).toContainText('Assembleia do mês');
  await semViolacoesGraves(page);

  await sino.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
  const lista = page.getByRole('list', { name: 'Notificações e novidades' });
  await expect(lista.getByRole('listitem').first()).toBeVisible();
  await semViolacoesGraves(page);

  // The unread filter counts notifications, not quotas.
  await expect(page.getByRole('radio', { name: /^Não lidas \(\d+ notificaç(ão|ões)\)$/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Novidades' }).check({ force: true });
  await expect(lista).toContainText('Cuidado com boletos falsos');
  await expect(lista).not.toContainText('Sua solicitação avançou');
  await page.getByRole('radio', { name: 'Todas' }).check({ force: true });

  await lista.getByRole('link', { name: /Sua solicitação avançou/ }).click();
  await expect(page).toHaveURL(/\/notifications\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sua solicitação avançou' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('mudou de fase');
  await expect(page.getByRole('link', { name: 'Ver detalhes' })).toHaveAttribute('href', '/requests');
  await expect(sino).toHaveAttribute(
    'aria-label',
    `Notificações, ${antes - 1 === 1 ? '1 não lida' : `${antes - 1} não lidas`}`,
  );
  await semViolacoesGraves(page);

  // Back on the list, the item is read; reading it again changes nothing.
  await page.getByRole('link', { name: 'Notificações', exact: true }).first().click();
  await expect(lista.getByRole('link', { name: /Sua solicitação avançou/ })).not.toContainText('(não lida)');
  await lista.getByRole('link', { name: /Sua solicitação avançou/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sua solicitação avançou' })).toBeVisible();
  await expect(sino).toHaveAttribute('aria-label', new RegExp(`Notificações, ${antes - 1} não lidas?`));
});

test("another customer's notification is not found", async ({ page, login, parceiros }) => {
  await login(CLIENTES.ana.documento, { parceiro: 'vertice' });
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${parceiros.vertice.url}/notifications/999999`);
  await expect(page.getByRole('heading', { name: 'Notificação não encontrada' })).toBeVisible();
  await semViolacoesGraves(page);
});

test('a supervisor publishes news to Vértice and Ana sees it at the top of her notifications', async ({
  page,
  base,
  login,
  parceiros,
}) => {
  const titulo = `Mutirão de renegociação ${Date.now()}`;
  await page.goto(`${base}/operador/entrar`);
  // Publishing to a partner's customers is a supervisor's act (ADR 0014).
  await entrarNoBackOffice(page, undefined, SUPERVISOR);
  await page.getByRole('link', { name: 'Novidades' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novidades' })).toBeVisible();
  await semViolacoesGraves(page);

  const form = page.getByRole('region', { name: 'Publicar novidade' });
  await form.getByRole('button', { name: 'Publicar' }).click();
  await expect(form.getByText('Escolha o parceiro.')).toBeVisible();
  await form.getByLabel('Parceiro').selectOption({ label: parceiros.vertice.nome });
  await form.getByLabel('Título').fill(titulo);
  await form.getByLabel('Resumo').fill('Condições especiais para parcelas em atraso até o fim do mês.');
  await form
    .getByLabel('Texto completo')
    .fill('Durante este mês, parcelas em atraso podem ser renegociadas com condições especiais pelo portal.');
  await form.getByLabel('Link no portal (opcional)').fill('https://golpe.example');
  await form.getByRole('button', { name: 'Publicar' }).click();
  await expect(form.getByText('O link deve ser um caminho do portal, como /boletos.')).toBeVisible();
  await form.getByLabel('Link no portal (opcional)').fill('/boletos');
  await form.getByRole('button', { name: 'Publicar' }).click();
  await expect(form.getByRole('status')).toContainText(
    `Novidade publicada para os clientes de ${parceiros.vertice.nome}.`,
  );
  await expect(page.getByRole('region', { name: 'Publicadas' })).toContainText(titulo);
  await semViolacoesGraves(page);

  await login(CLIENTES.ana.documento, { parceiro: 'vertice' });
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${parceiros.vertice.url}/notifications`);
  const primeira = page.getByRole('list', { name: 'Notificações e novidades' }).getByRole('listitem').first();
  await expect(primeira).toContainText(titulo);
  await expect(primeira).toContainText('(não lida)');
});
