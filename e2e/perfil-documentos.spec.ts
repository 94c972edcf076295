import { CLIENTES, expect, semViolacoesGraves, test } from './fixtures.ts';

/**
 * 03 §2: /perfil opens without a login by the route table, so a visitor is sent to the login and comes back to
 * the profile once in; the profile hub leads to the quota's documents at /perfil/documentos/*, whose "back" link
 * returns to the profile (the same screens also answer at /financeiro/*).
 */
test('sem sessão, /perfil leva ao login e volta; do perfil, os documentos da cota', async ({
  page,
  base,
  login,
  fotografar,
}) => {
  await page.goto(`${base}/perfil`);
  await expect(page).toHaveURL(/\/entrar$/);
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();

  const documentos = page.getByRole('region', { name: 'Documentos e envio' });
  await expect(documentos.getByRole('link')).toHaveCount(5);
  await documentos.getByRole('link', { name: /Informe para o Imposto de Renda/ }).click();
  await expect(page).toHaveURL(/\/perfil\/documentos\/informe-ir$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Informe de rendimentos' })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('perfil-documentos-informe', {
    larguras: [
      [360, 780],
      [1280, 800],
    ],
  });

  await page.getByRole('link', { name: 'Perfil', exact: true }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await documentos.getByRole('link', { name: /2ª via do contrato/ }).click();
  await expect(page).toHaveURL(/\/perfil\/documentos\/2viadecontrato$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contrato da cota' })).toBeVisible();
  await semViolacoesGraves(page);
});
