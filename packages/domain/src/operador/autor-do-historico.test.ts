import { describe, expect, it } from 'vitest';
import { nomeDoAutor } from './autor-do-historico.ts';

describe('nomeDoAutor', () => {
  it('names an operator by role and name, marking the reader', () => {
    const rafael = { autor: 'operador:2', autorNome: 'Rafael Souza', autorPapel: 'supervisor' as const };
    expect(nomeDoAutor(rafael, 1)).toBe('Supervisor Rafael Souza');
    expect(nomeDoAutor(rafael, 2)).toBe('Supervisor Rafael Souza (você)');
    expect(nomeDoAutor({ autor: 'operador:1', autorNome: 'Carla Mendes', autorPapel: 'analista' })).toBe(
      'Analista Carla Mendes',
    );
  });

  it('names the customer, the system, and an operator without a name by number', () => {
    expect(nomeDoAutor({ autor: 'cliente' })).toBe('Cliente (app)');
    expect(nomeDoAutor({ autor: 'sistema' })).toBe('Sistema');
    expect(nomeDoAutor({ autor: 'operador:7', autorNome: null, autorPapel: null })).toBe('Operador nº 7');
  });
});
