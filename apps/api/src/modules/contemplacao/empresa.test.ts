import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hojeEmSaoPaulo,
  MENSAGENS_DOCUMENTOS_CONTEMPLACAO as M,
  MENSAGENS_SOCIOS as S,
  somarDias,
} from '@portal/domain';
import { CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';
import { MENSAGENS_CONTEMPLACAO } from './contemplacao.service.ts';

/**
 * A company holder's documents (02 §1, §3 groups, §5; ADR 0036): Transportadora Rota Sul's heavy 9090/0018,
 * contemplated by draw, with its credit-analysis case opened in 'Tratativa Não Iniciada'. The partners'
 * declaration, the company's list by group and partner, `solicitar-empresa` refusing what is missing, and the
 * analyst reading each document under its group and partner.
 */

const ROTA_SUL = '11222333000181';
const ANA = '52998224725';
const BRUNO = '22949521541';
const CAIO = '71460238001';

let t: TestApp;
type Sessao = { access_token: string; idCota: number; fluxo?: string };
let rota: Sessao;
let maria: Sessao;
let numero: string;
let casoId: number;

async function sessaoNaCota(documento: string, grupo: number, n: number): Promise<Sessao> {
  const s = await t.login(documento);
  const cotas = (await t.get('/cotas', s.access_token)).json().data as {
    idCota: number;
    grupo: number;
    cota: number;
  }[];
  const idCota = cotas.find((c) => c.grupo === grupo && c.cota === n)!.idCota;
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

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

const FRONTEIRA = '----portal-empresa';
async function enviarArquivos(s: Sessao, quantos: number): Promise<string[]> {
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
    url: `${PREFIX}/fluxos/${s.fluxo ?? 'contemplacao-empresa'}/documentos`,
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

const socio = (nome: string, cpf: string, o: object = {}) => ({
  nome,
  cpf,
  majoritario: false,
  administrador: false,
  entrouAposAdesao: false,
  tipoIdentificacao: 'cnh',
  ...o,
});
const SOCIOS = [
  socio('Ana Souza', '529.982.247-25', { majoritario: true, administrador: true, tipoIdentificacao: 'rg' }),
  socio('Bruno Lima', BRUNO, { administrador: true }),
  socio('Caio Reis', CAIO, { entrouAposAdesao: true }),
];

beforeAll(async () => {
  t = await createTestApp({ rateLimitPorMinuto: 1_000_000_000 });
  rota = await sessaoNaCota(ROTA_SUL, 9090, 18);
  maria = { ...(await sessaoNaCota(MARIA, 3030, 9)), fluxo: 'cadastro' };
  const [caso] = await sql<{ id: number; numero: string }>(
    `insert into casos (numero, tipo, status, fase, cliente_id, cota_id, origem)
     select lpad(nextval('casos_numero_seq')::text, 8, '0'), 'Consultoria_Analise', 'Em Andamento',
            'Tratativa Não Iniciada', c.cliente_id, c.id, 'APP'
       from cotas c where c.id = $1
     returning id, numero`,
    [rota.idCota],
  );
  numero = caso!.numero;
  casoId = caso!.id;
}, 60_000);
afterAll(() => t.close());

describe("a company's partners (PUT /cotas/{id}/contemplacao/socios)", () => {
  it("starts as a company's empty selection and refuses a person's income choice", async () => {
    const url = `/cotas/${rota.idCota}/contemplacao`;
    const sel = await pedir('GET', `${url}/selecao-documentos`, rota);
    expect(sel.statusCode).toBe(200);
    expect(sel.json()).toMatchObject({ pessoa: 'PJ', socios: null, documentosParaEnviar: [] });
    const renda = await pedir('PUT', `${url}/selecao-documentos`, rota, {
      tipoRenda: 'empresario',
      tipoIdentificacao: 'rg',
    });
    expect(renda.statusCode).toBe(400);
    expect(renda.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.somentePessoaFisica });
  });

  it('refuses bad declarations in Portuguese and stores nothing', async () => {
    const url = `/cotas/${rota.idCota}/contemplacao/socios`;
    const casos: [object, string][] = [
      [{ socios: [] }, S.nenhum],
      [{}, S.nenhum],
      [{ socios: [SOCIOS[1]] }, S.semMajoritario],
      [{ socios: [SOCIOS[0], { ...SOCIOS[1], majoritario: true }] }, S.maisDeUmMajoritario],
      [{ socios: [SOCIOS[0], { ...SOCIOS[1], cpf: '123.456.789-00' }] }, S.cpfInvalido('Bruno Lima')],
      [{ socios: [SOCIOS[0], { ...SOCIOS[1], cpf: ANA }] }, S.cpfRepetido('Bruno Lima')],
      [{ socios: [SOCIOS[0], socio('Dora Dias', CAIO)] }, S.semDocumentos('Dora Dias')],
      [{ socios: [{ ...SOCIOS[0], tipoIdentificacao: 'passaporte' }] }, 'Escolha o documento do sócio.'],
      [{ socios: [{ ...SOCIOS[0], nome: 'A' }] }, S.nome],
    ];
    for (const [body, mensagem] of casos) {
      const res = await pedir('PUT', url, rota, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().mensagem).toContain(mensagem);
    }
    expect(await sql('select socios from selecoes_documentos where caso_id = $1', [casoId])).toEqual([]);
  });

  it("is only for a company, and only on one's own quota", async () => {
    const pf = await pedir('PUT', `/cotas/${maria.idCota}/contemplacao/socios`, maria, { socios: SOCIOS });
    expect(pf.statusCode).toBe(400);
    expect(pf.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.sociosSoDeEmpresa });
    const alheia = await pedir('PUT', `/cotas/${rota.idCota}/contemplacao/socios`, maria, { socios: SOCIOS });
    const inexistente = await pedir('PUT', `/cotas/99999999/contemplacao/socios`, maria, { socios: SOCIOS });
    expect(alheia.statusCode).toBe(404);
    expect(alheia.body).toBe(inexistente.body);
    const leitura = await pedir('GET', `/cotas/${rota.idCota}/contemplacao/selecao-documentos`, maria);
    expect(leitura.statusCode).toBe(404);
  });

  it('20 parallel declarations: each answers, one stands, always with exactly one majority partner', async () => {
    const url = `/cotas/${rota.idCota}/contemplacao/socios`;
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        pedir('PUT', url, rota, { socios: i % 2 ? SOCIOS : SOCIOS.slice(0, 2) }),
      ),
    );
    for (const r of respostas) expect(r.statusCode, r.body).toBe(200);
    const [linha] = await sql<{ socios: { majoritario: boolean }[] }>(
      'select socios from selecoes_documentos where caso_id = $1',
      [casoId],
    );
    expect(linha!.socios.filter((s) => s.majoritario)).toHaveLength(1);
    // The table refuses two majority partners, whatever statement tries.
    await expect(
      sql(
        `update selecoes_documentos set socios = socios || '[{"nome":"X","cpf":"39053344705","majoritario":true}]'::jsonb
          where caso_id = $1`,
        [casoId],
      ),
    ).rejects.toThrow(/socios_um_majoritario/);
  });

  it('lists the groups with a slot per partner', async () => {
    const res = await pedir('PUT', `/cotas/${rota.idCota}/contemplacao/socios`, rota, { socios: SOCIOS });
    expect(res.statusCode).toBe(200);
    expect(res.json().socios.map((s: { cpf: string }) => s.cpf)).toEqual([ANA, BRUNO, CAIO]);
    expect(
      res
        .json()
        .documentosParaEnviar.map((d: { chave: string; grupo: string; quantidade: number }) => [
          d.chave,
          d.grupo,
          d.quantidade,
        ]),
    ).toEqual([
      ['contrato_social_empresa', 'documentos_empresa', 1],
      ['cartao_cnpj', 'documentos_empresa', 1],
      ['comprovante_endereco_empresa', 'documentos_empresa', 1],
      ['extrato_bancario_empresa', 'documentos_empresa', 1],
      [`documento_pessoal.${ANA}`, 'documentos_socio', 2],
      [`selfie.${ANA}`, 'documentos_socio', 1],
      [`comprovante_residencia.${ANA}`, 'documentos_socio', 1],
      [`documento_pessoal.${BRUNO}`, 'documentos_socio', 1],
      [`alteracao_contratual_socio.${CAIO}`, 'documentos_novo_socio', 1],
      [`documento_pessoal.${CAIO}`, 'documentos_novo_socio', 1],
    ]);
  });
});

describe('solicitar-empresa', () => {
  let ids: string[];
  const hoje = () => hojeEmSaoPaulo(new Date());
  const documentos = () => [
    { id: ids[0], codigo: 'contrato_social_empresa' },
    { id: ids[1], codigo: 'cartao_cnpj' },
    {
      id: ids[2],
      codigo: 'comprovante_endereco_empresa',
      dataDocumento: somarDias(hoje(), -10),
      emNomeDoTitular: true,
    },
    { id: ids[3], codigo: 'extrato_bancario_empresa', dataDocumento: somarDias(hoje(), -5) },
    { id: ids[4], codigo: 'documento_pessoal', cpfSocio: ANA },
    { id: ids[5], codigo: 'documento_pessoal', cpfSocio: ANA },
    { id: ids[6], codigo: 'selfie', cpfSocio: ANA },
    {
      id: ids[7],
      codigo: 'comprovante_residencia',
      cpfSocio: ANA,
      dataDocumento: somarDias(hoje(), -3),
      emNomeDoTitular: true,
    },
    { id: ids[8], codigo: 'documento_pessoal', cpfSocio: BRUNO },
    { id: ids[9], codigo: 'alteracao_contratual_socio', cpfSocio: CAIO },
  ];

  it('refuses a sending short of a group or partner document, naming it, and moves nothing', async () => {
    ids = await enviarArquivos(rota, 10);
    const base = { CaseNumber: numero };
    const pj = await pedir('POST', '/antifraude/analise-documento/solicitar', rota, {
      ...base,
      documentos: documentos(),
    });
    expect(pj.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.somentePessoaFisica });
    const antesDosAceites = await pedir('POST', '/antifraude/analise-documento/solicitar-empresa', rota, {
      ...base,
      documentos: documentos(),
    });
    expect(antesDosAceites.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.travarAntesDeEnviar });
    const url = `/cotas/${rota.idCota}/contemplacao`;
    await pedir('PUT', `${url}/aceites`, rota, { termosECondicoes: true, autorizacaoConsultaCredito: true });
    expect((await pedir('POST', `${url}/aceites/travar`, rota)).statusCode).toBeLessThan(300);

    const sem = (i: number) => documentos().filter((_, j) => j !== i);
    const com = (i: number, o: object) => documentos().map((d, j) => (j === i ? { ...d, ...o } : d));
    const casos: [object[], string][] = [
      [sem(1), M.documentoFaltando('Cartão CNPJ', 'Empresa')],
      [sem(8), M.documentoFaltando('CNH de Bruno Lima', 'Sócios administradores')],
      [sem(9), M.documentoFaltando('Alteração contratual que admitiu o sócio de Caio Reis', 'Novo sócio')],
      [sem(5), M.minimoArquivos('RG (frente e verso) de Ana Souza', 2)],
      [com(2, { emNomeDoTitular: false }), M.comprovanteEmpresaDeOutro],
      [com(3, { dataDocumento: somarDias(hoje(), -200) }), M.extratoEmpresaForaDoPeriodo],
      [com(8, { cpfSocio: '39053344705' }), M.socioNaoDeclarado],
      [com(8, { cpfSocio: '123' }), 'CPF do sócio inválido.'],
      [[...sem(4).slice(0, 4), ...documentos().slice(6)], M.selfieAntesDoDocumento],
    ];
    for (const [docs, mensagem] of casos) {
      const res = await pedir('POST', '/antifraude/analise-documento/solicitar-empresa', rota, {
        ...base,
        documentos: docs,
      });
      expect(res.statusCode, JSON.stringify(docs)).toBe(400);
      expect(res.json().mensagem).toContain(mensagem);
    }
    // At most 30 files in a company's sending (its flow's cap), 10 in a person's.
    const demais = await pedir('POST', '/antifraude/analise-documento/solicitar-empresa', rota, {
      ...base,
      documentos: Array.from({ length: 31 }, () => documentos()[0]),
    });
    expect(demais.json()).toEqual({ mensagem: 'Muitos arquivos (apenas 30 permitidos).' });
    const [deMaria] = await sql<{ numero: string }>(
      "select numero from casos where cota_id = $1 and tipo = 'Consultoria_Analise'",
      [maria.idCota],
    );
    const pessoa = await pedir('POST', '/antifraude/analise-documento/solicitar', maria, {
      CaseNumber: deMaria!.numero,
      documentos: Array.from({ length: 11 }, () => documentos()[0]),
    });
    expect(pessoa.json()).toEqual({ mensagem: 'Muitos arquivos (apenas 10 permitidos).' });
    const [caso] = await sql<{ fase: string }>('select fase from casos where id = $1', [casoId]);
    expect(caso!.fase).toBe('Tratativa Não Iniciada');
  });

  it("another customer cannot send on the company's case", async () => {
    const [id] = await enviarArquivos(maria, 1);
    const res = await pedir('POST', '/antifraude/analise-documento/solicitar-empresa', maria, {
      CaseNumber: numero,
      documentos: [{ id, codigo: 'cartao_cnpj' }],
    });
    expect(res.statusCode).toBe(404);
  });

  it('sends every group once; the partners then stay; the analyst reads groups and partner names', async () => {
    // Caio (a new partner, CNH) sends his personal document too: 11 files, beyond a person's 10 (ADR 0036).
    const [caioDoc] = await enviarArquivos(rota, 1);
    const res = await pedir('POST', '/antifraude/analise-documento/solicitar-empresa', rota, {
      CaseNumber: numero,
      documentos: [...documentos(), { id: caioDoc, codigo: 'documento_pessoal', cpfSocio: CAIO }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Fase__c).toBe('Triagem em Andamento');
    const sel = (await pedir('GET', `/cotas/${rota.idCota}/contemplacao/selecao-documentos`, rota)).json();
    expect(sel.documentosParaEnviar.every((d: { sentToSF: boolean }) => d.sentToSF)).toBe(true);
    expect(
      sel.documentosEnviados.filter((d: { cpfSocio: string | null }) => d.cpfSocio === ANA),
    ).toHaveLength(4);
    const depois = await pedir('PUT', `/cotas/${rota.idCota}/contemplacao/socios`, rota, {
      socios: SOCIOS.slice(0, 1),
    });
    expect(depois.statusCode).toBe(409);
    expect(depois.json()).toEqual({ mensagem: MENSAGENS_CONTEMPLACAO.sociosDepoisDoEnvio });

    const login = await t.app.inject({
      method: 'POST',
      url: '/operador/v1/login',
      payload: { email: 'analista@portal.example', senha: 'Operador#2026' },
    });
    const analise = await t.app.inject({
      method: 'GET',
      url: `/operador/v1/analises-contemplacao/${numero}`,
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(analise.statusCode, analise.body).toBe(200);
    const porGrupo = analise
      .json()
      .documentos.map((d: { grupo: string; socio: string | null; codigo: string }) => [
        d.grupo,
        d.socio,
        d.codigo,
      ]);
    expect(porGrupo).toContainEqual(['Empresa', null, 'cartao_cnpj']);
    expect(porGrupo).toContainEqual(['Sócio majoritário', 'Ana Souza', 'selfie']);
    expect(porGrupo).toContainEqual(['Sócios administradores', 'Bruno Lima', 'documento_pessoal']);
    expect(porGrupo).toContainEqual(['Novo sócio', 'Caio Reis', 'alteracao_contratual_socio']);
    expect(porGrupo).toContainEqual(['Novo sócio', 'Caio Reis', 'documento_pessoal']);
  });
});
