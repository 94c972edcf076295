import { describe, expect, it } from 'vitest';
import {
  descricaoNaoLidas,
  linkInternoValido,
  quandoPublicado,
  rotuloContador,
  textoBoletoGerado,
  textoContemplacao,
  textoFaseDoCaso,
  textoLanceRegistrado,
} from './notificacoes.rules.ts';
import { publicarInformativoBodySchema } from './notificacoes.schemas.ts';

describe('linkInternoValido', () => {
  it.each([
    ['/boletos', true],
    ['/boletos/historico?situacao=aberto', true],
    ['/assemblies/details', true],
    ['/', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['boletos', false],
    ['/a b', false],
    [`/${'x'.repeat(200)}`, false],
  ])('%s → %s', (link, esperado) => {
    expect(linkInternoValido(link)).toBe(esperado);
  });
});

describe('rotuloContador and descricaoNaoLidas', () => {
  it.each([
    [0, '', 'nenhuma não lida'],
    [-1, '', 'nenhuma não lida'],
    [1, '1', '1 não lida'],
    [9, '9', '9 não lidas'],
    [10, '10', '10 não lidas'],
    [99, '99', '99 não lidas'],
    [100, '99+', '99+ não lidas'],
  ])('%i → %j, %j', (n, rotulo, descricao) => {
    expect(rotuloContador(n)).toBe(rotulo);
    expect(descricaoNaoLidas(n)).toBe(descricao);
  });
});

describe('quandoPublicado', () => {
  const agora = new Date('2026-05-12T15:00:00-03:00');
  it.each([
    ['2026-05-12T09:00:00-03:00', 'Hoje'],
    ['2026-05-12T02:30:00Z', 'Ontem'], // 23:30 of the 11th in São Paulo
    ['2026-05-11T08:00:00-03:00', 'Ontem'],
    ['2026-05-10T23:00:00-03:00', '10/05/2026'],
    ['2025-12-31T10:00:00-03:00', '31/12/2025'],
  ])('%s → %s', (criadoEm, esperado) => {
    expect(quandoPublicado(criadoEm, agora)).toBe(esperado);
  });
});

describe('notification texts', () => {
  it('boleto: amount with a non-breaking space, due date DD/MM/YYYY, padded quota, history link', () => {
    const t = textoBoletoGerado({
      grupo: 1010,
      cota: 23,
      valorCentavos: 123456,
      dataVencimento: '2026-05-10',
    });
    expect(t.resumo).toBe('Boleto de R$\u00a01.234,56 da cota 001010 / 0023, com vencimento em 10/05/2026.');
    expect(t.link).toBe('/boletos/historico');
  });

  it('bid: protocol and assembly date', () => {
    const t = textoLanceRegistrado({
      grupo: 2020,
      cota: 112,
      protocolo: '2026ABCDE12345',
      dataSorteio: '2026-06-15',
    });
    expect(t.resumo).toContain('protocolo 2026ABCDE12345');
    expect(t.conteudo).toContain('15/06/2026');
    expect(t.link).toBe('/bid_history');
  });

  it.each([
    ['sorteio', 'por sorteio'],
    ['lance', 'por lance'],
  ] as const)('contemplation %s says %s', (forma, texto) => {
    const t = textoContemplacao({
      grupo: 3030,
      cota: 9,
      numeroAssembleia: 42,
      dataSorteio: '2026-04-20',
      forma,
    });
    expect(t.resumo).toBe(`A cota 003030 / 0009 foi contemplada ${texto} na assembleia 42.`);
  });

  it('case phase: number, type and the new phase', () => {
    const t = textoFaseDoCaso({ numero: '00001234', tipo: 'Atendimento pós-venda', fase: 'Em análise' });
    expect(t.resumo).toBe('A solicitação 00001234 (Atendimento pós-venda) está agora em: Em análise.');
    expect(t.link).toBe('/requests');
    expect(textoFaseDoCaso({ numero: '1', tipo: 'x', fase: 'y', link: '/perfil/filial' }).link).toBe(
      '/perfil/filial',
    );
  });

  it('every link the journeys produce is an internal one', () => {
    const links = [
      textoBoletoGerado({ grupo: 1, cota: 1, valorCentavos: 1, dataVencimento: '2026-01-01' }).link,
      textoLanceRegistrado({ grupo: 1, cota: 1, protocolo: 'P', dataSorteio: '2026-01-01' }).link,
      textoContemplacao({ grupo: 1, cota: 1, numeroAssembleia: 1, dataSorteio: '2026-01-01', forma: 'lance' })
        .link,
      textoFaseDoCaso({ numero: '1', tipo: 'x', fase: 'y' }).link,
    ];
    expect(links.every((l) => l !== null && linkInternoValido(l))).toBe(true);
  });
});

describe('publicarInformativoBodySchema', () => {
  const valido = {
    parceiroId: 1,
    titulo: 'Assembleia de maio',
    resumo: 'A assembleia de maio será no dia 20.',
    conteudo: 'A assembleia de maio acontece no dia 20, às 10h, com transmissão ao vivo pelo portal.',
  };
  it('accepts a valid body, trims it and takes an internal link or none', () => {
    expect(publicarInformativoBodySchema.parse({ ...valido, titulo: '  Assembleia de maio  ' }).titulo).toBe(
      'Assembleia de maio',
    );
    expect(publicarInformativoBodySchema.safeParse({ ...valido, link: '/assemblies' }).success).toBe(true);
    expect(publicarInformativoBodySchema.safeParse({ ...valido, link: null }).success).toBe(true);
  });
  it.each([
    [{ titulo: 'Oi' }, 'O título precisa de pelo menos 5 caracteres.'],
    [{ resumo: '' }, 'O resumo precisa de pelo menos 10 caracteres.'],
    [{ conteudo: 'curto' }, 'O texto precisa de pelo menos 20 caracteres.'],
    [{ link: 'https://evil.example' }, 'O link deve ser um caminho do portal, como /boletos.'],
    [{ parceiroId: 0 }, 'Escolha o parceiro.'],
  ])('refuses %j with a Portuguese message', (troca, mensagem) => {
    const r = publicarInformativoBodySchema.safeParse({ ...valido, ...troca });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(mensagem);
  });
});
