import type { Page } from '@playwright/test';
import { caixaDeSaida, CLIENTES, entrarNaApi, expect, semViolacoesGraves, test } from './fixtures.ts';

/**
 * Passkeys end to end (issues 3 and 14) with Chromium's virtual authenticator: enrol on /biometria, see
 * 'Entrar com biometria' only once this device holds one, log in with it, rename and remove it. Each test
 * works on its own copy of Maria (fabrica.cliente), so her passkeys are the test's alone.
 */

const MENSAGEM_ERRO_BIOMETRIA = 'Não foi possível entrar com a biometria. Digite sua senha para continuar.';
const API = '/app-cliente/v1';

/** A platform authenticator that answers at once, as a phone's fingerprint reader would. */
async function autenticadorVirtual(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credenciais: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function sair(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/entrar$/);
}

const botaoBiometria = (page: Page) => page.getByRole('button', { name: 'Entrar com biometria' });
const aparelhos = (page: Page) =>
  page.getByRole('list', { name: 'Aparelhos com biometria' }).getByRole('listitem');

/** Logs in with the password and activates a passkey on /biometria, from the menu. */
async function ativarBiometria(page: Page, login: (documento: string) => Promise<void>, documento: string) {
  await login(documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Biometria' }).click();
  await expect(page).toHaveURL(/\/biometria$/);
  await expect(page.getByText('Nenhum aparelho ainda')).toBeVisible();
  await page.getByRole('button', { name: 'Ativar biometria' }).click();
  await expect(page.getByRole('heading', { name: 'Biometria ativada neste aparelho' })).toBeVisible();
  await expect(aparelhos(page)).toHaveCount(1);
}

test('passkeys: activate, rename, log in with it only after activating, remove — and the button goes', async ({
  page,
  base,
  login,
  fabrica,
  request,
  fotografar,
}) => {
  const autenticador = await autenticadorVirtual(page);
  const maria = await fabrica.cliente(CLIENTES.maria.documento);

  // The device has a fingerprint reader, but no passkey of this portal yet: no button.
  await page.goto(`${base}/entrar`);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(botaoBiometria(page)).toHaveCount(0);

  await ativarBiometria(page, login, maria.documento);
  const item = aparelhos(page).first();
  await expect(item).toContainText('Chrome');
  await expect(item).toContainText('Este aparelho');
  await expect(item).toContainText('Último uso: ainda não usada');
  await semViolacoesGraves(page);
  const credenciais = await autenticador.credenciais();
  expect(credenciais).toHaveLength(1);
  expect(credenciais[0]?.isResidentCredential).toBe(true);

  // The customer is told by e-mail, with what to do if it was not them.
  const [email] = await caixaDeSaida(request, base, maria.email);
  expect(email?.assunto).toMatch(/biometria ativada \(Chrome/);
  expect(email?.texto).toContain('Se não foi você, remova a biometria em Biometria e altere sua senha.');

  // Rename, inline: an empty name is refused on the field; a new one replaces the old.
  await item.getByRole('button', { name: /^Renomear/ }).click();
  const campo = page.getByLabel('Nome da biometria');
  await expect(campo).toBeFocused();
  await campo.fill('   ');
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByText('Informe um nome para a biometria.')).toBeVisible();
  await fotografar('biometria-renomear', {
    larguras: [[390, 844]],
    inteira: false,
    aCadaLargura: () => campo.scrollIntoViewIfNeeded(),
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await semViolacoesGraves(page);
  await campo.fill('Notebook da Maria');
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(campo).toHaveCount(0);
  await expect(item).toContainText('Notebook da Maria');
  // Both toasts ("Biometria ativada" and "Nome alterado") may still be up on a slow machine: close each.
  const fecharAviso = page.getByRole('button', { name: 'Fechar aviso' });
  await expect(async () => {
    if (await fecharAviso.count()) await fecharAviso.first().click({ timeout: 1000 });
    await expect(fecharAviso).toHaveCount(0, { timeout: 500 });
  }).toPass();
  await fotografar('biometria-lista', {
    larguras: [
      [390, 844],
      [1280, 900],
    ],
    inteira: false,
    aCadaLargura: async (p) => {
      await item.scrollIntoViewIfNeeded();
      await semViolacoesGraves(p);
    },
  });

  // Next time: no CPF, no password.
  await sair(page);
  await botaoBiometria(page).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Biometria' }).click();
  await expect(item).toContainText(/Último uso: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);

  // Remove, after a confirmation.
  await item.getByRole('button', { name: 'Remover Notebook da Maria' }).click();
  const dialogo = page.getByRole('alertdialog', { name: 'Remover esta biometria?' });
  await expect(dialogo).toContainText('Notebook da Maria');
  await semViolacoesGraves(page);
  await fotografar('biometria-remover', {
    larguras: [
      [390, 844],
      [1280, 900],
    ],
    inteira: false,
  });
  await dialogo.getByRole('button', { name: 'Remover' }).click();
  await expect(dialogo).toHaveCount(0);
  await expect(page.getByText('Nenhum aparelho ainda')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ativar biometria' })).toBeVisible();
  const [aviso] = await caixaDeSaida(request, base, maria.email);
  expect(aviso?.assunto).toContain('biometria removida (Notebook da Maria)');

  // The device no longer offers it.
  await sair(page);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(botaoBiometria(page)).toHaveCount(0);
});

test('a passkey removed on another device: its login fails, asks for the password and the button goes', async ({
  page,
  base,
  login,
  fabrica,
}) => {
  await autenticadorVirtual(page);
  const maria = await fabrica.cliente(CLIENTES.maria.documento);
  await ativarBiometria(page, login, maria.documento);

  // Elsewhere (another device's session), the customer removes it.
  const { access_token } = await entrarNaApi(base, maria.documento);
  const lista = (await (await fetch(`${base}${API}/biometria`, { headers: { access_token } })).json()) as {
    id: string;
  }[];
  expect(lista).toHaveLength(1);
  const removida = await fetch(`${base}${API}/biometria/${lista[0]!.id}`, {
    method: 'DELETE',
    headers: { access_token },
  });
  expect(removida.status).toBe(204);

  await sair(page);
  await botaoBiometria(page).click();
  await expect(page.getByRole('alert').filter({ hasText: MENSAGEM_ERRO_BIOMETRIA })).toBeVisible();
  await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/entrar$/);
  await expect(botaoBiometria(page)).toHaveCount(0);
  await semViolacoesGraves(page);
});

test('the login offers no biometrics on a device without an authenticator', async ({ page, base }) => {
  await page.goto(`${base}/entrar`);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(botaoBiometria(page)).toHaveCount(0);
});
