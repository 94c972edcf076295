import { describe, it, expect } from 'vitest';
import type {
  ConfirmacaoLanceResposta,
  ItemHistoricoLance,
  RegrasLance,
  ResumoLance,
  SimulacaoLanceResposta,
} from './lances.schemas.ts';
import { MENSAGENS_LANCE as M } from './lances.mensagens.ts';
import {
  confirmacaoDoWizard,
  entradasCompletas,
  estadoInicialWizardLance,
  estadoParaRepetirLance,
  passoValido,
  passosHabilitados,
  proximaAcaoLance,
  reduzirWizardLance,
  type AcaoWizardLance,
  type EstadoWizardLance,
} from './wizard.rules.ts';

const REGRAS: RegrasLance = {
  idCota: 1,
  tipo: 'imovel',
  podeOfertar: true,
  motivoImpedimento: null,
  avisoElegibilidade: null,
  tiposLance: [
    { modalidade: 'PE', descricao: 'Percentual', situacaoOferta: 'P', percentualFixo: null },
    { modalidade: 'LF', descricao: 'Lance fixo', situacaoOferta: 'P', percentualFixo: 25 },
    { modalidade: 'VL', descricao: 'Valor livre', situacaoOferta: 'V', percentualFixo: null },
  ],
  tiposOferta: [],
  tiposAmortizacao: [],
  opcoes: [],
  percentualMinimo: 10,
  percentualMaximo: 60,
  percentualMaximoEmbutido: 25,
  valorBem: 20_000_000,
  valorCredito: 20_000_000,
  valorSaldoDevedor: 15_000_000,
  proximaAssembleia: null,
  lanceAtivo: null,
};

const RESUMO: ResumoLance = {
  situacaoModalidade: 'PE',
  descricaoModalidade: 'Percentual',
  percentualLance: 20,
  valorLance: 4_000_000,
  valorLanceEmbutido: 1_000_000,
  valorFGTS: 0,
  valorOferta: 3_000_000,
  valorCreditoLiquido: 19_000_000,
  tipoAmortizacao: 'PC',
  trocaChaves: false,
  numeroTotalAssembleia: 31,
  dataSorteio: '2026-07-20',
  dataLimiteLance: '2026-07-19',
  substituiProtocolo: null,
};
const SIMULACAO: SimulacaoLanceResposta = { identificador: 'sim-1', summary: RESUMO, notifications: [] };
const EM = '2026-07-10T10:00:00-03:00';

function aplicar(estado: EstadoWizardLance, ...acoes: AcaoWizardLance[]): EstadoWizardLance {
  return acoes.reduce(reduzirWizardLance, estado);
}

/** An imovel offer answered up to the reduction step. */
const PREENCHIDO = aplicar(
  estadoInicialWizardLance(REGRAS),
  { tipo: 'definir', passo: 'type', valor: { modalidade: 'PE', percentual: 20, valor: null } },
  { tipo: 'avancar' },
  { tipo: 'definir', passo: 'builtin', valor: { usa: true, valor: 1_000_000 } },
  { tipo: 'avancar' },
  { tipo: 'definir', passo: 'fgts', valor: { usa: false, valor: null } },
  { tipo: 'avancar' },
  { tipo: 'definir', passo: 'reduction', valor: 'PC' },
);

describe('passosHabilitados', () => {
  it.each([
    ['auto', [], 'type builtin reduction summary confirmation'],
    ['auto', [{ codigo: '003' }], 'type builtin keys reduction summary confirmation'],
    ['imovel', [{ codigo: '003' }], 'type builtin fgts reduction summary confirmation'],
    ['servico', [{ codigo: '003' }], 'type builtin reduction summary confirmation'],
    ['pesados', [{ codigo: '003' }], 'type builtin keys reduction summary confirmation'],
    ['pesados', [], 'type builtin reduction summary confirmation'],
  ] as const)('%s %j', (tipo, opcoes, esperado) => {
    expect(passosHabilitados(tipo, opcoes).join(' ')).toBe(esperado);
  });
});

describe('navigation', () => {
  it('starts on the type step going forward, nothing answered', () => {
    const e = estadoInicialWizardLance(REGRAS);
    expect(e).toMatchObject({
      passo: 'type',
      direcao: 'avancar',
      simulacao: null,
      protocolo: null,
      erroLance: null,
    });
    expect(proximaAcaoLance(e)).toBeNull();
    expect(aplicar(e, { tipo: 'avancar' })).toBe(e); // invalid step: stays
    expect(aplicar(e, { tipo: 'voltar' })).toBe(e); // first step: stays
  });

  it('forward and back track the direction', () => {
    const e = aplicar(
      estadoInicialWizardLance(REGRAS),
      { tipo: 'definir', passo: 'type', valor: { modalidade: 'LF', percentual: null, valor: null } },
      { tipo: 'avancar' },
    );
    expect(e).toMatchObject({ passo: 'builtin', direcao: 'avancar' });
    expect(aplicar(e, { tipo: 'voltar' })).toMatchObject({ passo: 'type', direcao: 'voltar' });
  });

  it('a step is valid when its value is set and has no error', () => {
    const e = aplicar(PREENCHIDO, { tipo: 'definir', passo: 'builtin', valor: { usa: true, valor: null } });
    expect(e.erros).toEqual({ builtin: 'Insira algum valor.' });
    expect(passoValido(e, 'builtin')).toBe(false);
    expect(passoValido(e, 'type')).toBe(true);
    expect(passoValido(estadoInicialWizardLance(REGRAS), 'type')).toBe(false);
    const semValor = aplicar(e, {
      tipo: 'definir',
      passo: 'type',
      valor: { modalidade: 'PE', percentual: null, valor: null },
    });
    expect(passoValido(semValor, 'type')).toBe(false);
  });

  it('the last input step simulates instead of moving on', () => {
    expect(PREENCHIDO.passo).toBe('reduction');
    expect(proximaAcaoLance(PREENCHIDO)).toBe('simular');
    expect(aplicar(PREENCHIDO, { tipo: 'avancar' })).toBe(PREENCHIDO);
  });

  it('skips to the summary only when every answer is in', () => {
    const voltou = aplicar(PREENCHIDO, { tipo: 'voltar' }, { tipo: 'voltar' }, { tipo: 'voltar' });
    expect(voltou.passo).toBe('type');
    expect(aplicar(voltou, { tipo: 'pularParaResumo' })).toMatchObject({
      passo: 'summary',
      direcao: 'avancar',
    });
    const incompleto = aplicar(estadoInicialWizardLance(REGRAS), {
      tipo: 'definir',
      passo: 'type',
      valor: { modalidade: 'PE', percentual: 20, valor: null },
    });
    expect(aplicar(incompleto, { tipo: 'pularParaResumo' }).passo).toBe('type');
  });

  it('ignores values for disabled steps', () => {
    const servico = estadoInicialWizardLance({ ...REGRAS, tipo: 'servico' });
    expect(aplicar(servico, { tipo: 'definir', passo: 'fgts', valor: { usa: true, valor: 1 } })).toBe(
      servico,
    );
  });
});

describe('simulation and confirmation', () => {
  const simulado = aplicar(PREENCHIDO, { tipo: 'simulado', resposta: SIMULACAO });

  it('simulating stores the result and advances to the summary', () => {
    expect(simulado).toMatchObject({ passo: 'summary', direcao: 'avancar', erroLance: null });
    expect(simulado.simulacao?.identificador).toBe('sim-1');
    expect(proximaAcaoLance(simulado)).toBe('confirmar');
  });

  it('a refused simulation shows its first notification, or the generic message', () => {
    const recusa: SimulacaoLanceResposta = {
      identificador: null,
      summary: null,
      notifications: [
        { codigo: 'X1', mensagem: 'Grupo sem assembleia.' },
        { codigo: 'X2', mensagem: 'outra' },
      ],
    };
    expect(aplicar(PREENCHIDO, { tipo: 'simulado', resposta: recusa })).toMatchObject({
      passo: 'reduction',
      erroLance: 'Grupo sem assembleia.',
    });
    expect(
      aplicar(PREENCHIDO, { tipo: 'simulado', resposta: { ...recusa, notifications: [] } }).erroLance,
    ).toBe(M.erroSimulacao);
  });

  it('changing an answer discards the simulation', () => {
    const mudou = aplicar(simulado, { tipo: 'voltar' }, { tipo: 'definir', passo: 'reduction', valor: 'PZ' });
    expect(mudou.simulacao).toBeNull();
    expect(aplicar(mudou, { tipo: 'pularParaResumo' })).toMatchObject({ passo: 'summary', simulacao: null });
    expect(proximaAcaoLance(aplicar(mudou, { tipo: 'pularParaResumo' }))).toBe('simular');
  });

  it('a protocolo finishes the wizard and stores the confirmation time', () => {
    const resposta: ConfirmacaoLanceResposta = {
      protocolo: 'L-2026-0001',
      summary: RESUMO,
      notifications: [],
    };
    const fim = aplicar(simulado, { tipo: 'confirmado', resposta, em: EM });
    expect(fim).toMatchObject({
      passo: 'confirmation',
      protocolo: 'L-2026-0001',
      confirmadoEm: EM,
      erroLance: null,
    });
    expect(proximaAcaoLance(fim)).toBeNull();
    expect(aplicar(fim, { tipo: 'voltar' })).toBe(fim);
    expect(aplicar(fim, { tipo: 'definir', passo: 'reduction', valor: 'PZ' })).toBe(fim);
  });

  it.each([
    [[{ codigo: 'PRAZO', mensagem: M.prazoEncerrado }], M.prazoEncerrado],
    [[], M.erroConfirmacao],
  ])('without protocolo the first notification becomes the bid error (%j)', (notifications, erro) => {
    const fim = aplicar(simulado, {
      tipo: 'confirmado',
      resposta: { protocolo: null, summary: null, notifications },
      em: EM,
    });
    expect(fim).toMatchObject({ passo: 'summary', protocolo: null, confirmadoEm: EM, erroLance: erro });
  });

  it('confirmation before a simulation is ignored', () => {
    const resposta = { protocolo: 'X', summary: null, notifications: [] };
    expect(aplicar(PREENCHIDO, { tipo: 'confirmado', resposta, em: EM })).toBe(PREENCHIDO);
  });

  it('the confirmation body carries the simulation id and the cash part', () => {
    expect(confirmacaoDoWizard(PREENCHIDO)).toBeNull();
    expect(confirmacaoDoWizard(simulado)).toMatchObject({
      identificador: 'sim-1',
      valorLance: 4_000_000,
      valorLanceEmbutido: 1_000_000,
      valorOferta: 3_000_000,
      lanceDiluido: true,
    });
  });

  it('a failed call shows its message; reset restores the defaults', () => {
    const falhou = aplicar(simulado, { tipo: 'falhou', mensagem: 'Sem conexão.' });
    expect(falhou.erroLance).toBe('Sem conexão.');
    expect(aplicar(falhou, { tipo: 'reset' })).toEqual(estadoInicialWizardLance(REGRAS));
    const outra = { ...REGRAS, tipo: 'auto' as const };
    expect(aplicar(falhou, { tipo: 'reset', contexto: outra })).toEqual(estadoInicialWizardLance(outra));
  });
});

describe('repeat from history', () => {
  const item: ItemHistoricoLance = {
    protocolo: 'L-1',
    situacao: 'encerrado',
    situacaoModalidade: 'PE',
    descricaoModalidade: 'Percentual',
    situacaoOferta: 'P',
    percentualLance: 20,
    valorLance: 4_000_000,
    valorLanceEmbutido: 1_000_000,
    valorFGTS: 500_000,
    tipoAmortizacao: 'PZ',
    trocaChaves: true,
    numeroTotalAssembleia: 30,
    dataSorteio: '2026-06-20',
    dataLimiteLance: '2026-06-19',
    registradoEm: '2026-06-10T10:00:00-03:00',
    canceladoEm: null,
    podeCancelar: false,
    podeRepetir: true,
  };

  it('prefills every enabled step and is ready to simulate', () => {
    const e = estadoParaRepetirLance(REGRAS, item);
    expect(e.oferta).toEqual({
      type: { modalidade: 'PE', percentual: 20, valor: null },
      builtin: { usa: true, valor: 1_000_000 },
      fgts: { usa: true, valor: 500_000 },
      keys: null, // imovel: no key exchange
      reduction: 'PZ',
    });
    expect(entradasCompletas(e)).toBe(true);
  });

  it("re-validates against today's rules", () => {
    const e = estadoParaRepetirLance({ ...REGRAS, percentualMinimo: 30 }, item);
    expect(e.erros.type).toBe('Este valor é menor que o lance mínimo');
    expect(entradasCompletas(e)).toBe(false);
  });

  it('a value bid keeps its amount', () => {
    const e = estadoParaRepetirLance(REGRAS, {
      ...item,
      situacaoModalidade: 'VL',
      situacaoOferta: 'V',
      valorFGTS: 0,
    });
    expect(e.oferta.type).toEqual({ modalidade: 'VL', percentual: null, valor: 4_000_000 });
    expect(e.oferta.fgts).toEqual({ usa: false, valor: null });
  });
});
