import { describe, expect, it } from 'vitest';
import { caminhos } from '@/app/caminhos';
import { caminhoDeVolta, PARAM_VOLTAR_PARA } from './voltar-para';

describe('caminhoDeVolta: back to the screen that sent the customer to choose a quota', () => {
  it.each([
    ['/boletos', '/boletos'],
    ['/boletos/forma-de-envio', '/boletos/forma-de-envio'],
    ['/boletos?filtro=late', '/boletos?filtro=late'],
    ['/boletos/historico?situacao=pago&tipo=parcelas', '/boletos/historico?situacao=pago&tipo=parcelas'],
  ])('%j → %j', (valor, esperado) => {
    expect(caminhoDeVolta(valor)).toBe(esperado);
  });

  it.each([
    [null],
    [''],
    ['boletos'],
    ['//evil.example/boletos'],
    ['/\\evil.example'],
    ['https://evil.example/boletos'],
    ['javascript:alert(1)'],
    ['/nao-existe'],
    ['/boletos/../../etc'],
    // The quota list itself would be a loop.
    ['/groups-and-quotas'],
  ])('refuses %j', (valor) => {
    expect(caminhoDeVolta(valor)).toBeNull();
  });
});

it('reads back what the route registry writes', () => {
  const url = new URL(caminhos.cotas.escolherEVoltar('/boletos?filtro=late'), 'http://x');
  expect(url.pathname).toBe(caminhos.cotas.lista);
  expect(caminhoDeVolta(url.searchParams.get(PARAM_VOLTAR_PARA))).toBe('/boletos?filtro=late');
});
