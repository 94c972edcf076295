import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anosModeloZeroKm, hojeEmSaoPaulo, MENSAGENS_VEICULOS as M } from '@portal/domain';
import { ANA, CABECALHOS, MARIA, PREFIX, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The vehicle and dealer catalogue (issue 19) on the embedded catalogue of the template database: brand and model
 * search that forgives accents and case, model years with values, dealers by CNPJ (alphanumeric too), ownership,
 * the inclusion requests (one pending per quota and CNPJ, 20 at once), and the analyst's answer with its audit.
 */
let t: TestApp;
let maria: { access_token: string; idCota: number };
let ana: { access_token: string; idCota: number };
let analista: string;
let daVertice: string;

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

async function entrarOperador(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email, senha: 'Operador#2026' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

const operador = (token: string, metodo: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method: metodo,
    url: `/operador/v1/catalogo-veiculos${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

/** 02 §6: asset invoicing, the catalogue included, is for phones. */
const CELULAR = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const get = (url: string, token = maria.access_token) =>
  t.app.inject({
    method: 'GET',
    url: PREFIX + url,
    headers: { ...CABECALHOS, 'user-agent': CELULAR, ...(token ? { access_token: token } : {}) },
  });
const post = (url: string, body: object, token = maria.access_token) =>
  t.post(url, body, { access_token: token, 'user-agent': CELULAR });

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.login(MARIA);
  ana = await t.login(ANA, { idParceiro: 2 });
  analista = await entrarOperador('analista@portal.example');
  daVertice = await entrarOperador('analista.vertice@portal.example');
}, 60_000);
afterAll(() => t.close());

describe('brands and models (embedded catalogue)', () => {
  it('holds at least 30 brands and 300 models across the six types, each with years and values', async () => {
    const [n] = await sql<{ marcas: number; modelos: number; tipos: number; sem_anos: number }>(`select
      (select count(*)::int from fabricantes) as marcas, (select count(*)::int from modelos_bem) as modelos,
      (select count(distinct tipo_veiculo)::int from modelos_bem) as tipos,
      (select count(*)::int from modelos_bem m where not exists
        (select 1 from modelos_bem_anos a where a.modelo_id = m.id)) as sem_anos`);
    expect(n!.marcas).toBeGreaterThanOrEqual(30);
    expect(n!.modelos).toBeGreaterThanOrEqual(300);
    expect(n).toMatchObject({ tipos: 6, sem_anos: 0 });
  });

  it('finds brands ignoring accents and case, paged', async () => {
    const res = await get(`/cotas/${maria.idCota}/fabricantes?nomefabricante=CITROEN`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        codFabricante: expect.any(String),
        nomeFabricante: 'Citroën',
        tipos: ['LEVE', 'SUV_CAMIONETE', 'UTILITARIO'],
      },
    ]);
    const todas = (await get(`/cotas/${maria.idCota}/fabricantes?page_size=10&page=2`)).json();
    expect(todas).toMatchObject({ page: 2, page_size: 10, total_pages: Math.ceil(todas.total / 10) });
    expect(todas.data).toHaveLength(10);
    const onibus = (await get(`/cotas/${maria.idCota}/fabricantes?tipo=ONIBUS&page_size=100`)).json();
    expect(onibus.data.map((f: { nomeFabricante: string }) => f.nomeFabricante)).toEqual(
      expect.arrayContaining(['Mercedes-Benz', 'Volare', 'Agrale', 'Scania']),
    );
    expect(onibus.data.every((f: { tipos: string[] }) => f.tipos.join() === 'ONIBUS')).toBe(true);
  });

  it('finds a brand’s models by every word typed, and their years with reference values', async () => {
    const vw = (await get('/core/faturamento/auto/marcas?marca=volks')).json().data[0];
    expect(vw.nomeFabricante).toBe('Volkswagen');
    const res = await get(
      `/cotas/${maria.idCota}/modelosbens?codfabricante=${vw.codFabricante}&nomebem=t%20cross%20SENSE`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [tcross] = res.json().data;
    expect(res.json().data).toHaveLength(1);
    expect(tcross).toMatchObject({
      nomeBem: 'T-Cross Sense 1.0 TSI',
      tipoVeiculo: 'SUV_CAMIONETE',
      nomeFabricante: 'Volkswagen',
    });
    const auto = await get(
      `/core/faturamento/auto/modelos?codigoFabricante=${vw.codFabricante}&modelo=volksbus`,
    );
    expect(auto.json().data.map((m: { tipoVeiculo: string }) => m.tipoVeiculo)).toEqual([
      'ONIBUS',
      'ONIBUS',
      'ONIBUS',
      'ONIBUS',
    ]);
    const anos = await get(`/cotas/${maria.idCota}/modelosbens/${tcross.codBem}/anos`);
    expect(anos.statusCode).toBe(200);
    const [novo, segundo] = anos.json().data;
    expect(novo).toEqual({
      ano: '2026/2027',
      anoFabricacao: 2026,
      anoModelo: 2027,
      valor: 13_699_000,
      combustivel: null,
      codigoFipe: null,
      mesReferencia: 'novembro de 2026',
    });
    expect(segundo).toMatchObject({ ano: '2026/2026', valor: Math.round(136_990 * 0.91) * 100 });
    // A 0 km lists this year's and the next model year only (the catalogue goes back to 2022).
    const [atual, seguinte] = anosModeloZeroKm(hojeEmSaoPaulo());
    const modelosAnos = anos.json().data.map((a: { anoModelo: number }) => a.anoModelo) as number[];
    expect(modelosAnos.length).toBeGreaterThan(0);
    expect(modelosAnos.every((a) => a === atual || a === seguinte)).toBe(true);
    const [{ n }] = (await sql<{ n: number }>(
      'select count(*)::int as n from modelos_bem_anos where modelo_id = $1 and ano_modelo < $2',
      [Number(tcross.codBem), atual],
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown brand or model and 400 for a malformed code or type', async () => {
    const marca = await get(`/cotas/${maria.idCota}/modelosbens?codfabricante=999999`);
    expect(marca.statusCode).toBe(404);
    expect(marca.json()).toEqual({ mensagem: M.fabricanteNaoEncontrado });
    expect((await get(`/cotas/${maria.idCota}/modelosbens/999999/anos`)).json()).toEqual({
      mensagem: M.modeloNaoEncontrado,
    });
    const codigo = await get(`/cotas/${maria.idCota}/modelosbens?codfabricante=1;drop`);
    expect(codigo.statusCode).toBe(400);
    expect(codigo.json()).toEqual({ mensagem: 'Código do fabricante inválido.' });
    const semMarca = await get(`/cotas/${maria.idCota}/modelosbens?nomebem=gol`);
    expect(semMarca.statusCode).toBe(400);
    expect(semMarca.json()).toEqual({ mensagem: M.informeFabricante });
    const tipo = await get(`/cotas/${maria.idCota}/fabricantes?tipo=CARRO`);
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().mensagem).toMatch(/^Tipo de veículo inválido/);
  });

  it('answers 404 on another customer’s quota, never its data', async () => {
    for (const url of [
      `/cotas/${ana.idCota}/fabricantes`,
      `/cotas/${ana.idCota}/modelosbens?codfabricante=1`,
      `/cotas/${ana.idCota}/fornecedores/12345678000195`,
      `/cotas/${ana.idCota}/solicitacoes-inclusao`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(Object.keys(res.json())).toEqual(['mensagem']);
    }
    const res = await post(`/cotas/${ana.idCota}/modelosbens/inclusao`, {
      tipo: 'LEVE',
      nomeFabricante: 'Lynk & Co',
      nomeBem: '01',
    });
    expect(res.statusCode).toBe(404);
    const pedido = await post('/fornecedores', {
      idCota: ana.idCota,
      cnpj: '67890125000105',
      razaoSocial: 'Outra Ltda.',
      cidade: 'Recife',
      uf: 'PE',
    });
    expect(pedido.statusCode).toBe(404);
    expect(await sql('select 1 from solicitacoes_inclusao where cota_id = $1', [ana.idCota])).toEqual([]);
  });
});

describe('dealers by CNPJ', () => {
  it('finds a dealer by a masked numeric CNPJ and by an alphanumeric one in lower case', async () => {
    const res = await get(`/cotas/${maria.idCota}/fornecedores/${encodeURIComponent('12.345.678/0001-95')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      cnpj: '12345678000195',
      razaoSocial: 'Paulista Veículos Comércio Ltda.',
      nomeFantasia: 'Paulista Fiat',
      cidade: 'São Paulo',
      uf: 'SP',
      marcas: ['Fiat', 'Jeep'],
    });
    const alfa = await get(`/cotas/${maria.idCota}/fornecedores/${encodeURIComponent('12.abc.345/0001-88')}`);
    expect(alfa.statusCode).toBe(200);
    expect(alfa.json().razaoSocial).toBe('Nova Era Mobilidade Elétrica Ltda.');
  });

  it('refuses an invalid CNPJ with a clear message and answers a valid unknown one 404', async () => {
    const invalido = await get(`/cotas/${maria.idCota}/fornecedores/12345678000196`);
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toEqual({ mensagem: M.cnpjInvalido });
    const ausente = await get(`/cotas/${maria.idCota}/fornecedores/67890125000105`);
    expect(ausente.statusCode).toBe(404);
    expect(ausente.json()).toEqual({ mensagem: M.concessionariaNaoEncontrada });
  });
});

describe('inclusion requests', () => {
  const dealer = (i = 0) => ({
    idCota: maria.idCota,
    cnpj: '67.890.125/0001-05',
    razaoSocial: 'Recife Motors Ltda.',
    cidade: 'Recife',
    uf: i % 2 ? 'pe' : 'PE',
  });

  it('refuses an invalid CNPJ and an already registered dealer, changing nothing', async () => {
    const invalido = await post('/fornecedores', { ...dealer(), cnpj: '11.111.111/1111-11' });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toEqual({ mensagem: M.cnpjInvalido });
    const existente = await post('/fornecedores', { ...dealer(), cnpj: '12345678000195' });
    expect(existente.statusCode).toBe(409);
    expect(existente.json()).toEqual({ mensagem: M.concessionariaJaCadastrada });
    expect(await sql('select 1 from solicitacoes_inclusao')).toEqual([]);
  });

  it('keeps one pending request per quota and CNPJ when 20 arrive at once', async () => {
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('/fornecedores', dealer(i))),
    );
    const status = respostas.map((r) => r.statusCode).sort();
    expect(status.filter((s) => s === 201)).toHaveLength(1);
    expect(status.filter((s) => s === 409)).toHaveLength(19);
    for (const r of respostas.filter((r) => r.statusCode === 409))
      expect(r.json()).toEqual({ mensagem: M.inclusaoPendente });
    const criada = respostas.find((r) => r.statusCode === 201)!.json();
    expect(criada).toMatchObject({
      tipo: 'CONCESSIONARIA',
      situacao: 'PENDENTE',
      cnpj: '67890125000105',
      uf: 'PE',
      prazoHoras: 48,
    });
    expect(await sql('select count(*)::int as n from solicitacoes_inclusao')).toEqual([{ n: 1 }]);
  });

  it('the analyst includes the dealer; the customer then finds it and may ask again later', async () => {
    const fila = await operador(analista, 'GET', '/solicitacoes');
    expect(fila.statusCode, fila.body).toBe(200);
    const [pedido] = fila.json().data;
    expect(pedido).toMatchObject({
      tipo: 'CONCESSIONARIA',
      cliente: { nome: 'Maria Oliveira Santos' },
      parceiro: 'Consórcio Horizonte',
    });
    // Another partner's analyst does not see it, nor answer it.
    expect((await operador(daVertice, 'GET', '/solicitacoes')).json().data).toEqual([]);
    const resposta = {
      decisao: 'INCLUIR_CONCESSIONARIA',
      razaoSocial: 'Recife Motors Comércio de Veículos Ltda.',
      nomeFantasia: 'Recife Motors',
      cidade: 'Recife',
      uf: 'PE',
      marcas: ['Toyota', 'Toyota', 'Honda'],
    };
    const alheio = await operador(
      daVertice,
      'POST',
      `/solicitacoes/${pedido.idSolicitacao}/resposta`,
      resposta,
    );
    expect(alheio.statusCode).toBe(404);
    // A dealer's request is not answered with a model.
    const errado = await operador(analista, 'POST', `/solicitacoes/${pedido.idSolicitacao}/resposta`, {
      decisao: 'INCLUIR_MODELO',
      nomeFabricante: 'Toyota',
      nomeBem: 'Etios',
      tipoVeiculo: 'LEVE',
      anos: [{ anoFabricacao: 2020, anoModelo: 2020, valor: 5_000_000 }],
    });
    expect(errado.statusCode).toBe(400);

    const respostas = await Promise.all(
      Array.from({ length: 5 }, () =>
        operador(analista, 'POST', `/solicitacoes/${pedido.idSolicitacao}/resposta`, resposta),
      ),
    );
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(respostas.find((r) => r.statusCode === 200)!.json()).toMatchObject({
      situacao: 'ATENDIDA',
      respondidoEm: expect.any(String),
    });
    const auditoria = await sql<{ acao: string; alvo: string; detalhes: object }>(
      "select acao, alvo, detalhes from auditoria where acao like 'catalogo.%'",
    );
    expect(auditoria).toEqual([
      {
        acao: 'catalogo.concessionaria-incluida',
        alvo: `solicitacao-inclusao:${pedido.idSolicitacao}`,
        detalhes: { tipo: 'CONCESSIONARIA', cnpj: '67890125000105' },
      },
    ]);
    const achada = await get(`/cotas/${maria.idCota}/fornecedores/67890125000105`);
    expect(achada.json()).toMatchObject({ nomeFantasia: 'Recife Motors', marcas: ['Toyota', 'Honda'] });
    const minhas = (await get(`/cotas/${maria.idCota}/solicitacoes-inclusao`)).json().data;
    expect(minhas).toMatchObject([{ situacao: 'ATENDIDA', cnpj: '67890125000105' }]);
  });

  it('a brand and model request: one pending per key, included with its years, refused with a reason', async () => {
    const pedir = (nomeBem: string) =>
      post(`/cotas/${maria.idCota}/modelosbens/inclusao`, {
        tipo: 'LEVE',
        nomeFabricante: 'Lynk & Co',
        nomeBem,
      });
    const primeiro = await pedir('01 Híbrido');
    expect(primeiro.statusCode, primeiro.body).toBe(201);
    expect((await pedir('01 HIBRIDO')).statusCode).toBe(409);
    const outro = await pedir('02 Elétrico');
    expect(outro.statusCode).toBe(201);

    const incluir = await operador(
      analista,
      'POST',
      `/solicitacoes/${primeiro.json().idSolicitacao}/resposta`,
      {
        decisao: 'INCLUIR_MODELO',
        nomeFabricante: 'Lynk & Co',
        nomeBem: '01 Híbrido',
        tipoVeiculo: 'SUV_CAMIONETE',
        anos: [
          { anoFabricacao: 2026, anoModelo: 2027, valor: 27_999_000 },
          { anoFabricacao: 2025, anoModelo: 2025, valor: 23_500_000 },
        ],
      },
    );
    expect(incluir.statusCode, incluir.body).toBe(200);
    const marca = (await get(`/cotas/${maria.idCota}/fabricantes?nomefabricante=lynk`)).json().data[0];
    expect(marca).toMatchObject({ nomeFabricante: 'Lynk & Co', tipos: ['SUV_CAMIONETE'] });
    const [modelo] = (
      await get(`/cotas/${maria.idCota}/modelosbens?codfabricante=${marca.codFabricante}`)
    ).json().data;
    const anos = (await get(`/cotas/${maria.idCota}/modelosbens/${modelo.codBem}/anos`)).json().data;
    // The 2025 model year is kept in the catalogue, but a 0 km lists this year's and the next only.
    expect(anos.map((a: { ano: string; valor: number }) => [a.ano, a.valor])).toEqual([
      ['2026/2027', 27_999_000],
    ]);

    const semMotivo = await operador(
      analista,
      'POST',
      `/solicitacoes/${outro.json().idSolicitacao}/resposta`,
      {
        decisao: 'RECUSAR',
        motivo: ' ',
      },
    );
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json()).toEqual({ mensagem: 'Informe o motivo.' });
    const recusa = await operador(analista, 'POST', `/solicitacoes/${outro.json().idSolicitacao}/resposta`, {
      decisao: 'RECUSAR',
      motivo: 'Modelo ainda não vendido no Brasil.',
    });
    expect(recusa.statusCode).toBe(200);
    expect(recusa.json()).toMatchObject({
      situacao: 'RECUSADA',
      resposta: 'Modelo ainda não vendido no Brasil.',
    });
    expect(await sql("select acao from auditoria where acao like 'catalogo.%' order by id")).toEqual([
      { acao: 'catalogo.concessionaria-incluida' },
      { acao: 'catalogo.modelo-incluido' },
      { acao: 'catalogo.inclusao-recusada' },
    ]);
    // Once answered, the same model may be asked again.
    expect((await pedir('02 Elétrico')).statusCode).toBe(201);
  });

  it('needs a logged-in customer and the back-office permission', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${PREFIX}/core/faturamento/auto/marcas`,
      headers: CABECALHOS,
    });
    expect(res.statusCode).toBe(401);
    const semToken = await t.app.inject({
      method: 'GET',
      url: '/operador/v1/catalogo-veiculos/solicitacoes',
    });
    expect(semToken.statusCode).toBe(401);
  });
});
