import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_POS_VENDA as M } from '@portal/domain';
import { casoPosVenda, clonarCliente } from '@portal/db/test/fabricas';
import { ANA, CABECALHOS, MARIA, PREFIX, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * After-sales onboarding (issue 22; 03 §2, §4, §5): Maria's 1010/0023 case in 'E-mail Enviado', and clones of
 * Maria with a case of their own. Ownership (another quota, another customer, another partner's analyst), bad
 * input changing nothing, the walk and its phases, and the year's block counted by PostgreSQL: 20 wrong answers
 * at once give 2 attempts and one call-back.
 */

let t: TestApp;
type Sessao = { access_token: string; idCota: number };

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

const pedir = (method: 'GET' | 'POST', url: string, s: Sessao, payload?: object, ip = '10.54.0.1') =>
  t.app.inject({
    method,
    url: PREFIX + url,
    remoteAddress: ip,
    headers: { ...CABECALHOS, access_token: s.access_token },
    ...(payload ? { payload } : {}),
  });
const estado = (s: Sessao) => pedir('GET', '/pos-venda', s);
const ano = (s: Sessao, valor: unknown, ip?: string) =>
  pedir('POST', '/pos-venda/validacao-seguranca/ano', s, { ano: valor }, ip);
const responder = (s: Sessao, corpo: object, ip?: string) =>
  pedir('POST', '/pos-venda/respostas', s, corpo, ip);
const retorno = (s: Sessao, corpo: object, ip?: string) => pedir('POST', '/pos-venda/retorno', s, corpo, ip);

async function selecionar(documento: string, grupo: number, cota: number, idParceiro = 1): Promise<Sessao> {
  const { access_token: token } = await t.login(documento, { idParceiro });
  const cotas = (await t.get('/cotas', token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === grupo && c.cota === cota)!.idCota;
  const nova = await t.post('/login/selecionar-cota', { idCota }, { access_token: token });
  expect(nova.statusCode, nova.body).toBe(200);
  return { access_token: nova.json().access_token as string, idCota };
}

/** A clone of Maria with an after-sales case of its own on 1010/0023. */
async function cloneComCaso(): Promise<{ sessao: Sessao; numero: string }> {
  const copia = await clonarCliente(t.database.url, MARIA.replace(/\D/g, ''));
  const numero = await casoPosVenda(t.database.url, copia.documento, 1010, 23);
  return { sessao: await selecionar(copia.documento, 1010, 23), numero };
}

async function enviarArquivos(s: Sessao, quantos: number): Promise<string[]> {
  const FRONTEIRA = '----posvenda';
  const pedacos: Buffer[] = [];
  for (let i = 0; i < quantos; i++)
    pedacos.push(
      Buffer.from(
        `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="doc-${i}.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), randomBytes(1500)]),
      Buffer.from('\r\n'),
    );
  pedacos.push(Buffer.from(`--${FRONTEIRA}--\r\n`));
  const res = await t.app.inject({
    method: 'POST',
    url: `${PREFIX}/fluxos/cadastro/documentos`,
    payload: Buffer.concat(pedacos),
    headers: {
      ...CABECALHOS,
      access_token: s.access_token,
      'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ documentos: { id: string }[] }>().documentos.map((d) => d.id);
}

const caso = async (numero: string) =>
  (
    await sql<{ fase: string; status: string }>('select fase, status from casos where numero = $1', [numero])
  )[0]!;
const onboarding = async (numero: string) =>
  (
    await sql<{
      erros_ano: number;
      passo: string;
      respostas: Record<string, unknown>;
      entrega_boleto: string;
    }>(
      `select o.erros_ano, o.passo, o.respostas, o.entrega_boleto, o.retorno_situacao
         from onboardings_pos_venda o join casos c on c.id = o.caso_id where c.numero = $1`,
      [numero],
    )
  )[0];
const auditoria = (acao: string, alvo: string) =>
  sql<{ detalhes: Record<string, unknown> }>('select detalhes from auditoria where acao = $1 and alvo = $2', [
    acao,
    alvo,
  ]);

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
});
afterAll(() => t.close());

describe('ownership and bad input', () => {
  it("another quota of Maria's, or another customer's quota, has no onboarding: 404", async () => {
    const outra = await selecionar(MARIA, 1010, 57);
    const res = await estado(outra);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ mensagem: M.semAtendimento });
    const ana = await t.login(ANA, { idParceiro: 2 });
    expect((await estado({ access_token: ana.access_token, idCota: ana.idCota })).statusCode).toBe(404);
    expect((await ano({ access_token: ana.access_token, idCota: ana.idCota }, 1990)).statusCode).toBe(404);
  });

  it('a year that is not 4 digits, an answer before the year, a bad phone: refused, nothing counted', async () => {
    const { sessao, numero } = await cloneComCaso();
    for (const valor of ['86', 'abc', 19860]) {
      const res = await ano(sessao, valor);
      expect(res.statusCode, String(valor)).toBe(400);
      expect(res.json()).toEqual({ mensagem: M.anoInvalido });
    }
    const cedo = await responder(sessao, { passo: 'dados-cadastrais', ciente: true });
    expect(cedo.statusCode).toBe(409);
    expect(cedo.json()).toEqual({ mensagem: M.anoPrimeiro });
    const fone = await retorno(sessao, { telefone: '9876-5432', periodo: 'manha' });
    expect(fone.statusCode).toBe(400);
    expect(fone.json()).toEqual({ mensagem: 'Telefone inválido' });
    expect(await onboarding(numero)).toMatchObject({ erros_ano: 0, passo: 'validacao-seguranca' });
    expect((await caso(numero)).fase).toBe('E-mail Enviado');
  });
});

describe("Maria's onboarding, start to finish", () => {
  let maria: Sessao;
  let numero: string;

  it('starts at the security step, in E-mail Enviado', async () => {
    maria = await selecionar(MARIA, 1010, 23);
    const res = await estado(maria);
    expect(res.statusCode, res.body).toBe(200);
    numero = res.json().CaseNumber;
    expect(res.json()).toMatchObject({
      fase: 'E-mail Enviado',
      grupo: 1010,
      cota: 23,
      tipoPessoa: 'F',
      passo: 'validacao-seguranca',
      anoConfirmado: false,
      errosAno: 0,
      bloqueado: false,
      video: null,
    });
  });

  it('a wrong year gives the final chance, then the right one confirms; both audited', async () => {
    const errado = await ano(maria, 1987);
    expect(errado.json()).toEqual({ resultado: 'incorreto', erros: 1, mensagem: M.ultimaChance });
    const certo = await ano(maria, '1986');
    expect(certo.json()).toEqual({ resultado: 'correto', erros: 1, mensagem: null });
    expect(await auditoria('posvenda.ano-incorreto', `cota:${maria.idCota}`)).toHaveLength(1);
    expect(await auditoria('posvenda.ano-confirmado', `cota:${maria.idCota}`)).toHaveLength(1);
  });

  it('identity: unknown files are refused; the document and selfie move the walk on', async () => {
    const res = await pedir('POST', '/pos-venda/validacao-seguranca/identidade', maria, {
      documentos: [randomUUID()],
      selfie: [randomUUID()],
    });
    expect(res.statusCode).toBe(400);
    expect((await estado(maria)).json()).toMatchObject({ identidadeEnviada: false });
    const [doc, selfie] = await enviarArquivos(maria, 2);
    const ok = await pedir('POST', '/pos-venda/validacao-seguranca/identidade', maria, {
      documentos: [doc],
      selfie: [selfie],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ identidadeEnviada: true, passo: 'dados-cadastrais' });
    const ligados = await sql(
      'select id from documentos where caso_id = (select id from casos where numero = $1)',
      [numero],
    );
    expect(ligados).toHaveLength(2);
  });

  it('a later step cannot be answered before the current one', async () => {
    const res = await responder(maria, { passo: 'venda', prometeram: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ mensagem: M.foraDeOrdem });
  });

  it('every answer is stored and the case follows the phases; the boleto choice kept; finishing closes it', async () => {
    const passos: [object, string, string][] = [
      [{ passo: 'dados-cadastrais', ciente: true }, 'validar-renda', 'E-mail Enviado'],
      [{ passo: 'validar-renda', tipoRenda: 'assalariado_renda_fixa' }, 'consorcio', 'E-mail Enviado'],
      [{ passo: 'consorcio', ciente: true }, 'contemplacao', 'E-mail Enviado'],
      [{ passo: 'contemplacao', entendeu: true }, 'entendimento', 'Confirmação Pendente'],
      [{ passo: 'entendimento', ciente: true }, 'venda', 'Regras Pendente'],
      [{ passo: 'venda', prometeram: false }, 'boletos', 'Confirmação do Plano Pendente'],
      [{ passo: 'boletos', entregaBoleto: 'correio' }, 'tipos-lance', 'Informação de Lance'],
      [{ passo: 'tipos-lance', ciente: true }, 'beneficios-grupo', 'Informação de Lance'],
      [{ passo: 'beneficios-grupo', ciente: true }, 'informacoes-finais', 'Informações Importantes'],
      [{ passo: 'informacoes-finais', ciente: true }, 'duvidas-gerais', 'Informações Importantes'],
      [{ passo: 'duvidas-gerais', ciente: true }, 'final', 'Informações Importantes'],
    ];
    for (const [corpo, proximo, fase] of passos) {
      const res = await responder(maria, corpo);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ desvio: false, estado: { passo: proximo, fase } });
      expect((await caso(numero)).fase).toBe(fase);
    }
    const linha = await onboarding(numero);
    expect(linha).toMatchObject({ entrega_boleto: 'correio', passo: 'final' });
    expect(linha!.respostas).toMatchObject({
      contemplacao: { entendeu: true },
      venda: { prometeram: false },
      'validar-renda': { tipoRenda: 'assalariado_renda_fixa' },
    });
    // Going back: an earlier step answered again keeps the walk where it was.
    const deNovo = await responder(maria, { passo: 'boletos', entregaBoleto: 'email' });
    expect(deNovo.json()).toMatchObject({ estado: { passo: 'final', entregaBoleto: 'email' } });

    const fim = await responder(maria, { passo: 'final', ciente: true });
    expect(fim.statusCode, fim.body).toBe(200);
    expect(fim.json()).toMatchObject({ estado: { concluido: true, fase: 'Pós-venda Concluído' } });
    expect(await caso(numero)).toEqual({ fase: 'Pós-venda Concluído', status: 'Fechado' });
    expect(await auditoria('posvenda.concluido', `cota:${maria.idCota}`)).toHaveLength(1);
    expect((await estado(maria)).statusCode).toBe(404);
  });
});

describe('the block after two wrong years, and the call-back queue', () => {
  it('20 wrong years at once: 2 attempts, one block, one call-back, audited once', async () => {
    const { sessao, numero } = await cloneComCaso();
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ano(sessao, 1900 + i, `10.54.1.${i + 1}`)),
    );
    expect(respostas.every((r) => r.statusCode === 200)).toBe(true);
    const resultados = respostas.map((r) => r.json().resultado as string).sort();
    expect(resultados).toEqual([...Array<string>(19).fill('bloqueado'), 'incorreto']);
    expect(await onboarding(numero)).toMatchObject({ erros_ano: 2, retorno_situacao: 'pendente' });
    expect(await caso(numero)).toEqual({ fase: 'Retorno Solicitado', status: 'Em Andamento' });
    expect(await auditoria('posvenda.bloqueado', `cota:${sessao.idCota}`)).toHaveLength(1);
    expect(await auditoria('posvenda.ano-incorreto', `cota:${sessao.idCota}`)).toHaveLength(1);
    // The right year no longer opens it.
    expect((await ano(sessao, 1986)).json()).toMatchObject({ resultado: 'bloqueado' });
    expect((await estado(sessao)).json()).toMatchObject({ bloqueado: true, retornoPendente: true });

    // Vértice's analyst does not see Horizonte's call-back; the administrator's analyst does.
    const vertice = await entrarOperador('analista.vertice@portal.example');
    const deOutro = (await operador('GET', '/pos-venda/retornos', vertice)).json().data as {
      CaseNumber: string;
    }[];
    expect(deOutro.map((r) => r.CaseNumber)).not.toContain(numero);
    const analista = await entrarOperador('analista@portal.example');
    const fila = (await operador('GET', '/pos-venda/retornos', analista)).json().data as {
      id: number;
      CaseNumber: string;
      motivo: string;
    }[];
    const item = fila.find((r) => r.CaseNumber === numero)!;
    expect(item).toMatchObject({ motivo: 'bloqueio' });

    expect(
      (await operador('PATCH', `/pos-venda/retornos/${item.id}`, vertice, { nota: 'Ligação feita' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await operador('PATCH', `/pos-venda/retornos/${item.id}`, analista, { nota: '' })).statusCode,
    ).toBe(400);
    const feito = await operador('PATCH', `/pos-venda/retornos/${item.id}`, analista, {
      nota: 'Identidade confirmada por telefone',
    });
    expect(feito.statusCode, feito.body).toBe(200);
    expect(
      (await operador('PATCH', `/pos-venda/retornos/${item.id}`, analista, { nota: 'De novo' })).statusCode,
    ).toBe(404);
    expect(await auditoria('posvenda.retorno-concluido', `cota:${sessao.idCota}`)).toHaveLength(1);
    expect(await caso(numero)).toEqual({ fase: 'E-mail Enviado', status: 'Em Andamento' });
    expect((await estado(sessao)).json()).toMatchObject({
      bloqueado: false,
      errosAno: 0,
      retornoPendente: false,
    });
    expect((await ano(sessao, 1986)).json()).toMatchObject({ resultado: 'correto' });
  });

  it("the customer's call-back: 20 at once open one; the case waits in Retorno Solicitado", async () => {
    const { sessao, numero } = await cloneComCaso();
    expect((await ano(sessao, 1986)).json()).toMatchObject({ resultado: 'correto' });
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        retorno(
          sessao,
          { telefone: '(11) 98765-4321', periodo: i % 2 ? 'manha' : 'tarde' },
          `10.54.2.${i + 1}`,
        ),
      ),
    );
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(respostas.find((r) => r.statusCode === 201)!.json()).toMatchObject({ protocolo: numero });
    expect(await auditoria('posvenda.retorno-pedido', `cota:${sessao.idCota}`)).toHaveLength(1);
    expect(await caso(numero)).toMatchObject({ fase: 'Retorno Solicitado' });
    const res = await responder(sessao, { passo: 'dados-cadastrais', ciente: true });
    expect(res.json()).toEqual({ mensagem: M.retornoPendente });
  });
});
