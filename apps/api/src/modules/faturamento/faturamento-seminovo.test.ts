import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  MENSAGEM_DISPOSITIVO_MOVEL,
  MENSAGENS_FATURAMENTO_SEMINOVO,
  MENSAGENS_SEMINOVO,
  TAXA_VISTORIA_CENTAVOS,
} from '@portal/domain';
import { casoDeFaturamentoNovo, clonarCliente } from '@portal/db/test/fabricas';
import { ANA, CABECALHOS, MARIA, PREFIX, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Used-vehicle billing (issue 21, 02 §2.5, §5, §7, §9; ADR 0047): clones of Ana with a used-vehicle case on her
 * 6060/0012 (business unit 3: a cooperative group), the demo plates (BRA2E19 accepted, ABC-1234 too old,
 * LEI1L22 auction, RCP3C45 recovered chassis, anything else not found).
 */
let t: TestApp;

const CELULAR = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const FRONTEIRA = '----portal-seminovo';

interface Cliente {
  token: string;
  idCota: number;
  numero: string;
}

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

const chamar = (
  c: Cliente,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  agente = CELULAR,
) =>
  t.app.inject({
    method,
    url: `${PREFIX}${url}`,
    headers: { ...CABECALHOS, access_token: c.token, 'user-agent': agente },
    ...(payload ? { payload } : {}),
  });

/** A clone of Ana with a used-vehicle case on her 6060/0012 in `fase`, her session on that quota. */
async function cliente(fase = 'Aguardando Escolha Bem', dados: object = {}): Promise<Cliente> {
  const copia = await clonarCliente(t.database.url, ANA);
  const numero = await casoDeFaturamentoNovo(t.database.url, copia.documento, 6060, 12, fase, {
    tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO',
    ...dados,
  });
  const s = await t.login(copia.documento, { idParceiro: 2 });
  const cotas = (await t.get('/cotas', s.access_token)).json().data as { idCota: number; grupo: number }[];
  const idCota = cotas.find((c) => c.grupo === 6060)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  return { token: nova.access_token as string, idCota, numero };
}

const fase = async (numero: string) =>
  (await sql<{ fase: string }>('select fase from casos where numero = $1', [numero]))[0]!.fase;
const moverPara = (numero: string, f: string) =>
  sql('update casos set fase = $2 where numero = $1', [numero, f]);
const taxas = (numero: string) =>
  sql<{ tipo: string; rodada: number; valor_centavos: number }>(
    `select tipo, rodada, valor_centavos from taxas_vistoria
      where caso_id = (select id from casos where numero = $1) order by id`,
    [numero],
  );

const VEICULO = {
  tipo: 'LEVE',
  marca: 'Toyota',
  modelo: 'Corolla XEi 2.0 Flex 16V Aut.',
  anoFabricacao: 2023,
  anoModelo: 2024,
  placa: 'bra-2e19',
  uf: 'PR',
  cor: ' Prata ',
  chassi: '9BRBDWHE5R0123456',
  renavam: '1234567890',
  valor: 'R$ 142.380,00',
};

/** A visit three days ahead, São Paulo time, as the form sends it. */
function visitaDaquiA(horas: number): string {
  const sp = new Date(Date.now() + horas * 3_600_000 - 3 * 3_600_000);
  return sp.toISOString().slice(0, 16);
}
const VISTORIA_TECNICA = () => ({
  tipoVistoria: 'VISTORIA_TECNICA',
  aceiteTermos: true,
  acompanhanteVistoria: { nome: 'Ana Costa', telefone: '(41) 99666-5544', horarioVisita: visitaDaquiA(72) },
  endereco: {
    cep: '80020-310',
    logradouro: 'Rua XV de Novembro',
    numero: '',
    bairro: 'Centro',
    cidade: 'Curitiba',
    estado: 'pr',
  },
});

beforeAll(async () => {
  t = await createTestApp();
}, 90_000);
afterAll(() => t.close());

describe('the used-vehicle case: situation and timeline (02 §4.6)', () => {
  let ana: Cliente;
  beforeAll(async () => {
    ana = await cliente();
  }, 60_000);

  it('shows the central with the registration update open, the cooperative group and the fees', async () => {
    const res = await chamar(ana, 'GET', `/cotas/${ana.idCota}/faturamento/seminovo`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      CaseNumber: ana.numero,
      tela: 'centralcontemplacao',
      grupo: 'COOPERATIVA',
      taxas: { vistoria: 15_000, revistoria: 7_500 },
      taxasCobradas: [],
      dados: { tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO' },
    });
    expect(s.creditoAposTaxas).toBe(s.creditoDisponivel);
    expect(s.linhaDoTempo.map((e: { situacao: string }) => e.situacao)).toEqual([
      'aberta',
      'fechada',
      'fechada',
      'fechada',
      'fechada',
    ]);
  });

  it("answers 404 for another customer's quota, 403 off a phone", async () => {
    const maria = await t.login(MARIA);
    const alheio = await t.app.inject({
      method: 'GET',
      url: `${PREFIX}/cotas/${ana.idCota}/faturamento/seminovo`,
      headers: { ...CABECALHOS, access_token: maria.access_token, 'user-agent': CELULAR },
    });
    expect(alheio.statusCode).toBe(404);
    const desktop = await chamar(
      ana,
      'GET',
      '/core/faturamento/auto/consultar-veiculo/BRA2E19',
      undefined,
      DESKTOP,
    );
    expect(desktop.statusCode).toBe(403);
    expect(desktop.json()).toEqual({ mensagem: MENSAGEM_DISPOSITIVO_MOVEL });
  });

  it('answers 404 to a customer whose quota has no used-vehicle case', async () => {
    const maria = await t.login(MARIA);
    const res = await t.app.inject({
      method: 'GET',
      url: `${PREFIX}/core/faturamento/auto/consultar-veiculo/BRA2E19`,
      headers: { ...CABECALHOS, access_token: maria.access_token, 'user-agent': CELULAR },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the plate look-up and the simulation (02 §5, §7, §9)', () => {
  let ana: Cliente;
  beforeAll(async () => {
    ana = await cliente();
  }, 60_000);
  const consultar = (placa: string) =>
    chamar(ana, 'GET', `/core/faturamento/auto/consultar-veiculo/${encodeURIComponent(placa)}`);

  it.each(['AB12', 'ABCD123', '1234ABC', 'ABC-1D234'])(
    'refuses the bad plate %s with the format',
    async (p) => {
      const res = await consultar(p);
      expect(res.statusCode).toBe(400);
      expect(res.json().mensagem).toBe(MENSAGENS_SEMINOVO.placaInvalida);
    },
  );

  it('finds a Mercosul plate the group accepts: chassis and RENAVAM masked, FIPE value in centavos', async () => {
    const res = await consultar('bra2e19');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      encontrado: true,
      placa: 'BRA2E19',
      placaFormatada: 'BRA2E19',
      mensagem: null,
      veiculo: {
        marca: 'Toyota',
        ano: '2023/2024',
        valorFipe: 'R$ 142.380,00',
        valor: 14_238_000,
        chassiMascarado: '*************3456',
        renavamMascarado: '*******7890',
      },
      aceite: { grupo: 'COOPERATIVA', aprovado: true, taxaVistoria: TAXA_VISTORIA_CENTAVOS },
    });
    expect(res.body).not.toContain('9BRBDWHE5R0123456');
  });

  it.each([
    ['ABC-1234', 'IDADE'],
    ['LEI1L22', 'LEILAO'],
    ['RCP3C45', 'CHASSI_RECUPERADO'],
  ])('finds %s and refuses it with the reason (%s)', async (placa, motivo) => {
    const res = await consultar(placa);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ encontrado: true, aceite: { aprovado: false, motivo } });
    expect(res.json().mensagem).toEqual(expect.any(String));
  });

  it('answers not found with the §8 message for an unknown plate', async () => {
    const res = await consultar('ZZZ9Z99');
    expect(res.json()).toEqual({
      encontrado: false,
      placa: 'ZZZ9Z99',
      placaFormatada: 'ZZZ9Z99',
      mensagem: MENSAGENS_SEMINOVO.placaNaoEncontrada,
      veiculo: null,
      aceite: null,
    });
  });

  it("simulates by the quota's unit: another unit or a bad FIPE text is refused", async () => {
    const simular = (body: object) => chamar(ana, 'POST', '/core/faturamento/auto/simular', body);
    const ok = await simular({ idUnidade: '3', tipo: 'LEVE', anoModelo: 2024, valor: 'R$ 142.380,00' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ grupo: 'COOPERATIVA', aprovado: true });
    const velho = await simular({ idUnidade: 3, tipo: 'MOTOCICLETA', anoModelo: 2015, valor: 900_000 });
    expect(velho.json()).toMatchObject({ aprovado: false, motivo: 'IDADE' });
    const outra = await simular({ idUnidade: 4, tipo: 'LEVE', anoModelo: 2024, valor: 14_238_000 });
    expect(outra.statusCode).toBe(400);
    expect(outra.json()).toEqual({ mensagem: MENSAGENS_FATURAMENTO_SEMINOVO.unidade });
    const lixo = await simular({ idUnidade: 3, tipo: 'LEVE', anoModelo: 2024, valor: '12,34,56' });
    expect(lixo.statusCode).toBe(400);
    expect(lixo.json().mensagem).toBe(MENSAGENS_SEMINOVO.valorFipeInvalido);
  });
});

describe('choosing the vehicle and booking the inspection (fee charged once)', () => {
  let ana: Cliente;
  beforeAll(async () => {
    ana = await cliente();
  }, 60_000);

  it('refuses a chassis that is not the plate’s, an auction car and a too-old one, changing nothing', async () => {
    const sel = (body: object) => chamar(ana, 'POST', '/core/faturamento/auto/selecionar-veiculo', body);
    const chassi = await sel({ ...VEICULO, chassi: '9BRBDWHE5R0999999' });
    expect(chassi.statusCode).toBe(400);
    expect(chassi.json()).toEqual({ mensagem: MENSAGENS_FATURAMENTO_SEMINOVO.chassiNaoConfere });
    const leilao = await sel({
      ...VEICULO,
      placa: 'LEI1L22',
      chassi: '9BD358A1NPY123456',
      renavam: '01122334455',
      anoFabricacao: 2022,
      anoModelo: 2023,
    });
    expect(leilao.statusCode).toBe(400);
    expect(leilao.json()).toEqual({ mensagem: MENSAGENS_SEMINOVO.leilao });
    const velho = await sel({
      ...VEICULO,
      placa: 'ABC-1234',
      chassi: '9BWAA05U09P012345',
      renavam: '00987654321',
      anoFabricacao: 2008,
      anoModelo: 2009,
    });
    expect(velho.statusCode).toBe(400);
    expect(await fase(ana.numero)).toBe('Aguardando Escolha Bem');
  });

  it('records the accepted vehicle: the inspection opens (technical intro until a type is chosen)', async () => {
    const res = await chamar(ana, 'POST', '/core/faturamento/auto/selecionar-veiculo', VEICULO);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Fase__c: 'Bem Encontrado',
      tela: 'vistoriatecnica',
      dados: {
        rodadaVistoria: 1,
        veiculo: {
          placa: 'BRA2E19',
          cor: 'Prata',
          valor: 14_238_000,
          renavam: '01234567890',
          encontrado: true,
        },
      },
    });
    expect(res.json().linhaDoTempo.map((e: { situacao: string }) => e.situacao)).toEqual([
      'concluida',
      'concluida',
      'aberta',
      'fechada',
      'fechada',
    ]);
  });

  it('refuses a visit less than 48 h ahead and unaccepted terms, charging nothing', async () => {
    const cedo = VISTORIA_TECNICA();
    cedo.acompanhanteVistoria.horarioVisita = visitaDaquiA(24);
    const res = await chamar(ana, 'PUT', '/core/faturamento/auto/agendar-vistoria', cedo);
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toMatch(/48 horas de antecedência/);
    const termos = await chamar(ana, 'PUT', '/core/faturamento/auto/agendar-vistoria', {
      ...VISTORIA_TECNICA(),
      aceiteTermos: false,
    });
    expect(termos.statusCode).toBe(400);
    expect(await taxas(ana.numero)).toEqual([]);
  });

  it('books the technical inspection: R$ 150,00 deducted from the credit, audited with the case', async () => {
    const res = await chamar(ana, 'PUT', '/core/faturamento/auto/agendar-vistoria', VISTORIA_TECNICA());
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      Fase__c: 'Vistoria Técnica Agendada',
      tela: 'vistoriatecnica/agendada',
      taxasCobradas: [{ tipo: 'VISTORIA', valor: 15_000, rodada: 1 }],
      dados: {
        tipoVistoria: 'VISTORIA_TECNICA',
        vistoria: { endereco: { numero: '0', estado: 'PR', cep: '80020310' }, linkExpiraEm: null },
      },
    });
    expect(s.creditoAposTaxas).toBe(s.creditoDisponivel - 15_000);
    const auditoria = await sql<{ detalhes: { valorCentavos: number } }>(
      "select detalhes from auditoria where acao = 'faturamento-seminovo.vistoria-solicitada' and alvo = $1",
      [`caso:${ana.numero}`],
    );
    expect(auditoria.map((a) => a.detalhes.valorCentavos)).toEqual([15_000]);
    const again = await chamar(ana, 'PUT', '/core/faturamento/auto/agendar-vistoria', VISTORIA_TECNICA());
    expect(again.statusCode).toBe(409);
    expect(await taxas(ana.numero)).toHaveLength(1);
  });

  it('a refused vehicle: another one (reiniciar-fluxo) keeps the fee charged and pays its own inspection', async () => {
    await moverPara(ana.numero, 'Veículo Recusado');
    const reinicio = await chamar(ana, 'GET', '/core/faturamento/auto/reiniciar-fluxo');
    expect(reinicio.statusCode, reinicio.body).toBe(200);
    expect(await fase(ana.numero)).toBe('Aguardando Dados Vistoria');
    const sel = await chamar(ana, 'POST', '/core/faturamento/auto/selecionar-veiculo', VEICULO);
    expect(sel.json()).toMatchObject({
      dados: { rodadaVistoria: 2, veiculosAnteriores: [{ placa: 'BRA2E19' }] },
    });
    const digital = await chamar(ana, 'PUT', '/core/faturamento/auto/agendar-vistoria', {
      tipoVistoria: 'VISTORIA_DIGITAL',
      aceiteTermos: true,
    });
    expect(digital.statusCode, digital.body).toBe(200);
    expect(digital.json()).toMatchObject({
      tela: 'vistoriadigital/linkenviado',
      taxasCobradas: [{ rodada: 1 }, { rodada: 2 }],
    });
    expect(digital.json().dados.vistoria.linkExpiraEm).toEqual(expect.any(String));
    expect(digital.json().creditoAposTaxas).toBe(digital.json().creditoDisponivel - 30_000);
  });

  it('20 bookings in parallel charge the fee once: one answers 200, the others 409', async () => {
    const outro = await cliente('Bem Encontrado', {
      rodadaVistoria: 1,
      veiculo: { ...VEICULO, placa: 'BRA2E19' },
    });
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () =>
        chamar(outro, 'PUT', '/core/faturamento/auto/agendar-vistoria', VISTORIA_TECNICA()),
      ),
    );
    const codigos = respostas.map((r) => r.statusCode).sort();
    expect(codigos.filter((c) => c === 200)).toHaveLength(1);
    expect(codigos.filter((c) => c === 409)).toHaveLength(19);
    expect(await taxas(outro.numero)).toEqual([{ tipo: 'VISTORIA', rodada: 1, valor_centavos: 15_000 }]);
  }, 60_000);
});

describe('the seller (02 §3, §5)', () => {
  let ana: Cliente;
  beforeAll(async () => {
    ana = await cliente('Garantia Aprovada');
  }, 60_000);
  const CONTA = {
    favorecido: 'Carlos Souza',
    cpfCnpj: '529.982.247-25',
    idBanco: '341',
    agencia: '0457',
    conta: '12345-6',
    tipoConta: 'corrente',
  };
  const vendedor = (body: object) => chamar(ana, 'POST', '/core/faturamento/auto/dados-vendedor', body);

  it('refuses an account under another CPF and a bad CPF, changing nothing', async () => {
    const outra = await vendedor({
      tipoVendedor: 'PF',
      nome: 'Carlos Souza',
      cpfCnpj: '52998224725',
      dadosBancarios: { ...CONTA, cpfCnpj: '111.444.777-35' },
    });
    expect(outra.statusCode).toBe(400);
    expect(outra.json()).toEqual({ mensagem: MENSAGENS_FATURAMENTO_SEMINOVO.contaDoVendedor });
    const cpf = await vendedor({
      tipoVendedor: 'PF',
      nome: 'Carlos',
      cpfCnpj: '12345678900',
      dadosBancarios: CONTA,
    });
    expect(cpf.json()).toEqual({ mensagem: MENSAGENS_FATURAMENTO_SEMINOVO.cpfVendedor });
    const empresa = await vendedor({
      tipoVendedor: 'LOCADORA',
      nome: 'Locadora',
      cpfCnpj: '52998224725',
      dadosBancarios: CONTA,
    });
    expect(empresa.json()).toEqual({ mensagem: MENSAGENS_FATURAMENTO_SEMINOVO.cnpjVendedor });
    expect(await fase(ana.numero)).toBe('Garantia Aprovada');
  });

  it('records an individual seller and opens the documents screen', async () => {
    const res = await vendedor({
      tipoVendedor: 'PF',
      nome: 'Carlos Souza',
      cpfCnpj: '529.982.247-25',
      dadosBancarios: CONTA,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Fase__c: 'Aguardando Documentos',
      tela: 'vendedor/pessoafisica/anexos',
      dados: {
        tipoVendedor: 'PF',
        vendedor: { cpfCnpj: '52998224725', dadosBancarios: { cpfCnpj: '52998224725' } },
      },
    });
  });

  it('refuses a DUT sent as JPG (02 §5: only PDF), nothing tied to the case', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2255aa' } })
      .jpeg()
      .toBuffer();
    const corpo = Buffer.concat([
      Buffer.from(
        `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="dut.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${FRONTEIRA}--\r\n`),
    ]);
    const envio = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/fluxos/cadastro/documentos`,
      payload: corpo,
      headers: {
        ...CABECALHOS,
        access_token: ana.token,
        'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
      },
    });
    expect(envio.statusCode, envio.body).toBe(201);
    const id = envio.json().documentos[0].id as string;
    const res = await chamar(ana, 'POST', '/antifraude/analise-documento/solicitar-vendedor', {
      CaseNumber: ana.numero,
      documentos: [{ id, codigo: 'dut' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensagem: MENSAGENS_FATURAMENTO_SEMINOVO.dutSomentePdf });
    expect(await fase(ana.numero)).toBe('Aguardando Documentos');
    const [doc] = await sql<{ caso_id: number | null }>('select caso_id from documentos where id = $1', [id]);
    expect(doc!.caso_id).toBeNull();
  });
});

describe("the back-office's actions (each a locked transition with its audit)", () => {
  let tokenAnalista: string | undefined;
  async function analista(numero: string, acao: string, extra: object = {}) {
    tokenAnalista ??= (
      await t.app.inject({
        method: 'POST',
        url: '/operador/v1/login',
        payload: { email: 'analista@portal.example', senha: 'Operador#2026' },
      })
    ).json().access_token as string;
    return t.app.inject({
      method: 'POST',
      url: `/operador/v1/casos/${numero}/faturamento-seminovo`,
      headers: { authorization: `Bearer ${tokenAnalista}` },
      payload: { acao, ...extra },
    });
  }

  it('takes the case from the inspection to the payment, the customer screen following', async () => {
    const ana = await cliente('Vistoria Técnica Agendada', {
      rodadaVistoria: 1,
      tipoVistoria: 'VISTORIA_TECNICA',
      veiculo: { ...VEICULO, placa: 'BRA2E19' },
    });
    const passo = async (acao: string, extra: object, tela: string) => {
      const res = await analista(ana.numero, acao, extra);
      expect(res.statusCode, `${acao}: ${res.body}`).toBe(200);
      const s = (await chamar(ana, 'GET', `/cotas/${ana.idCota}/faturamento/seminovo`)).json();
      expect(s.tela, acao).toBe(tela);
      return s;
    };
    // An action from another phase is refused, nothing changes.
    const cedo = await analista(ana.numero, 'aprovar-veiculo');
    expect(cedo.statusCode).toBe(409);
    const semNumero = await analista(ana.numero, 'registrar-laudo');
    expect(semNumero.statusCode).toBe(400);
    // The report's PDF goes to the case first (ADR 0058; vistoria-digital.test.ts has its refusals).
    const laudo = await t.app.inject({
      method: 'POST',
      url: `/operador/v1/casos/${ana.numero}/laudo-vistoria`,
      headers: {
        authorization: `Bearer ${tokenAnalista}`,
        'idempotency-key': `laudo-${ana.numero}`,
        'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
      },
      payload: Buffer.from(
        `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="laudo.pdf"\r\n` +
          `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n--${FRONTEIRA}--\r\n`,
      ),
    });
    expect(laudo.statusCode, laudo.body).toBe(201);
    await passo(
      'registrar-laudo',
      { numero: 'LAU-2026-0042', documento: laudo.json().id },
      'vistoriatecnica/agendada',
    );
    const aprovado = await passo('aprovar-veiculo', {}, 'vendedor');
    expect(aprovado.linhaDoTempo[3].situacao).toBe('aberta');
    await moverPara(ana.numero, 'Documentação Recebida');
    const divergente = await passo(
      'marcar-divergencia',
      { motivo: 'O CPF do vendedor não confere com o DUT.' },
      'dados-proprietario-divergente',
    );
    expect(divergente.respostaAnalista).toBe('O CPF do vendedor não confere com o DUT.');
    await moverPara(ana.numero, 'Documentação Recebida');
    const assinatura = await passo('aprovar-documentos-vendedor', {}, 'assinaturacontrato');
    expect(assinatura.linhaDoTempo[4].situacao).toBe('aberta');
    // The contract waits for the customer's signature of the billing authorization (ADR 0057, its own tests).
    expect((await analista(ana.numero, 'registrar-assinatura')).statusCode).toBe(409);
    await sql(
      `insert into autorizacoes_faturamento (caso_id, cliente_id, cota_id, pdf, sha256, ip, assinada_em)
       select id, cliente_id, cota_id, '\\x255044462d', repeat('a', 64), '203.0.113.7', now()
         from casos where numero = $1`,
      [ana.numero],
    );
    await passo('registrar-assinatura', {}, 'assinaturacontrato');
    const pago = await passo('marcar-pagamento-enviado', {}, 'acompanharpagamento');
    expect(pago.linhaDoTempo.every((e: { situacao: string }) => e.situacao === 'concluida')).toBe(true);
    const auditoria = await sql<{ detalhes: { acao: string } }>(
      "select detalhes from auditoria where acao = 'faturamento-seminovo.acao-do-analista' and alvo = $1 order by id",
      [`caso:${ana.numero}`],
    );
    expect(auditoria.map((a) => a.detalhes.acao)).toEqual([
      'registrar-laudo',
      'aprovar-veiculo',
      'marcar-divergencia',
      'aprovar-documentos-vendedor',
      'registrar-assinatura',
      'marcar-pagamento-enviado',
    ]);
  }, 60_000);

  it('answers 404 for a case that is not a used-vehicle billing', async () => {
    const res = await analista('99999999', 'aprovar-veiculo');
    expect(res.statusCode).toBe(404);
  });

  it('inspector not received: 20 clicks in parallel charge R$ 75,00 once, audited with the move', async () => {
    const ana = await cliente('Vistoria Técnica Agendada', {
      rodadaVistoria: 1,
      tipoVistoria: 'VISTORIA_TECNICA',
    });
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => analista(ana.numero, 'vistoriador-nao-recebido')),
    );
    const codigos = respostas.map((r) => r.statusCode);
    expect(codigos.filter((c) => c === 200)).toHaveLength(1);
    expect(codigos.filter((c) => c === 409)).toHaveLength(19);
    expect(await taxas(ana.numero)).toEqual([{ tipo: 'REVISTORIA', rodada: 1, valor_centavos: 7_500 }]);
    const auditoria = await sql<{ detalhes: { valorCentavos: number } }>(
      "select detalhes from auditoria where acao = 'faturamento-seminovo.acao-do-analista' and alvo = $1",
      [`caso:${ana.numero}`],
    );
    expect(auditoria.map((a) => a.detalhes.valorCentavos)).toEqual([7_500]);
    // Booked again and missed again: a second re-inspection, the customer sees both before confirming.
    expect((await analista(ana.numero, 'agendar-vistoria', { numero: visitaDaquiA(72) })).statusCode).toBe(
      200,
    );
    expect((await analista(ana.numero, 'vistoriador-nao-recebido')).statusCode).toBe(200);
    const s = (await chamar(ana, 'GET', `/cotas/${ana.idCota}/faturamento/seminovo`)).json();
    expect(s.taxasCobradas.map((x: { tipo: string }) => x.tipo)).toEqual(['REVISTORIA', 'REVISTORIA']);
    expect(s.creditoAposTaxas).toBe(s.creditoDisponivel - 15_000);
  }, 60_000);
});
