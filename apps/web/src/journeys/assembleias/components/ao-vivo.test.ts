import type { MensagemAoVivo } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  acrescentarMensagem,
  esperaParaReconectar,
  eventoDaCota,
  lerMensagemAoVivo,
  placarAoVivo,
} from './ao-vivo';

const em = '2026-06-20T14:00:00-03:00';
const iniciada: MensagemAoVivo = {
  idAssembleia: 7,
  sequencia: 1,
  em,
  evento: { tipo: 'assembleia-iniciada', numeroTotalAssembleia: 32, dataSorteio: '2026-06-20' },
};
const sorteado: MensagemAoVivo = {
  idAssembleia: 7,
  sequencia: 2,
  em,
  evento: {
    tipo: 'numero-sorteado',
    sorteio: {
      premio: 1,
      numeroPremio: '12350',
      algarismos: '350',
      numeroSorteado: 350,
      numeroEquivalente: 350,
      cotaContemplada: 351,
      explicacao: [],
    },
  },
};
const porLance: MensagemAoVivo = {
  idAssembleia: 7,
  sequencia: 3,
  em,
  evento: {
    tipo: 'cota-contemplada',
    contemplada: {
      ordem: 2,
      cota: 23,
      forma: 'lance',
      modalidade: 'PE',
      percentualLance: 40,
      valorLance: 3_400_000,
      posicaoLance: 1,
    },
  },
};
const encerrada: MensagemAoVivo = {
  idAssembleia: 7,
  sequencia: 4,
  em,
  evento: { tipo: 'assembleia-encerrada', quantidadeContempladas: 2 },
};

describe('live feed', () => {
  it('keeps publication order and ignores what a reconnection replays', () => {
    let feed = acrescentarMensagem([], sorteado);
    feed = acrescentarMensagem(feed, iniciada);
    feed = acrescentarMensagem(feed, sorteado);
    feed = acrescentarMensagem(feed, iniciada);
    expect(feed.map((m) => m.sequencia)).toEqual([1, 2]);
  });

  it('reads only messages of the contract', () => {
    expect(lerMensagemAoVivo(JSON.stringify(porLance))).toEqual(porLance);
    expect(lerMensagemAoVivo('{"tipo":"outro"}')).toBeNull();
    expect(lerMensagemAoVivo('não é json')).toBeNull();
  });

  it('backs off up to 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(esperaParaReconectar)).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
  });

  it('sums up the scoreboard and spots the own quota', () => {
    const placar = placarAoVivo([iniciada, sorteado, porLance, encerrada]);
    expect(placar).toMatchObject({ idAssembleia: 7, numeroTotalAssembleia: 32, encerrada: true });
    expect(placar.sorteios.map((s) => s.numeroEquivalente)).toEqual([350]);
    expect(placar.contempladas.map((c) => c.cota)).toEqual([23]);
    expect(eventoDaCota(porLance, 23)).toBe(true);
    expect(eventoDaCota(porLance, 88)).toBe(false);
    expect(eventoDaCota(sorteado, 351)).toBe(true);
    expect(eventoDaCota(iniciada, 23)).toBe(false);
  });
});
