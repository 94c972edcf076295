import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { consultarBanco } from '@portal/db/test/fabricas';
import { adicionarDiasUteis, dataIsoParaBr, hojeEmSaoPaulo, somarDias } from '@portal/domain';
import { CLIENTES, expect, selecionarCota, semViolacoesGraves, test } from './fixtures.ts';

/**
 * The contemplation journey's customer screens (issue 18, 02 §2.7): the centre's timeline with dates, the flow's
 * steps per quota (Maria's draw 002020/0112 and bid 003030/0009, Rota Sul's heavy 009090/0018), the step
 * counter and "previous" over the shown steps only, the home's contemplation cards and the once-a-day overdue
 * modal. The seed's quotas are only read (each device keeps its own reminders); the overdue case goes on a copy.
 */

const LARGURAS = [
  [390, 844],
  [1280, 900],
] as const;

const br = (iso: string) => dataIsoParaBr(iso)!;
/** The seed's "today" (global-setup.ts): a run that crosses midnight in São Paulo still finds its dates. */
const hoje = () => process.env.E2E_HOJE_DO_SEED ?? hojeEmSaoPaulo();
/** A seed quota contemplated `dias` days ago and its guarantee deadline (Horizonte 10 business days, Vértice 5). */
const contemplacao = (dias: number, prazoDias: number) => {
  const data = somarDias(hoje(), -dias);
  return { data: br(data), prazo: br(adicionarDiasUteis(data, prazoDias)) };
};

async function abrirCentro(page: Page, base: string) {
  await page.goto(`${base}/contemplado`);
  await expect(page.getByRole('heading', { level: 1, name: 'Central da contemplação' })).toBeVisible();
}

test("a draw sees the draw's presentation and conditions; the centre shows each step with who holds it and its date", async ({
  page,
  base,
  login,
  fotografar,
}) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '002020', '0112');

  // Home: the congratulations card leads to the centre.
  await page.goto(`${base}/home`);
  const cartao = page.getByRole('region', { name: 'Parabéns pela contemplação!' });
  await expect(cartao).toContainText('002020/0112');
  await cartao.getByRole('link', { name: 'Iniciar faturamento' }).click();
  await expect(page).toHaveURL(/\/contemplado$/);

  const { data, prazo } = contemplacao(45, 10);
  const etapas = page.getByRole('list', { name: 'Etapas da contemplação' }).locator(':scope > li');
  await expect(etapas).toHaveCount(5);
  await expect(etapas.nth(0)).toContainText('Contemplação');
  await expect(etapas.nth(0)).toContainText('Com a administradora');
  await expect(etapas.nth(0)).toContainText(`Em ${data}`);
  await expect(etapas.nth(1)).toContainText('Aceites e envio dos documentos');
  await expect(etapas.nth(1)).toContainText('Com você');
  await expect(etapas.nth(1)).toContainText(`Prazo vencido em ${prazo}`);
  await expect(etapas.nth(2)).toContainText('Análise dos documentos');
  await expect(etapas.nth(4)).toContainText('Escolha do bem e faturamento');
  await expect(page.getByRole('region', { name: 'Crédito disponível' })).toContainText('R$ 380.000,00');
  // The contemplation guide, a PDF of this quota's steps, saved under a name that says which quota.
  const baixado = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar guia (PDF)' }).click();
  const guia = await baixado;
  expect(guia.suggestedFilename()).toBe('guia-da-contemplacao-002020-0112.pdf');
  expect((await readFile((await guia.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await fotografar('contemplado-centro-sorteio', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });

  // §4.9 'Tratativa não iniciada' (no analysis yet): the flow from its first shown step, the draw's.
  await page.getByRole('link', { name: 'Começar agora' }).click();
  await expect(page).toHaveURL(/\/contemplado\/sorteio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sua cota foi sorteada!' })).toBeVisible();
  await expect(page.getByText('Etapa 1 de 8 · Sorteio')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar à central' })).toBeVisible();
  await fotografar('contemplado-sorteio', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });

  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/contemplado\/condicoes-sorteio$/);
  await expect(page.getByText('Etapa 2 de 8 · Condições')).toBeVisible();
  await expect(page.getByText(`Envie os documentos até ${prazo}`)).toBeVisible();
  await semViolacoesGraves(page);
  await page.getByRole('link', { name: 'Anterior' }).click();
  await expect(page).toHaveURL(/\/contemplado\/sorteio$/);
});

test('a bid sees no draw screens: its steps count from the offer, and "previous" skips the hidden ones', async ({
  page,
  base,
  login,
  fotografar,
}) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '003030', '0009');

  // Home: the analysis is the administrator's now.
  await page.goto(`${base}/home`);
  const cartao = page.getByRole('region', { name: 'Análise em andamento' });
  await expect(cartao).toContainText('48 horas úteis');
  await cartao.getByRole('link', { name: 'Visualizar' }).click();
  await expect(page).toHaveURL(/\/contemplado$/);

  const etapas = page.getByRole('list', { name: 'Etapas da contemplação' }).locator(':scope > li');
  await expect(etapas.nth(1)).toContainText('Concluída');
  await expect(etapas.nth(2)).toContainText('Com a administradora');
  await expect(etapas.nth(2)).toContainText(/Prazo: até \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByText('Resposta em até 48 horas úteis')).toBeVisible();
  await semViolacoesGraves(page);

  // The draw's screens are not this quota's: opened directly, they lead on to its first step.
  await page.goto(`${base}/contemplado/sorteio`);
  await expect(page).toHaveURL(/\/contemplado\/oferta$/);
  await expect(page.getByText('Sua cota foi sorteada!')).toHaveCount(0);
  await expect(page.getByText('Etapa 1 de 7 · Oferta')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme sua oferta' })).toBeVisible();
  await page.goto(`${base}/contemplado/condicoes-sorteio`);
  await expect(page).toHaveURL(/\/contemplado\/oferta$/);

  await page.goto(`${base}/contemplado/verification`);
  await expect(page.getByText('Etapa 2 de 7 · Verificação')).toBeVisible();
  await page.getByRole('link', { name: 'Anterior' }).click();
  await expect(page).toHaveURL(/\/contemplado\/oferta$/);

  // The winning bid's guarantee item: the boleto of the bid, with the deadline as a date.
  await page.goto(`${base}/contemplado/garantia`);
  await expect(page).toHaveURL(/\/contemplado\/garantia\/boleto$/);
  await expect(page.getByText('Etapa 3 de 7 · Garantia')).toBeVisible();
  await expect(page.getByText('Pagamento do boleto do lance')).toBeVisible();
  await expect(page.getByText(`até ${contemplacao(3, 10).prazo}`)).toBeVisible();
  await fotografar('contemplado-garantia', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
});

test('the heavy quota chooses its vehicle type (HeavyType); the guarantee reminder waits until tomorrow', async ({
  page,
  base,
  login,
  fotografar,
}) => {
  await login(CLIENTES.rotaSul.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '009090', '0018');
  await abrirCentro(page, base);

  const lembrete = page.getByRole('region', { name: /Seu prazo vai até/ });
  await expect(lembrete).toContainText(contemplacao(2, 10).prazo);
  await lembrete.getByRole('button', { name: 'Lembrar amanhã' }).click();
  await expect(lembrete).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Etapas da contemplação' })).toBeVisible();
  await expect(lembrete).toHaveCount(0);

  await page.goto(`${base}/contemplado/tipo-pesado`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Qual veículo pesado você vai comprar?' }),
  ).toBeVisible();
  // Draw (2 steps) + offer + verification; no guarantee item nor CPF restriction: HeavyType is the 5th of 9.
  await expect(page.getByText('Etapa 5 de 9 · Tipo do veículo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Caminhão' }).check();
  await expect(page.getByRole('link', { name: 'Continuar' })).toBeVisible();
  await fotografar('contemplado-tipo-pesado', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  // "Previous" skips the hidden Guarantee and CpfRestriction.
  await page.getByRole('link', { name: 'Anterior' }).click();
  await expect(page).toHaveURL(/\/contemplado\/verification$/);
  await expect(page.getByText('Etapa 4 de 9 · Verificação')).toBeVisible();

  // Bad input for the asset screens: before the approval the choice is not offered.
  await page.goto(`${base}/contemplado/deseja-faturar`);
  await expect(page.getByText('Disponível depois da aprovação')).toBeVisible();
  await page.getByRole('link', { name: /Automóvel/ }).click();
  await expect(page).toHaveURL(/\/contemplado\/tipo-automovel$/);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await semViolacoesGraves(page);
});

test('the overdue modal (Prazo Finalizado) shows at most once a day, by the server date', async ({
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  const copia = await fabrica.cliente(CLIENTES.rotaSul.documento);
  await fabrica.casoDeAnalise(copia.documento, 9090, 18, 'Prazo Finalizado');
  await page.clock.install();
  await login(copia.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '009090', '0018');

  await abrirCentro(page, base);
  const modal = page.getByRole('alertdialog', { name: 'O prazo dos documentos terminou' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Recomeçar o envio' })).toBeVisible();
  await fotografar('contemplado-prazo-finalizado', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
    inteira: false,
  });
  await modal.getByRole('button', { name: 'Lembrar amanhã' }).click();
  await expect(modal).toHaveCount(0);

  // Same day: not again, even after a reload.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Etapas da contemplação' })).toBeVisible();
  await expect(modal).toHaveCount(0);

  // A device clock a day ahead does not make it tomorrow: the day is the server's. The check waits for the
  // server's date: before it answers the centre shows no modal either way.
  await page.clock.fastForward('25:00:00');
  const dataDoServidor = page.waitForResponse((r) => r.url().includes('/util/datahoraatual'));
  await page.reload();
  expect((await dataDoServidor).ok()).toBe(true);
  await expect(page.getByRole('list', { name: 'Etapas da contemplação' })).toBeVisible();
  await expect(modal).toHaveCount(0);

  // Seen yesterday (by the server's calendar): it shows again today.
  const ontem = somarDias(hojeEmSaoPaulo(), -1);
  await page.evaluate((data) => {
    const chave = 'portal.contemplacao.lembretes';
    const datas = JSON.parse(localStorage.getItem(chave) ?? '{}') as Record<string, string>;
    for (const k of Object.keys(datas)) if (k.endsWith(':prazo-finalizado')) datas[k] = data;
    localStorage.setItem(chave, JSON.stringify(datas));
  }, ontem);
  await page.reload();
  await expect(modal).toBeVisible();
});

test("approved: the customer chooses the asset and billing takes over; refused: another person's income", async ({
  page,
  base,
  login,
  fabrica,
  portal,
  fotografar,
}) => {
  const copia = await fabrica.cliente(CLIENTES.maria.documento);
  const numero = await fabrica.casoDeAnalise(copia.documento, 3030, 9, 'Cadastro Aprovado');
  await fabrica.casoDeAnalise(copia.documento, 2020, 112, 'Cadastro Não Aprovado');
  await login(copia.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '003030', '0009');

  // Home: approved, the next move is billing ("Iniciar faturamento") and leads to the asset choice.
  await page.goto(`${base}/home`);
  await page
    .getByRole('region', { name: 'Parabéns pela contemplação!' })
    .getByRole('link', { name: 'Iniciar faturamento' })
    .click();
  await expect(page).toHaveURL(/\/contemplado\/deseja-faturar$/);
  await expect(page.getByText('Etapa 6 de 6 · Faturamento')).toBeVisible();
  await fotografar('contemplado-deseja-faturar', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });

  await page.goto(`${base}/contemplado/crivo`);
  await expect(page.getByText('Análise de crédito aprovada')).toBeVisible();
  await page.getByRole('link', { name: 'Escolher o bem' }).click();
  await page.getByRole('link', { name: /Automóvel/ }).click();
  await expect(page).toHaveURL(/\/contemplado\/tipo-automovel$/);
  // Nothing chosen: a clear message and nothing sent.
  await page.getByRole('button', { name: 'Confirmar e enviar para o faturamento' }).click();
  await expect(page.getByText('Escolha uma opção para continuar.')).toBeVisible();
  await page.getByRole('radio', { name: 'Seminovo' }).check();
  await page.getByRole('button', { name: 'Confirmar e enviar para o faturamento' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Escolha registrada' })).toContainText(
    'Automóvel: Seminovo.',
  );
  await expect(page.getByRole('link', { name: 'Acompanhar na central' })).toBeVisible();
  await semViolacoesGraves(page);
  const [caso] = await consultarBanco<{ fase: string; dados_app: unknown }>(
    portal.bancoUrl,
    'select fase, dados_app from casos where numero = $1',
    [numero],
  );
  expect(caso).toEqual({
    fase: 'Cadastro Aprovado',
    dados_app: { faturamento: { bem: 'automovel', tipo: 'seminovo' } },
  });

  // The draw quota's analysis was refused: the reason, another person's income, the contact.
  await selecionarCota(page, base, '002020', '0112');
  await abrirCentro(page, base);
  const etapas = page.getByRole('list', { name: 'Etapas da contemplação' }).locator(':scope > li');
  await expect(etapas.nth(3)).toContainText('Não aprovada');
  await page.getByRole('link', { name: 'Ver resultado da análise' }).click();
  await expect(page).toHaveURL(/\/contemplado\/resultado-analise$/);
  await expect(page.getByText('A análise de crédito não foi aprovada')).toBeVisible();
  await expect(page.getByText('saldo insuficiente', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enviar renda de outra pessoa' })).toHaveAttribute(
    'href',
    '/contemplado/documentos',
  );
  await fotografar('contemplado-resultado-analise', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
});

test.describe('on the other partner', () => {
  test.use({ parceiro: 'vertice' });

  test("Vértice's customer sees only her quotas and Vértice's guarantee deadline (5 business days)", async ({
    page,
    base,
    login,
  }) => {
    await login(CLIENTES.ana.documento);
    await expect(page).toHaveURL(/\/home$/);
    // Her selected quota is not contemplated: the centre says so.
    await abrirCentro(page, base);
    await expect(page.getByText('Esta cota ainda não foi contemplada')).toBeVisible();

    await selecionarCota(page, base, '008080', '0230');
    await expect(page.getByText(/Grupo 00(1010|2020|3030|9090)/)).toHaveCount(0);
    await abrirCentro(page, base);
    const { data, prazo } = contemplacao(20, 5);
    const etapas = page.getByRole('list', { name: 'Etapas da contemplação' }).locator(':scope > li');
    await expect(etapas.nth(0)).toContainText(`Em ${data}`);
    await expect(etapas.nth(1)).toContainText(`Prazo vencido em ${prazo}`);
    await semViolacoesGraves(page);
  });
});
