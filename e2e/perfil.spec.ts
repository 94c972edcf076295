import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { CLIENTES, expect, semViolacoesGraves, test } from './fixtures.ts';

/**
 * Preferences (perfil): font size kept across reloads, a quota's photo and nickname on the quota cards, the
 * flow-evaluation modal. Each test changes its own copy of Ana (fabrica.cliente) on the Vértice portal: Ana
 * was never asked to rate a flow, and her copies start as the seed left her.
 */
test.use({ parceiro: 'vertice' });

/** Pictures at phone (360×800) and desktop (1280×800) widths. */
const LARGURAS = [
  [360, 800],
  [1280, 800],
] as const;

/** A real PNG (a colour gradient), written here so the spec needs no image library. */
function png(largura: number, altura: number): Buffer {
  const bloco = (tipo: string, dados: Buffer) => {
    const cabecalho = Buffer.alloc(8);
    cabecalho.writeUInt32BE(dados.length, 0);
    cabecalho.write(tipo, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(tipo, 'latin1'), dados])), 0);
    return Buffer.concat([cabecalho, dados, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const linhas = Buffer.alloc((largura * 3 + 1) * altura);
  for (let y = 0; y < altura; y++)
    for (let x = 0; x < largura; x++) {
      const i = y * (largura * 3 + 1) + 1 + x * 3;
      linhas.set([Math.round((x / largura) * 255), 120, Math.round((y / altura) * 255)], i);
    }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', ihdr),
    bloco('IDAT', deflateSync(linhas)),
    bloco('IEND', Buffer.alloc(0)),
  ]);
}

const fonteDaRaiz = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

async function abrirPreferencias(page: Page, login: (documento: string) => Promise<void>, documento: string) {
  await login(documento);
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByRole('navigation', { name: 'Sua conta' })
    .getByRole('link', { name: 'Preferências' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preferências' })).toBeVisible();
}

test('o tamanho da letra muda o portal inteiro e continua depois de recarregar', async ({
  page,
  login,
  fabrica,
  fotografar,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const ana = await fabrica.cliente(CLIENTES.ana.documento);
  await abrirPreferencias(page, login, ana.documento);
  expect(await fonteDaRaiz(page)).toBe('16px');
  await semViolacoesGraves(page);

  await page.getByRole('button', { name: 'Grande', exact: true }).click();
  // The root size follows the click a render later: read until it does (a single read raced it: 21px).
  await expect.poll(() => fonteDaRaiz(page)).toBe('20px');
  await page.getByRole('button', { name: 'Aumentar a letra' }).click();
  await page.getByRole('button', { name: 'Aumentar a letra' }).click();
  await expect(page.getByText('22 px', { exact: true })).toBeVisible();
  await expect(page.getByText('Tamanho guardado na sua conta.', { exact: true })).toBeVisible();
  await expect.poll(() => fonteDaRaiz(page)).toBe('22px');
  await semViolacoesGraves(page);
  await fotografar('perfil-letra-22', { larguras: LARGURAS });

  // After a reload the size is there before anything else (this device's copy)…
  await page.reload();
  expect(await fonteDaRaiz(page)).toBe('22px');
  await expect(page.getByRole('slider', { name: 'Tamanho da letra em pixels' })).toHaveValue('22');

  // …and on a device without it, the account brings it back.
  await page.evaluate(() => localStorage.removeItem('portal.tamanho-fonte'));
  await page.reload();
  await expect.poll(() => fonteDaRaiz(page)).toBe('22px');
  // At 22 px a 1280 px screen is under 64 em: the phone chrome (tab 'Cotas') replaces the side menu (ADR 0019).
  await page
    .getByRole('link', { name: /^(Minhas cotas|Cotas)$/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grupos e cotas' })).toBeVisible();
  expect(await fonteDaRaiz(page)).toBe('22px');
});

test('foto e apelido da cota aparecem nos cartões; um texto com nome .jpg é recusado; a avaliação aparece uma vez', async ({
  page,
  login,
  fabrica,
  fotografar,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const ana = await fabrica.cliente(CLIENTES.ana.documento);
  await abrirPreferencias(page, login, ana.documento);
  const cartao = page.getByRole('list').getByRole('listitem').filter({ hasText: 'Grupo 006060' }).first();
  await expect(cartao).toBeVisible();

  // A text file named like a photo: the server reads its content and refuses it, in Portuguese.
  let escolha = page.waitForEvent('filechooser');
  await cartao.getByRole('button', { name: 'Adicionar foto' }).click();
  await (
    await escolha
  ).setFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('só texto, não é foto') });
  await expect(cartao.getByRole('alert')).toHaveText('Envie uma foto em JPEG, PNG ou WebP.');

  // A real photo: uploaded, re-encoded, and shown on the card.
  escolha = page.waitForEvent('filechooser');
  await cartao.getByRole('button', { name: 'Adicionar foto' }).click();
  await (await escolha).setFiles({ name: 'carro.png', mimeType: 'image/png', buffer: png(1600, 1200) });

  // The first finished flow asks for a rating (Ana was never asked): answer it.
  const avaliacao = page.getByRole('dialog', { name: 'Conte como foi' });
  await expect(avaliacao).toBeVisible();
  await expect(avaliacao.getByText('Foi fácil ajustar suas preferências pelo portal?')).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('perfil-avaliacao', { larguras: LARGURAS });
  await page.setViewportSize({ width: 1280, height: 800 });
  await avaliacao.getByRole('button', { name: 'Sim, foi fácil' }).click();
  await avaliacao.getByLabel('Quer comentar? (opcional)').fill('Rápido e simples.');
  await avaliacao.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(avaliacao).toBeHidden();
  await expect(page.getByText('Obrigado pela sua avaliação!', { exact: true })).toBeVisible();

  const foto = cartao.getByRole('img', { name: /^Foto da cota / });
  await expect(foto).toBeVisible();
  await expect.poll(() => foto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);

  await cartao.getByLabel('Apelido da cota').fill('Meu carro novo');
  await cartao.getByRole('button', { name: 'Salvar apelido' }).click();
  await expect(page.getByText('Apelido salvo.', { exact: true })).toBeVisible();
  // Answered: the next finished flow does not ask again.
  await expect(page.getByRole('dialog', { name: 'Conte como foi' })).toBeHidden();
  await semViolacoesGraves(page);
  await fotografar('perfil-preferencias', { larguras: LARGURAS });

  // The quota cards, in Minhas cotas and on the home, show the nickname and the photo.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Minhas cotas' }).filter({ visible: true }).first().click();
  const naLista = page
    .getByRole('list', { name: 'Cotas' })
    .getByRole('listitem')
    .filter({ hasText: 'Meu carro novo' });
  await expect(naLista.getByRole('heading', { name: 'Meu carro novo' })).toBeVisible();
  await expect(naLista.getByRole('img', { name: 'Foto da cota Meu carro novo' })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('perfil-cotas', { larguras: LARGURAS });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Início' }).first().click();
  await expect(page.getByRole('img', { name: 'Foto da cota Meu carro novo' })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('perfil-home', { larguras: LARGURAS });
});

test('a foto do perfil aparece no avatar da conta', async ({ page, login, fabrica, fotografar }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const ana = await fabrica.cliente(CLIENTES.ana.documento);
  await abrirPreferencias(page, login, ana.documento);
  const escolha = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Adicionar foto do perfil' }).click();
  await (await escolha).setFiles({ name: 'eu.png', mimeType: 'image/png', buffer: png(400, 400) });
  await expect(page.getByText('Foto do perfil atualizada.', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sua foto do perfil' })).toBeVisible();
  await expect(page.locator('aside img[src*="/arquivos/"]')).toBeVisible();
  await semViolacoesGraves(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await expect(page.getByRole('menuitem', { name: 'Preferências' })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('perfil-menu-da-conta-360', { inteira: false });
});
