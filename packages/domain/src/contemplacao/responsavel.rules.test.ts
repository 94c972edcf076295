import { describe, expect, it } from 'vitest';
import { mudancaDeResponsavel, responsavelDaFase, textoMudancaDeResponsavel } from './responsavel.rules.ts';

describe('who holds the contemplation step', () => {
  it.each([
    ['Tratativa Não Iniciada', 'voce'],
    ['Triagem em Andamento', 'administradora'],
    ['AGUARDANDO_ANALISE_INTERNA', 'administradora'],
    ['Retorno Cliente Reanálise', 'administradora'],
    ['Aguardando Análise Pagamento Espécie', 'administradora'],
    ['Pendência Cliente', 'voce'],
    ['Pendência Cliente Reanálise', 'voce'],
    ['Cadastro Aprovado', 'voce'],
    ['Reprovado Comitê', 'voce'],
    ['Prazo Finalizado', 'administradora'],
    ['Caso Expirado', null],
    [null, null],
  ])('%s → %s', (fase, responsavel) => {
    expect(responsavelDaFase(fase)).toBe(responsavel);
  });

  it.each([
    // Customer → administrator: documents sent (first sending, re-sending, cash billing).
    ['Tratativa Não Iniciada', 'Triagem em Andamento', 'analise'],
    ['Pendência Cliente', 'Retorno Cliente Reanálise', 'analise'],
    ['Pendência Cliente', 'Aguardando Análise Pagamento Espécie', 'analise'],
    // Administrator → customer: pending documents, approval, refusal.
    ['Triagem em Andamento', 'Pendência Cliente', 'pendencia'],
    ['Aguardando Reanálise Interna', 'Pendência Cliente Reanálise', 'pendencia'],
    ['Aguardando Análise Interna', 'Cadastro Aprovado', 'aprovada'],
    ['Aguardando Análise Interna', 'Cadastro Não Aprovado', 'reprovada'],
    // The deadline job.
    ['Pendência Cliente', 'Prazo Finalizado', 'descontemplada'],
    ['Tratativa Não Iniciada', 'Prazo Finalizado', 'descontemplada'],
    // No change of holder: nothing to tell.
    ['Triagem em Andamento', 'Aguardando Análise Interna', null],
    ['Pendência Cliente', 'Pendência Cliente Reanálise', null],
    ['Triagem em Andamento', 'Triagem em Andamento', null],
    ['Prazo Finalizado', 'Prazo Finalizado', null],
    ['Triagem em Andamento', 'Caso Expirado', null],
  ])('%s → %s: %s', (antes, depois, passo) => {
    expect(mudancaDeResponsavel(antes, depois)).toBe(passo);
  });
});

describe('holder change texts', () => {
  const base = {
    grupo: 3030,
    cota: 9,
    portal: 'Consórcio Horizonte',
    nomeDoCliente: 'Maria',
    desde: '26/11/2026',
  };

  it('names the quota and the next step with its date', () => {
    const analise = textoMudancaDeResponsavel({ ...base, passo: 'analise', prazo: '30/11/2026' });
    expect(analise.notificacao).toEqual({
      titulo: 'Documentos recebidos: análise em andamento',
      resumo: 'Cota 003030 / 0009: a administradora analisa seus documentos até 30/11/2026.',
      conteudo: expect.stringContaining('até 48 horas úteis e a resposta sai até 30/11/2026'),
      link: '/contemplado',
    });
    expect(analise.email.assunto).toBe(
      'Consórcio Horizonte: Documentos recebidos: análise em andamento (cota 003030 / 0009)',
    );
    expect(analise.email.texto).toMatch(/^Olá, Maria\.\n\nRecebemos os documentos da cota 003030 \/ 0009/);
    expect(analise.email.texto).toContain('Atendimento: segunda a sexta, das 08h às 19h.');

    const pendencia = textoMudancaDeResponsavel({ ...base, passo: 'pendencia', prazo: '07/12/2026' });
    expect(pendencia.notificacao.resumo).toBe(
      'Cota 003030 / 0009: reenvie os documentos indicados até 07/12/2026.',
    );
    const aprovada = textoMudancaDeResponsavel({ ...base, passo: 'aprovada', prazo: null });
    expect(aprovada.notificacao.resumo).toBe(
      'Cota 003030 / 0009: cadastro aprovado em 26/11/2026. Próximo passo: escolher o bem.',
    );
    const reprovada = textoMudancaDeResponsavel({ ...base, passo: 'reprovada', prazo: null });
    expect(reprovada.notificacao.conteudo).toContain('segunda a sexta, das 08h às 19h');
    const descontemplada = textoMudancaDeResponsavel({
      ...base,
      passo: 'descontemplada',
      prazo: '20/11/2026',
    });
    expect(descontemplada.notificacao).toMatchObject({
      titulo: 'Prazo da contemplação encerrado',
      resumo: 'A cota 003030 / 0009 foi descontemplada: os documentos não chegaram até 20/11/2026.',
      link: null,
    });
  });
});
