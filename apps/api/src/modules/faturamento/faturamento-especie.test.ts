import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojeEmSaoPaulo } from '@portal/domain';
import { ANA, CABECALHOS, MARIA, PREFIX, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Cash billing / cash credit (02 §2.3, §4.7, §5, §7, ADR 0045): Maria's apartment 2020/0112 has an open cash
 * case in Pendência Cliente (illegible address proof). The status, the validation with its reasons, terms,
 * identification, the holder's account (every §5 rule, bad input changes nothing), the authorization term once,
 * the document re-sent, and the analyst's approval that schedules the payout in the same audited transaction.
 */

const FRONTEIRA = '----portal-especie';
let t: TestApp;
let maria: { access_token: string; idCota: number };

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

const chamar = (
  metodo: 'GET' | 'POST' | 'PATCH',
  url: string,
  { payload, token = maria.access_token, host }: { payload?: object; token?: string; host?: string } = {},
) =>
  t.app.inject({
    method: metodo,
    url: PREFIX + url,
    headers: { ...CABECALHOS, access_token: token, ...(host ? { host } : {}) },
    ...(payload ? { payload } : {}),
  });

async function selecionar(documento: string, grupo: number, cota: number, idParceiro = 1) {
  const s = await t.login(documento, { idParceiro });
  const cotas = (await t.get('/cotas', s.access_token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  return { access_token: nova.access_token as string, idCota };
}

const caso = async () =>
  (
    await sql<{ id: number; numero: string; fase: string; dados_app: Record<string, unknown> | null }>(
      "select id, numero, fase, dados_app from casos where cota_id = $1 and tipo = 'Faturamento_Especie'",
      [maria.idCota],
    )
  )[0]!;

async function entrarOperador(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email, senha: 'Operador#2026' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}
const op = (metodo: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({
    method: metodo,
    url: `/operador/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const CONTA = {
  favorecido: 'Maria Oliveira Santos',
  cpfCnpj: MARIA,
  idBanco: 341,
  agencia: '1234',
  conta: '56789-0',
  tipoConta: 'corrente',
};

beforeAll(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000_000 });
  maria = await selecionar(MARIA, 2020, 112);
}, 60_000);
afterAll(() => t.close());

describe('status and validation (02 §4.2, §4.7, §7)', () => {
  it("Maria's case: the rejected-documents screen with the illegible document and the reason", async () => {
    const res = await chamar('GET', '/core/faturamento-credito/status');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      fase: 'Pendência Cliente',
      tela: 'documento-rejeitado',
      cartao: 'enviar-documentos',
      documentosIlegiveis: ['Comprovante de residência'],
      motivo: 'A foto do comprovante ficou desfocada. Envie uma nova, com boa luz.',
      passos: { aceiteTermos: false, dadosBancarios: false, termoAutorizacao: false },
    });
    expect(res.json().valorCredito).toBeGreaterThan(0);
  });

  it("a quota without a case: 404 'sua cota não possui processos'; the car quota is refused with its reason", async () => {
    const carro = await selecionar(MARIA, 1010, 23);
    const status = await chamar('GET', '/core/faturamento-credito/status', { token: carro.access_token });
    expect(status.statusCode).toBe(404);
    expect(status.json().mensagem).toMatch(/sua cota não possui processos/i);
    const v = (
      await chamar('GET', '/core/faturamento-credito/validar', { token: carro.access_token })
    ).json();
    expect(v.podeFaturar).toBe(false);
    expect(v.motivos.map((m: { codigo: string }) => m.codigo)).toContain('tipoCota');
    const iniciar = await chamar('GET', '/core/faturamento-credito/iniciar?aceiteTermos=true', {
      token: carro.access_token,
    });
    expect(iniciar.statusCode).toBe(409);
    expect(iniciar.json().mensagem).toContain('cotas de imóvel e de serviço');
    expect(
      await sql("select 1 from casos where cota_id = $1 and tipo = 'Faturamento_Especie'", [carro.idCota]),
    ).toHaveLength(0);
  });

  it("the apartment's validation names Maria's other overdue quota (1010/0057)", async () => {
    const v = (await chamar('GET', '/core/faturamento-credito/validar')).json();
    expect(v).toMatchObject({ podeFaturar: false, liberaEm: null, pessoaJuridica: false });
    expect(v.motivos).toEqual([
      {
        codigo: 'outraCotaEmAtraso',
        mensagem:
          'Você tem outra cota com parcelas em atraso. Regularize-a para receber o crédito em espécie.',
      },
    ]);
  });

  it("Maria's token on the other partner's host, and Ana's session, never read Maria's case", async () => {
    const outroHost = await chamar('GET', '/core/faturamento-credito/status', { host: '127.0.0.1' });
    expect(outroHost.statusCode).not.toBe(200);
    expect(outroHost.body).not.toContain('Pendência');
    const ana = await t.login(ANA, { idParceiro: 2 });
    const daAna = await chamar('GET', '/core/faturamento-credito/status', { token: ana.access_token });
    expect(daAna.body).not.toContain((await caso()).numero);
  });
});

describe("Maria's steps (02 §2.3, §5)", () => {
  it('terms first; bad input answers in Portuguese and changes nothing', async () => {
    const antes = await caso();
    const semTermos = await chamar('PATCH', '/core/faturamento-credito/atualizar', {
      payload: { identificacaoConfirmada: true },
    });
    expect(semTermos.statusCode).toBe(409);
    expect(semTermos.json().mensagem).toBe('Aceite os termos do faturamento em espécie antes de continuar.');
    const semAceite = await chamar('GET', '/core/faturamento-credito/iniciar');
    expect(semAceite.statusCode).toBe(400);
    expect((await caso()).dados_app).toEqual(antes.dados_app);

    // The open case is answered (not re-validated): the terms are recorded once, even 20 times at once.
    const varias = await Promise.all(
      Array.from({ length: 20 }, () => chamar('GET', '/core/faturamento-credito/iniciar?aceiteTermos=true')),
    );
    expect(varias.every((r) => r.statusCode === 200)).toBe(true);
    expect(
      await sql("select 1 from casos_historico where caso_id = $1 and nota like 'Termos do faturamento%'", [
        antes.id,
      ]),
    ).toHaveLength(1);
  });

  it.each([
    [
      { ...CONTA, cpfCnpj: '111.444.777-35' },
      'A conta deve ser do titular da cota: informe o mesmo CPF/CNPJ da cota.',
    ],
    [
      { ...CONTA, tipoConta: 'salario' },
      'Conta salário não é aceita. Informe uma conta corrente ou poupança.',
    ],
    [{ ...CONTA, agencia: '12345' }, 'Informe a agência com 4 números, sem o dígito.'],
    [
      { ...CONTA, idBanco: 104, operacao: '037' },
      'Conta salário não é aceita. Informe uma conta corrente ou poupança.',
    ],
    [{ ...CONTA, favorecido: '' }, 'Campo obrigatório'],
    [{ ...CONTA, conta: 'AB' }, 'Informe a conta com o dígito no final, só números, sem barra nem hífen.'],
  ])('bank data %o → 400 %s, nothing saved', async (dadosBancarios, mensagem) => {
    const antes = await caso();
    const res = await chamar('PATCH', '/core/faturamento-credito/atualizar', { payload: { dadosBancarios } });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe(mensagem);
    expect((await caso()).dados_app).toEqual(antes.dados_app);
  });

  it('identification, the account, then the authorization term once; the account is then locked', async () => {
    const semIdentificacao = await chamar('PATCH', '/core/faturamento-credito/atualizar', {
      payload: { dadosBancarios: CONTA },
    });
    expect(semIdentificacao.statusCode).toBe(409);
    const cedo = await chamar('POST', '/core/faturamento-credito/solicitar-pagamento', {
      payload: { aceiteTermoAutorizacao: true },
    });
    expect(cedo.statusCode).toBe(409);
    const id = await chamar('PATCH', '/core/faturamento-credito/atualizar', {
      payload: { identificacaoConfirmada: true },
    });
    expect(id.statusCode, id.body).toBe(200);
    const conta = await chamar('PATCH', '/core/faturamento-credito/atualizar', {
      payload: { dadosBancarios: CONTA },
    });
    expect(conta.statusCode, conta.body).toBe(200);
    expect(conta.json().dadosBancarios).toMatchObject({
      cpfCnpj: '52998224725',
      idBanco: 341,
      agencia: '1234',
      conta: '56789',
      digitoConta: '0',
    });
    const recusado = await chamar('POST', '/core/faturamento-credito/solicitar-pagamento', {
      payload: { aceiteTermoAutorizacao: false },
    });
    expect(recusado.statusCode).toBe(400);
    expect(recusado.json().mensagem).toBe('Aceite o termo de autorização para continuar.');

    const termos = await Promise.all(
      Array.from({ length: 20 }, () =>
        chamar('POST', '/core/faturamento-credito/solicitar-pagamento', {
          payload: { aceiteTermoAutorizacao: true },
        }),
      ),
    );
    expect(termos.every((r) => r.statusCode === 200)).toBe(true);
    const c = await caso();
    expect(
      await sql("select 1 from casos_historico where caso_id = $1 and nota like 'Termo de autorização%'", [
        c.id,
      ]),
    ).toHaveLength(1);
    expect(termos[0]!.json().retornoAte).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const depois = await chamar('PATCH', '/core/faturamento-credito/atualizar', {
      payload: { dadosBancarios: { ...CONTA, agencia: '4321' } },
    });
    expect(depois.statusCode).toBe(409);
    expect(depois.json().mensagem).toBe(
      'A conta já foi confirmada no termo de autorização e não pode mais ser alterada.',
    );
    // Still the document to re-send.
    expect(termos[0]!.json().tela).toBe('documento-rejeitado');
  });

  it('the illegible document re-sent goes to analysis', async () => {
    const c = await caso();
    const pedacos = [
      Buffer.from(
        `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="comprovante.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), randomBytes(1500)]),
      Buffer.from(`\r\n--${FRONTEIRA}--\r\n`),
    ];
    const up = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/fluxos/cadastro/documentos`,
      payload: Buffer.concat(pedacos),
      headers: {
        ...CABECALHOS,
        access_token: maria.access_token,
        'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
      },
    });
    expect(up.statusCode, up.body).toBe(201);
    const envio = await chamar('POST', '/antifraude/analise-documento/solicitar-reanalise', {
      payload: {
        CaseNumber: c.numero,
        documentos: [
          {
            id: up.json().documentos[0].id,
            codigo: 'comprovante_residencia',
            dataDocumento: hojeEmSaoPaulo(),
            emNomeDoTitular: true,
          },
        ],
      },
    });
    expect(envio.statusCode, envio.body).toBe(200);
    const s = (await chamar('GET', '/core/faturamento-credito/status')).json();
    expect(s).toMatchObject({ fase: 'Aguardando Análise Pagamento Espécie', tela: 'analisandoinformacoes' });
  });
});

describe('back-office: the analyst approves and the payout is scheduled (ADR 0041)', () => {
  it("another partner's analyst neither sees nor decides it; a bad decision changes nothing", async () => {
    const c = await caso();
    const vertice = await entrarOperador('analista.vertice@portal.example');
    const fila = (await op('GET', '/faturamentos/especie', vertice)).json().data;
    expect(fila.some((i: { CaseNumber: string }) => i.CaseNumber === c.numero)).toBe(false);
    expect(
      (await op('POST', `/faturamentos/especie/${c.numero}/decisao`, vertice, { decisao: 'aprovar' }))
        .statusCode,
    ).toBe(404);
    const analista = await entrarOperador('analista@portal.example');
    const semMotivo = await op('POST', `/faturamentos/especie/${c.numero}/decisao`, analista, {
      decisao: 'recusar-documentos',
    });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().mensagem).toBe('Informe os documentos e explique ao cliente o motivo.');
    expect((await caso()).fase).toBe('Aguardando Análise Pagamento Espécie');
  });

  it('the queue shows the documents, the account and the term; 20 approvals schedule one payout', async () => {
    const c = await caso();
    const analista = await entrarOperador('analista@portal.example');
    const item = (await op('GET', '/faturamentos/especie', analista))
      .json()
      .data.find((i: { CaseNumber: string }) => i.CaseNumber === c.numero);
    expect(item).toMatchObject({
      grupo: 2020,
      cota: 112,
      origem: 'faturamento_especie',
      dadosBancarios: { idBanco: 341, agencia: '1234' },
    });
    expect(item.termoAutorizacaoEm).toBeTruthy();
    expect(item.documentos.map((d: { codigo: string }) => d.codigo)).toContain('comprovante_residencia');

    const decisoes = await Promise.all(
      Array.from({ length: 20 }, () =>
        op('POST', `/faturamentos/especie/${c.numero}/decisao`, analista, { decisao: 'aprovar' }),
      ),
    );
    expect(decisoes.filter((d) => d.statusCode === 200)).toHaveLength(1);
    expect(decisoes.filter((d) => d.statusCode === 409)).toHaveLength(19);
    const repasses = await sql<{
      origem: string;
      valor_centavos: string;
      cpf_cnpj: string;
      situacao: string;
    }>('select origem, valor_centavos, cpf_cnpj, situacao from repasses where caso_id = $1', [c.id]);
    expect(repasses).toHaveLength(1);
    expect(repasses[0]).toMatchObject({
      origem: 'faturamento_especie',
      cpf_cnpj: '52998224725',
      situacao: 'agendado',
    });
    expect(Number(repasses[0]!.valor_centavos)).toBe(item.valorCredito);
    expect(
      await sql("select 1 from auditoria where acao = 'faturamento-especie.decidido' and alvo = $1", [
        `caso:${c.numero}`,
      ]),
    ).toHaveLength(1);
    const s = (await chamar('GET', '/core/faturamento-credito/status')).json();
    expect(s).toMatchObject({
      fase: 'Aguardando Pagamento',
      status: 'Em Andamento',
      tela: 'acompanharpagamento',
      pagamento: { situacao: 'agendado', valorCentavos: item.valorCredito },
    });
  });
});
