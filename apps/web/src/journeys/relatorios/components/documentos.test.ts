import { MENSAGEM_CONTRATO_INDISPONIVEL, MENSAGEM_ERRO_CONTRATO, tiposImpresso } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { caminhos } from '@/app/caminhos';
import { ApiError } from '@/lib/api';
import {
  ACAO_DO_IMPRESSO,
  anoDaBusca,
  colunasDaComposicao,
  formatarPercentual4,
  formatarTaxa,
  linkAindaValido,
  mensagemErroContrato,
  nomeArquivoContrato,
  nomeArquivoDemonstrativo,
  nuloSeNaoEncontrado,
  situacaoDoComprovante,
} from './documentos';

describe('documentos financeiros', () => {
  it('turns a 404 into "no document" and lets every other failure through', async () => {
    await expect(nuloSeNaoEncontrado(Promise.resolve({ ano: 2025 }))).resolves.toEqual({ ano: 2025 });
    await expect(
      nuloSeNaoEncontrado(Promise.reject(new ApiError(404, 'Não há pagamentos para gerar o comprovante.'))),
    ).resolves.toBeNull();
    await expect(nuloSeNaoEncontrado(Promise.reject(new ApiError(500, 'falhou')))).rejects.toMatchObject({
      status: 500,
    });
    await expect(nuloSeNaoEncontrado(Promise.reject(new ApiError(0, 'sem rede')))).rejects.toMatchObject({
      status: 0,
    });
  });

  it.each([
    [new ApiError(404, "Modelo de contrato 'Regulamento' não disponível"), MENSAGEM_CONTRATO_INDISPONIVEL],
    [new ApiError(404, ''), MENSAGEM_CONTRATO_INDISPONIVEL],
    [new ApiError(500, 'Erro no sistema, tente novamente mais tarde'), MENSAGEM_ERRO_CONTRATO],
    [new ApiError(0, 'Não foi possível conectar.'), MENSAGEM_ERRO_CONTRATO],
    [new Error('boom'), MENSAGEM_ERRO_CONTRATO],
  ])('contract error %# → %s', (erro, mensagem) => {
    expect(mensagemErroContrato(erro)).toBe(mensagem);
  });

  it('names the saved files after the padded group and quota', () => {
    expect(nomeArquivoContrato(1010, 23)).toBe('contrato-grupo-001010-cota-0023.pdf');
    expect(nomeArquivoContrato(5050, 14)).toBe('contrato-grupo-005050-cota-0014.pdf');
    expect(nomeArquivoDemonstrativo(1010, 23, '2026-03')).toBe(
      'demonstrativo-grupo-001010-cota-0023-2026-03.pdf',
    );
  });

  it('shows percentages the pt-BR way, 4 decimals for the common fund and as many as a rate needs', () => {
    expect(formatarPercentual4(37.5)).toBe('37,5000%');
    expect(formatarPercentual4(12.34567)).toBe('12,3457%');
    expect(formatarTaxa(16)).toBe('16,00%');
    expect(formatarTaxa(13.25)).toBe('13,25%');
    expect(formatarTaxa(0.035)).toBe('0,035%');
    expect(formatarTaxa(0.123456)).toBe('0,1235%');
  });

  it.each([
    [null, undefined],
    ['', undefined],
    ['2025', 2025],
    ['1999', undefined],
    ['abc', undefined],
    ['2025.5', undefined],
  ])('?ano=%s → %s', (valor, ano) => {
    expect(anoDaBusca(valor)).toBe(ano);
  });

  it.each([
    [{ ano: 2025, quitacaoAnual: true }, '2026-11-22', 'quitado'],
    [{ ano: 2026, quitacaoAnual: false }, '2026-11-22', 'ano-em-curso'],
    [{ ano: 2025, quitacaoAnual: false }, '2026-11-22', 'com-pendencia'],
    [{ ano: 2025, quitacaoAnual: false }, '2025-12-31', 'ano-em-curso'],
  ] as const)('annual receipt %o on %s is %s', (comprovante, hoje, situacao) => {
    expect(situacaoDoComprovante(comprovante, hoje)).toBe(situacao);
  });

  it('shows insurance and late-charge columns only when the quota paid any', () => {
    const totais = {
      valorPago: 100,
      valorFundoComum: 80,
      valorTaxaAdministracao: 15,
      valorFundoReserva: 5,
      valorSeguro: 0,
      valorEncargos: 0,
      percentualFundoComumPago: 1,
    };
    const rotulos = (t: typeof totais) => colunasDaComposicao(t).map((c) => c.rotulo);
    expect(rotulos(totais)).toEqual(['Fundo comum', 'Taxa de adm.', 'Fundo de reserva']);
    expect(rotulos({ ...totais, valorSeguro: 3, valorEncargos: 1 })).toEqual([
      'Fundo comum',
      'Taxa de adm.',
      'Fundo de reserva',
      'Seguro',
      'Multa e juros',
    ]);
    expect(rotulos({ ...totais, valorEncargos: 1 })).toContain('Multa e juros');
  });

  it('reuses a PDF link fetched less than 90 s ago, asks again after that', () => {
    expect(linkAindaValido(1_000, 1_000 + 89_999)).toBe(true);
    expect(linkAindaValido(1_000, 1_000 + 90_000)).toBe(false);
  });

  it('gives every document of /financeiro an action; the group statement opens on its tab', () => {
    for (const tipo of tiposImpresso) expect(ACAO_DO_IMPRESSO[tipo].rotulo).toBeTruthy();
    expect(ACAO_DO_IMPRESSO['extrato-grupo']).toMatchObject({
      para: '/financeiro/extrato-consorciado?aba=grupo',
    });
    expect(ACAO_DO_IMPRESSO.demonstrativo.tipo).toBe('baixar');
    const destinos = Object.values(ACAO_DO_IMPRESSO).flatMap((a) => (a.tipo === 'abrir' ? [a.para] : []));
    const { financeiro, doPerfil, ...documentos } = caminhos.relatorios;
    expect(financeiro).toBe('/financeiro');
    // The profile's copies (03 §2) are the same screens under /perfil/documentos, not /financeiro actions.
    expect(Object.values(doPerfil).every((c) => c.startsWith('/perfil/documentos/'))).toBe(true);
    for (const caminho of Object.values(documentos))
      expect(destinos.some((d) => d.startsWith(caminho))).toBe(true);
  });
});
