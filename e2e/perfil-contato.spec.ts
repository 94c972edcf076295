import type { Page } from '@playwright/test';
import { CLIENTES, codigosPorSms as codigosDaCaixa, expect, semViolacoesGraves, test } from './fixtures.ts';

/**
 * The profile hub and the e-mail/phone change with the SMS token (03 §2, §4, §5, §8). Each test changes its own
 * copy of a seed customer (fabrica.cliente), whose registration data starts as the seed left it: the copy keeps
 * the model's mobile, where the codes go.
 */

/** Pictures at phone (390×844) and desktop (1280×800) widths, full length. */
const LARGURAS = [
  [390, 844],
  [1280, 800],
] as const;

/** Maria's mobile in the seed (packages/db/seed/dados-cadastrais.ts), as digits and as the mask shows it. */
const CELULAR_MARIA = '11987654321';

/** The codes sent by SMS to `para`, newest first. */
const codigosPorSms = (page: Page, base: string, para: string) => codigosDaCaixa(page.request, base, para);

/** Logs in (desktop width) and opens the hub from the account menu, as a person would. */
async function abrirPerfil(page: Page, login: (documento: string) => Promise<void>, documento: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation', { name: 'Sua conta' }).getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
}

/** From the hub, the phone edit of Maria's mobile up to the code screen (the SMS already sent). */
async function pedirCodigoParaNovoCelular(
  page: Page,
  novo: string,
  fotografar?: (nome: string, opcoes: { larguras: typeof LARGURAS }) => Promise<void>,
) {
  await page.getByRole('link', { name: 'Alterar e-mail e telefone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail e telefone' })).toBeVisible();
  await page.getByRole('button', { name: 'Editar o telefone (11) 98765-4321' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar telefone' });
  const campo = dialogo.getByLabel('Telefone com DDD');
  await expect(campo).toHaveValue('(11) 98765-4321');
  await campo.fill(novo);
  await dialogo.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/perfil\/token\/enviar$/);
  await expect(page.getByText('(11) *****-4321')).toBeVisible();
  if (fotografar) {
    await semViolacoesGraves(page);
    await fotografar('perfil-token-enviar', { larguras: LARGURAS });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.getByRole('button', { name: 'Enviar código por SMS' }).click();
  await expect(page).toHaveURL(/\/perfil\/token\/inserir$/);
}

const caixasDoCodigo = (page: Page) =>
  page.getByRole('group', { name: 'Código recebido por SMS' }).getByRole('textbox');

test('Maria troca o celular com o código do SMS: código errado avisa, o certo salva e o perfil mostra o novo', async ({
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  test.slow();
  const maria = await fabrica.cliente(CLIENTES.maria.documento);
  await abrirPerfil(page, login, maria.documento);

  // The hub: name, principal contacts, address, wealth and income, the links to change each.
  const principal = page.getByRole('main');
  await expect(principal.getByText('Maria Oliveira Santos')).toBeVisible();
  await expect(principal.getByText('(11) 98765-4321')).toBeVisible();
  await expect(principal.getByText('Rua Haddock Lobo, 595 – Apto 82')).toBeVisible();
  await expect(principal.getByText('Cerqueira César · São Paulo/SP')).toBeVisible();
  await expect(principal.getByText('R$ 8.500,00')).toBeVisible();
  await expect(principal.getByRole('link', { name: 'Alterar endereço' })).toHaveAttribute(
    'href',
    '/perfil/endereco',
  );
  await expect(principal.getByRole('link', { name: /^Senha/ })).toHaveAttribute('href', '/perfil/senha');
  await semViolacoesGraves(page);
  await fotografar('perfil-hub', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A number that is not a phone is refused in the form, with the spec's message.
  await page.getByRole('link', { name: 'Alterar e-mail e telefone' }).click();
  await page.getByRole('button', { name: 'Editar o telefone (11) 98765-4321' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar telefone' });
  await dialogo.getByLabel('Telefone com DDD').fill('1123');
  await dialogo.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialogo.getByLabel('Telefone com DDD')).toHaveAccessibleDescription('Telefone inválido');
  await semViolacoesGraves(page);
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await fotografar('perfil-email-telefone', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Meu perfil' }).first().click();

  const antes = (await codigosPorSms(page, base, CELULAR_MARIA)).length;
  await pedirCodigoParaNovoCelular(page, '11912345678', fotografar);
  let codigos: string[] = [];
  await expect
    .poll(async () => (codigos = await codigosPorSms(page, base, CELULAR_MARIA)).length)
    .toBeGreaterThan(antes);
  const codigo = codigos[0]!;

  // The countdown starts at 15:00 in its info state; the boxes take the focus.
  await expect(page.getByRole('timer', { name: 'Tempo restante do código' })).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByRole('progressbar', { name: 'Validade do código' })).toHaveAttribute(
    'data-tom',
    'info',
  );
  await expect(caixasDoCodigo(page).first()).toBeFocused();
  await expect(page.getByRole('button', { name: /^Reenviar em/ })).toBeDisabled();
  await semViolacoesGraves(page);
  await fotografar('perfil-token-inserir', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A wrong code: the §8 message, the boxes empty again, attempts left.
  const errado = codigo === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
  await caixasDoCodigo(page).first().click();
  await page.keyboard.type(errado);
  await expect(page).toHaveURL(/\/perfil\/token\/inserir$/);
  await expect(page.getByRole('group', { name: 'Código recebido por SMS' })).toContainText(
    'Código inválido, tente novamente. Restam 4 tentativas.',
  );
  await semViolacoesGraves(page);

  // The right one, typed in lower case: upper-cased box by box, validated, and the change saved with it.
  await caixasDoCodigo(page).first().click();
  await page.keyboard.type(codigo.toLowerCase());
  await expect(page).toHaveURL(/\/perfil\/email-telefone$/);
  await expect(page.getByText('Telefone alterado.', { exact: true })).toBeVisible();
  const telefones = page.getByRole('list', { name: 'Telefones cadastrados' });
  await expect(telefones.getByText('(11) 91234-5678')).toBeVisible();
  await expect(telefones.getByText('(11) 98765-4321')).toHaveCount(0);
  await semViolacoesGraves(page);

  // The hub shows the new number; the way back through the token steps is closed (nothing waits in memory).
  await page.getByRole('link', { name: 'Meu perfil' }).first().click();
  await expect(principal.getByText('(11) 91234-5678')).toBeVisible();
  await page.goto(`${base}/perfil/token/inserir`);
  await expect(page).toHaveURL(/\/perfil$/);
  await semViolacoesGraves(page);
});

test('o código expira em 15 minutos: a barra passa de info a alerta e a perigo, e em 00:00 pede um novo código', async ({
  page,
  login,
  fabrica,
  fotografar,
}) => {
  test.slow();
  await page.clock.install();
  const maria = await fabrica.cliente(CLIENTES.maria.documento);
  await abrirPerfil(page, login, maria.documento);
  await pedirCodigoParaNovoCelular(page, '11955554444');

  const barra = page.getByRole('progressbar', { name: 'Validade do código' });
  const relogio = page.getByRole('timer', { name: 'Tempo restante do código' });
  await expect(barra).toHaveAttribute('data-tom', 'info');
  await expect(relogio).toHaveText(/^1[45]:\d\d$/);

  // A new code only 40 s after the last one.
  const reenviar = page.getByRole('button', { name: /^Reenviar/ });
  await expect(reenviar).toBeDisabled();
  await expect(reenviar).toHaveText(/Reenviar em 00:[34]\d/);
  await page.clock.fastForward(41_000);
  await expect(reenviar).toBeEnabled();
  await expect(reenviar).toHaveText('Reenviar código');

  // Minute 7 is still info (07:xx), minute 6 is warning… (each step leaves a few seconds' margin for the
  // real time the test itself takes).
  await page.clock.fastForward(400_000);
  await expect(relogio).toHaveText(/^07:\d\d$/);
  await expect(barra).toHaveAttribute('data-tom', 'info');
  await page.clock.fastForward(45_000);
  await expect(relogio).toHaveText(/^06:\d\d$/);
  await expect(barra).toHaveAttribute('data-tom', 'alerta');
  await semViolacoesGraves(page);

  // …down to minute 2; below it, danger.
  await page.clock.fastForward(260_000);
  await expect(relogio).toHaveText(/^02:\d\d$/);
  await expect(barra).toHaveAttribute('data-tom', 'alerta');
  await page.clock.fastForward(60_000);
  await expect(relogio).toHaveText(/^01:\d\d$/);
  await expect(barra).toHaveAttribute('data-tom', 'perigo');
  await semViolacoesGraves(page);

  // 00:00: the code is gone and a new verification is asked for.
  await page.clock.fastForward(120_000);
  await expect(page.getByRole('heading', { name: 'O tempo acabou' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Código recebido por SMS' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar novo código' })).toBeEnabled();
  await semViolacoesGraves(page);
  await fotografar('perfil-token-expirado', { larguras: LARGURAS });
});

test.describe('no parceiro Vértice', () => {
  test.use({ parceiro: 'vertice' });

  test('Ana vê só os dados dela, com a marca do Vértice', async ({ page, login, parceiros }) => {
    await abrirPerfil(page, login, CLIENTES.ana.documento);
    const principal = page.getByRole('main');
    await expect(principal.getByText('Ana Costa Ribeiro')).toBeVisible();
    await expect(principal.getByText('ana.ribeiro@example.com')).toBeVisible();
    await expect(principal.getByText('(31) 98877-6655')).toBeVisible();
    await expect(principal).not.toContainText('Maria');
    await expect(principal).not.toContainText('(11) 98765-4321');
    await expect(page).toHaveTitle(new RegExp(parceiros.vertice.nome));
    const primaria = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--cor-primaria').trim(),
    );
    expect(primaria.toUpperCase()).toBe('#0B57D0');
    await semViolacoesGraves(page);
  });
});

test('patrimônio e renda com a máscara de R$ (um campo em branco fica "Não informado") e a senha trocada pelo perfil', async ({
  page,
  login,
  fabrica,
  fotografar,
}) => {
  test.slow();
  const maria = await fabrica.cliente(CLIENTES.maria.documento);
  await abrirPerfil(page, login, maria.documento);

  await page.getByRole('link', { name: 'Alterar patrimônio e renda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patrimônio e renda' })).toBeVisible();
  const renda = page.getByLabel('Renda mensal (opcional)');
  const patrimonio = page.getByLabel('Patrimônio total (opcional)');
  await expect(renda).toHaveValue('R$ 8.500,00');
  // Digits fill from the right; a minus sign is ignored (positive only).
  await renda.fill('');
  await renda.pressSequentially('-1234567');
  await expect(renda).toHaveValue('R$ 12.345,67');
  await patrimonio.fill('');
  await semViolacoesGraves(page);
  await fotografar('perfil-patrimonio-renda', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByText('Patrimônio e renda atualizados.', { exact: true })).toBeVisible();
  const secao = page.getByRole('region', { name: 'Patrimônio e renda' });
  await expect(secao).toContainText('R$ 12.345,67');
  await expect(secao).toContainText('Não informado');

  // The password, in two steps: the current one is checked first, then the new one typed twice.
  await page.getByRole('link', { name: /^Senha/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
  await page.getByLabel('Senha atual').fill('111111');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('Senha atual')).toHaveAccessibleDescription(/.+/);
  await page.getByLabel('Senha atual').fill('123456');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/perfil\/confirmarsenha$/);
  await page.getByLabel('Nova senha', { exact: true }).fill('482915');
  await page.getByLabel('Confirme a nova senha').fill('482916');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não conferem.')).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('perfil-confirmarsenha', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByLabel('Confirme a nova senha').fill('482915');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByText('Senha alterada com sucesso.', { exact: true })).toBeVisible();
});
