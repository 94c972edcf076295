import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_DADOS_BANCARIOS, MENSAGENS_DEVOLUCAO } from '@portal/domain';
import {
  CABECALHOS,
  HOST_DO_PARCEIRO,
  MARIA,
  PREFIX,
  createTestApp,
  type TestApp,
} from '../../../test/test-app.ts';

/**
 * Refund of values (issue 20, 02 §2.6, §3, §4.10, §5, §7): Transportadora Rota Sul's cancelled contemplated
 * 1010/0141. The values from its own payments; ownership and partner on every call; bad input changes
 * nothing; 20 requests at once open one case; the analyst refuses, the customer resends, the analyst approves
 * and the payout is scheduled in the same audited transaction; a payment reversed by the bank allows a new one.
 */

const ROTA_SUL = '11222333000181';
const CELULAR_ROTA = '51991234567';
const FRONTEIRA = '----portal-devolucao';

let t: TestApp;
type Sessao = { access_token: string; idCota: number };
let rota: Sessao;
let maria: Sessao;

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

const pedir = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  s: Sessao,
  payload?: object,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: PREFIX + url,
    headers: { ...CABECALHOS, access_token: s.access_token, ...extra },
    ...(payload ? { payload } : {}),
  });

async function selecionar(documento: string, grupo: number, cota: number): Promise<Sessao> {
  const s = await t.login(documento);
  const cotas = (await t.get('/cotas', s.access_token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  return { access_token: nova.access_token as string, idCota };
}

async function enviarPdf(s: Sessao, nome: string): Promise<string> {
  const corpo = Buffer.concat([
    Buffer.from(
      `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.7\n'),
    randomBytes(1500),
    Buffer.from(`\r\n--${FRONTEIRA}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `${PREFIX}/fluxos/devolucao/documentos`,
    payload: corpo,
    headers: {
      ...CABECALHOS,
      access_token: s.access_token,
      'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ documentos: { id: string }[] }>().documentos[0]!.id;
}

const documentosPj = async (s: Sessao) => [
  { codigo: 'documento_socio', id: await enviarPdf(s, 'socio.pdf') },
  { codigo: 'selfie', id: await enviarPdf(s, 'selfie.pdf') },
  { codigo: 'contrato_social', id: await enviarPdf(s, 'contrato.pdf') },
];

async function autorizacao(s: Sessao): Promise<string> {
  t.avancar(41_000); // the 40 s resend pace between codes
  expect((await pedir('POST', `/cotas/${s.idCota}/verificacao`, s)).statusCode).toBe(200);
  const [sms] = await t.caixaDeSaida(CELULAR_ROTA);
  const codigo = /código: ([A-Z0-9]{4})/.exec(sms!.texto)![1]!;
  const res = await pedir('PATCH', `/cotas/${s.idCota}/verificacao`, s, { codigo });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().auth_token as string;
}

const CONTA = {
  favorecido: 'Transportadora Rota Sul Ltda',
  cpfCnpj: '11.222.333/0001-81',
  idBanco: 341,
  agencia: '0457',
  conta: '12345-6',
  tipoConta: 'corrente',
};

const casosDevolucao = () =>
  sql<{ numero: string; fase: string; status: string }>(
    "select numero, fase, status from casos where cota_id = $1 and tipo = 'Devolucao_Valores' order by id",
    [rota.idCota],
  );

async function entrarOperador(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email, senha: 'Operador#2026' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}
const operador = (method: 'GET' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000_000 });
  rota = await selecionar(ROTA_SUL, 1010, 141);
  maria = await selecionar(MARIA, 4040, 301);
}, 60_000);
afterAll(() => t.close());

describe('values from the quota’s own payments (02 §3, §9)', () => {
  it('a cancelled contemplated quota: common fund paid less the 10 % penalty, with yield after 30 days', async () => {
    const [somas] = await sql<{ fc: string }>(
      'select sum(valor_fundo_comum_centavos)::text as fc from parcelas where cota_id = $1 and data_pagamento is not null',
      [rota.idCota],
    );
    const fundoComum = Number(somas!.fc);
    expect(fundoComum).toBeGreaterThan(0);
    const res = await pedir('GET', '/core/devolucao/valores-disponiveis', rota);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json();
    expect(v.motivo).toBe('cancelada-contemplada');
    expect(v.valores.itens[0]).toEqual({
      codigo: 'fundo-comum',
      descricao: 'Fundo comum pago',
      valorCentavos: fundoComum,
    });
    expect(v.valores.itens[1]).toMatchObject({
      codigo: 'multa-cancelamento',
      valorCentavos: -Math.floor((fundoComum * 1000 + 5000) / 10_000),
    });
    // Contemplated 200 days ago: more than 30 days kept, so yield and retention appear.
    expect(v.valores.itens.map((i: { codigo: string }) => i.codigo)).toEqual([
      'fundo-comum',
      'multa-cancelamento',
      'rendimento',
      'retencao',
    ]);
    const soma = v.valores.itens.reduce((s: number, i: { valorCentavos: number }) => s + i.valorCentavos, 0);
    expect(v.valorDisponivelCentavos).toBe(soma);
    expect(v.possuiValores).toBe(true);

    const porCota = await pedir('GET', `/cotas/${rota.idCota}/devolucoes-cancelado/valores-devolver`, rota);
    expect(porCota.json().data).toEqual(v.valores);
    // Not a closed group: the closure's values are refused with the quota-situation message.
    const encerramento = await pedir('GET', `/cotas/${rota.idCota}/encerramentos/valores-devolver`, rota);
    expect(encerramento.statusCode).toBe(409);
    expect(encerramento.json().mensagem).toBe(MENSAGENS_DEVOLUCAO.situacaoDaCota);
  });

  it("a 'Mais por Menos' group: the base is capped at 75 % of the credit, the penalty taken on the cap", async () => {
    const [antes] = await sql<{ plano: string | null; bem: string; fc: string }>(
      `select g.plano, c.valor_bem_centavos::text as bem,
              (select sum(valor_fundo_comum_centavos) from parcelas p
                where p.cota_id = c.id and p.data_pagamento is not null)::text as fc
         from cotas c join grupos g on g.id = c.grupo_id where c.id = $1`,
      [rota.idCota],
    );
    const fundoComum = Number(antes!.fc);
    // A credit whose 75 % is below what the quota paid into the common fund: the cap binds.
    const credito = Math.floor((fundoComum * 4) / 3) - 4_000;
    const teto = Math.floor((credito * 7500 + 5000) / 10_000);
    await sql(
      "update grupos set plano = 'Mais por Menos' where id = (select grupo_id from cotas where id = $1)",
      [rota.idCota],
    );
    await sql('update cotas set valor_bem_centavos = $2 where id = $1', [rota.idCota, credito]);
    try {
      const v = (await pedir('GET', '/core/devolucao/valores-disponiveis', rota)).json();
      expect(v.valores.itens.slice(0, 3)).toEqual([
        { codigo: 'fundo-comum', descricao: 'Fundo comum pago', valorCentavos: fundoComum },
        {
          codigo: 'limite-mais-por-menos',
          descricao: 'Plano Mais por Menos: até 75% do crédito atualizado',
          valorCentavos: teto - fundoComum,
        },
        expect.objectContaining({
          codigo: 'multa-cancelamento',
          valorCentavos: -Math.floor((teto * 1000 + 5000) / 10_000),
        }),
      ]);
    } finally {
      await sql('update grupos set plano = $2 where id = (select grupo_id from cotas where id = $1)', [
        rota.idCota,
        antes!.plano,
      ]);
      await sql('update cotas set valor_bem_centavos = $2 where id = $1', [rota.idCota, Number(antes!.bem)]);
    }
  });

  it('status and start: available, Introduction, a company’s documents', async () => {
    const status = (await pedir('GET', '/core/devolucao/status', rota)).json();
    expect(status).toMatchObject({
      estado: 'disponivel',
      tela: 'introducao',
      podeSolicitar: true,
      pessoa: 'J',
      cancelamento: true,
      numeroCaso: null,
    });
    const iniciar = (await pedir('GET', '/core/devolucao/iniciar', rota)).json();
    expect(iniciar.documentos.map((d: { codigo: string }) => d.codigo)).toEqual([
      'documento_socio',
      'selfie',
      'contrato_social',
    ]);
    const data = (await pedir('GET', '/core/devolucao/data-devolucao', rota)).json();
    expect(data.dataDevolucao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const bancos = (await pedir('GET', `/cotas/${rota.idCota}/encerramentos/bancos`, rota)).json();
    expect(bancos.data.find((b: { idBanco: number }) => b.idBanco === 341)).toBeTruthy();
  });

  it('denied by the quota’s situation: Maria’s cancelled, never contemplated 004040/0301', async () => {
    const status = (await pedir('GET', '/core/devolucao/status', maria)).json();
    expect(status).toMatchObject({ estado: 'indisponivel', tela: 'indisponivel', podeSolicitar: false });
    const res = await pedir(
      'POST',
      '/core/devolucao/solicitar-pagamento',
      maria,
      { documentos: [], dadosBancarios: {}, confirmacao: true },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toBe(MENSAGENS_DEVOLUCAO.situacaoDaCota);
  });
});

describe('ownership and partner on every {id}', () => {
  it.each([
    '/cotas/{id}/devolucoes-cancelado/valores-devolver',
    '/cotas/{id}/encerramentos/valores-devolver',
    '/cotas/{id}/encerramentos/bancos',
  ])('%s of another customer’s quota → 404', async (url) => {
    const res = await pedir('GET', url.replace('{id}', String(rota.idCota)), maria);
    expect(res.statusCode).toBe(404);
  });

  it('the session on another partner’s host → 401', async () => {
    const res = await pedir('GET', '/core/devolucao/status', rota, undefined, { host: HOST_DO_PARCEIRO[2]! });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST core/devolucao/solicitar-pagamento', () => {
  const solicitar = (corpo: object) =>
    pedir('POST', '/core/devolucao/solicitar-pagamento', rota, corpo, { 'idempotency-key': randomUUID() });

  it('bad input changes nothing: each refusal in Portuguese, no case, files still waiting', async () => {
    const documentos = await documentosPj(rota);
    const token = await autorizacao(rota);
    const casos = [
      [
        { auth_token: token, documentos: documentos.slice(0, 2), dadosBancarios: CONTA, confirmacao: true },
        400,
        /Contrato social/,
      ],
      [
        {
          auth_token: token,
          documentos,
          dadosBancarios: { ...CONTA, cpfCnpj: '52998224725' },
          confirmacao: true,
        },
        400,
        MENSAGENS_DADOS_BANCARIOS.titular,
      ],
      [
        { auth_token: token, documentos, dadosBancarios: { ...CONTA, agencia: '45' }, confirmacao: true },
        400,
        MENSAGENS_DADOS_BANCARIOS.agencia,
      ],
      [
        {
          auth_token: token,
          documentos,
          dadosBancarios: { ...CONTA, tipoConta: 'salario' },
          confirmacao: true,
        },
        400,
        /Conta salário|corrente ou poupança/,
      ],
      [
        { auth_token: token, documentos, dadosBancarios: CONTA, confirmacao: false },
        400,
        MENSAGENS_DEVOLUCAO.confirmacao,
      ],
      [{ documentos, dadosBancarios: CONTA, confirmacao: true }, 403, /./],
      [{ auth_token: 'outro', documentos, dadosBancarios: CONTA, confirmacao: true }, 403, /./],
    ] as const;
    for (const [corpo, codigo, mensagem] of casos) {
      const res = await solicitar(corpo);
      expect(res.statusCode, res.body).toBe(codigo);
      expect(res.json().mensagem).toMatch(mensagem);
    }
    expect(await casosDevolucao()).toEqual([]);
    const esperando = await sql('select id from documentos where caso_id is null and id = any($1::uuid[])', [
      documentos.map((d) => d.id),
    ]);
    expect(esperando).toHaveLength(3);
  });

  it('20 requests at once open one refund case', async () => {
    const documentos = await documentosPj(rota);
    const token = await autorizacao(rota);
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () =>
        solicitar({ auth_token: token, documentos, dadosBancarios: CONTA, confirmacao: true }),
      ),
    );
    const codigos = respostas.map((r) => r.statusCode);
    expect(codigos.filter((c) => c === 201)).toHaveLength(1);
    expect(codigos.every((c) => [201, 403, 409].includes(c))).toBe(true);
    const casos = await casosDevolucao();
    expect(casos).toHaveLength(1);
    expect(casos[0]).toMatchObject({ fase: 'BRSCAN em Andamento', status: 'Em Andamento' });
    const criada = respostas.find((r) => r.statusCode === 201)!.json();
    expect(criada.numeroSolicitacao).toBe(casos[0]!.numero);
    const vinculados = await sql(
      'select id from documentos where caso_id is not null and id = any($1::uuid[])',
      [documentos.map((d) => d.id)],
    );
    expect(vinculados).toHaveLength(3);
    // In progress: a new request is blocked.
    const status = (await pedir('GET', '/core/devolucao/status', rota)).json();
    expect(status).toMatchObject({
      estado: 'em-andamento',
      tela: 'analisando-informacoes',
      podeSolicitar: false,
    });
    const outra = await solicitar({
      auth_token: await autorizacao(rota),
      documentos,
      dadosBancarios: CONTA,
      confirmacao: true,
    });
    expect(outra.statusCode).toBe(409);
    expect(outra.json().mensagem).toBe(MENSAGENS_DEVOLUCAO.emAndamento);
  });
});

describe('the back-office: refuse, resend, approve with the payout scheduled', () => {
  it('a partner’s analyst of another partner neither sees nor decides it', async () => {
    const [caso] = await casosDevolucao();
    const vertice = await entrarOperador('analista.vertice@portal.example');
    const fila = (await operador('GET', '/devolucoes', vertice)).json();
    expect(fila.data.some((c: { CaseNumber: string }) => c.CaseNumber === caso!.numero)).toBe(false);
    const res = await operador('PATCH', `/devolucoes/${caso!.numero}`, vertice, { decisao: 'aprovar' });
    expect(res.statusCode).toBe(404);
  });

  it('refusal needs a reason; refused → problema-documentos with the reasons; the customer resends', async () => {
    const [caso] = await casosDevolucao();
    const analista = await entrarOperador('analista@portal.example');
    const fila = (await operador('GET', '/devolucoes', analista)).json();
    const item = fila.data.find((c: { CaseNumber: string }) => c.CaseNumber === caso!.numero);
    expect(item).toMatchObject({ grupo: 1010, cota: 141, conta: { banco: expect.stringMatching(/^341/) } });
    expect(item.documentos.map((d: { codigo: string }) => d.codigo).sort()).toEqual([
      'contrato_social',
      'documento_socio',
      'selfie',
    ]);
    expect(item.diasUteisRestantes).toBe(10);

    const semMotivo = await operador('PATCH', `/devolucoes/${caso!.numero}`, analista, {
      decisao: 'recusar',
    });
    expect(semMotivo.statusCode).toBe(400);
    const recusa = await operador('PATCH', `/devolucoes/${caso!.numero}`, analista, {
      decisao: 'recusar',
      motivos: ['ilegivel'],
      observacao: 'O contrato social está cortado.',
    });
    expect(recusa.statusCode, recusa.body).toBe(200);
    const status = (await pedir('GET', '/core/devolucao/status', rota)).json();
    expect(status).toMatchObject({
      tela: 'problema-documentos',
      motivosRecusa: 'Documento ilegível',
      respostaAnalista: 'O contrato social está cortado.',
    });
    const reenvio = await pedir(
      'POST',
      '/core/devolucao/solicitar-pagamento',
      rota,
      {
        auth_token: await autorizacao(rota),
        documentos: await documentosPj(rota),
        dadosBancarios: CONTA,
        confirmacao: true,
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(reenvio.statusCode, reenvio.body).toBe(201);
    expect(reenvio.json().numeroSolicitacao).toBe(caso!.numero);
    expect((await casosDevolucao())[0]).toMatchObject({ fase: 'BRSCAN em Andamento' });
  });

  it('approval: Aguardando Pagamento, the payout scheduled and the audit entry, in one transaction', async () => {
    const [caso] = await casosDevolucao();
    const analista = await entrarOperador('analista@portal.example');
    const res = await operador('PATCH', `/devolucoes/${caso!.numero}`, analista, { decisao: 'aprovar' });
    expect(res.statusCode, res.body).toBe(200);
    const { dataPrevista } = res.json();
    expect(res.json()).toMatchObject({ Fase__c: 'Aguardando Pagamento' });
    const [repasse] = await sql<{
      origem: string;
      valor_centavos: string;
      situacao: string;
      cpf_cnpj: string;
    }>('select origem, valor_centavos::text, situacao, cpf_cnpj from repasses where cota_id = $1', [
      rota.idCota,
    ]);
    expect(repasse).toMatchObject({ origem: 'devolucao', situacao: 'agendado', cpf_cnpj: ROTA_SUL });
    const auditoria = await sql("select alvo from auditoria where acao = 'devolucao.aprovada'");
    expect(auditoria).toEqual([{ alvo: `caso:${caso!.numero}` }]);
    const status = (await pedir('GET', '/core/devolucao/status', rota)).json();
    expect(status).toMatchObject({
      estado: 'aguardando-pagamento',
      tela: 'pagamento-programado',
      dataPrevistaPagamento: dataPrevista,
      valorDisponivelCentavos: Number(repasse!.valor_centavos),
    });
    // A second approval finds it decided.
    const outra = await operador('PATCH', `/devolucoes/${caso!.numero}`, analista, { decisao: 'aprovar' });
    expect(outra.statusCode).toBe(409);
  });

  it('reversed by the bank: the reason shown and a new request allowed', async () => {
    const [caso] = await casosDevolucao();
    // What the remittance return does on a rejection (ADR 0041).
    await sql(
      "update repasses set situacao = 'rejeitado', motivo_rejeicao = 'Conta encerrada' where cota_id = $1",
      [rota.idCota],
    );
    await sql(
      "update casos set fase = 'Pagamento Enviado', status = 'Fechado', resposta_analista = 'Conta encerrada' where numero = $1",
      [caso!.numero],
    );
    const status = (await pedir('GET', '/core/devolucao/status', rota)).json();
    expect(status).toMatchObject({
      estado: 'estornada',
      tela: 'acompanhar-valores',
      podeSolicitar: true,
      respostaAnalista: 'Conta encerrada',
    });
    const nova = await pedir(
      'POST',
      '/core/devolucao/solicitar-pagamento',
      rota,
      {
        auth_token: await autorizacao(rota),
        documentos: await documentosPj(rota),
        dadosBancarios: CONTA,
        confirmacao: true,
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(nova.statusCode, nova.body).toBe(201);
    expect(nova.json().numeroSolicitacao).not.toBe(caso!.numero);
  });
});
