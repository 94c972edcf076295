import { hashSenha } from '@portal/db';
import { casoDeFaturamentoNovo, clonarCliente } from '@portal/db/test/fabricas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojeEmSaoPaulo } from '@portal/domain';
import { ANA, createTestApp, MARIA, type TestApp } from '../../../test/test-app.ts';

/**
 * A partner's analyst (ADR 0031) works only on its partner's customers: the case queue and a case, its
 * documents, the customer page, the boleto search and payment, the screening and the transparent login. Maria's
 * quotas are Consórcio Horizonte's, Ana's Vértice's; the administrator's staff see both.
 */

let t: TestApp;
const tokens: Record<'staff' | 'horizonte' | 'vertice' | 'supervisorVertice', string> = {
  staff: '',
  horizonte: '',
  vertice: '',
  supervisorVertice: '',
};
let casoDaMaria: string;
let cotaDaMaria: number;
let boletoDaMaria: string;

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

async function entrar(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email, senha: 'Operador#2026' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}

const pedir = (
  quem: keyof typeof tokens,
  method: 'GET' | 'PATCH' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/operador/v1${url}`,
    headers: { authorization: `Bearer ${tokens[quem]}` },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000_000 });
  const [maria] = await sql<{ numero: string; cota_id: number }>(
    `select c.numero, c.cota_id from casos c join clientes cl on cl.id = c.cliente_id
      where cl.inscricao_nacional = $1 order by c.id limit 1`,
    [MARIA.replace(/\D/g, '')],
  );
  casoDaMaria = maria!.numero;
  cotaDaMaria = maria!.cota_id;
  // A boleto of Maria's, emitted the way the app does: one pending instalment marked, then generated.
  const s = await t.login(MARIA);
  const cabecalho = { access_token: s.access_token };
  const pendentes = await t.get(`/cotas/${s.idCota}/cobrancas/segunda-via`, s.access_token);
  const [parcela] = pendentes.json<{ parcelas: { identificadorCobranca: string }[] }>().parcelas;
  const marcar = await t.post(
    `/cotas/${s.idCota}/cobrancas/segunda-via/marcar`,
    { identificadorCobranca: parcela!.identificadorCobranca },
    cabecalho,
  );
  expect(marcar.statusCode, marcar.body).toBe(204);
  const gerado = await t.post(`/cotas/${s.idCota}/cobrancas/segunda-via/gerar-boleto`, {}, cabecalho);
  expect(gerado.statusCode, gerado.body).toBeLessThan(300);
  boletoDaMaria = gerado.json<{ nossoNumero: string }>().nossoNumero;
  await sql(
    `insert into operadores (email, nome, senha_hash, papel, parceiro_id)
      values ('supervisor.vertice@portal.example', 'Sônia Prado', $1, 'supervisor',
              (select id from parceiros where nome = 'Vértice Consórcios'))`,
    [await hashSenha('Operador#2026')],
  );
  tokens.staff = await entrar('analista@portal.example');
  tokens.horizonte = await entrar('analista.horizonte@portal.example');
  tokens.vertice = await entrar('analista.vertice@portal.example');
  tokens.supervisorVertice = await entrar('supervisor.vertice@portal.example');
});

afterAll(() => t?.close());

describe("another partner's case does not exist for a partner's analyst", () => {
  it('the queue lists only the partner’s cases; the staff see both partners', async () => {
    const numeros = async (quem: keyof typeof tokens) => {
      const res = await pedir(quem, 'GET', '/casos?page=1&page_size=100');
      expect(res.statusCode, res.body).toBe(200);
      const corpo = res.json<{ data: { CaseNumber: string; parceiro: string | null }[]; total: number }>();
      return corpo;
    };
    const vertice = await numeros('vertice');
    expect(vertice.data.map((c) => c.CaseNumber)).not.toContain(casoDaMaria);
    expect(new Set(vertice.data.map((c) => c.parceiro))).toEqual(new Set(['Vértice Consórcios']));
    const horizonte = await numeros('horizonte');
    expect(horizonte.data.map((c) => c.CaseNumber)).toContain(casoDaMaria);
    expect(horizonte.total + vertice.total).toBe((await numeros('staff')).total);
  });

  it('the case, its change and its documents answer 404 to the other partner and nothing changes', async () => {
    const [antes] = await sql<{ fase: string; atualizado_em: Date }>(
      'select fase, atualizado_em from casos where numero = $1',
      [casoDaMaria],
    );
    expect((await pedir('vertice', 'GET', `/casos/${casoDaMaria}`)).statusCode).toBe(404);
    const alterar = await pedir('vertice', 'PATCH', `/casos/${casoDaMaria}`, {
      nota: 'Visto por outro parceiro.',
    });
    expect(alterar.statusCode).toBe(404);
    expect((await pedir('vertice', 'GET', `/casos/${casoDaMaria}/documentos`)).statusCode).toBe(404);
    const [depois] = await sql('select fase, atualizado_em from casos where numero = $1', [casoDaMaria]);
    expect(depois).toEqual(antes);
    expect((await pedir('horizonte', 'GET', `/casos/${casoDaMaria}`)).statusCode).toBe(200);
    expect((await pedir('horizonte', 'GET', `/casos/${casoDaMaria}/documentos`)).statusCode).toBe(200);
  });

  it('the customer page: Maria is not found by Vértice; Ana is, with her Vértice quotas only', async () => {
    const maria = await pedir('vertice', 'GET', `/clientes/${MARIA.replace(/\D/g, '')}`);
    expect(maria.statusCode).toBe(404);
    expect(maria.json()).toMatchObject({ mensagem: 'Cliente não encontrado.' });
    const ana = await pedir('vertice', 'GET', `/clientes/${ANA}`);
    expect(ana.statusCode, ana.body).toBe(200);
    expect(ana.json<{ cotas: unknown[] }>().cotas.length).toBeGreaterThan(0);
    expect((await pedir('horizonte', 'GET', `/clientes/${ANA}`)).statusCode).toBe(404);
    expect((await pedir('staff', 'GET', `/clientes/${MARIA.replace(/\D/g, '')}`)).statusCode).toBe(200);
  });

  it("a boleto is found and paid only by its partner's analysts", async () => {
    const busca = async (quem: keyof typeof tokens) =>
      (await pedir(quem, 'GET', `/boletos?busca=${boletoDaMaria}`)).json<{ boletos: unknown[] }>().boletos;
    expect(await busca('vertice')).toEqual([]);
    expect(await busca('horizonte')).toHaveLength(1);
    const pagar = await pedir('vertice', 'POST', `/boletos/${boletoDaMaria}/pagamento`, {
      dataPagamento: hojeEmSaoPaulo(),
      valorPago: 1,
    });
    expect(pagar.statusCode).toBe(404);
    const [boleto] = await sql<{ situacao: string }>('select situacao from boletos where nosso_numero = $1', [
      boletoDaMaria,
    ]);
    expect(boleto!.situacao).not.toBe('pago');
  });

  it('the billing panels (new and used vehicle) and their actions answer 404 to the other partner', async () => {
    const copia = await clonarCliente(t.database.url, MARIA.replace(/\D/g, ''));
    const novo = await casoDeFaturamentoNovo(
      t.database.url,
      copia.documento,
      3030,
      9,
      'Documentação Recebida',
    );
    const faseAntes = await sql('select fase from casos where numero = $1', [novo]);
    expect((await pedir('vertice', 'GET', `/casos/${novo}/faturamento-novo`)).statusCode).toBe(404);
    const acao = await pedir('vertice', 'POST', `/casos/${novo}/faturamento-novo`, {
      acao: 'aprovar-documentos',
    });
    expect(acao.statusCode).toBe(404);
    expect(await sql('select fase from casos where numero = $1', [novo])).toEqual(faseAntes);
    expect((await pedir('horizonte', 'GET', `/casos/${novo}/faturamento-novo`)).statusCode).toBe(200);
    const outra = await clonarCliente(t.database.url, MARIA.replace(/\D/g, ''));
    const usado = await casoDeFaturamentoNovo(
      t.database.url,
      outra.documento,
      3030,
      9,
      'Aguardando Dados Veículo',
      {
        tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO',
      },
    );
    expect((await pedir('vertice', 'GET', `/casos/${usado}/faturamento-seminovo`)).statusCode).toBe(404);
    expect((await pedir('horizonte', 'GET', `/casos/${usado}/faturamento-seminovo`)).statusCode).toBe(200);
  });

  it("a partner's supervisor sets no screening and opens no transparent login on the other partner", async () => {
    const crivoAntes = await sql('select * from retornos_crivo where cota_id = $1', [cotaDaMaria]);
    const crivo = await pedir('supervisorVertice', 'PUT', `/cotas/${cotaDaMaria}/retorno-crivo`, {
      codigo: '27',
      descricao: null,
    });
    expect(crivo.statusCode).toBe(404);
    expect(await sql('select * from retornos_crivo where cota_id = $1', [cotaDaMaria])).toEqual(crivoAntes);
    const [horizonte] = await sql<{ id: number }>(
      "select id from parceiros where nome = 'Consórcio Horizonte'",
    );
    const link = await pedir('supervisorVertice', 'POST', '/login-transparente', {
      inscricaoNacional: MARIA.replace(/\D/g, ''),
      idCota: cotaDaMaria,
      idParceiro: horizonte!.id,
    });
    expect(link.statusCode).toBe(404);
  });
});
