import {
  arquivoJpeg,
  arquivoPdf,
  entrarNoBackOffice,
  expect,
  selecionarCota,
  semViolacoesGraves,
  test,
} from './fixtures.ts';

/**
 * After-sales onboarding (issue 22; 03 §2, §4, §5, §8), on a phone. Each test uses a fresh copy of Maria with an
 * after-sales case of its own on 001010/0023 (Maria's seeded case is read by the home and cases specs): one
 * walks the 13 steps (a wrong year first, then the right one, leaving midway and resuming from the home card);
 * the other errs the year twice, is blocked, and the analyst finds the call-back in the back-office.
 */

test.use({ viewport: { width: 390, height: 844 } });
const MARIA = '52998224725';

test('Maria completes the after-sales onboarding: wrong year once, then right', async ({
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(240_000);
  const maria = await fabrica.cliente(MARIA);
  await fabrica.casoPosVenda(maria.documento, 1010, 23);
  await login(maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '001010', '0023');
  await page.goto(`${base}/home`);

  const cartao = page.getByRole('region', { name: 'Boas-vindas ao seu consórcio' });
  await expect(cartao).toContainText('Etapa atual: E-mail Enviado');
  await cartao.getByRole('link', { name: 'Continuar o atendimento' }).click();
  await expect(page).toHaveURL(/\/pos-venda\/validacao-seguranca$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Boas-vindas! Vamos confirmar que é você' }),
  ).toBeVisible();
  await semViolacoesGraves(page);

  // The year: wrong once (the final chance), then right.
  const ano = page.getByLabel('Em que ano você nasceu?');
  await ano.fill('1987');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Informação incorreta' })).toContainText(
    'mais uma tentativa',
  );
  await semViolacoesGraves(page);
  await ano.fill('1986');
  await page.getByRole('button', { name: 'Confirmar' }).click();

  // Identity: the document, then the selfie.
  await expect(page.getByRole('heading', { level: 1, name: 'Documento e selfie' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Documento de identidade' })
    .locator('input[type=file]')
    .setInputFiles(arquivoPdf('rg.pdf'));
  await expect(page.getByText('rg.pdf')).toBeVisible();
  await page
    .getByRole('region', { name: 'Selfie' })
    .locator('input[type=file]')
    .setInputFiles(arquivoJpeg('selfie.jpg'));
  await expect(page.getByText('selfie.jpg')).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('pos-venda-identidade');
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confira seus dados cadastrais' })).toBeVisible();
  await expect(page.getByText('Etapa 2 de 13')).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Meus dados estão corretos' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sua renda' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Escolha o tipo da sua renda.')).toBeVisible();
  await page
    .getByLabel('Qual é a sua principal fonte de renda?')
    .selectOption({ label: 'Assalariado com renda fixa' });
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'O seu plano' })).toBeVisible();
  await page.getByRole('button', { name: 'Li e entendi' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Como funciona a contemplação' })).toBeVisible();
  await page.getByRole('radio', { name: 'Sim' }).check();
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Leave and continue later: the home card resumes at the phase's step.
  await expect(page.getByRole('heading', { level: 1, name: 'O que você precisa saber' })).toBeVisible();
  await page.getByRole('link', { name: 'Sair e continuar depois' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(cartao).toContainText('Etapa atual: Confirmação Pendente');
  await cartao.getByRole('link', { name: 'Continuar o atendimento' }).click();
  await expect(page).toHaveURL(/\/pos-venda\/entendimento$/);
  await page.getByRole('button', { name: 'Li e entendi' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sobre a sua compra' })).toBeVisible();
  await page.getByRole('radio', { name: 'Não' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Como quer receber seus boletos?' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Por e-mail' }).check();
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Tipos de lance' })).toBeVisible();
  await page.getByRole('button', { name: 'Li e entendi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benefícios do seu grupo' })).toBeVisible();
  await expect(page.getByText('Lance com FGTS')).toBeVisible();
  await page.getByRole('button', { name: 'Li e entendi' }).click();

  // The important-info accordions.
  await expect(page.getByRole('heading', { level: 1, name: 'Informações importantes' })).toBeVisible();
  for (const item of [
    'Assembleias',
    'Entrega do bem',
    'Cancelamento',
    'Proteção de dados',
    'Resumo do contrato',
  ])
    await expect(page.locator('#conteudo summary').filter({ hasText: item })).toBeVisible();
  await page.locator('#conteudo summary').filter({ hasText: 'Cancelamento' }).click();
  await expect(page.getByText(/multa de até 30%/)).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('pos-venda-informacoes-finais');
  await page.getByRole('button', { name: 'Li e entendi' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Dúvidas frequentes' })).toBeVisible();
  await page.getByRole('button', { name: 'Li e entendi' }).click();

  // The farewell: no video configured for the partner, so its text alternative.
  await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas ao consórcio' })).toBeVisible();
  await expect(page.getByText(/Seja bem-vindo ao seu consórcio/)).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tudo pronto!' })).toBeVisible();
  await semViolacoesGraves(page);

  // Concluded: the card is gone.
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: 'Boas-vindas ao seu consórcio' })).toHaveCount(0);
});

test('a customer who errs the year twice is blocked; the call-back appears in the back-office', async ({
  page,
  browser,
  base,
  login,
  fabrica,
}) => {
  test.setTimeout(240_000);
  const cliente = await fabrica.cliente(MARIA);
  const caso = await fabrica.casoPosVenda(cliente.documento, 1010, 23);
  await login(cliente.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '001010', '0023');
  await page.goto(`${base}/pos-venda`);
  await expect(page).toHaveURL(/\/pos-venda\/validacao-seguranca$/);

  const ano = page.getByLabel('Em que ano você nasceu?');
  await ano.fill('1990');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Informação incorreta' })).toBeVisible();
  await ano.fill('1991');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Atendimento bloqueado' })).toBeVisible();
  await expect(page.getByText(/nossa equipe vai ligar para você/)).toBeVisible();
  await semViolacoesGraves(page);

  // The home card is gone (the case waits for the call), and a reload keeps the block.
  await page.goto(`${base}/home`);
  await expect(page.getByRole('region', { name: 'Boas-vindas ao seu consórcio' })).toHaveCount(0);
  await page.goto(`${base}/pos-venda/contemplacao`);
  await expect(page.getByRole('heading', { level: 1, name: 'Atendimento bloqueado' })).toBeVisible();

  const contexto = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const operador = await contexto.newPage();
    await operador.goto(`${base}/operador/pos-venda`);
    await entrarNoBackOffice(operador);
    await expect(operador.getByRole('heading', { level: 1, name: 'Retornos do pós-venda' })).toBeVisible();
    const item = operador.getByRole('listitem').filter({ hasText: `Caso ${caso}` });
    await expect(item).toContainText('Bloqueado: ano incorreto duas vezes');
    await semViolacoesGraves(operador);
    await item.getByLabel('Como foi o contato').fill('Identidade confirmada por telefone.');
    await item.getByRole('button', { name: 'Marcar retorno como feito' }).click();
    await expect(
      operador.getByRole('status').filter({ hasText: `Retorno do caso ${caso} registrado` }),
    ).toBeVisible();
    await expect(operador.getByRole('listitem').filter({ hasText: `Caso ${caso}` })).toHaveCount(0);
  } finally {
    await contexto.close();
  }

  // Unblocked: the customer may try again.
  await page.goto(`${base}/pos-venda/validacao-seguranca`);
  await expect(page.getByLabel('Em que ano você nasceu?')).toBeVisible();
});
