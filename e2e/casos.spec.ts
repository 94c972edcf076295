import { CLIENTES, expect, selecionarCota, semViolacoesGraves, test } from './fixtures.ts';

/**
 * The customer's side of the cases (issue 4, 03 §4): the home's cards of the case-check sequence, /requests,
 * the cancelled-contemplated notice and the reactivation request. Each case a test changes is read by no other
 * test (Rota Sul's notice, Maria's reactivation of 004040/0301).
 */

const DATA_BR = /\d{2}\/\d{2}\/\d{4}/;

test("Maria's home: the after-sales card with its notification, the 'do not lose it' warning, and her requests", async ({
  page,
  base,
  login,
}) => {
  await login(CLIENTES.maria.documento);
  await expect(page).toHaveURL(/\/home$/);

  // 001010/0023, after-sales in 'E-mail Enviado': card (phase in words, service channels) and notification.
  const posVenda = page.getByRole('region', { name: 'Boas-vindas ao seu consórcio' });
  await expect(posVenda).toBeVisible();
  await expect(posVenda).toContainText('Etapa atual: E-mail Enviado');
  await expect(posVenda.getByRole('link', { name: /0800 727 1000/ })).toHaveAttribute(
    'href',
    'tel:08007271000',
  );
  await expect(page.getByRole('region', { name: 'Nova notificação' })).toContainText(
    'maria.santos@example.com',
  );
  // The card's action resumes the onboarding at the phase's step (03 §4).
  await expect(posVenda.getByRole('link', { name: 'Continuar o atendimento' })).toHaveAttribute(
    'href',
    '/pos-venda/validacao-seguranca',
  );
  await semViolacoesGraves(page);

  // /requests for the selected quota: number, type, opening date, status and phase in words.
  await page
    .getByRole('navigation', { name: 'Principal' })
    .first()
    .getByRole('link', { name: 'Solicitações' })
    .click();
  await expect(page).toHaveURL(/\/requests$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitações' })).toBeVisible();
  // Direct children only: a request lists its documents in a list of its own.
  const pedidos = page.getByRole('list', { name: 'Solicitações' }).locator(':scope > li');
  await expect(pedidos).toHaveCount(1);
  await expect(pedidos.first()).toContainText('Atendimento pós-venda');
  await expect(pedidos.first()).toContainText(/Nº \d{8}/);
  await expect(pedidos.first()).toContainText(new RegExp(`Aberta em ${DATA_BR.source}`));
  await expect(pedidos.first()).toContainText('Em Andamento');
  await expect(pedidos.first()).toContainText('Etapa atual: E-mail Enviado');
  await semViolacoesGraves(page);

  // 002020/0112: cash billing with a client-document problem, and a closed notice.
  await selecionarCota(page, base, '002020', '0112');
  await page.goto(`${base}/requests`);
  await expect(pedidos).toHaveCount(2);
  const especie = pedidos.filter({ hasText: 'Faturamento em espécie' });
  await expect(especie).toContainText('Pendência Cliente');
  const documentos = especie.getByRole('region', { name: 'Documentos com pendência' });
  await expect(documentos).toContainText('Comprovante de residência');
  await expect(documentos).toContainText('Ilegível');
  await expect(documentos).toContainText('A foto do comprovante ficou desfocada');
  await expect(pedidos.filter({ hasText: 'Aviso de contemplação' })).toContainText('Fechado');
  await expect(pedidos.filter({ hasText: 'Aviso de contemplação' })).toContainText('Ciente via APP');
  await semViolacoesGraves(page);

  // 003030/0009, contemplated 3 days ago with an analysis waiting: the 'do not lose it' warning.
  await selecionarCota(page, base, '003030', '0009');
  await page.goto(`${base}/home`);
  const naoPerca = page.getByRole('region', { name: 'Não perca sua contemplação!' });
  await expect(naoPerca).toContainText(DATA_BR);
  await expect(page.getByRole('region', { name: 'Boas-vindas ao seu consórcio' })).toHaveCount(0);
  await semViolacoesGraves(page);
  await naoPerca.getByRole('link', { name: 'Acompanhar a análise' }).click();
  await expect(page).toHaveURL(/\/requests$/);
  await expect(pedidos.first()).toContainText('Consultoria de análise');
  await expect(pedidos.first()).toContainText('Triagem em Andamento');

  // 001010/0057 has no case: the empty state.
  await selecionarCota(page, base, '001010', '0057');
  await page.goto(`${base}/requests`);
  await expect(page.getByRole('heading', { name: 'Nenhuma solicitação nesta cota' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Não perca sua contemplação!' })).toHaveCount(0);
});

test('Rota Sul acknowledges the cancelled-contemplated notice: Entendi sets Ciente via APP and the card goes', async ({
  page,
  base,
  login,
}) => {
  await login(CLIENTES.rotaSul.documento);
  await expect(page).toHaveURL(/\/home$/);
  // The notice is about 001010/0141, not the quota the login selected.
  await expect(
    page.getByRole('region', { name: 'Sua cota foi contemplada, mas está cancelada' }),
  ).toHaveCount(0);

  await selecionarCota(page, base, '001010', '0141');
  await page.goto(`${base}/home`);
  const aviso = page.getByRole('region', { name: 'Sua cota foi contemplada, mas está cancelada' });
  await expect(aviso).toContainText('001010/0141');
  await expect(aviso.getByRole('link', { name: /0800 727 1000/ })).toBeVisible();
  // A cancelled and contemplated quota is not offered reactivation.
  await expect(page.getByRole('region', { name: 'Que tal reativar sua cota?' })).toHaveCount(0);
  await semViolacoesGraves(page);

  await aviso.getByRole('button', { name: 'Entendi' }).click();
  await expect(page.getByText('Aviso registrado').first()).toBeVisible();
  await expect(aviso).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Sua cota foi contemplada, mas está cancelada' }),
  ).toHaveCount(0);

  await page.goto(`${base}/requests`);
  const pedido = page.getByRole('listitem').filter({ hasText: 'Aviso de cota cancelada contemplada' });
  await expect(pedido).toContainText('Etapa atual: Ciente via APP');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('the reactivation card leads to the contact form; the send counts only with a 200/201 composite answer', async ({
    page,
    base,
    login,
  }) => {
    await login(CLIENTES.maria.documento);
    await expect(page).toHaveURL(/\/home$/);
    await selecionarCota(page, base, '004040', '0301');
    await page.goto(`${base}/home`);
    const cartao = page.getByRole('region', { name: 'Que tal reativar sua cota?' });
    await expect(cartao).toContainText('004040/0301');
    await semViolacoesGraves(page);
    await cartao.getByRole('link', { name: 'Quero reativar' }).click();

    await expect(page).toHaveURL(/\/reactivate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reativar cota' })).toBeVisible();
    await expect(page.getByText('Atendimento de segunda a sexta, das 08h às 19h.')).toBeVisible();
    const telefone = page.getByLabel('Telefone para contato');
    await expect(telefone).toHaveValue('(11) 98765-4321');
    await semViolacoesGraves(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The phone is masked and required.
    await telefone.fill('');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(telefone).toHaveAccessibleDescription(/Informe um telefone para contato/);
    await telefone.fill('21912345678');
    await expect(telefone).toHaveValue('(21) 91234-5678');
    await page.getByRole('radio', { name: /Tarde/ }).check();
    await page.getByLabel('Mensagem (opcional)').fill('Prefiro falar depois das 15h.');

    // A composite answer whose part is not 200/201 is the send error, even on HTTP 201.
    await page.route('**/app-cliente/v1/salesforce/casos', (rota) =>
      rota.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({
          compositeResponse: [
            {
              body: {
                id: '',
                success: false,
                errors: [{ message: 'falhou', errorCode: 'X' }],
                CaseNumber: '00000000',
              },
              httpStatusCode: 400,
              referenceId: 'NewCASE',
            },
          ],
        }),
      }),
    );
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('alert')).toContainText('Mensagem não enviada');
    await expect(page.getByRole('alert')).toContainText('Não foi possível enviar sua mensagem agora');
    await page.unroute('**/app-cliente/v1/salesforce/casos');

    // The real send: a Reativacao_Cota case, then the card is gone.
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const enviada = page.getByRole('status').filter({ hasText: 'Mensagem enviada' });
    await expect(enviada).toContainText('(21) 91234-5678');
    await expect(enviada).toContainText('13h às 19h');
    await expect(enviada).toContainText(/Protocolo:\s*\d{8}/);
    await semViolacoesGraves(page);
    await enviada.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Que tal reativar sua cota?' })).toHaveCount(0);

    // The request is listed; the form is no longer offered.
    await page.goto(`${base}/requests`);
    const pedido = page
      .getByRole('list', { name: 'Solicitações' })
      .locator(':scope > li')
      .filter({ hasText: 'Reativação de cota' })
      .filter({ hasText: 'Em Andamento' });
    await expect(pedido).toHaveCount(1);
    await expect(pedido).toContainText('Prefiro falar depois das 15h.');
    await page.goto(`${base}/reactivate`);
    await expect(page.getByRole('heading', { name: 'Você já pediu a reativação desta cota' })).toBeVisible();
  });
});
