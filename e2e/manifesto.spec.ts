import { expect, test } from './fixtures.ts';

/** Issue 15: the installable app is each partner's: its manifest (name, colour, icons) and browser colour. */
test('each partner’s portal links its own manifest and paints the browser in its colour', async ({
  page,
  parceiros,
}) => {
  const esperados = [
    { parceiro: parceiros.horizonte, curto: 'Horizonte', cor: '#CE181E' },
    { parceiro: parceiros.vertice, curto: 'Vértice', cor: '#0B57D0' },
  ];
  for (const { parceiro, curto, cor } of esperados) {
    await page.goto(`${parceiro.url}/entrar`);
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', cor);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    // What the browser installs: fetched from the link, on the partner's own host.
    const manifesto = await page.evaluate(async (url) => (await fetch(url)).json(), href!);
    expect(manifesto).toMatchObject({
      name: parceiro.nome,
      short_name: curto,
      theme_color: cor,
      start_url: '/',
    });
    for (const icone of manifesto.icons as { src: string; sizes: string }[]) {
      const resposta = await page.request.get(`${parceiro.url}${icone.src}`);
      expect(resposta.status()).toBe(200);
      expect(resposta.headers()['content-type']).toBe('image/png');
    }
  }
});

/** Issue 16: a first visit paints its partner at once: the page carries the configuration, nothing is asked first. */
test('a first visit draws each partner’s colour and logo with the page, asking nothing about the partner', async ({
  page,
  parceiros,
}) => {
  for (const { parceiro, cor } of [
    { parceiro: parceiros.vertice, cor: '#0B57D0' },
    { parceiro: parceiros.horizonte, cor: '#CE181E' },
  ]) {
    const perguntas: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/parceiros/configuracao')) perguntas.push(r.url());
    });
    // Nothing stored on the device: a first visit on this host.
    await page.goto(`${parceiro.url}/entrar`, { waitUntil: 'commit' });
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${parceiro.url}/entrar`);
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    const primaria = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--cor-primaria').trim().toUpperCase(),
    );
    expect(primaria).toBe(cor);
    await expect(page.getByRole('img', { name: parceiro.nome }).first()).toBeVisible();
    expect(perguntas).toEqual([]);
    page.removeAllListeners('request');
  }
});
