import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adicionarDiasUteis,
  hojeEmSaoPaulo,
  MENSAGEM_FASE_SO_COM_DOCUMENTOS,
  MENSAGENS_DOCUMENTOS_CONTEMPLACAO,
  somarDias,
} from '@portal/domain';
import { ANA, CABECALHOS, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';
import { doisProcessos, type DoisProcessos } from '../../../test/dois-processos.ts';
import { FILA_DESCONTEMPLAR, MENSAGENS_CONTEMPLACAO } from './contemplacao.service.ts';

/**
 * The contemplation journey's API on the seed: Maria's 3030/0009 (bid, contemplated 3 days ago, analysis case in
 * 'Triagem em Andamento'), 2020/0112 (draw, a cash-billing case in 'Pendência Cliente'), 1010/0088 (the 1900
 * placeholder); Ana's 8080/0230 on the other partner (Vértice: 5 business days of guarantee, Horizonte 10).
 */

let dois: DoisProcessos;
let t: TestApp;
type Sessao = { access_token: string; idCota: number };
let maria3030: Sessao;
let maria2020: Sessao;
let maria1010: Sessao;
let ana8080: Sessao;
/** Files uploaded by the refused sendings, still waiting for a case (a flow holds at most 10). */
let enviadosAntes: string[] = [];

async function sessaoNaCota(
  documento: string,
  grupo: number,
  numero: number,
  idParceiro = 1,
): Promise<Sessao> {
  const s = await t.login(documento, { idParceiro });
  const cotas = (await t.get('/cotas', s.access_token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === grupo && c.cota === numero)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  return { access_token: nova.access_token as string, idCota };
}

const pedir = (method: 'GET' | 'PUT' | 'POST', url: string, s: Sessao, payload?: object) =>
  t.app.inject({
    method,
    url: PREFIX + url,
    headers: { ...CABECALHOS, access_token: s.access_token },
    ...(payload ? { payload } : {}),
  });

const FRONTEIRA = '----portal-contemplacao';
function multipart(nomes: string[]) {
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
  return Buffer.concat(pedacos);
}
async function enviarArquivos(s: Sessao, nomes: string[]): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${PREFIX}/fluxos/cadastro/documentos`,
    payload: multipart(nomes),
    headers: {
      ...CABECALHOS,
      access_token: s.access_token,
      'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ documentos: { id: string }[] }>().documentos.map((d) => d.id);
}

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];
const casoDaCota = async (idCota: number, tipo: string) =>
  (
    await sql<{ id: number; numero: string; fase: string; status: string }>(
      'select id, numero, fase, status from casos where cota_id = $1 and tipo = $2 order by id desc limit 1',
      [idCota, tipo],
    )
  )[0]!;
const historico = async (casoId: number) =>
  sql<{ autor: string; fase_para: string; nota: string }>(
    'select autor, fase_para, nota from casos_historico where caso_id = $1 order by id',
    [casoId],
  );

const hoje = () => hojeEmSaoPaulo(new Date());

beforeAll(async () => {
  dois = await doisProcessos();
  t = dois.a;
  maria3030 = await sessaoNaCota(MARIA, 3030, 9);
  maria2020 = await sessaoNaCota(MARIA, 2020, 112);
  maria1010 = await sessaoNaCota(MARIA, 1010, 88);
  ana8080 = await sessaoNaCota(ANA, 8080, 230, 2);
}, 60_000);
afterAll(() => dois.fechar());

describe('situation and available credit', () => {
  it('tells the analysis screen, hides the case number while in triage, and gives deadlines as dates', async () => {
    const res = await pedir('GET', `/cotas/${maria3030.idCota}/contemplacao`, maria3030);
    expect(res.statusCode).toBe(200);
    const dataContemplacao = somarDias(hoje(), -3);
    expect(res.json()).toMatchObject({ categoria: 'servicos', itemGarantia: 'boleto' });
    const prazo = adicionarDiasUteis(dataContemplacao, 10);
    expect(res.json()).toMatchObject({
      contemplada: true,
      dataContemplacao,
      porSorteio: false,
      caso: { CaseNumber: null, jaPossuiCaso: true, Fase__c: 'Triagem em Andamento' },
      tela: 'confirmacao-documentos',
      prazoGarantia: {
        data: prazo,
        dataFormatada: `${prazo.slice(8)}/${prazo.slice(5, 7)}/${prazo.slice(0, 4)}`,
      },
      avisoNaoPerca: true,
      restricaoCpf: 'sem-restricao',
    });
    expect(res.json().prazoAnalise).not.toBeNull();
    expect(res.json().etapas[0]).toBe('OfferConfirmation');
    expect(res.json().linhaDoTempo.map((i: { estado: string }) => i.estado)).toEqual([
      'concluida',
      'concluida',
      'atual',
      'pendente',
      'pendente',
    ]);

    const sorteio = (await pedir('GET', `/cotas/${maria2020.idCota}/contemplacao`, maria2020)).json();
    expect(sorteio).toMatchObject({ porSorteio: true, caso: null, tela: 'fluxo-contemplado' });
    expect(sorteio.etapas.slice(0, 2)).toEqual(['DrawPresentation', 'Conditions']);
  });

  it('uses the partner of the quota for the guarantee deadline (other partner, other host)', async () => {
    const res = await pedir('GET', `/cotas/${ana8080.idCota}/contemplacao`, ana8080);
    expect(res.statusCode).toBe(200);
    expect(res.json().prazoGarantia.data).toBe(adicionarDiasUteis(somarDias(hoje(), -20), 5));
    // Maria's token on the other partner's host is refused like any foreign session.
    const outroHost = await t.app.inject({
      method: 'GET',
      url: `${PREFIX}/cotas/${maria3030.idCota}/contemplacao`,
      headers: { ...CABECALHOS, access_token: maria3030.access_token, host: '127.0.0.1' },
    });
    expect(outroHost.statusCode).not.toBe(200);
    expect(outroHost.body).not.toContain('Triagem');
  });

  it('reads the credit screening: a restriction adds the CPF step, 27 is an error', async () => {
    const url = `/cotas/${maria3030.idCota}/contemplacao`;
    await sql(
      "insert into retornos_crivo (cota_id, codigo, descricao) values ($1, '12', 'Restrição no CPF')",
      [maria3030.idCota],
    );
    const restrito = (await pedir('GET', url, maria3030)).json();
    expect(restrito.restricaoCpf).toBe('restrito');
    expect(restrito.etapas).toContain('CpfRestriction');
    await sql("update retornos_crivo set codigo = '27' where cota_id = $1", [maria3030.idCota]);
    const erro = (await pedir('GET', url, maria3030)).json();
    expect(erro.restricaoCpf).toBe('erro');
    expect(erro.etapas).not.toContain('CpfRestriction');
    await sql('delete from retornos_crivo where cota_id = $1', [maria3030.idCota]);
  });

  it('answers the available credit only for a contemplated quota, never for the 1900 placeholder', async () => {
    const res = await pedir('GET', `/cotas/${maria3030.idCota}/valor-disponivel`, maria3030);
    expect(res.statusCode).toBe(200);
    // The seed's winning free bid embedded R$ 2.500,00 of the credit (its guarantee item is the bid's boleto).
    expect(res.json()).toEqual({
      valorCredito: 2_500_000,
      valorDisponivel: 2_250_000,
      valorEmbutido: 250_000,
      dataContemplacao: somarDias(hoje(), -3),
    });
    const placeholder = await pedir('GET', `/cotas/${maria1010.idCota}/valor-disponivel`, maria1010);
    expect(placeholder.statusCode).toBe(404);
    expect(placeholder.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.naoContemplada });
  });

  it("answers another customer's quota exactly like an unknown one", async () => {
    for (const caminho of ['contemplacao', 'valor-disponivel', 'contemplacao/selecao-documentos']) {
      const alheia = await pedir('GET', `/cotas/${ana8080.idCota}/${caminho}`, maria3030);
      const inexistente = await pedir('GET', `/cotas/99999999/${caminho}`, maria3030);
      expect(alheia.statusCode).toBe(404);
      expect(alheia.body).toBe(inexistente.body);
    }
  });
});

describe('document selection and agreements', () => {
  it('refuses bad input in Portuguese and changes nothing', async () => {
    const antes = (
      await pedir('GET', `/cotas/${maria3030.idCota}/contemplacao/selecao-documentos`, maria3030)
    ).json();
    expect(antes).toMatchObject({ documentosParaEnviar: [], travado: false, CaseNumber: null });
    const ruim = await pedir('PUT', `/cotas/${maria3030.idCota}/contemplacao/selecao-documentos`, maria3030, {
      tipoRenda: 'astronauta',
      tipoIdentificacao: 'rg',
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().mensagem).toContain('Escolha o tipo de renda.');
    const travarCedo = await pedir(
      'POST',
      `/cotas/${maria3030.idCota}/contemplacao/aceites/travar`,
      maria3030,
    );
    expect(travarCedo.statusCode).toBe(400);
    expect(travarCedo.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.aceitesPendentes });
    const depois = (
      await pedir('GET', `/cotas/${maria3030.idCota}/contemplacao/selecao-documentos`, maria3030)
    ).json();
    expect(depois).toEqual(antes);
    // Ana has no analysis case: her quota says so.
    const semCaso = await pedir('GET', `/cotas/${ana8080.idCota}/contemplacao/selecao-documentos`, ana8080);
    expect(semCaso.statusCode).toBe(404);
    expect(semCaso.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.semProcessos });
  });

  it('lists the documents of the income type, with the ID type minimum', async () => {
    const res = await pedir('PUT', `/cotas/${maria3030.idCota}/contemplacao/selecao-documentos`, maria3030, {
      tipoRenda: 'assalariado_renda_variavel',
      tipoIdentificacao: 'rg',
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .documentosParaEnviar.map(
          (d: { codigo: string; quantidade: number }) => `${d.codigo}×${d.quantidade}`,
        ),
    ).toEqual(['documento_pessoal×2', 'selfie×1', 'comprovante_residencia×1', 'holerite×3']);
  });

  it('locks the agreements once under 20 parallel requests; locked flags never change, even by SQL', async () => {
    const url = `/cotas/${maria3030.idCota}/contemplacao`;
    expect(
      (
        await pedir('PUT', `${url}/aceites`, maria3030, {
          termosECondicoes: true,
          autorizacaoConsultaCredito: false,
        })
      ).statusCode,
    ).toBe(200);
    // Half lock, half try to change the flags, all at once: whatever the order, a lock holds only accepted terms.
    const corrida = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? pedir('POST', `${url}/aceites/travar`, maria3030)
          : pedir('PUT', `${url}/aceites`, maria3030, {
              termosECondicoes: true,
              autorizacaoConsultaCredito: i % 4 === 1,
            }),
      ),
    );
    for (const r of corrida) expect([200, 400, 409]).toContain(r.statusCode);
    let estado = (await pedir('GET', `${url}/selecao-documentos`, maria3030)).json();
    if (estado.travado)
      expect(estado.aceites).toEqual({ termosECondicoes: true, autorizacaoConsultaCredito: true });
    if (!estado.travado) {
      await pedir('PUT', `${url}/aceites`, maria3030, {
        termosECondicoes: true,
        autorizacaoConsultaCredito: true,
      });
      const travas = await Promise.all(
        Array.from({ length: 20 }, () => pedir('POST', `${url}/aceites/travar`, maria3030)),
      );
      expect(travas.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      estado = (await pedir('GET', `${url}/selecao-documentos`, maria3030)).json();
    }
    expect(estado).toMatchObject({
      travado: true,
      aceites: { termosECondicoes: true, autorizacaoConsultaCredito: true },
    });

    // Repeats answer the same lock; the case's history tells it once.
    const mais = await Promise.all(
      Array.from({ length: 20 }, () => pedir('POST', `${url}/aceites/travar`, maria3030)),
    );
    expect(new Set(mais.map((r) => `${r.statusCode} ${r.json().travadoEm}`))).toEqual(
      new Set([`200 ${estado.travadoEm}`]),
    );
    const caso = await casoDaCota(maria3030.idCota, 'Consultoria_Analise');
    expect(
      (await historico(caso.id)).filter((h) => h.nota === 'Aceites confirmados e travados pelo cliente'),
    ).toHaveLength(1);

    const mudar = await Promise.all(
      Array.from({ length: 20 }, () =>
        pedir('PUT', `${url}/aceites`, maria3030, {
          termosECondicoes: false,
          autorizacaoConsultaCredito: false,
        }),
      ),
    );
    for (const r of mudar) expect(r.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.aceitesTravados });
    await expect(
      sql('update selecoes_documentos set aceite_termos = false where caso_id = $1', [caso.id]),
    ).rejects.toThrow(/aceites travados/);
    await expect(
      sql('update selecoes_documentos set travado_em = null where caso_id = $1', [caso.id]),
    ).rejects.toThrow();
    expect((await pedir('GET', `${url}/selecao-documentos`, maria3030)).json()).toMatchObject({
      travado: true,
      travadoEm: estado.travadoEm,
      aceites: { termosECondicoes: true, autorizacaoConsultaCredito: true },
    });
  });
});

describe('sending documents to the analysis (antifraude/analise-documento)', () => {
  it('refuses bad sendings in Portuguese, ties nothing, moves nothing', async () => {
    const caso = await casoDaCota(maria3030.idCota, 'Consultoria_Analise');
    await sql("update casos set fase = 'Tratativa Não Iniciada' where id = $1", [caso.id]);
    enviadosAntes = await enviarArquivos(maria3030, ['rg1.pdf', 'rg2.pdf', 'selfie.pdf', 'comp.pdf']);
    const [rg1, rg2, selfie, comprovante] = enviadosAntes;
    const base = { CaseNumber: caso.numero };
    const casos: [object, number, string][] = [
      [
        { ...base, documentos: [{ id: selfie, codigo: 'selfie' }] },
        400,
        MENSAGENS_DOCUMENTOS_CONTEMPLACAO.selfieAntesDoDocumento,
      ],
      [
        { ...base, documentos: [{ id: rg1, codigo: 'documento_pessoal' }] },
        400,
        MENSAGENS_DOCUMENTOS_CONTEMPLACAO.minimoArquivos('RG (frente e verso)', 2),
      ],
      [
        {
          ...base,
          documentos: [
            {
              id: comprovante,
              codigo: 'comprovante_residencia',
              dataDocumento: somarDias(hoje(), -90),
              emNomeDoTitular: true,
            },
          ],
        },
        400,
        MENSAGENS_DOCUMENTOS_CONTEMPLACAO.comprovanteAntigo,
      ],
      [{ ...base, documentos: [{ id: rg1, codigo: 'passaporte' }] }, 400, 'Tipo de documento inválido.'],
      [{ ...base, documentos: [] }, 400, 'Todos os arquivos são obrigatórios.'],
      [{ ...base, documentos: [{ id: rg1, codigo: 'dut' }] }, 400, MENSAGENS_CONTEMPLACAO.documentoVendedor],
      [
        { CaseNumber: '99999999', documentos: [{ id: rg1, codigo: 'documento_pessoal' }] },
        404,
        'Caso não encontrado.',
      ],
    ];
    for (const [body, status, mensagem] of casos) {
      const res = await pedir('POST', '/antifraude/analise-documento/solicitar', maria3030, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().mensagem).toContain(mensagem);
    }
    const empresa = await pedir('POST', '/antifraude/analise-documento/solicitar-empresa', maria3030, {
      ...base,
      documentos: [
        { id: rg1, codigo: 'documento_pessoal' },
        { id: rg2, codigo: 'documento_pessoal' },
      ],
    });
    expect(empresa.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.somenteEmpresa });
    const vendedor = await pedir('POST', '/antifraude/analise-documento/solicitar-vendedor', maria3030, {
      ...base,
      documentos: [{ id: rg1, codigo: 'dut' }],
    });
    expect(vendedor.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.casoDeOutroTipo });
    // Nor can the app's case update skip the documents.
    const atalho = await pedir('POST', `/salesforce/contemplacao/casos/${caso.numero}`, maria3030, {
      Fase__c: 'Triagem em Andamento',
      Origin: 'APP',
      CaseNumber: caso.numero,
    });
    expect(atalho.statusCode).toBe(409);
    expect(atalho.json()).toEqual({ mensagem: MENSAGEM_FASE_SO_COM_DOCUMENTOS });
    expect((await casoDaCota(maria3030.idCota, 'Consultoria_Analise')).fase).toBe('Tratativa Não Iniciada');
    expect(
      (await t.get(`/casos/${caso.numero}/documentos`, maria3030.access_token)).json().documentos,
    ).toEqual([]);
  });

  it("answers another customer's case like an unknown one", async () => {
    const [id] = await enviarArquivos(ana8080, ['x.pdf']);
    const alheio = (
      await sql<{ numero: string }>(
        "select numero from casos where tipo = 'Consultoria_Analise' order by id limit 1",
      )
    )[0]!;
    const deAna = await pedir('POST', '/antifraude/analise-documento/solicitar', ana8080, {
      CaseNumber: alheio.numero,
      documentos: [{ id, codigo: 'documento_pessoal' }],
    });
    const inexistente = await pedir('POST', '/antifraude/analise-documento/solicitar', ana8080, {
      CaseNumber: '99999998',
      documentos: [{ id, codigo: 'documento_pessoal' }],
    });
    expect(deAna.statusCode).toBe(404);
    expect(deAna.body).toBe(inexistente.body);
  });

  it('ties the documents once and moves the case once under 20 parallel identical sendings', async () => {
    const caso = await casoDaCota(maria3030.idCota, 'Consultoria_Analise');
    const ids = [...enviadosAntes, ...(await enviarArquivos(maria3030, ['h1.pdf', 'h2.pdf', 'h3.pdf']))];
    const body = {
      CaseNumber: caso.numero,
      documentos: [
        { id: ids[0], codigo: 'documento_pessoal' },
        { id: ids[1], codigo: 'documento_pessoal' },
        { id: ids[2], codigo: 'selfie' },
        {
          id: ids[3],
          codigo: 'comprovante_residencia',
          dataDocumento: somarDias(hoje(), -10),
          emNomeDoTitular: true,
        },
        { id: ids[4], codigo: 'holerite' },
        { id: ids[5], codigo: 'holerite' },
        { id: ids[6], codigo: 'holerite' },
      ],
    };
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () =>
        pedir('POST', '/antifraude/analise-documento/solicitar', maria3030, body),
      ),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    for (const r of respostas) expect(r.json()).toEqual(respostas[0]!.json());
    expect(respostas[0]!.json()).toMatchObject({ CaseNumber: caso.numero, Fase__c: 'Triagem em Andamento' });
    expect(respostas[0]!.json().documentos).toHaveLength(7);
    expect(respostas[0]!.json().prazoAnalise.data).toBe(adicionarDiasUteis(hoje(), 2));
    const linhas = await historico(caso.id);
    expect(
      linhas.filter(
        (h) => h.fase_para === 'Triagem em Andamento' && h.nota.startsWith('Documentos enviados'),
      ),
    ).toHaveLength(1);
    expect((await sql('select 1 from documentos where caso_id = $1', [caso.id])).length).toBe(7);

    // The selection now marks them sent; new files for a case already in analysis: 409.
    const selecao = (
      await pedir('GET', `/cotas/${maria3030.idCota}/contemplacao/selecao-documentos`, maria3030)
    ).json();
    expect(selecao.documentosParaEnviar.every((d: { sentToSF: boolean }) => d.sentToSF)).toBe(true);
    expect(selecao.documentosEnviados[0]).toMatchObject({
      url: `${PREFIX}/documentos/${ids[0]}`,
      fileType: 'application/pdf',
    });
    // Once there, the app's case update may confirm the phase (its 204 of 01 §5).
    const confirmar = await pedir('POST', `/salesforce/contemplacao/casos/${caso.numero}`, maria3030, {
      Fase__c: 'Triagem em Andamento',
      Origin: 'APP',
      CaseNumber: caso.numero,
      DadosApp__c: JSON.stringify({ origem: 'contemplacao' }),
    });
    expect(confirmar.statusCode).toBe(204);
    const [outro] = await enviarArquivos(maria3030, ['outro.pdf']);
    const tarde = await pedir('POST', '/antifraude/analise-documento/solicitar', maria3030, {
      CaseNumber: caso.numero,
      documentos: [{ id: outro, codigo: 'holerite' }],
    });
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.casoNaoAguarda });
  });

  it('re-sends the document a cash-billing analyst marked illegible (solicitar-reanalise)', async () => {
    const caso = await casoDaCota(maria2020.idCota, 'Faturamento_Especie');
    expect(caso.fase).toBe('Pendência Cliente');
    const [id] = await enviarArquivos(maria2020, ['comprovante-novo.pdf']);
    const body = {
      CaseNumber: caso.numero,
      documentos: [
        { id, codigo: 'comprovante_residencia', dataDocumento: somarDias(hoje(), -5), emNomeDoTitular: true },
      ],
    };
    const inicial = await pedir('POST', '/antifraude/analise-documento/solicitar', maria2020, body);
    expect(inicial.statusCode).toBe(409);
    const res = await pedir('POST', '/antifraude/analise-documento/solicitar-reanalise', maria2020, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Fase__c: 'Aguardando Análise Pagamento Espécie',
      documentos: [{ id }],
    });
  });
});

describe('the goods-billing calls of the same family', () => {
  it('sends the invoice correction letter (seller documents only) and refuses the wrong step', async () => {
    const [numero] = (
      await sql<{ numero: string }>(
        `insert into casos (numero, tipo, status, fase, cliente_id, cota_id, origem, criado_em, atualizado_em)
         select lpad(nextval('casos_numero_seq')::text, 8, '0'), 'Faturamento_Auto_App', 'Em Andamento',
                'Pendência Nota Fiscal', c.cliente_id, c.id, 'Back-office', now(), now()
           from cotas c where c.id = $1
         returning numero`,
        [maria3030.idCota],
      )
    ).map((r) => r.numero);
    const [id] = await enviarArquivos(maria3030, ['carta.pdf']);
    const contemplacaoDoc = await pedir(
      'POST',
      '/antifraude/analise-documento/solicitar-carta-correcao',
      maria3030,
      {
        CaseNumber: numero,
        documentos: [{ id, codigo: 'holerite' }],
      },
    );
    expect(contemplacaoDoc.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.documentoVendedor });
    const vistoria = await t.app.inject({
      method: 'PUT',
      url: `${PREFIX}/antifraude/analise-documento/solicitar-reanalise-vistoria`,
      headers: { ...CABECALHOS, access_token: maria3030.access_token },
      payload: { CaseNumber: numero, documentos: [{ id, codigo: 'dut' }] },
    });
    expect(vistoria.statusCode).toBe(409);
    const carta = await pedir('POST', '/antifraude/analise-documento/solicitar-carta-correcao', maria3030, {
      CaseNumber: numero,
      documentos: [{ id, codigo: 'carta_correcao' }],
    });
    expect(carta.statusCode).toBe(200);
    expect(carta.json()).toMatchObject({
      CaseNumber: numero,
      Fase__c: 'Nota Fiscal Corrigida',
      documentos: [{ id }],
    });
  });
});

describe('descontemplation job', () => {
  it('descontemplates once, with two workers, only past the partner deadline, audited', async () => {
    // Ana's quota (Vértice: 5 business days) contemplated 20 days ago, with an analysis case still waiting.
    await sql(
      `insert into casos (numero, tipo, status, fase, cliente_id, cota_id, origem, criado_em, atualizado_em)
       select lpad(nextval('casos_numero_seq')::text, 8, '0'), 'Consultoria_Analise', 'Em Andamento',
              'Tratativa Não Iniciada', c.cliente_id, c.id, 'Back-office', now(), now()
         from cotas c where c.id = $1`,
      [ana8080.idCota],
    );
    // Maria's 3030/0009 (Horizonte: 10 business days, contemplated 3 days ago) back to waiting: not yet due.
    const maria = await casoDaCota(maria3030.idCota, 'Consultoria_Analise');
    await sql("update casos set fase = 'Pendência Cliente' where id = $1", [maria.id]);

    await t.app.trabalhos.enfileirar(FILA_DESCONTEMPLAR, {});
    await dois.b.app.trabalhos.enfileirar(FILA_DESCONTEMPLAR, {});
    const [a, b] = await Promise.all([
      t.app.trabalhos.executarPendentes(),
      dois.b.app.trabalhos.executarPendentes(),
    ]);
    expect(a + b).toBe(2);

    const caso = await casoDaCota(ana8080.idCota, 'Consultoria_Analise');
    expect(caso).toMatchObject({ fase: 'Prazo Finalizado', status: 'Fechado' });
    const [cota] = await sql<{ data_contemplacao: string; situacao: string }>(
      'select data_contemplacao::text, situacao from cotas where id = $1',
      [ana8080.idCota],
    );
    expect(cota).toEqual({ data_contemplacao: '1900-01-01', situacao: 'ATIVO - NORMAL' });
    expect(await sql("select 1 from auditoria where acao = 'cota.descontemplada'")).toHaveLength(1);
    expect((await historico(caso.id)).filter((h) => h.autor === 'sistema')).toHaveLength(1);
    const situacao = (await pedir('GET', `/cotas/${ana8080.idCota}/contemplacao`, ana8080)).json();
    expect(situacao).toMatchObject({ contemplada: false, etapas: [] });

    // The closed analysis takes no more changes.
    const fechado = await pedir('PUT', `/cotas/${ana8080.idCota}/contemplacao/selecao-documentos`, ana8080, {
      tipoRenda: 'autonomo',
      tipoIdentificacao: 'cnh',
    });
    expect(fechado.statusCode).toBe(409);
    expect(fechado.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.casoEncerrado });

    // Not due yet: untouched.
    expect((await casoDaCota(maria3030.idCota, 'Consultoria_Analise')).fase).toBe('Pendência Cliente');
    expect((await pedir('GET', `/cotas/${maria3030.idCota}/valor-disponivel`, maria3030)).statusCode).toBe(
      200,
    );

    // Run again: nothing left to do.
    await t.app.trabalhos.enfileirar(FILA_DESCONTEMPLAR, {});
    await t.app.trabalhos.executarPendentes();
    expect(await sql("select 1 from auditoria where acao = 'cota.descontemplada'")).toHaveLength(1);
  });
});
