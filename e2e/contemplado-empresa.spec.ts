import type { Page } from '@playwright/test';
import { hojeEmSaoPaulo, prazoDaAnalise } from '@portal/domain';
import {
  arquivoJpeg as jpeg,
  arquivoPdf as pdf,
  CLIENTES,
  entrarNoBackOffice,
  expect,
  selecionarCota,
  semViolacoesGraves,
  test,
} from './fixtures.ts';

/**
 * A company holder's contemplation documents (02 §1, §3 company-document groups, §5; ADR 0036): a fresh copy of
 * Transportadora Rota Sul with its heavy 009090/0018 (contemplated by draw, the analysis case opened in
 * 'Tratativa Não Iniciada') chooses the vehicle type, declares its partners, sends the company's, the majority
 * partner's, the administrator's and the new partner's documents through `solicitar-empresa`, and the analyst
 * reads them under their groups and partner names.
 */

const LARGURAS = [
  [360, 800],
  [1280, 900],
] as const;

const ANA = { nome: 'Ana Souza', cpf: '529.982.247-25' };
const BRUNO = { nome: 'Bruno Lima', cpf: '229.495.215-41' };
const CAIO = { nome: 'Caio Reis', cpf: '714.602.380-01' };

/** A date `dias` days before today in São Paulo, as the date input takes it. */
function diasAtras(dias: number): string {
  const d = new Date(`${hojeEmSaoPaulo(new Date())}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - dias);
  return d.toISOString().slice(0, 10);
}

const lista = (page: Page, nome: string) => page.getByRole('list', { name: nome });

/** Opens one document of a list (by its row's title), uploads its files, fills what it asks, concludes. */
async function enviar(
  page: Page,
  listaNome: string,
  documento: string,
  arquivos: ReturnType<typeof pdf>[],
  titulo: string,
  extra?: () => Promise<void>,
) {
  await lista(page, listaNome)
    .getByRole('listitem')
    .filter({ has: page.getByText(documento, { exact: true }) })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  const entrada = page.getByRole('region', { name: titulo }).locator('input[type=file]');
  for (const a of arquivos) {
    await entrada.setInputFiles(a);
    await expect(page.getByText(a.name)).toBeVisible();
  }
  if (extra) await extra();
  await page.getByRole('button', { name: 'Concluir documento' }).click();
  await expect(page).toHaveURL(/\/contemplado\/documentos-pesado$/);
}

async function declararSocio(
  page: Page,
  indice: number,
  s: { nome: string; cpf: string },
  documento: string,
  papeis: string[],
) {
  const ficha = page.locator('fieldset').nth(indice);
  await ficha.getByLabel('Nome completo').fill(s.nome);
  await ficha.getByLabel('CPF').fill(s.cpf);
  await ficha.getByLabel('Documento de identificação do sócio').selectOption({ label: documento });
  for (const papel of [
    'Sócio majoritário',
    'Sócio administrador',
    'Entrou na empresa depois da adesão ao consórcio',
  ]) {
    const caixa = ficha.getByLabel(papel);
    if (papeis.includes(papel)) await caixa.check();
    else await caixa.uncheck();
  }
}

test("Rota Sul sends the company's and its partners' documents by group; the analyst sees them by group and partner", async ({
  page,
  base,
  login,
  fabrica,
  fotografar,
}) => {
  test.setTimeout(240_000);
  const rotaSul = await fabrica.cliente(CLIENTES.rotaSul.documento);
  const numero = await fabrica.casoDeAnalise(rotaSul.documento, 9090, 18);
  await login(rotaSul.documento);
  await expect(page).toHaveURL(/\/home$/);
  await selecionarCota(page, base, '009090', '0018');

  // 1. HeavyType, then the heavy list (documentos-pesado).
  await page.goto(`${base}/contemplado/tipo-pesado`);
  await page.getByRole('radio', { name: 'Caminhão' }).check();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/contemplado\/documentos-pesado$/);
  await expect(
    page.getByText('Empresa: envie os documentos da empresa e dos sócios para a análise de crédito.'),
  ).toBeVisible();

  // 2. The partners: the form says what is wrong before saving (one majority partner, valid CPFs).
  const socios = page.getByRole('region', { name: 'Sócios da empresa' });
  await expect(socios).toBeVisible();
  await declararSocio(page, 0, ANA, 'RG (frente e verso)', ['Sócio majoritário', 'Sócio administrador']);
  await socios.getByRole('button', { name: 'Adicionar sócio' }).click();
  await declararSocio(page, 1, { ...BRUNO, cpf: '111.111.111-11' }, 'CNH', [
    'Sócio majoritário',
    'Sócio administrador',
  ]);
  await socios.getByRole('button', { name: 'Ver documentos pedidos' }).click();
  await expect(socios.getByRole('alert')).toHaveText('CPF inválido para o sócio Bruno Lima.');
  await declararSocio(page, 1, BRUNO, 'CNH', ['Sócio majoritário', 'Sócio administrador']);
  await socios.getByRole('button', { name: 'Ver documentos pedidos' }).click();
  await expect(socios.getByRole('alert')).toHaveText('Indique apenas um sócio majoritário.');
  await declararSocio(page, 1, BRUNO, 'CNH', ['Sócio administrador']);
  await socios.getByRole('button', { name: 'Adicionar sócio' }).click();
  await declararSocio(page, 2, CAIO, 'CNH', ['Entrou na empresa depois da adesão ao consórcio']);
  await semViolacoesGraves(page);
  await fotografar('contemplado-empresa-socios', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
  await page.setViewportSize({ width: 1280, height: 900 });
  await socios.getByRole('button', { name: 'Ver documentos pedidos' }).click();

  // 3. The groups: Empresa, Sócio majoritário, Sócios administradores, Novo sócio, each partner by name.
  const resumo = page.getByRole('region', { name: 'Sócios informados' });
  await expect(resumo).toContainText('Ana Souza');
  for (const [grupo, nomes] of [
    ['Empresa', ['Contrato social ou última alteração contratual consolidada', 'Cartão CNPJ']],
    [
      'Sócio majoritário',
      ['RG (frente e verso)', 'Selfie segurando o documento', 'Comprovante de residência'],
    ],
    ['Sócios administradores', ['CNH']],
    ['Novo sócio', ['Alteração contratual que admitiu o sócio', 'CNH']],
  ] as const) {
    const secao = page.getByRole('region', { name: grupo, exact: true });
    for (const nome of nomes) await expect(secao.getByText(nome, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('list', { name: 'Documentos de Ana Souza' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Documentos de Bruno Lima' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Documentos de Caio Reis' })).toBeVisible();
  const selfie = lista(page, 'Documentos de Ana Souza')
    .getByRole('listitem')
    .filter({ has: page.getByText('Selfie segurando o documento', { exact: true }) });
  await expect(selfie).toContainText('Disponível depois de enviar o documento pessoal.');
  await expect(selfie.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Revisar e enviar' })).toBeDisabled();
  await semViolacoesGraves(page);
  await fotografar('contemplado-empresa-documentos', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // 4. The company's documents: the address proof in the company's name, ≤ 60 days; statements of 180 days.
  const empresa = 'Documentos da empresa';
  await enviar(
    page,
    empresa,
    'Contrato social ou última alteração contratual consolidada',
    [pdf('contrato-social.pdf')],
    'Contrato social ou última alteração contratual consolidada',
  );
  await enviar(page, empresa, 'Cartão CNPJ', [pdf('cartao-cnpj.pdf')], 'Cartão CNPJ');
  await enviar(
    page,
    empresa,
    'Comprovante de endereço da empresa',
    [pdf('conta-empresa.pdf')],
    'Comprovante de endereço da empresa',
    async () => {
      await page.getByLabel('Data de emissão').fill(diasAtras(70));
      await page.getByRole('button', { name: 'Concluir documento' }).click();
      await expect(
        page.getByText('O comprovante de endereço da empresa deve estar no nome da empresa.'),
      ).toBeVisible();
      await page.getByLabel('O comprovante está no nome da empresa').check();
      await expect(
        page.getByText('O comprovante de endereço da empresa deve ter sido emitido há no máximo 60 dias.'),
      ).toBeVisible();
      await page.getByLabel('Data de emissão').fill(diasAtras(15));
      await semViolacoesGraves(page);
    },
  );
  await enviar(
    page,
    empresa,
    'Extratos bancários da empresa',
    [pdf('extrato-empresa.pdf')],
    'Extratos bancários da empresa',
    () => page.getByLabel('Data do extrato').fill(diasAtras(5)),
  );

  // 5. The majority partner: RG (2 files), then the selfie opens, then the residence proof in her name.
  await enviar(
    page,
    'Documentos de Ana Souza',
    'RG (frente e verso)',
    [pdf('rg-ana-frente.pdf'), pdf('rg-ana-verso.pdf')],
    'RG (frente e verso) de Ana Souza',
  );
  await semViolacoesGraves(page);
  await enviar(
    page,
    'Documentos de Ana Souza',
    'Selfie segurando o documento',
    [jpeg('selfie-ana.jpg')],
    'Selfie segurando o documento de Ana Souza',
  );
  await enviar(
    page,
    'Documentos de Ana Souza',
    'Comprovante de residência',
    [pdf('conta-ana.pdf')],
    'Comprovante de residência de Ana Souza',
    async () => {
      await page.getByLabel('Data de emissão').fill(diasAtras(10));
      await page.getByLabel('O comprovante está no nome de Ana Souza').check();
      await semViolacoesGraves(page);
      await fotografar('contemplado-empresa-comprovante-socio', {
        larguras: LARGURAS,
        aCadaLargura: semViolacoesGraves,
      });
      await page.setViewportSize({ width: 1280, height: 900 });
    },
  );

  // 6. The administrator and the new partner.
  await enviar(page, 'Documentos de Bruno Lima', 'CNH', [jpeg('cnh-bruno.jpg')], 'CNH de Bruno Lima');
  await enviar(
    page,
    'Documentos de Caio Reis',
    'Alteração contratual que admitiu o sócio',
    [pdf('alteracao-caio.pdf')],
    'Alteração contratual que admitiu o sócio de Caio Reis',
  );
  await enviar(page, 'Documentos de Caio Reis', 'CNH', [pdf('cnh-caio.pdf')], 'CNH de Caio Reis');

  // 7. The agreements, then the confirmation: every file under its group and partner; solicitar-empresa.
  await page.getByLabel('Li e aceito os termos e condições da análise de crédito').check();
  await page.getByLabel(/Autorizo a consulta/).check();
  await page.getByRole('button', { name: 'Confirmar aceites' }).click();
  await expect(page.getByRole('region', { name: 'Aceites confirmados' })).toBeVisible();
  await page.getByRole('link', { name: 'Revisar e enviar' }).click();
  await expect(page).toHaveURL(/\/contemplado\/confirmacao-documentos$/);
  for (const nome of [
    'RG (frente e verso) de Ana Souza',
    'CNH de Bruno Lima',
    'CNH de Caio Reis',
    'Cartão CNPJ',
  ])
    await expect(page.getByText(nome, { exact: true })).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('contemplado-empresa-confirmacao', {
    larguras: LARGURAS,
    aCadaLargura: semViolacoesGraves,
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  const enviado = page.waitForResponse(
    (r) =>
      r.url().endsWith('/antifraude/analise-documento/solicitar-empresa') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Enviar para análise' }).click();
  expect((await enviado).status()).toBe(200);
  const prazo = prazoDaAnalise(new Date(), hojeEmSaoPaulo(new Date())).dataFormatada;
  await expect(page.getByRole('heading', { name: 'Documentos enviados para análise' })).toBeVisible();
  await expect(page.getByText(`Resposta até ${prazo}`)).toBeVisible();

  // 8. The analyst reads each document under its group and partner.
  await page.goto(`${base}/operador/analises/${numero}`);
  await entrarNoBackOffice(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `Análise de contemplação ${numero}` }),
  ).toBeVisible();
  const documentos = page.getByRole('region', { name: /Documentos enviados/ });
  for (const [grupo, textos] of [
    ['Empresa', ['Cartão CNPJ']],
    ['Sócio majoritário', ['Ana Souza', 'Selfie segurando o documento']],
    ['Sócios administradores', ['Bruno Lima']],
    ['Novo sócio', ['Caio Reis', 'Alteração contratual que admitiu o sócio']],
  ] as const) {
    const doGrupo = documentos.getByRole('list', { name: grupo, exact: true });
    for (const texto of textos) await expect(doGrupo.getByText(texto).first()).toBeVisible();
  }
  await expect(
    documentos.getByRole('group', {
      name: 'Revisão: Documento pessoal com foto de Bruno Lima (cnh-bruno.jpg)',
    }),
  ).toBeVisible();
  await semViolacoesGraves(page);
  await fotografar('operador-analise-empresa', { larguras: LARGURAS, aCadaLargura: semViolacoesGraves });
});
