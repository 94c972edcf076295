import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensagemWhatsAppManual } from '@portal/domain';
import { ANA, CABECALHOS, MARIA, PREFIX, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Goods billing, auto (issue 19, 02 §1, §6, §7): Ana's contemplated car 6060/0048 (analysis approved, a new car
 * chosen at the contemplation). Phones only; the validation from real data (screening, paid-off, several
 * quotas); one case out of 20 starts at once; the manual path's WhatsApp link only with the quota's phone; the
 * identification sent as the app does and the analyst's decision, audited.
 */

const CELULAR = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const FRONTEIRA = '----portal-faturamento';

let t: TestApp;
let ana: { access_token: string; idCota: number };

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

const chamar = (
  metodo: 'GET' | 'POST',
  url: string,
  { payload, ua = CELULAR, token = ana.access_token }: { payload?: object; ua?: string; token?: string } = {},
) =>
  t.app.inject({
    method: metodo,
    url: PREFIX + url,
    headers: { ...CABECALHOS, access_token: token, 'user-agent': ua },
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

const casosDaCota = (idCota: number) =>
  sql<{ numero: string; fase: string; status: string; dados_app: Record<string, unknown> }>(
    "select numero, fase, status, dados_app from casos where cota_id = $1 and tipo = 'Faturamento_Auto_App'",
    [idCota],
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

beforeAll(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000_000 });
  ana = await selecionar(ANA, 6060, 48, 2);
}, 60_000);
afterAll(() => t.close());

describe('asset billing is for phones (02 §6)', () => {
  it.each([
    ['GET', '/core/faturamento/auto/status'],
    ['GET', '/core/faturamento/auto/validar'],
    ['GET', '/core/faturamento/auto/iniciar?tipoFaturamento=FATURAMENTO_NOVO_AUTO'],
    ['GET', '/core/faturamento/auto/reiniciar-fluxo'],
    ['POST', '/core/faturamento/auto/iniciar-manual'],
  ] as const)('%s %s from a desktop → 403, nothing opened', async (metodo, url) => {
    const res = await chamar(metodo, url, {
      ua: DESKTOP,
      ...(metodo === 'POST' ? { payload: { motivoEncerramento: 'CONJUGE_PAI_MAE' } } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      mensagem: 'O faturamento do bem está disponível apenas no celular. Acesse pelo seu smartphone.',
    });
    expect(await casosDaCota(ana.idCota)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await chamar('GET', '/core/faturamento/auto/validar', { token: '' })).statusCode).toBe(401);
  });
});

describe('status and validation of Ana’s contemplated car', () => {
  it('has no billing yet: status 404 (the app validates instead)', async () => {
    const res = await chamar('GET', '/core/faturamento/auto/status');
    expect(res.statusCode).toBe(404);
    expect(res.json().mensagem).toBe('Sua cota não possui processos de faturamento.');
  });

  it('validates APROVADO, continuing from the contemplation’s asset choice', async () => {
    const res = await chamar('GET', '/core/faturamento/auto/validar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      resultado: 'APROVADO',
      podeFaturar: true,
      motivos: [],
      cotasContempladas: [],
      escolhaDaContemplacao: { bem: 'automovel', tipo: 'novo' },
      pessoaJuridica: false,
    });
  });

  it('is RESTRITO with a CPF restriction from the credit screening, REPROVADO after a refused analysis', async () => {
    await sql("insert into retornos_crivo (cota_id, codigo, descricao) values ($1, '05', 'Restrição')", [
      ana.idCota,
    ]);
    try {
      const restrito = (await chamar('GET', '/core/faturamento/auto/validar')).json();
      expect(restrito).toMatchObject({ resultado: 'RESTRITO', podeFaturar: false, motivos: [] });
      const iniciar = await chamar(
        'GET',
        '/core/faturamento/auto/iniciar?tipoFaturamento=FATURAMENTO_NOVO_AUTO',
      );
      expect(iniciar.statusCode).toBe(409);
      expect(await casosDaCota(ana.idCota)).toEqual([]);
      await sql("update retornos_crivo set codigo = '27' where cota_id = $1", [ana.idCota]);
      const erro = await chamar('GET', '/core/faturamento/auto/validar');
      expect(erro.statusCode).toBe(503);
      expect(erro.json().mensagem).toBe(
        'Nao foi possivel recuperar todas as informacoes. Por favor, entre em contato conosco.',
      );
    } finally {
      await sql('delete from retornos_crivo where cota_id = $1', [ana.idCota]);
    }
    await sql(
      "update casos set fase = 'Cadastro Não Aprovado' where cota_id = $1 and tipo = 'Consultoria_Analise'",
      [ana.idCota],
    );
    try {
      expect((await chamar('GET', '/core/faturamento/auto/validar')).json()).toMatchObject({
        resultado: 'REPROVADO',
      });
    } finally {
      await sql(
        "update casos set fase = 'Cadastro Aprovado' where cota_id = $1 and tipo = 'Consultoria_Analise'",
        [ana.idCota],
      );
    }
  });

  it('is RESTRITO for a paid-off quota and for overdue instalments, and lists several contemplated car quotas', async () => {
    const [antes] = await sql<{ situacao: string }>('select situacao from cotas where id = $1', [ana.idCota]);
    await sql("update cotas set situacao = 'QUITADO' where id = $1", [ana.idCota]);
    try {
      expect((await chamar('GET', '/core/faturamento/auto/validar')).json()).toMatchObject({
        resultado: 'RESTRITO',
        motivos: ['COTA_QUITADA'],
      });
    } finally {
      await sql('update cotas set situacao = $2 where id = $1', [ana.idCota, antes!.situacao]);
    }
    // Ana's other car quota 6060/0012 contemplated too: she may join it (MULTIPLAS_COTAS until she picks).
    const [outra] = await sql<{ id: number; data_contemplacao: string | null; situacao: string }>(
      `select co.id, co.data_contemplacao, co.situacao from cotas co join grupos g on g.id = co.grupo_id
        join clientes cl on cl.id = co.cliente_id where cl.inscricao_nacional = $1 and g.codigo = 6060 and co.numero = 12`,
      [ANA],
    );
    await sql(
      "update cotas set data_contemplacao = current_date - 3, situacao = 'ATIVO - CONTEMPLADO' where id = $1",
      [outra!.id],
    );
    try {
      const v = (await chamar('GET', '/core/faturamento/auto/validar')).json();
      expect(v).toMatchObject({ resultado: 'RESTRITO', motivos: ['MULTIPLAS_COTAS'] });
      expect(v.cotasContempladas).toEqual([{ idCota: outra!.id, grupo: 6060, cota: 12 }]);
    } finally {
      await sql('update cotas set data_contemplacao = $2, situacao = $3 where id = $1', [
        outra!.id,
        outra!.data_contemplacao,
        outra!.situacao,
      ]);
    }
  });
});

describe('iniciar', () => {
  it('refuses bad input with a Portuguese message and opens nothing', async () => {
    for (const q of [
      '',
      '?tipoFaturamento=MOTO',
      '?tipoFaturamento=FATURAMENTO_NOVO_AUTO&quantidadeBens=0',
      '?tipoFaturamento=FATURAMENTO_NOVO_AUTO&cotas=1;2',
    ]) {
      const res = await chamar('GET', `/core/faturamento/auto/iniciar${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(typeof res.json().mensagem).toBe('string');
    }
    expect(await casosDaCota(ana.idCota)).toEqual([]);
  });

  it('refuses to join another customer’s quota', async () => {
    const maria = await selecionar(MARIA, 3030, 9);
    const res = await chamar(
      'GET',
      `/core/faturamento/auto/iniciar?tipoFaturamento=FATURAMENTO_NOVO_AUTO&cotas=${maria.idCota}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe('Escolha apenas cotas contempladas suas, de automóvel.');
    expect(await casosDaCota(ana.idCota)).toEqual([]);
  });

  it('20 at once open one case with the choices, all answering it', async () => {
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () =>
        chamar(
          'GET',
          '/core/faturamento/auto/iniciar?tipoFaturamento=FATURAMENTO_NOVO_AUTO&quantidadeBens=1',
        ),
      ),
    );
    for (const r of respostas) expect(r.statusCode, r.body).toBe(200);
    const numeros = new Set(respostas.map((r) => r.json().numeroCaso));
    expect(numeros.size).toBe(1);
    const casos = await casosDaCota(ana.idCota);
    expect(casos).toHaveLength(1);
    expect(casos[0]).toMatchObject({
      fase: 'Tratativa Não Iniciada',
      status: 'Em Andamento',
      dados_app: {
        tipoFaturamento: 'FATURAMENTO_NOVO_AUTO',
        fluxoManual: false,
        cotas: [ana.idCota],
        quantidadeBens: 1,
      },
    });
    const status = (await chamar('GET', '/core/faturamento/auto/status')).json();
    expect(status).toMatchObject({
      numeroCaso: casos[0]!.numero,
      fase: 'Tratativa Não Iniciada',
      status: 'Em Andamento',
      tipoFaturamento: 'FATURAMENTO_NOVO_AUTO',
      tipoCaso: 'Faturamento_Auto_App',
      fluxoManual: false,
      visitouFinal: false,
    });
  });

  it('the identification goes to analysis and the analyst decides it, audited', async () => {
    const [caso] = await casosDaCota(ana.idCota);
    const pedacos: Buffer[] = [];
    for (const nome of ['rg.pdf', 'selfie.pdf'])
      pedacos.push(
        Buffer.from(
          `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), randomBytes(1500)]),
        Buffer.from('\r\n'),
      );
    pedacos.push(Buffer.from(`--${FRONTEIRA}--\r\n`));
    const up = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/fluxos/cadastro/documentos`,
      payload: Buffer.concat(pedacos),
      headers: {
        ...CABECALHOS,
        access_token: ana.access_token,
        'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
      },
    });
    expect(up.statusCode, up.body).toBe(201);
    const [doc, selfie] = up.json<{ documentos: { id: string }[] }>().documentos.map((d) => d.id);
    const envio = await chamar('POST', '/antifraude/analise-documento/solicitar', {
      payload: {
        CaseNumber: caso!.numero,
        documentos: [
          { id: doc, codigo: 'documento_pessoal' },
          { id: selfie, codigo: 'selfie' },
        ],
      },
    });
    expect(envio.statusCode, envio.body).toBe(200);
    expect((await casosDaCota(ana.idCota))[0]!.fase).toBe('BRSCAN em Andamento');

    const analista = await entrarOperador('analista@portal.example');
    const op = (metodo: 'GET' | 'PATCH', url: string, payload?: object, token = analista) =>
      t.app.inject({
        method: metodo,
        url: `/operador/v1${url}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    const fila = (await op('GET', '/faturamentos/identificacoes')).json().data;
    const item = fila.find((i: { CaseNumber: string }) => i.CaseNumber === caso!.numero);
    expect(item).toMatchObject({
      cliente: { nome: 'Ana Costa Ribeiro' },
      grupo: 6060,
      cota: 48,
      tipoFaturamento: 'FATURAMENTO_NOVO_AUTO',
    });
    expect(item.documentos.map((d: { codigo: string }) => d.codigo)).toEqual(['documento_pessoal', 'selfie']);
    // An analyst of another partner does not see it (Ana is Vértice's customer).
    const vertice = await entrarOperador('analista.horizonte@portal.example');
    expect(
      (await op('GET', '/faturamentos/identificacoes', undefined, vertice))
        .json()
        .data.some((i: { CaseNumber: string }) => i.CaseNumber === caso!.numero),
    ).toBe(false);
    expect(
      (await op('PATCH', `/faturamentos/${caso!.numero}/identificacao`, { decisao: 'aprovar' }, vertice))
        .statusCode,
    ).toBe(404);

    const semMotivo = await op('PATCH', `/faturamentos/${caso!.numero}/identificacao`, {
      decisao: 'reprovar',
    });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().mensagem).toBe('Informe ao menos um motivo da recusa.');
    const invalida = await op('PATCH', `/faturamentos/${caso!.numero}/identificacao`, { decisao: 'talvez' });
    expect(invalida.statusCode).toBe(400);
    expect((await casosDaCota(ana.idCota))[0]!.fase).toBe('BRSCAN em Andamento');

    const decisoes = await Promise.all(
      Array.from({ length: 20 }, () =>
        op('PATCH', `/faturamentos/${caso!.numero}/identificacao`, {
          decisao: 'reprovar',
          motivos: ['documento-ilegivel', 'selfie-divergente'],
        }),
      ),
    );
    expect(decisoes.filter((d) => d.statusCode === 200)).toHaveLength(1);
    expect(decisoes.filter((d) => d.statusCode === 409)).toHaveLength(19);
    const [depois] = await sql<{ fase: string; explique_motivo: string }>(
      'select fase, explique_motivo from casos where numero = $1',
      [caso!.numero],
    );
    expect(depois).toEqual({
      fase: 'Reanálise BRSCAN',
      explique_motivo: 'Documento ilegível; A selfie não confere com o documento',
    });
    const auditoria = await sql<{ acao: string; detalhes: Record<string, unknown> }>(
      "select acao, detalhes from auditoria where alvo = $1 and acao = 'faturamento.identificacao-decidida'",
      [`caso:${caso!.numero}`],
    );
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]!.detalhes).toMatchObject({
      decisao: 'reprovar',
      de: { fase: 'BRSCAN em Andamento' },
      para: { fase: 'Reanálise BRSCAN' },
    });
    // The customer redoes it: back to the start (the choices kept).
    const reinicio = await chamar('GET', '/core/faturamento/auto/reiniciar-fluxo');
    expect(reinicio.statusCode, reinicio.body).toBe(200);
    expect(reinicio.json()).toMatchObject({
      fase: 'Tratativa Não Iniciada',
      tipoFaturamento: 'FATURAMENTO_NOVO_AUTO',
    });
  });
});

describe('the manual path (WhatsApp)', () => {
  it('refuses an unknown reason', async () => {
    const res = await chamar('POST', '/core/faturamento/auto/iniciar-manual', {
      payload: { motivoEncerramento: 'OUTRO' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe('Motivo inválido.');
  });

  it('gives the wa.me link naming the quota and reason when the phone matches, and says which phone otherwise', async () => {
    const res = await chamar('POST', '/core/faturamento/auto/iniciar-manual', {
      payload: { motivoEncerramento: 'REVENDA_CONSIGNADO' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const numero = '5521977770000'; // Vértice's attendant (seed)
    const mensagem = mensagemWhatsAppManual({
      nome: 'Ana Costa Ribeiro',
      grupo: 6060,
      cota: 48,
      motivo: 'REVENDA_CONSIGNADO',
    });
    expect(res.json()).toMatchObject({
      motivoEncerramento: 'REVENDA_CONSIGNADO',
      telefoneConfere: true,
      linkWhatsApp: `https://wa.me/${numero}?text=${encodeURIComponent(mensagem)}`,
      telefoneDaCotaMascarado: '(31) •••••-6655',
    });
    const [caso] = await casosDaCota(ana.idCota);
    expect(caso!.dados_app).toMatchObject({ fluxoManual: true, motivoEncerramento: 'REVENDA_CONSIGNADO' });

    await sql("update cotas set telefone_cadastrado = '31911112222' where id = $1", [ana.idCota]);
    try {
      const outro = (
        await chamar('POST', '/core/faturamento/auto/iniciar-manual', {
          payload: { motivoEncerramento: 'REVENDA_CONSIGNADO' },
        })
      ).json();
      expect(outro).toMatchObject({
        telefoneConfere: false,
        linkWhatsApp: null,
        telefoneDaCotaMascarado: '(31) •••••-2222',
      });
    } finally {
      await sql('update cotas set telefone_cadastrado = $2 where id = $1', [ana.idCota, '31988776655']);
    }
  });

  it('on the other partner, the link goes to that partner’s attendant', async () => {
    const maria = await selecionar(MARIA, 3030, 9);
    const res = await chamar('POST', '/core/faturamento/auto/iniciar-manual', {
      token: maria.access_token,
      payload: { motivoEncerramento: 'MAQUINAS_AGRICOLAS' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().linkWhatsApp).toMatch(/^https:\/\/wa\.me\/5511988880000\?text=/);
    expect(decodeURIComponent(res.json().linkWhatsApp)).toContain('(grupo 3030, cota 0009)');
  });
});
