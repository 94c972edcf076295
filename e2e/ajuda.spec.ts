import type { Page } from '@playwright/test';
import { CLIENTES, expect, semViolacoesGraves, test } from './fixtures.ts';

/** Phone (360×780) and desktop (1280×800) widths, full length, back at desktop width after. */
const LARGURAS = [
  [360, 780],
  [1280, 800],
] as const;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

async function buscar(page: Page, texto: string) {
  const campo = page.getByRole('searchbox', { name: 'Buscar na central de ajuda' });
  await campo.fill(texto);
  await campo.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/ajuda/busca\\?q=${encodeURIComponent(texto)}$`));
  await expect(page.getByRole('status').filter({ hasText: /encontradas? para/ })).toBeVisible();
}

const resultados = (page: Page) => page.getByRole('list', { name: 'Resultados da busca' }).getByRole('link');
const voto = (page: Page, nome: 'Sim' | 'Não') => page.getByRole('button', { name: nome, exact: true });

test('Maria abre a ajuda pelo menu, busca com e sem acentos e lê uma resposta', async ({
  page,
  login,
  fotografar,
}) => {
  test.slow();
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Ajuda' })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Central de ajuda' })).toBeVisible();
  const categorias = page.getByRole('list', { name: 'Categorias da central de ajuda' }).getByRole('link');
  await expect(categorias).toHaveCount(9);
  await expect(categorias.first()).toContainText('Boletos e pagamentos');
  await semViolacoesGraves(page);
  await fotografar('ajuda-inicio', { larguras: LARGURAS });

  // Plural, singular and capitals: the same answers in the same order.
  await buscar(page, 'boletos');
  const plural = await resultados(page).allTextContents();
  expect(plural.length).toBeGreaterThan(0);
  await buscar(page, 'BOLETO');
  expect(await resultados(page).allTextContents()).toEqual(plural);
  await semViolacoesGraves(page);

  // Without the accent, the question that names 'contemplação' comes first, the word highlighted.
  await buscar(page, 'contemplacao');
  await expect(resultados(page).first()).toContainText('O que é contemplação?');
  await expect(page.locator('mark').first()).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('ajuda-busca', { larguras: LARGURAS });

  await resultados(page).first().click();
  await expect(page).toHaveURL(/\/ajuda\/contemplacao\/o-que-e-contemplacao$/);
  await expect(page.getByRole('heading', { level: 1, name: 'O que é contemplação?' })).toBeVisible();
  await expect(page.getByText(/Lei 11\.795\/2008/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contemplação' })).toBeVisible();
});

test('Maria avalia uma resposta e o voto continua lá depois de recarregar', async ({
  page,
  base,
  login,
  fotografar,
}) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/ajuda/lances/o-que-e-lance-embutido`);
  await expect(page.getByRole('heading', { level: 1, name: 'O que é lance embutido?' })).toBeVisible();
  await expect(voto(page, 'Sim')).toHaveAttribute('aria-pressed', 'false');

  await voto(page, 'Sim').click();
  await expect(voto(page, 'Sim')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Obrigado! Sua avaliação ajuda a melhorar as respostas.')).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('ajuda-pergunta', { larguras: LARGURAS });

  await page.reload();
  await expect(voto(page, 'Sim')).toHaveAttribute('aria-pressed', 'true');
  // Voting again replaces the vote.
  await voto(page, 'Não').click();
  await expect(voto(page, 'Não')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(voto(page, 'Não')).toHaveAttribute('aria-pressed', 'true');
  await expect(voto(page, 'Sim')).toHaveAttribute('aria-pressed', 'false');
});

test('um voto que falha volta ao estado anterior e mostra o erro', async ({
  page,
  base,
  login,
  fotografar,
}) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/ajuda/fgts/posso-usar-o-fgts-no-consorcio`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Posso usar o FGTS no consórcio?' }),
  ).toBeVisible();
  await voto(page, 'Sim').click();
  await expect(voto(page, 'Sim')).toHaveAttribute('aria-pressed', 'true');

  await page.route('**/app-cliente/v1/faq/feedback', (rota) =>
    rota.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"mensagem":"Erro no sistema, tente novamente mais tarde"}',
    }),
  );
  await voto(page, 'Não').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Não foi possível enviar sua avaliação.' }),
  ).toBeVisible();
  await expect(voto(page, 'Sim')).toHaveAttribute('aria-pressed', 'true');
  await expect(voto(page, 'Não')).toHaveAttribute('aria-pressed', 'false');
  await semViolacoesGraves(page);
  await fotografar('ajuda-erro-voto', { larguras: LARGURAS });
});

test('Maria navega por uma categoria e pelas páginas da busca', async ({ page, base, login, fotografar }) => {
  // Several pages with accessibility checks: more than the default 30 s on a busy machine.
  test.slow();
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/ajuda`);
  await page.getByRole('link', { name: /^Lances/ }).click();
  await expect(page).toHaveURL(/\/ajuda\/lances$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lances' })).toBeVisible();
  const perguntas = page.getByRole('list', { name: 'Perguntas sobre Lances' }).getByRole('link');
  await expect(perguntas).toHaveCount(8);
  await semViolacoesGraves(page);
  await fotografar('ajuda-categoria', { larguras: LARGURAS });
  await perguntas.filter({ hasText: 'Até quando posso ofertar um lance?' }).click();
  await expect(page.getByText(/até 1 dia antes da data da assembleia/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Lances', exact: true }).click();
  await expect(page).toHaveURL(/\/ajuda\/lances$/);

  // Searches page 10 at a time.
  await page.goto(`${base}/ajuda/busca?q=cota`);
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await expect(resultados(page)).toHaveCount(10);
  const primeira = await resultados(page).allTextContents();
  await page.getByRole('link', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  // The previous page stays on screen, marked busy, until the next one arrives.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const segunda = await resultados(page).allTextContents();
  expect(segunda.some((t) => primeira.includes(t))).toBe(false);
  await semViolacoesGraves(page);
});

test('categoria ou pergunta inexistente e busca sem resultado dizem o que houve', async ({
  page,
  base,
  login,
  fotografar,
}) => {
  // Several pages with accessibility checks: more than the default 30 s on a busy machine.
  test.slow();
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/ajuda/nao-existe`);
  await expect(page.getByRole('heading', { name: 'Categoria não encontrada.' })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('ajuda-categoria-inexistente', { larguras: LARGURAS });
  await page.goto(`${base}/ajuda/lances/nao-existe`);
  await expect(page.getByRole('heading', { name: 'Pergunta não encontrada.' })).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('link', { name: 'Ir para a central de ajuda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Central de ajuda' })).toBeVisible();

  await page.goto(`${base}/ajuda/busca?q=xilofone`);
  await expect(page.getByRole('heading', { name: 'Nenhuma resposta para “xilofone”' })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('ajuda-busca-vazia', { larguras: LARGURAS });
});

test('uma busca com erro de digitação sugere a palavra certa e mostra as respostas dela', async ({
  page,
  login,
  fotografar,
}) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Ajuda' })
    .first()
    .click();

  await buscar(page, 'bolteo');
  await expect(page.getByText('Você quis dizer “boleto”?')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /encontradas? para “boleto”/ })).toBeVisible();
  expect(await resultados(page).count()).toBeGreaterThan(0);
  await semViolacoesGraves(page);
  await fotografar('ajuda-busca-sugestao', { larguras: LARGURAS });

  // The suggestion runs the corrected search: the box and the address now say 'boleto', with no suggestion.
  await page.getByRole('link', { name: '“boleto”' }).click();
  await expect(page).toHaveURL(/\/ajuda\/busca\?q=boleto$/);
  await expect(page.getByRole('searchbox', { name: 'Buscar na central de ajuda' })).toHaveValue('boleto');
  await expect(page.getByText('Você quis dizer')).toHaveCount(0);

  await buscar(page, 'contenplação');
  await expect(page.getByText('Você quis dizer “contemplação”?')).toBeVisible();
  await expect(resultados(page).first()).toContainText('O que é contemplação?');
});

test('a Vértice mostra a própria central de ajuda, com o próprio nome', async ({
  page,
  login,
  parceiros,
}) => {
  const vertice = parceiros.vertice.url;
  await login(CLIENTES.ana.documento, { parceiro: 'vertice' });
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${vertice}/ajuda/acesso-e-senha/o-portal-pede-senha-por-telefone`);
  await expect(page.getByText(/O Vértice Consórcios nunca pede sua senha/)).toBeVisible();
  await semViolacoesGraves(page);
});
