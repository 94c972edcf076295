import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
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
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(graves.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Logs in through the desktop login screen, as a person would. */
export async function entrar(page: Page, base: string, documento: string, senha = SENHA_DEMO) {
  await page.goto(`${base}/entrar`);
  await page.getByLabel('CPF ou CNPJ').fill(documento);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
