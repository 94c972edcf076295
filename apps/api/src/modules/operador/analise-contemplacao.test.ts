import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hojeEmSaoPaulo, MENSAGENS_ANALISE_CONTEMPLACAO as M, somarDias } from '@portal/domain';
import { CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';

/**
 * The analyst's contemplation analysis (issue 18, back-office): Maria's 3030/0009 analysis (Consórcio Horizonte)
 * after she sent her documents the way the app does; the queue by SLA, the partner scope, bad decisions that
 * change nothing, the send-back the customer reads, her re-sending, and one approval out of 20 at once.
 */

let t: TestApp;
let maria: { access_token: string; idCota: number };
let analista: string;
let daHorizonte: string;
let daVertice: string;
let numero: string;
let ids: string[];

const FRONTEIRA = '----portal-analise';
const hoje = () => hojeEmSaoPaulo(new Date());

async function entrarOperador(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/operador/v1/login',
    payload: { email, senha: 'Operador#2026' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

const operador = (metodo: 'GET' | 'PATCH', url: string, token: string, payload?: object) =>
  t.app.inject({
    method: metodo,
    url: `/operador/v1/analises-contemplacao${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const cliente = (metodo: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method: metodo,
    url: PREFIX + url,
    headers: { ...CABECALHOS, access_token: maria.access_token },
    ...(payload ? { payload } : {}),
  });

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

async function enviarArquivos(nomes: string[]): Promise<string[]> {
  const pedacos: Buffer[] = [];
  for (const nome of nomes)
    pedacos.push(
      Buffer.from(
        `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\n` +
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
      access_token: maria.access_token,
      'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ documentos: { id: string }[] }>().documentos.map((d) => d.id);
}

const comprovante = (id: string) => ({
  id,
  codigo: 'comprovante_residencia',
  dataDocumento: somarDias(hoje(), -5),
  emNomeDoTitular: true,
});

const caso = async () =>
  (
    await sql<{
      fase: string;
      status: string;
      documentos_ilegiveis: string | null;
      explique_motivo: string | null;
    }>('select fase, status, documentos_ilegiveis, explique_motivo from casos where numero = $1', [numero])
  )[0]!;
const auditorias = () =>
  sql<{ acao: string; detalhes: Record<string, unknown> }>(
    "select acao, detalhes from auditoria where alvo = $1 and acao = 'analise-contemplacao.decidida' order by id",
    [`caso:${numero}`],
  );

/** Maria sends her documents as the app does: selection, agreements locked, files, `solicitar`. */
beforeAll(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000_000 });
  const s = await t.login(MARIA);
  const cotas = (await t.get('/cotas', s.access_token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === 3030 && c.cota === 9)!.idCota;
  maria = {
    access_token: (
      await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })
    ).json().access_token as string,
    idCota,
  };
  analista = await entrarOperador('analista@portal.example');
  daHorizonte = await entrarOperador('analista.horizonte@portal.example');
  daVertice = await entrarOperador('analista.vertice@portal.example');
  const [linha] = await sql<{ numero: string }>(
    "update casos set fase = 'Tratativa Não Iniciada' where cota_id = $1 and tipo = 'Consultoria_Analise' returning numero",
    [idCota],
  );
  numero = linha!.numero;
  // Income at exactly 35 % of the instalment: the recommendation approves.
  await sql(
    `update renda_patrimonio set valor_renda_centavos = (select valor_parcela_centavos * 100 / 35 from cotas where id = $1)
      where cliente_id = (select cliente_id from cotas where id = $1)`,
    [idCota],
  );
  const url = `/cotas/${idCota}/contemplacao`;
  expect(
    (
      await cliente('PUT', `${url}/selecao-documentos`, {
        tipoRenda: 'assalariado_renda_variavel',
        tipoIdentificacao: 'rg',
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await cliente('PUT', `${url}/aceites`, { termosECondicoes: true, autorizacaoConsultaCredito: true }))
      .statusCode,
  ).toBe(200);
  expect((await cliente('POST', `${url}/aceites/travar`)).statusCode).toBe(200);
  ids = await enviarArquivos(['rg1.pdf', 'rg2.pdf', 'selfie.pdf', 'comp.pdf', 'h1.pdf', 'h2.pdf', 'h3.pdf']);
  const envio = await cliente('POST', '/antifraude/analise-documento/solicitar', {
    CaseNumber: numero,
    documentos: [
      { id: ids[0], codigo: 'documento_pessoal' },
      { id: ids[1], codigo: 'documento_pessoal' },
      { id: ids[2], codigo: 'selfie' },
      comprovante(ids[3]!),
      { id: ids[4], codigo: 'holerite' },
      { id: ids[5], codigo: 'holerite' },
      { id: ids[6], codigo: 'holerite' },
    ],
  });
  expect(envio.statusCode, envio.body).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('the queue and the partner scope', () => {
  it('lists the analysis with its 48-business-hour SLA to the staff and its partner, never to the other partner', async () => {
    for (const token of [analista, daHorizonte]) {
      const fila = await operador('GET', '', token);
      expect(fila.statusCode, fila.body).toBe(200);
      const item = fila.json().data.find((i: { CaseNumber: string }) => i.CaseNumber === numero);
      expect(item).toMatchObject({
        Fase__c: 'Triagem em Andamento',
        parceiro: 'Consórcio Horizonte',
        grupo: 3030,
        cota: 9,
        sla: { atrasado: false },
      });
      expect(item.sla.texto).toMatch(/^(Faltam \d+ h úteis|Vence em menos de 1 h útil)$/);
      // Sorted by business time left.
      const restantes = fila
        .json()
        .data.map((i: { sla: { minutosUteisRestantes: number } }) => i.sla.minutosUteisRestantes);
      expect(restantes).toEqual([...restantes].sort((a, b) => a - b));
    }
    const vertice = await operador('GET', '', daVertice);
    expect(vertice.statusCode).toBe(200);
    expect(vertice.json().data.map((i: { CaseNumber: string }) => i.CaseNumber)).not.toContain(numero);

    const detalhe = await operador('GET', `/${numero}`, daVertice);
    const inexistente = await operador('GET', '/99999997', daVertice);
    expect(detalhe.statusCode).toBe(404);
    expect(detalhe.body).toBe(inexistente.body);
    const decisao = await operador('PATCH', `/${numero}/decisao`, daVertice, {
      decisao: 'pedir-documentos',
      expliqueMotivo: 'x',
    });
    expect(decisao.statusCode).toBe(404);
    expect((await caso()).fase).toBe('Triagem em Andamento');
    expect(await auditorias()).toEqual([]);
  });

  it('shows the documents in sending order and the screening against the declared income', async () => {
    const res = await operador('GET', `/${numero}`, daHorizonte);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      aguardaDecisao: true,
      cliente: { inscricaoNacional: '52998224725' },
      crivo: { limite: 0.35, recomendacao: 'aprovar' },
    });
    expect(res.json().documentos.map((d: { id: string; descricao: string }) => d.id)).toEqual(ids);
    expect(res.json().documentos[3]).toMatchObject({
      descricao: 'Comprovante de residência',
      resultado: null,
    });
  });
});

describe('decisions', () => {
  it('refuses bad decisions in Portuguese and changes nothing', async () => {
    const [alheio] = await sql<{ id: string }>(
      'select id from documentos where caso_id is distinct from (select id from casos where numero = $1) limit 1',
      [numero],
    );
    const casos: [object, string][] = [
      [{ decisao: 'arquivar' }, 'Decisão inválida.'],
      [
        { decisao: 'devolver', documentos: [{ id: ids[0], resultado: 'borrado' }] },
        'Resultado de documento inválido.',
      ],
      [
        { decisao: 'aprovar', documentos: [{ id: 'nao-e-uuid', resultado: 'aprovado' }] },
        M.documentoDeOutroCaso,
      ],
      [
        {
          decisao: 'devolver',
          documentos: [{ id: alheio?.id ?? '00000000-0000-4000-8000-000000000000', resultado: 'ilegivel' }],
          expliqueMotivo: 'x',
        },
        M.documentoDeOutroCaso,
      ],
      [
        {
          decisao: 'aprovar',
          documentos: [{ id: ids[0], resultado: 'aprovado' }],
          crivo: { resultado: 'aprovar' },
        },
        M.aprovarTodos,
      ],
      [{ decisao: 'devolver', expliqueMotivo: 'Reenvie' }, M.semProblema],
      [{ decisao: 'devolver', documentos: [{ id: ids[3], resultado: 'ilegivel' }] }, M.motivoObrigatorio],
      [{ decisao: 'reprovar', expliqueMotivo: 'Renda insuficiente' }, M.crivoObrigatorio],
      [
        { decisao: 'reprovar', expliqueMotivo: 'Renda', crivo: { resultado: 'reprovar' } },
        M.justificarDivergencia,
      ],
      // Issue 18: the extra documents are catalogue codes, at least one, and only when asking for documents.
      [{ decisao: 'pedir-documentos', expliqueMotivo: 'Envie o extrato' }, M.adicionaisObrigatorios],
      [
        { decisao: 'pedir-documentos', expliqueMotivo: 'Envie', documentosAdicionais: ['extrato_poupanca'] },
        M.adicionalDesconhecido,
      ],
      [
        {
          decisao: 'reprovar',
          expliqueMotivo: 'Renda',
          crivo: { resultado: 'aprovar' },
          documentosAdicionais: ['extrato_bancario'],
        },
        M.adicionaisSoAoPedir,
      ],
    ];
    for (const [body, mensagem] of casos) {
      const res = await operador('PATCH', `/${numero}/decisao`, analista, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().mensagem).toBe(mensagem);
    }
    expect(await caso()).toMatchObject({ fase: 'Triagem em Andamento', documentos_ilegiveis: null });
    expect(await auditorias()).toEqual([]);
    expect(await sql('select 1 from revisoes_documentos_analise')).toEqual([]);
    expect(
      await sql('select documentos_adicionais from selecoes_documentos where cota_id = $1', [maria.idCota]),
    ).toEqual([{ documentos_adicionais: [] }]);
    expect((await operador('GET', '', '')).statusCode).toBe(401);
  });

  it('sends one document back with its reason: the lists the customer reads, the audit and her notification', async () => {
    const aprovados = ids.map((id, i) => ({ id, resultado: i === 3 ? 'ilegivel' : 'aprovado' }));
    const res = await operador('PATCH', `/${numero}/decisao`, daHorizonte, {
      decisao: 'devolver',
      documentos: aprovados,
      expliqueMotivo: 'A foto do comprovante está tremida. Envie uma nova, com o endereço legível.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Fase__c: 'Pendência Cliente',
      aguardaDecisao: false,
      DocumentosIlegiveis__c: 'Comprovante de residência',
      DocumentosIncompletos__c: null,
      ExpliqueMotivo__c: 'A foto do comprovante está tremida. Envie uma nova, com o endereço legível.',
    });
    const [registro] = await auditorias();
    expect(registro!.detalhes).toMatchObject({
      decisao: 'devolver',
      de: { fase: 'Triagem em Andamento' },
      para: { fase: 'Pendência Cliente' },
      documentos: aprovados,
    });
    // One notice for the decision, telling her the step is hers again and until when (not a second one with
    // the case's phase).
    const avisos = await sql<{ resumo: string }>(
      "select resumo from informativos where cota_id = $1 and origem = 'casos' order by id desc limit 2",
      [maria.idCota],
    );
    expect(avisos[0]!.resumo).toMatch(
      /^Cota 003030 \/ 0009: reenvie os documentos indicados até \d{2}\/\d{2}\/\d{4}\.$/,
    );
    expect(avisos[1]!.resumo).not.toContain('Pendência Cliente');
    // What the customer's screens read.
    const consulta = await cliente('POST', '/salesforce/consulta/casos', {
      CPF_CNPJ: '52998224725',
      IdExternoCota: String(maria.idCota),
      RecordTypeDeveloperName: 'Consultoria_Analise',
    });
    expect(consulta.json().compositeResponse[0].body).toMatchObject({
      Fase__c: 'Pendência Cliente',
      DocumentosIlegiveis__c: 'Comprovante de residência',
    });
  });

  it('after she re-sends only that document, one of 20 parallel approvals applies; the others are 409', async () => {
    const [novo] = await enviarArquivos(['comp-novo.pdf']);
    const reenvio = await cliente('POST', '/antifraude/analise-documento/solicitar-reanalise', {
      CaseNumber: numero,
      documentos: [comprovante(novo!)],
    });
    expect(reenvio.statusCode, reenvio.body).toBe(200);
    const detalhe = (await operador('GET', `/${numero}`, daHorizonte)).json();
    expect(detalhe.Fase__c).toBe('Retorno Cliente Reanálise');
    expect(
      detalhe.documentos.map((d: { resultado: string | null; substituido: boolean }) => [
        d.resultado,
        d.substituido,
      ]),
    ).toEqual([
      ...Array(3).fill(['aprovado', false]),
      ['ilegivel', true],
      ...Array(3).fill(['aprovado', false]),
      [null, false],
    ]);

    // Issue 18: the analyst asks for the bank statement; her selection lists it, and she sends it.
    const pedido = await operador('PATCH', `/${numero}/decisao`, daHorizonte, {
      decisao: 'pedir-documentos',
      documentos: [{ id: novo, resultado: 'aprovado' }],
      expliqueMotivo: 'Envie também o extrato bancário dos últimos meses.',
      documentosAdicionais: ['extrato_bancario'],
    });
    expect(pedido.statusCode, pedido.body).toBe(200);
    expect(pedido.json().Fase__c).toBe('Pendência Cliente Reanálise');
    const selecao = await cliente('GET', `/cotas/${maria.idCota}/contemplacao/selecao-documentos`);
    expect(selecao.statusCode, selecao.body).toBe(200);
    const pedidos = selecao.json().documentosParaEnviar as { codigo: string; pedidoPeloAnalista: boolean }[];
    expect(pedidos.filter((d) => d.pedidoPeloAnalista)).toEqual([
      expect.objectContaining({
        codigo: 'extrato_bancario',
        description: 'Extrato bancário',
        sentToSF: false,
      }),
    ]);
    expect((await auditorias())[1]!.detalhes).toMatchObject({
      decisao: 'pedir-documentos',
      documentosAdicionais: ['extrato_bancario'],
    });
    const [extrato] = await enviarArquivos(['extrato.pdf']);
    const envioDoExtrato = await cliente('POST', '/antifraude/analise-documento/solicitar-reanalise', {
      CaseNumber: numero,
      documentos: [{ id: extrato, codigo: 'extrato_bancario', dataDocumento: somarDias(hoje(), -3) }],
    });
    expect(envioDoExtrato.statusCode, envioDoExtrato.body).toBe(200);

    const body = {
      decisao: 'aprovar',
      documentos: [{ id: extrato, resultado: 'aprovado' }],
      crivo: { resultado: 'aprovar' },
    };
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => operador('PATCH', `/${numero}/decisao`, analista, body)),
    );
    expect(respostas.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const recusadas = respostas.filter((r) => r.statusCode !== 200);
    expect(recusadas.map((r) => r.statusCode)).toEqual(Array(19).fill(409));
    expect(recusadas[0]!.json()).toEqual({ mensagem: M.naoAguarda });
    expect(await caso()).toMatchObject({
      fase: 'Cadastro Aprovado',
      status: 'Fechado',
      documentos_ilegiveis: null,
    });
    const registros = await auditorias();
    expect(registros.map((r) => r.detalhes.decisao)).toEqual(['devolver', 'pedir-documentos', 'aprovar']);
    expect(registros[2]!.detalhes.crivo).toMatchObject({
      resultado: 'aprovar',
      recomendacao: 'aprovar',
      divergente: false,
    });
    const fila = (await operador('GET', '', analista)).json().data;
    expect(fila.map((i: { CaseNumber: string }) => i.CaseNumber)).not.toContain(numero);
  });
});
