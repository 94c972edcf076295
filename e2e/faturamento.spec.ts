import { consultarBanco } from '@portal/db/test/fabricas';
import {
  CLIENTES,
  entrarNoBackOffice,
  expect,
  selecionarCota,
  semViolacoesGraves,
  test,
} from './fixtures.ts';

/**
 * Issue 19, starting the goods billing (02 §1, §2.1, §2.2, §6, §7): Ana (Vértice) starts billing her
 * contemplated car 006060/0048 from the home card on a phone — type, new, digital — up to the new vehicle's
 * identification; a copy of her with a CPF restriction takes the manual WhatsApp path; a desktop lands on
 * indisponivel. Screenshots at 360 px and 1280 px.
 */

test.use({ parceiro: 'vertice' });

const LARGURAS = [
  [360, 780],
  [1280, 900],
] as const;

const CELULAR = {
  viewport: { width: 360, height: 780 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

test.describe('on a phone', () => {
  test.use(CELULAR);

  test('Ana starts billing her new car from the home card, through type, new and digital', async ({
    page,
    base,
    login,
    portal,
    fotografar,
  }) => {
    test.setTimeout(240_000);
    await login(CLIENTES.ana.documento);
    await expect(page).toHaveURL(/\/home$/);
    await selecionarCota(page, base, '006060', '0048');
    await page.goto(`${base}/home`);
    const cartao = page.getByRole('region', { name: 'Parabéns pela contemplação!' });
    await expect(cartao).toContainText('006060/0048');
    await cartao.getByRole('link', { name: 'Iniciar faturamento' }).click();

    await expect(page).toHaveURL(/\/faturamento\/iniciar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vamos faturar o seu bem' })).toBeVisible();
    await expect(page.getByText('Identificação', { exact: true })).toBeVisible();
    await fotografar('faturamento-iniciar', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
    await page.setViewportSize(CELULAR.viewport);

    await page.getByRole('link', { name: 'Começar' }).click();
    await expect(page).toHaveURL(/\/faturamento\/tipo$/);
    await semViolacoesGraves(page);
    await page.getByRole('link', { name: /Comprar um veículo/ }).click();

    await expect(page).toHaveURL(/\/faturamento\/novoseminovo$/);
    // Billing continues from the contemplation's asset choice (a new car).
    await expect(
      page.getByRole('status').filter({ hasText: 'Na contemplação você escolheu um veículo novo (0 km).' }),
    ).toBeVisible();
    await fotografar('faturamento-novoseminovo', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
    await page.setViewportSize(CELULAR.viewport);
    await page.getByRole('link', { name: /Veículo novo \(0 km\)/ }).click();

    await expect(page).toHaveURL(/\/faturamento\/digitaloumanual$/);
    await fotografar('faturamento-digitaloumanual', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
    await page.setViewportSize(CELULAR.viewport);
    await page.getByRole('button', { name: 'Seguir pelo app' }).click();
    // The case is open; the identification comes next (the whole journey: e2e/faturamento-novo.spec.ts).
    await expect(page).toHaveURL(/\/faturamento\/identificacao$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Identificação' })).toBeVisible();

    const casos = await consultarBanco<{ fase: string; status: string; dados_app: Record<string, unknown> }>(
      portal.bancoUrl,
      `select c.fase, c.status, c.dados_app from casos c join cotas co on co.id = c.cota_id
         join grupos g on g.id = co.grupo_id join clientes cl on cl.id = c.cliente_id
        where cl.inscricao_nacional = $1 and g.codigo = 6060 and co.numero = 48 and c.tipo = 'Faturamento_Auto_App'`,
      [CLIENTES.ana.documento],
    );
    expect(casos).toEqual([
      expect.objectContaining({
        fase: 'Tratativa Não Iniciada',
        status: 'Em Andamento',
        dados_app: expect.objectContaining({ tipoFaturamento: 'FATURAMENTO_NOVO_AUTO', fluxoManual: false }),
      }),
    ]);

    // Home now shows the goods-billing card.
    await page.goto(`${base}/home`);
    await expect(page.locator('#cartao-faturamento-bem')).toBeVisible();
    const doFaturamento = page.getByRole('region', { name: 'Parabéns pela contemplação!' });
    await expect(doFaturamento).toContainText('Faturamento · cota 006060/0048');
    await expect(doFaturamento.getByRole('link', { name: 'Iniciar faturamento' })).toHaveAttribute(
      'href',
      '/faturamento/iniciar',
    );
  });

  test('a CPF restriction takes the manual path: a WhatsApp link naming the quota and the reason', async ({
    page,
    base,
    login,
    portal,
    fabrica,
    fotografar,
  }) => {
    const copia = await fabrica.cliente(CLIENTES.ana.documento);
    await consultarBanco(
      portal.bancoUrl,
      `insert into retornos_crivo (cota_id, codigo, descricao)
       select co.id, '05', 'Restrição em órgão de proteção ao crédito' from cotas co
         join clientes cl on cl.id = co.cliente_id join grupos g on g.id = co.grupo_id
        where cl.inscricao_nacional = $1 and g.codigo = 6060 and co.numero = 48`,
      [copia.documento],
    );
    await login(copia.documento);
    await expect(page).toHaveURL(/\/home$/);
    await selecionarCota(page, base, '006060', '0048');

    await page.goto(`${base}/faturamento/iniciar`);
    await expect(page).toHaveURL(/\/faturamento\/cpfrestrito$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Encontramos uma restrição no seu CPF' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Seguir com um atendente' }).click();
    const whatsapp = page.getByRole('link', { name: 'Falar com o atendente no WhatsApp' });
    await expect(whatsapp).toBeVisible();
    const href = (await whatsapp.getAttribute('href'))!;
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5521977770000');
    expect(url.searchParams.get('text')).toBe(
      'Olá! Sou Ana Costa Ribeiro e quero faturar o bem da minha cota contemplada (grupo 6060, cota 0048) com um atendente. Motivo: Restrição no CPF.',
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Um atendente segue o faturamento com você' }),
    ).toBeVisible();
    await fotografar('faturamento-cpfrestrito-whatsapp', {
      larguras: LARGURAS,
      aCadaLargura: semViolacoesGraves,
    });
  });
});

test('a desktop lands on indisponivel: asset billing is for phones', async ({
  page,
  base,
  login,
  fotografar,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(CLIENTES.ana.documento);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`${base}/faturamento/iniciar`);
  await expect(page).toHaveURL(/\/faturamento\/indisponivel$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Faturamento disponível no celular' }),
  ).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('faturamento-indisponivel', { larguras: LARGURAS });
});

test('the analyst refuses a billing identification with reasons, audited', async ({
  page,
  base,
  portal,
  fabrica,
  fotografar,
}) => {
  const copia = await fabrica.cliente(CLIENTES.ana.documento);
  const [{ numero }] = (await consultarBanco<{ numero: string }>(
    portal.bancoUrl,
    `with novo as (
       insert into casos (numero, tipo, status, fase, cliente_id, cota_id, origem, dados_app)
       select lpad(nextval('casos_numero_seq')::text, 8, '0'), 'Faturamento_Auto_App', 'Em Andamento',
              'BRSCAN em Andamento', co.cliente_id, co.id, 'APP',
              '{"tipoFaturamento":"FATURAMENTO_NOVO_AUTO","fluxoManual":false}'::jsonb
         from cotas co join clientes cl on cl.id = co.cliente_id join grupos g on g.id = co.grupo_id
        where cl.inscricao_nacional = $1 and g.codigo = 6060 and co.numero = 48
       returning id, numero, fase, status, criado_em)
     insert into casos_historico (caso_id, autor, fase_para, status_para, nota, criado_em)
     select id, 'cliente', fase, status, 'Documentos enviados', criado_em from novo returning (select numero from novo)`,
    [copia.documento],
  )) as [{ numero: string }];
  await page.goto(`${base}/operador/entrar`);
  await entrarNoBackOffice(page);
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .first()
    .getByRole('link', { name: 'Faturamentos' })
    .click();
  await expect(page).toHaveURL(/\/operador\/faturamentos$/);
  const item = page.getByRole('listitem').filter({ hasText: numero });
  await expect(item).toContainText('Ana Costa Ribeiro · cota 006060/0048');
  await fotografar('operador-faturamentos', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 1280, height: 900 });
  await item.getByRole('radio', { name: 'Recusar: o cliente envia de novo' }).check();
  await item.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(item.getByRole('alert')).toHaveText('Informe ao menos um motivo da recusa.');
  await item.getByRole('checkbox', { name: 'Documento ilegível' }).check();
  await item.getByRole('button', { name: 'Registrar decisão' }).click();
  // The decided case leaves the queue as the list reloads (its confirmation may go with it): the case says it.
  await expect
    .poll(
      async () =>
        (
          await consultarBanco<{ fase: string; explique_motivo: string; auditorias: string }>(
            portal.bancoUrl,
            `select c.fase, c.explique_motivo,
                    (select count(*) from auditoria a where a.alvo = 'caso:' || c.numero
                       and a.acao = 'faturamento.identificacao-decidida')::text as auditorias
               from casos c where c.numero = $1`,
            [numero],
          )
        )[0],
    )
    .toEqual({ fase: 'Reanálise BRSCAN', explique_motivo: 'Documento ilegível', auditorias: '1' });
});
