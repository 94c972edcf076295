import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatarMoeda, formatarPercentual, MENSAGEM_CONTRATO_INDISPONIVEL } from '@portal/domain';
import { renderizarComprovantePagamentos } from './comprovante-pagamentos-pdf.ts';
import { renderizarContrato } from './contrato-pdf.ts';
import { renderizarDemonstrativo } from './demonstrativo-pdf.ts';
import { renderizarExtratoConsorciado, renderizarExtratoGrupo } from './extrato-pdf.ts';
import { renderizarInformeRendimentos } from './informe-rendimentos-pdf.ts';
import { renderizarProposta } from './proposta-pdf.ts';
import {
  amostraComprovante,
  amostraDemonstrativo,
  amostraExtrato,
  amostraInforme,
  amostraProposta,
  cota,
} from '../../../../test/relatorios-pdf.amostras.ts';

// Read back as the customer would: the text pdftotext extracts, page by page (pages end with a form feed).
const pasta = mkdtempSync(path.join(os.tmpdir(), 'portal-relatorios-pdf-'));
afterAll(() => rmSync(pasta, { recursive: true, force: true }));

/** Justified lines and the non-breaking space of R$ come out as runs of spaces: compare on single spaces. */
const plano = (s: string) => s.replace(/\s+/g, ' ');
const moeda = (centavos: number) => plano(formatarMoeda(centavos));
const emitidoEm = '2026-03-05';

function ler(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const arquivo = path.join(pasta, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(arquivo, pdf);
  const bruto = execFileSync('pdftotext', ['-layout', arquivo, '-']).toString('utf8');
  const paginas = bruto
    .split('\f')
    .filter((p) => p.trim() !== '')
    .map(plano);
  return { texto: paginas.join(' '), paginas };
}

describe('demonstrativo', () => {
  it('shows every field of the composition, in the order of the spec, with the quota and the administrator', async () => {
    const d = amostraDemonstrativo();
    const c = d.composicao;
    const { texto, paginas } = ler(await renderizarDemonstrativo(d));
    for (const t of [
      'Demonstrativo da parcela',
      'Referência 03/2026',
      'Consórcio Horizonte',
      'CNPJ 33.455.710/0001-65',
    ]) {
      expect(texto).toContain(t);
    }
    for (const t of [
      '001010',
      '0045',
      'Maria Oliveira Santos',
      '529.982.247-25',
      'Automóvel até R$ 90 mil',
      'ATIVO - NORMAL',
    ]) {
      expect(texto).toContain(t);
    }
    const rotulos = [
      'Data de emissão',
      'Valor do documento',
      'Próxima assembleia',
      'Valor da parcela',
      'Próximo reajuste',
      'Nº da parcela',
      'Parcelas pagas',
      'Parcelas em atraso',
      'Prazo do grupo',
      'Crédito original',
      'Taxa de administração',
      'Fundo de reserva',
      'Fundo comum',
      'Diferença de parcela',
      'Seguro de vida (% ao mês)',
    ];
    const posicoes = rotulos.map((r) => texto.indexOf(r));
    expect(posicoes.every((p) => p >= 0)).toBe(true);
    expect([...posicoes].sort((a, b) => a - b)).toEqual(posicoes);
    for (const v of [
      c.valor,
      c.valorParcela,
      c.valorCreditoOriginal,
      c.valorTaxaAdministracao,
      c.valorFundoReserva,
      c.valorFundoComum,
      c.valorDiferencaParcela,
      c.valorSeguroVida,
    ]) {
      expect(texto).toContain(moeda(v));
    }
    expect(texto).toContain('R$ 1.381,45');
    for (const t of ['02/03/2026', '18/03/2026', '10/08/2026', '20 de 80', '80 meses', '0,0450%'])
      expect(texto).toContain(t);
    expect(texto).toContain('ainda não consta como paga');
    expect(paginas).toHaveLength(1);
    expect(texto).toContain('Emitido em 02/03/2026');
    expect(texto).toContain('Página 1 de 1');
  });

  it('renders the same bytes for the same input, dated by the emission date', async () => {
    const d = amostraDemonstrativo();
    const [a, b] = await Promise.all([renderizarDemonstrativo(d), renderizarDemonstrativo(d)]);
    expect(a.equals(b)).toBe(true);
    // pdfkit writes CreationDate in UTC: noon in São Paulo is 15:00Z.
    expect(a.toString('latin1')).toContain('D:20260302150000Z');
  });

  it('shows the payment date of a paid instalment', async () => {
    const d = { ...amostraDemonstrativo(), dataPagamento: '2026-03-09' };
    const { texto } = ler(await renderizarDemonstrativo(d));
    expect(texto).toContain('09/03/2026');
    expect(texto).toContain('Paga');
    expect(texto).not.toContain('ainda não consta como paga');
  });
});

describe('extrato', () => {
  it('do consorciado: summary, totals, the share of the common fund with 4 decimals, and the payments', async () => {
    const e = amostraExtrato();
    const { texto, paginas } = ler(await renderizarExtratoConsorciado(e, { emitidoEm }));
    expect(texto).toContain('Extrato do consorciado');
    expect(texto).toContain('Posição em 05/03/2026');
    expect(texto).toContain(moeda(e.valorCreditoAtual));
    expect(texto).toContain(moeda(e.valorSaldoDevedor));
    expect(texto).toContain(moeda(e.totais.valorPago));
    expect(texto).toContain(moeda(e.totais.valorEncargos));
    expect(texto).toContain(formatarPercentual(e.totais.percentualFundoComumPago, 4));
    expect(texto).toContain('23,7500%');
    expect(texto).toContain('Não contemplada');
    const l = e.lancamentos[0]!;
    expect(texto).toContain(`08/02/2026 10/02/2026 ${l.numeroParcela} ${l.historico} ${moeda(l.valorPago)}`);
    expect(paginas).toHaveLength(1);
  });

  it('a long history breaks into pages that each repeat the table header and number themselves', async () => {
    const e = amostraExtrato(150);
    const { texto, paginas } = ler(await renderizarExtratoConsorciado(e));
    const n = paginas.length;
    expect(n).toBeGreaterThanOrEqual(3);
    paginas.forEach((p, i) => {
      expect(p).toContain('Pagamento Vencimento Parc. Histórico Valor pago');
      expect(p).toContain(`Página ${i + 1} de ${n}`);
      expect(p).toContain('Extrato do consorciado');
    });
    expect(paginas[1]).toContain(`Página 2 de ${n}`);
    for (let k = 1; k <= 150; k++) {
      expect(texto.match(new RegExp(`Pagamento da parcela ${k}(?!\\d)`, 'g'))).toHaveLength(1);
    }
    // The quota block opens the first page only.
    expect(paginas[0]).toContain('Maria Oliveira Santos');
    expect(paginas[1]).not.toContain('Maria Oliveira Santos');
  });

  it('says so when there is no payment yet', async () => {
    const { texto } = ler(await renderizarExtratoConsorciado({ ...amostraExtrato(), lancamentos: [] }));
    expect(texto).toContain('Nenhum pagamento registrado nesta cota.');
  });

  it('lists duplicate payments with their refund case (nothing received is lost)', async () => {
    const pagamentosEmDuplicidade = [
      {
        nossoNumero: '12345670000000017',
        dataPagamento: '2026-11-20',
        valorPago: 127569,
        origem: 'retorno' as const,
        motivo: 'boleto_substituido' as const,
        numeroCasoDevolucao: '00010042',
      },
    ];
    const { texto } = ler(
      await renderizarExtratoConsorciado({ ...amostraExtrato(), pagamentosEmDuplicidade }),
    );
    for (const t of ['Pagamentos em duplicidade', '12345670000000017', '00010042', '20/11/2026'])
      expect(texto).toContain(t);
  });

  it('do grupo: group data, quotas and the funds collected', async () => {
    const e = amostraExtrato();
    const { texto } = ler(await renderizarExtratoGrupo(e));
    for (const t of [
      'Extrato do grupo',
      'Grupo 001010',
      '20 de 80',
      '18/03/2026',
      '16,50%',
      '2,00%',
      '412',
      '38',
      '27',
    ]) {
      expect(texto).toContain(t);
    }
    expect(texto).toContain(moeda(e.grupo.valorArrecadadoFundoComum));
    expect(texto).toContain('R$ 8.912.345,00');
    expect(texto).toContain(moeda(e.grupo.valorArrecadadoFundoComum + e.grupo.valorArrecadadoFundoReserva));
  });
});

describe('comprovante de pagamentos', () => {
  it('is the annual declaration of Lei 12.007/2009 when the year is settled', async () => {
    const c = amostraComprovante(true);
    const { texto } = ler(await renderizarComprovantePagamentos(c, { emitidoEm }));
    expect(texto).toContain('Declaração anual de quitação de débitos');
    expect(texto).toContain('Lei nº 12.007, de 29 de julho de 2009');
    expect(texto).toContain('quitou todas as parcelas com vencimento entre janeiro e dezembro de 2025');
    expect(texto).toContain('art. 4º');
    expect(texto).toContain('10/12/2025 08/12/2025');
    expect(texto).toContain(`Total (12 pagamentos) ${moeda(c.valorTotal)}`);
    expect(texto).toContain('R$ 16.348,56');
    expect(texto).toContain('Emitido em 05/03/2026');
  });

  it('is a plain receipt, with a warning, while the year has open instalments', async () => {
    const { texto } = ler(await renderizarComprovantePagamentos(amostraComprovante(false), { emitidoEm }));
    expect(texto).toContain('Comprovante anual de pagamentos');
    expect(texto).not.toContain('Declaração anual de quitação de débitos');
    expect(texto).toContain('não é a declaração anual de quitação de débitos');
    expect(texto).toContain('R$ 13.623,80');
  });
});

describe('informe de rendimentos', () => {
  it('has both 31/12 positions, the payments of the year and the Bens e Direitos data', async () => {
    const i = amostraInforme();
    const { texto } = ler(await renderizarInformeRendimentos(i, { emitidoEm }));
    expect(texto).toContain('Informe de rendimentos – ano-calendário 2025');
    for (const t of ['Situação em 31/12/2024', 'Pago em 2025', 'Situação em 31/12/2025'])
      expect(texto).toContain(t);
    for (const v of [i.valorAcumuladoAnterior, i.valorPagoNoAno, i.valorAcumulado])
      expect(texto).toContain(moeda(v));
    expect(texto).toContain('99 – Outros bens e direitos');
    expect(texto).toContain('05 – Consórcio não contemplado');
    expect(texto).toContain(plano(i.discriminacao));
    expect(texto).toContain('Cota não contemplada: informe');
  });

  it('guides a contemplated quota and a company holder differently', async () => {
    const i = {
      ...amostraInforme(true),
      cota: { ...cota, cdInscricaoNacional: '11222333000181', nomePessoa: 'Rota Sul Transportes Ltda.' },
    };
    const { texto } = ler(await renderizarInformeRendimentos(i, { emitidoEm }));
    expect(texto).toContain('Cota contemplada: continue declarando');
    expect(texto).toContain('Pessoa jurídica');
    expect(texto).toContain('Consorciado(a) CNPJ Rota Sul Transportes Ltda. 11.222.333/0001-81');
    expect(texto).toContain('Conforme o bem adquirido');
  });
});

describe('proposta and contrato', () => {
  it('proposta: the adhesion figures', async () => {
    const p = amostraProposta();
    const { texto } = ler(await renderizarProposta(p, { emitidoEm }));
    expect(texto).toContain('Informações da proposta de adesão');
    for (const t of [
      '2024-0081234',
      '10/08/2024',
      'R$ 85.000,00',
      'R$ 90.000,00',
      '80 meses',
      '16,50%',
      '0,0450%',
      'Todo dia 10',
      'Boleto bancário ou PIX',
      'REG-VEIC-2019',
    ]) {
      expect(texto).toContain(t);
    }
    expect(texto).toContain(moeda(p.valorPrimeiraParcela));
  });

  it('contrato: parties, quota data and the general clauses of Lei 11.795/2008, over numbered pages', async () => {
    const { texto, paginas } = ler(await renderizarContrato(amostraProposta(), { emitidoEm }));
    expect(texto).toContain('Contrato de participação em grupo de consórcio – 2ª via');
    expect(texto).toContain('Regulamento REG-VEIC-2019');
    for (const t of [
      'ADMINISTRADORA',
      'CONSORCIADO',
      'Maria Oliveira Santos',
      '529.982.247-25',
      '001010 / 0045 / 1',
    ])
      expect(texto).toContain(t);
    for (const t of [
      'Lei nº 11.795, de 8 de outubro de 2008',
      'Banco Central do Brasil',
      'multa de 2% (dois por cento)',
      '1% (um por cento) ao mês',
      'Lei nº 13.709/2018',
      'foro do domicílio do CONSORCIADO',
    ]) {
      expect(texto).toContain(t);
    }
    expect(texto).toContain('Cláusula 1ª – Do objeto');
    expect(texto).toMatch(/Cláusula 1[2-6]ª – Do foro/);
    expect(paginas.length).toBeGreaterThan(1);
    paginas.forEach((p, i) => expect(p).toContain(`Página ${i + 1} de ${paginas.length}`));
  });

  it('contrato: refuses a proposal without a regulation model', async () => {
    await expect(renderizarContrato(amostraProposta(null))).rejects.toThrow(MENSAGEM_CONTRATO_INDISPONIVEL);
  });
});

describe('layout', () => {
  it('omits the CNPJ line when the administrator has none', async () => {
    const d = { ...amostraDemonstrativo(), administradora: { nome: 'Vértice Consórcios', cnpj: null } };
    const { texto } = ler(await renderizarDemonstrativo(d));
    expect(texto).toContain('Vértice Consórcios');
    expect(texto).not.toContain('CNPJ');
  });
});
