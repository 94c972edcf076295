import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as esquema from '@portal/db';

/** ADR 0010: each table's owning module, by the name the Drizzle schema exports it under. */
const DONOS: Record<string, string[]> = {
  acesso: [
    'clientes',
    'refreshTokens',
    'tentativasLogin',
    'contadoresTentativas',
    'codigosVerificacao',
    'tokensTransparentes',
    'credenciaisBiometria',
    'desafiosBiometria',
    'sessoesBiometria',
    'versoes',
  ],
  parceiros: ['parceiros', 'parceiroDominios', 'avisosManutencao'],
  cotas: ['grupos', 'cotas', 'parcelas'],
  boletos: [
    'cobrancaParceiro',
    'boletos',
    'boletoParcelas',
    'cobrancasMarcadas',
    'retornosBancarios',
    'pagamentosDuplicados',
  ],
  lances: ['lances'],
  assembleias: ['assembleias', 'conjuntosElegiveis'],
  casos: ['casos', 'casosHistorico', 'retornosCrivo'],
  ajuda: ['faqCategorias', 'faqPerguntas', 'faqVotos'],
  notificacoes: ['informativos', 'informativosLidos', 'assinaturasPush'],
  filiais: ['filiais', 'pedidosRetorno'],
  perfil: [
    'preferenciasUsuario',
    'arquivos',
    'avaliacoes',
    'enderecos',
    'emails',
    'telefones',
    'pessoasFisicas',
    'pessoasJuridicas',
    'rendaPatrimonio',
  ],
  operador: ['operadores', 'operadorSessoes', 'auditoria', 'revisoesDocumentosAnalise'],
  documentos: ['documentos'],
  contemplacao: ['selecoesDocumentos'],
  repasses: ['repasses', 'remessasPagamento', 'retornosPagamento'],
  renegociacao: ['renegociacoes', 'renegociacaoParcelas', 'renegociacaoContatos'],
  transferencia: ['transferenciasCota'],
  seguro: ['solicitacoesSeguro', 'segurosCota'],
  antecipacao: ['antecipacoes', 'antecipacaoParcelas'],
  posvenda: ['onboardingsPosVenda'],
  faturamento: [
    'fabricantes',
    'modelosBem',
    'modelosBemAnos',
    'concessionarias',
    'solicitacoesInclusao',
    'taxasVistoria',
    'autorizacoesFaturamento',
  ],
};
const donoDe = new Map(Object.entries(DONOS).flatMap(([modulo, tabelas]) => tabelas.map((t) => [t, modulo])));
const MODULOS = path.join(import.meta.dirname, '../modules');

describe('table owners (ADR 0010)', () => {
  it('names an owner for every table of the schema but the infrastructure ones', () => {
    const infraestrutura = new Set(['segredos', 'caixaDeSaida', 'idempotencia']);
    const tabelas = Object.entries(esquema)
      .filter(([, v]) => v && typeof v === 'object' && Symbol.for('drizzle:IsDrizzleTable') in v)
      .map(([nome]) => nome)
      .filter((nome) => !infraestrutura.has(nome));
    expect(tabelas.length).toBeGreaterThan(30);
    expect(tabelas.filter((t) => !donoDe.has(t))).toEqual([]);
  });

  it('has every insert, update and delete of a table in its owning module', () => {
    const violacoes: string[] = [];
    let escritas = 0;
    for (const modulo of readdirSync(MODULOS)) {
      for (const arquivo of readdirSync(path.join(MODULOS, modulo)).filter((a) => !a.endsWith('.test.ts'))) {
        const texto = readFileSync(path.join(MODULOS, modulo, arquivo), 'utf8');
        for (const [, tabela] of texto.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)) {
          const dono = donoDe.get(tabela!);
          if (!dono) continue;
          escritas++;
          if (dono !== modulo) violacoes.push(`${modulo}/${arquivo} escreve ${tabela} (de ${dono})`);
        }
      }
    }
    expect(escritas).toBeGreaterThan(30);
    expect(violacoes).toEqual([]);
  });
});
