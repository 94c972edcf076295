import { describe, expect, it } from 'vitest';
import { decidirRota, type SessaoDaRota } from '../acesso/acesso.rules.ts';
import { FASES, codigosFase } from '../casos/fases.schemas.ts';
import {
  estadoDoProgressoToken,
  formatarContagemToken,
  progressoDoToken,
  rotaDoCasoCadastral,
  rotaDoStatusCadastral,
  segundosRestantesDoToken,
  STATUS_CASO_ATUALIZACAO_CADASTRAL,
  telaDoCasoCadastral,
  telaDoStatusCadastral,
  tokenExpirou,
  VALIDADE_TOKEN_CADASTRAL_S,
} from './atualizacao-cadastral.rules.ts';
import { rotaLiberadaNaAtualizacaoObrigatoria, telaDoFluxoCadastral } from './rotas-do-perfil.ts';

describe('cadastral-update status → profile screen (03 §2 table)', () => {
  it.each([
    ['ANALISE_DOCUMENTACAO', 'analisandoInformacoes'],
    ['SUSPEITA_FRAUDE', 'analisandoInformacoes'],
    ['BRSCAN_EM_ANDAMENTO', 'analisandoInformacoes'],
    ['RETORNO_BRSCAN', 'analisandoInformacoes'],
    ['CADASTRO_APROVADO', 'analisandoInformacoes'],
    ['APROVADO_FILIAL', 'analisandoInformacoes'],
    ['APROVADO_GRC', 'analisandoInformacoes'],
    ['DOCUMENTO_RECUSADO', 'filial'],
    ['PENDENCIA_CLIENTE', 'problemaDocumentos'],
    ['CADASTRO_ATUALIZADO_APP', 'emailTelefone'],
    ['CADASTRO_NAO_ATUALIZADO', 'emailTelefone'],
    ['ATUALIZACAO_OBRIGATORIA', 'emailTelefone'],
    // Any spelling of the CRM's words.
    ['Pendência Cliente', 'problemaDocumentos'],
    ['análise documentação', 'analisandoInformacoes'],
    ['Documento Recusado', 'filial'],
    // "Default registration-update target when the phase has no mapping: AtualizarEmailTelefone".
    ['TRATATIVA_NAO_INICIADA', 'emailTelefone'],
    ['DOC_APROVADO', 'emailTelefone'],
    ['Fase Nova do CRM', 'emailTelefone'],
    ['', 'emailTelefone'],
    [null, 'emailTelefone'],
    [undefined, 'emailTelefone'],
  ] as const)('%j → %s', (status, tela) => {
    expect(telaDoStatusCadastral(status)).toBe(tela);
  });

  it('answers the route of the screen', () => {
    expect(rotaDoStatusCadastral('PENDENCIA_CLIENTE')).toBe('/perfil/problema-documentos');
    expect(rotaDoStatusCadastral('DOCUMENTO_RECUSADO')).toBe('/perfil/filial');
    expect(rotaDoStatusCadastral('SUSPEITA_FRAUDE')).toBe('/perfil/analisando-informacoes');
    expect(rotaDoStatusCadastral(null)).toBe('/perfil/email-telefone');
  });
});

describe('registration-update case → the screen it leads its customer to', () => {
  it.each([
    // Open: the table above, by phase.
    ['Em Andamento', 'Análise Documentação', '/perfil/analisando-informacoes'],
    ['Em Andamento', 'Cadastro Aprovado', '/perfil/analisando-informacoes'],
    ['Escalado', 'Pendência Cliente', '/perfil/problema-documentos'],
    ['Em Andamento', 'Documento Recusado', '/perfil/filial'],
    ['Novo', null, '/perfil/email-telefone'],
    // Approved and closed: the change is applied, the flow ends on document-approved.
    ['Fechado', 'Cadastro Aprovado', '/perfil/documento-aprovado'],
    ['FECHADO', 'CADASTRO_APROVADO', '/perfil/documento-aprovado'],
    // Closed otherwise: still its phase's screen.
    ['Fechado', 'Documento Recusado', '/perfil/filial'],
    ['Fechado', 'Cadastro Atualizado App', '/perfil/email-telefone'],
  ] as const)('%s / %s → %s', (Status, Fase__c, rota) => {
    expect(rotaDoCasoCadastral({ Status, Fase__c })).toBe(rota);
  });
});

describe('registration-update case status → screen (03 §2 "Screens for this family")', () => {
  it.each([
    ['TRATATIVA_NAO_INICIADA', 'introducao'],
    ['PRAZO_FINALIZADO', 'introducao'],
    ['PENDENCIA_CLIENTE', 'problemaDocumentos'],
    ['DOCUMENTOS_ADICIONAIS_GRC', 'problemaDocumentos'],
    ['REANALISE_BRSCAN', 'problemaDocumentos'],
    ['BRSCAN_EM_ANDAMENTO', 'analiseDocumentos'],
    ['RETORNO_BRSCAN', 'analiseDocumentos'],
    ['ANALISE_OPERACOES', 'analiseDocumentos'],
    ['ANALISE_GRC', 'analiseDocumentos'],
    ['SUSPEITA_FRAUDE', 'analiseDocumentos'],
    ['DOC_APROVADO', 'documentoAprovado'],
    ['PARECER_GRC', 'documentoAprovado'],
    ['CADASTRO_APROVADO', 'documentoAprovado'],
    ['AGUARDANDO_ATUALIZACAO_NEWCON', 'pagamentoAgendado'],
    ['DOCUMENTO_RECUSADO', 'filiais'],
    ['Reanálise BRSCAN', 'problemaDocumentos'],
    ['aguardando atualizacao newcon', 'pagamentoAgendado'],
    // The payment statuses of the shared family have no screen in the spec; nor has an unknown one.
    ['AGUARDANDO_PAGAMENTO', null],
    ['PAGAMENTO_ENVIADO', null],
    ['Fase Nova', null],
    [null, null],
  ] as const)('%j → %s', (status, tela) => {
    expect(telaDoCasoCadastral(status)).toBe(tela);
  });

  it('lists the 20 statuses of the spec, each a known phase label', () => {
    expect(STATUS_CASO_ATUALIZACAO_CADASTRAL).toHaveLength(20);
    for (const s of STATUS_CASO_ATUALIZACAO_CADASTRAL) {
      expect(codigosFase).toContain(s);
      // The CRM's label reaches the same screen as the code.
      expect(telaDoCasoCadastral(FASES[s])).toBe(telaDoCasoCadastral(s));
    }
  });
});

describe('mandatory update: the routes it leaves open (03 §2, 01 §2 rule 4)', () => {
  const normal: SessaoDaRota = {
    autenticado: true,
    transparente: false,
    senhaExpirada: false,
    atualizacaoObrigatoria: false,
    mobile: true,
  };
  const obrigatoria = { ...normal, atualizacaoObrigatoria: true };
  const rota = (caminho: string) => ({
    caminho,
    requerAutenticacao: true,
    permiteTransparente: false,
    telaDeAtualizacao: telaDoFluxoCadastral(caminho),
  });

  it.each([
    ['/perfil', true],
    ['/perfil/', true],
    ['/perfil/endereco', true],
    ['/perfil/patrimonio-renda', true],
    ['/perfil/senha', true],
    ['/perfil/email-telefone', true],
    ['/perfil/indisponivel', true],
    ['/perfil/filial', true],
    ['/perfil/documento-aprovado', true],
    ['/perfil/analisando-informacoes', true],
    ['/perfil/validar-identificacao', true],
    ['/perfil/documento-socio', true],
    ['/perfil/problema-documentos', true],
    ['/perfil/token', true],
    ['/perfil/token/enviar', true],
    ['/perfil/token/inserir?x=1', true],
    ['/perfil/token/validar#topo', true],
    ['/home', true],
    ['/atualizacao-obrigatoria', true],
    ['/confirmar-dados-cadastrais', true],
    // Not in the spec's list: held by the update.
    ['/perfil/confirmarsenha', false],
    ['/perfil/documentos/informe-ir', false],
    ['/boletos', false],
    ['/offers-and-bids', false],
    ['/perfilx', false],
  ])('%s open during the mandatory update: %s', (caminho, aberta) => {
    expect(rotaLiberadaNaAtualizacaoObrigatoria(caminho)).toBe(aberta);
    // The route guard agrees when the route table flags the flow's screens with telaDoFluxoCadastral.
    expect(decidirRota(rota(caminho), obrigatoria).tipo === 'permitir').toBe(aberta);
    expect(decidirRota(rota(caminho), normal)).toEqual({ tipo: 'permitir' });
  });
});

describe('the SMS token countdown (03 §4)', () => {
  it('counts 900 s', () => {
    expect(VALIDADE_TOKEN_CADASTRAL_S).toBe(900);
  });

  it.each([
    [900, 'info'],
    [421, 'info'],
    [420, 'info'], // 07:00
    [419, 'warning'], // 06:59
    [360, 'warning'],
    [120, 'warning'], // 02:00
    [119, 'danger'], // 01:59
    [60, 'danger'],
    [1, 'danger'],
    [0, 'danger'],
    [-5, 'danger'],
  ] as const)('%d s left → %s', (s, estado) => {
    expect(estadoDoProgressoToken(s)).toBe(estado);
  });

  it.each([
    [900, '15:00', 1],
    [450, '07:30', 0.5],
    [61, '01:01', 61 / 900],
    [0, '00:00', 0],
    [-3, '00:00', 0],
    [1200, '20:00', 1],
  ])('%d s shows %s, bar %d', (s, texto, barra) => {
    expect(formatarContagemToken(s)).toBe(texto);
    expect(progressoDoToken(s)).toBeCloseTo(barra);
  });

  it('counts down to the expiry and times out at 00:00', () => {
    const expiraEm = '2026-11-26T12:15:00.000Z';
    const agora = Date.parse('2026-11-26T12:00:00.000Z');
    expect(segundosRestantesDoToken(expiraEm, agora)).toBe(900);
    expect(segundosRestantesDoToken(expiraEm, agora + 899_500)).toBe(1);
    expect(segundosRestantesDoToken(expiraEm, agora + 900_000)).toBe(0);
    expect(segundosRestantesDoToken(expiraEm, agora + 999_000)).toBe(0);
    expect(tokenExpirou(1)).toBe(false);
    expect(tokenExpirou(0)).toBe(true);
  });
});
