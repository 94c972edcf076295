import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PORTA } from './playwright.config.ts';

/** The two demo partners answer on two host names of the same server. */
export const PARCEIROS = {
  horizonte: { url: `http://localhost:${PORTA}`, nome: 'Consórcio Horizonte', primaria: 'rgb(206, 24, 30)' },
  vertice: { url: `http://127.0.0.1:${PORTA}`, nome: 'Vértice Consórcios', primaria: 'rgb(11, 87, 208)' },
} as const;

export const SENHA_DEMO = '123456';
export const CLIENTES = {
  maria: { documento: '52998224725', nome: 'Maria' },
  ana: { documento: '98765432100', nome: 'Ana' },
  joao: { documento: '71460238001', nome: 'João' },
} as const;

/** No serious or critical axe violation on the page as it is now. */
export async function semViolacoesGraves(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    graves.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Logs in through the desktop login screen, as a person would. */
export async function entrar(page: Page, base: string, documento: string, senha = SENHA_DEMO) {
  await page.goto(`${base}/entrar`);
  await page.getByLabel('CPF ou CNPJ').fill(documento);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const API = '/app-cliente/v1';
/** The web app's Basic client header (a public client: it identifies the app, it authenticates nothing). */
const BASIC = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;

export interface MensagemEnviada {
  canal: 'email' | 'sms';
  para: string;
  assunto: string;
  texto: string;
  criadoEm: string;
}

/** What the portal "sent" to an e-mail or phone, newest first (test-only endpoint, NODE_ENV=test). */
export async function caixaDeSaida(
  request: APIRequestContext,
  para: string,
  base: string = PARCEIROS.horizonte.url,
) {
  const resposta = await request.get(`${base}${API}/teste/caixa-de-saida`, { params: { para } });
  expect(resposta.status()).toBe(200);
  return (await resposta.json()) as MensagemEnviada[];
}

/** The provisional password of the newest e-mail to `para` once there are at least `minimo` of them. */
export async function senhaProvisoria(request: APIRequestContext, para: string, minimo = 1): Promise<string> {
  let mensagens: MensagemEnviada[] = [];
  await expect
    .poll(async () => (mensagens = await caixaDeSaida(request, para)).length)
    .toBeGreaterThanOrEqual(minimo);
  const senhas = mensagens[0]?.texto.match(/\b\d{6}\b/g) ?? [];
  expect(senhas).toHaveLength(1);
  return senhas[0]!;
}

export interface TokensApi {
  access_token: string;
  refresh_token: string;
  idCota: number;
  transparente: boolean;
}

/** Logs in through the API (no browser), e.g. to prepare data or put things back after a test. */
export async function entrarNaApi(
  documento: string,
  senha = SENHA_DEMO,
  base: string = PARCEIROS.horizonte.url,
): Promise<TokensApi> {
  const resposta = await fetch(`${base}${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: BASIC },
    body: JSON.stringify({ grant_type: 'password', username: documento, password: senha }),
  });
  expect(resposta.status, await resposta.clone().text()).toBe(200);
  return (await resposta.json()) as TokensApi;
}

/** Sets a customer's password through the API, e.g. back to the demo one after a test changed it. */
export async function definirSenhaNaApi(
  documento: string,
  senhaAtual: string,
  novaSenha: string,
  base: string = PARCEIROS.horizonte.url,
) {
  if (senhaAtual === novaSenha) return;
  const { access_token, idCota } = await entrarNaApi(documento, senhaAtual, base);
  const resposta = await fetch(`${base}${API}/cotas/${idCota}/alterar-senha`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', access_token },
    body: JSON.stringify({ senhaAtual, novaSenha, inscricaoNacional: documento }),
  });
  expect(resposta.status, await resposta.clone().text()).toBe(200);
}

/** Back-office key the e2e server runs with (playwright.config.ts). */
const OPERADOR_API_KEY = process.env.OPERADOR_API_KEY ?? 'e2e-operador';

/**
 * Mints a transparent-login link the way an operator would (POST /operador/v1/login-transparente) for the
 * customer's first quota on the partner of `base`; answers the path to open, e.g. '/login-transparente/…'.
 */
export async function linkTransparente(
  documento: string,
  base: string = PARCEIROS.horizonte.url,
): Promise<string> {
  const dominio = new URL(base).hostname;
  const configuracao = await fetch(`${base}${API}/parceiros/configuracao?domain=${dominio}`);
  const { id: idParceiro } = (await configuracao.json()) as { id: number };
  const { idCota } = await entrarNaApi(documento, SENHA_DEMO, base);
  const resposta = await fetch(`${base}/operador/v1/login-transparente`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operador-chave': OPERADOR_API_KEY },
    body: JSON.stringify({ inscricaoNacional: documento, idCota, idParceiro }),
  });
  expect(resposta.status, await resposta.clone().text()).toBe(200);
  return ((await resposta.json()) as { caminho: string }).caminho;
}

/**
 * Puts a customer's password back to the demo one after a test that changed it, whichever of `candidatas`
 * it has now (the test may have failed before or after its change went through).
 */
export async function restaurarSenhaDemo(
  documento: string,
  candidatas: string[],
  base: string = PARCEIROS.horizonte.url,
) {
  for (const senha of [...new Set([...candidatas, SENHA_DEMO])]) {
    const resposta = await fetch(`${base}${API}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: BASIC },
      body: JSON.stringify({ grant_type: 'password', username: documento, password: senha }),
    });
    if (resposta.status !== 200) continue;
    await definirSenhaNaApi(documento, senha, SENHA_DEMO, base);
    return;
  }
}

/** Back-office demo analyst (README). */
export const OPERADOR = {
  email: 'analista@portal.example',
  senha: 'Operador#2026',
  nome: 'Carla Mendes',
} as const;

/** Logs the analyst into the back-office API (no browser): a bearer token for /operador/v1. */
export async function tokenOperadorNaApi(base: string = PARCEIROS.horizonte.url): Promise<string> {
  const resposta = await fetch(`${base}/operador/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OPERADOR.email, senha: OPERADOR.senha }),
  });
  expect(resposta.status, await resposta.clone().text()).toBe(200);
  return ((await resposta.json()) as { access_token: string }).access_token;
}

export interface CasoNaFila {
  CaseNumber: string;
  RecordTypeDeveloperName: string;
  Status: string;
  Fase__c: string | null;
  cliente: { nome: string; inscricaoNacional: string };
  grupo: number;
  cota: number;
}

/** The back-office queue through the API (GET /operador/v1/casos), e.g. to find a case a test must put back. */
export async function casosNaApi(
  token: string,
  filtro: { busca?: string; tipo?: string; status?: string; fase?: string },
  base: string = PARCEIROS.horizonte.url,
): Promise<CasoNaFila[]> {
  const params = new URLSearchParams({ page_size: '100' });
  for (const [k, v] of Object.entries(filtro)) if (v) params.set(k, v);
  const resposta = await fetch(`${base}/operador/v1/casos?${params}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(resposta.status, await resposta.clone().text()).toBe(200);
  return ((await resposta.json()) as { data: CasoNaFila[] }).data;
}

/** An analyst's change to a case through the API (PATCH /operador/v1/casos/{numero}), e.g. to put it back. */
export async function alterarCasoNaApi(
  token: string,
  numero: string,
  corpo: { fase?: string; status?: string; respostaAnalista?: string | null; nota?: string },
  base: string = PARCEIROS.horizonte.url,
) {
  const resposta = await fetch(`${base}/operador/v1/casos/${numero}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(corpo),
  });
  expect(resposta.status, await resposta.clone().text()).toBe(200);
}

/** Selects a quota on /groups-and-quotas, as a customer would ('Grupo 001010 · Cota 0141'). */
export async function selecionarCota(page: Page, base: string, grupo: string, cota: string) {
  await page.goto(`${base}/groups-and-quotas`);
  const cartao = page
    .getByRole('list', { name: 'Cotas' })
    .getByRole('listitem')
    .filter({ hasText: `Grupo ${grupo} · Cota ${cota}` });
  await expect(cartao).toBeVisible();
  const selecionar = cartao.getByRole('button', { name: /^Selecionar/ });
  if (await selecionar.count()) await selecionar.click();
  await expect(cartao.getByText('Cota selecionada')).toBeVisible();
}
