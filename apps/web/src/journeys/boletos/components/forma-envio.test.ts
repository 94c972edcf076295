import { describe, expect, it } from 'vitest';
import {
  dataHoraEmSaoPaulo,
  liberacaoDaPreferencia,
  motivoDoBloqueio,
  textoFormaAtual,
  textoVigencia,
} from './forma-envio';

const agora = new Date('2026-03-10T15:30:00.000Z');

describe('forma de envio do boleto', () => {
  it('bloqueada até o instante que a API informa, enquanto ele não passou', () => {
    expect(liberacaoDaPreferencia({ bloqueadaAte: null }, agora)).toBeNull();
    expect(liberacaoDaPreferencia({ bloqueadaAte: '2026-03-11T10:00:00.000Z' }, agora)?.toISOString()).toBe(
      '2026-03-11T10:00:00.000Z',
    );
    // The lock lifted while the page was open: allowed again without asking the server.
    expect(liberacaoDaPreferencia({ bloqueadaAte: '2026-03-10T15:29:59.000Z' }, agora)).toBeNull();
    expect(liberacaoDaPreferencia({ bloqueadaAte: 'ontem' }, agora)).toBeNull();
  });

  it('mostra data e hora no fuso de São Paulo', () => {
    expect(dataHoraEmSaoPaulo(agora)).toBe('10/03/2026 às 12:30');
    expect(dataHoraEmSaoPaulo('2026-03-11T02:05:00.000Z')).toBe('10/03/2026 às 23:05');
  });

  it('explica o bloqueio e a vigência', () => {
    expect(motivoDoBloqueio(new Date('2026-03-11T15:30:00.000Z'))).toBe(
      'A forma de envio foi alterada há menos de 24 horas. Você poderá alterá-la de novo a partir de 11/03/2026 às 12:30.',
    );
    expect(textoVigencia({ vigenteAPartirDe: null })).toBeNull();
    expect(textoVigencia({ vigenteAPartirDe: '2026-03-21' })).toMatch(
      /^Ela passa a valer no envio de 21\/03\/2026, um dia após a próxima assembleia\./,
    );
  });

  it('diz como chega hoje e, com uma mudança pendente, a partir de quando vale a nova escolha', () => {
    expect(textoFormaAtual({ formaEnvio: 'correio', vigenteAPartirDe: null })).toEqual({
      hoje: 'Hoje você recebe por correio.',
      aPartirDe: null,
    });
    // Changed to post, effective 21/12: today it still arrives the old way.
    const pendente = textoFormaAtual({ formaEnvio: 'correio', vigenteAPartirDe: '2026-12-21' });
    expect(pendente.hoje).not.toMatch(/correio/);
    expect(pendente).toEqual({
      hoje: 'Hoje você ainda recebe pela forma anterior.',
      aPartirDe: 'A partir de 21/12/2026, você recebe por correio.',
    });
  });
});
