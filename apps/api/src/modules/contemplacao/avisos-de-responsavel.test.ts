import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adicionarDiasUteis,
  cidadePorCodigo,
  dataIsoParaBr,
  hojeEmSaoPaulo,
  somarDias,
} from '@portal/domain';
import { createNotificador } from '../../adapters/notificacoes.ts';
import type { Trabalhos } from '../../adapters/trabalhos.ts';
import type { NovaNotificacao } from '../notificacoes/notificacoes.service.ts';
import { ANA, CABECALHOS, createTestApp, MARIA, PREFIX, type TestApp } from '../../../test/test-app.ts';
import { createAvisosDeResponsavel } from './avisos-de-responsavel.ts';
import { createContemplacaoRepository } from './contemplacao.repository.ts';
import { FILA_DESCONTEMPLAR } from './contemplacao.service.ts';

/**
 * Issue 18 "Beyond the anchors": every change of who holds the contemplation's next step reaches the customer
 * in the app and by e-mail, once. Seed: Maria's 3030/0009 (contemplated 3 days ago, address in São Paulo,
 * Horizonte: 10 business days); Ana's 8080/0230 (contemplated 20 days ago, Vértice: 5 business days).
 */

let t: TestApp;
type Sessao = { access_token: string; idCota: number };
let maria3030: Sessao;
let ana8080: Sessao;
const EMAIL_MARIA = 'maria.santos@example.com';
const EMAIL_ANA = 'ana.ribeiro@example.com';

async function sessaoNaCota(documento: string, grupo: number, numero: number, idParceiro = 1) {
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

const FRONTEIRA = '----portal-avisos';
async function enviarArquivos(s: Sessao, quantos: number): Promise<string[]> {
  const pedacos: Buffer[] = [];
  for (let i = 0; i < quantos; i++)
    pedacos.push(
      Buffer.from(
        `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="doc${i}.pdf"\r\n` +
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
  expect(res.statusCode).toBe(201);
  return res.json<{ documentos: { id: string }[] }>().documentos.map((d) => d.id);
}

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];
const notificacoesDaCota = (cotaId: number, titulo: string) =>
  sql<{ resumo: string; conteudo: string; link: string | null }>(
    "select resumo, conteudo, link from informativos where tipo = 'notificacao' and cota_id = $1 and titulo = $2",
    [cotaId, titulo],
  );
const emails = async (para: string, assunto: string) =>
  (await t.caixaDeSaida(para)).filter((m) => m.canal === 'email' && m.assunto.includes(assunto));
const hoje = () => hojeEmSaoPaulo(new Date());

beforeAll(async () => {
  t = await createTestApp();
  maria3030 = await sessaoNaCota(MARIA, 3030, 9);
  ana8080 = await sessaoNaCota(ANA, 8080, 230, 2);
}, 60_000);
afterAll(() => t.close());

describe('customer → administrator: documents sent', () => {
  it('tells the customer once, in the app and by e-mail, under 20 parallel identical sendings', async () => {
    const url = `/cotas/${maria3030.idCota}/contemplacao`;
    // Back to the start of the analysis: documents still to send.
    await sql(
      "update casos set fase = 'Tratativa Não Iniciada' where cota_id = $1 and tipo = 'Consultoria_Analise'",
      [maria3030.idCota],
    );
    const [caso] = await sql<{ numero: string }>(
      "select numero from casos where cota_id = $1 and tipo = 'Consultoria_Analise'",
      [maria3030.idCota],
    );
    const passos = [
      pedir('PUT', `${url}/selecao-documentos`, maria3030, {
        tipoRenda: 'assalariado_renda_variavel',
        tipoIdentificacao: 'rg',
      }),
      pedir('PUT', `${url}/aceites`, maria3030, { termosECondicoes: true, autorizacaoConsultaCredito: true }),
    ];
    for (const r of await Promise.all(passos)) expect(r.statusCode).toBe(200);
    expect((await pedir('POST', `${url}/aceites/travar`, maria3030)).statusCode).toBe(200);
    const ids = await enviarArquivos(maria3030, 7);
    const body = {
      CaseNumber: caso!.numero,
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

    const resposta = dataIsoParaBr(adicionarDiasUteis(hoje(), 2, 'SP'))!;
    const noApp = await notificacoesDaCota(maria3030.idCota, 'Documentos recebidos: análise em andamento');
    expect(noApp).toEqual([
      {
        resumo: `Cota 003030 / 0009: a administradora analisa seus documentos até ${resposta}.`,
        conteudo: expect.stringContaining('a análise leva até 48 horas úteis'),
        link: '/contemplado',
      },
    ]);
    const porEmail = await emails(EMAIL_MARIA, 'Documentos recebidos');
    expect(porEmail).toHaveLength(1);
    expect(porEmail[0]!.assunto).toBe(
      'Consórcio Horizonte: Documentos recebidos: análise em andamento (cota 003030 / 0009)',
    );
    expect(porEmail[0]!.texto).toContain('Olá, Maria');
    expect(porEmail[0]!.texto).toContain(`a resposta sai até ${resposta}`);

    // The same sending again (and again): nothing new to tell.
    await pedir('POST', '/antifraude/analise-documento/solicitar', maria3030, body);
    expect(await emails(EMAIL_MARIA, 'Documentos recebidos')).toHaveLength(1);
  });

  it("tells nothing for a cash-billing case's re-sending: not the contemplation's analysis", async () => {
    const maria2020 = await sessaoNaCota(MARIA, 2020, 112);
    const [caso] = await sql<{ numero: string }>(
      "select numero from casos where cota_id = $1 and tipo = 'Faturamento_Especie'",
      [maria2020.idCota],
    );
    const [id] = await enviarArquivos(maria2020, 1);
    const res = await pedir('POST', '/antifraude/analise-documento/solicitar-reanalise', maria2020, {
      CaseNumber: caso!.numero,
      documentos: [
        { id, codigo: 'comprovante_residencia', dataDocumento: somarDias(hoje(), -5), emNomeDoTitular: true },
      ],
    });
    expect(res.json()).toMatchObject({ Fase__c: 'Aguardando Análise Pagamento Espécie' });
    expect(await notificacoesDaCota(maria2020.idCota, 'Documentos recebidos: análise em andamento')).toEqual(
      [],
    );
    expect(await emails(EMAIL_MARIA, 'Documentos recebidos')).toHaveLength(1);
  });
});

describe('administrator → customer: the function the back-office decisions call', () => {
  // The real repository and outbox; the in-app port recorded, its own module tests it.
  function avisos() {
    const noApp: NovaNotificacao[] = [];
    const falhas: unknown[] = [];
    const trabalhos = { definir: () => undefined } as unknown as Trabalhos;
    const notificador = createNotificador({
      db: t.database.db,
      trabalhos,
      email: null,
      sms: null,
      now: Date.now,
    });
    const notificar = createAvisosDeResponsavel({
      repo: createContemplacaoRepository(t.database.db),
      notificar: async (n) => {
        noApp.push(n);
      },
      notificador,
      aoFalhar: (erro) => falhas.push(erro),
    });
    return { notificar, noApp, falhas };
  }

  it('tells a pending item with the guarantee deadline, an approval and a refusal with their day', async () => {
    const { notificar, noApp, falhas } = avisos();
    const em = new Date();
    const garantia = dataIsoParaBr(adicionarDiasUteis(somarDias(hoje(), -3), 10, 'SP'))!;
    const base = { cotaId: maria3030.idCota, faseAntes: 'Aguardando Análise Interna', em };
    expect(await notificar({ ...base, faseDepois: 'Pendência Cliente' })).toBe('pendencia');
    expect(await notificar({ ...base, faseDepois: 'Cadastro Aprovado' })).toBe('aprovada');
    expect(await notificar({ ...base, faseDepois: 'Cadastro Não Aprovado' })).toBe('reprovada');
    // Within the administrator's hands: nothing to tell.
    expect(await notificar({ ...base, faseAntes: 'Triagem em Andamento', faseDepois: base.faseAntes })).toBe(
      null,
    );
    expect(falhas).toEqual([]);
    const textos = noApp.map((n) => n.texto({ grupo: 3030, cota: 9 }).resumo);
    expect(textos).toEqual([
      `Cota 003030 / 0009: reenvie os documentos indicados até ${garantia}.`,
      `Cota 003030 / 0009: cadastro aprovado em ${dataIsoParaBr(hoje())}. Próximo passo: escolher o bem.`,
      `Cota 003030 / 0009: a análise não foi aprovada em ${dataIsoParaBr(hoje())}. Fale com a nossa central.`,
    ]);
    expect(await emails(EMAIL_MARIA, 'A análise precisa de você')).toHaveLength(1);
    expect(await emails(EMAIL_MARIA, 'Análise de crédito aprovada')).toHaveLength(1);
    const [recusa] = await emails(EMAIL_MARIA, 'Análise de crédito não aprovada');
    expect(recusa!.texto).toContain('segunda a sexta, das 08h às 19h');
  });
});

describe('the deadline job', () => {
  it('tells the descontemplation once, in the app and by e-mail, with the deadline that passed', async () => {
    await sql(
      `insert into casos (numero, tipo, status, fase, cliente_id, cota_id, origem, criado_em, atualizado_em)
       select lpad(nextval('casos_numero_seq')::text, 8, '0'), 'Consultoria_Analise', 'Em Andamento',
              'Tratativa Não Iniciada', c.cliente_id, c.id, 'Back-office', now(), now()
         from cotas c where c.id = $1`,
      [ana8080.idCota],
    );
    const [endereco] = await sql<{ id_cidade: number }>(
      `select e.id_cidade from enderecos e join cotas c on c.cliente_id = e.cliente_id
        where c.id = $1 and e.principal`,
      [ana8080.idCota],
    );
    const uf = endereco ? cidadePorCodigo(endereco.id_cidade)!.uf : null;
    for (let i = 0; i < 2; i++) {
      await t.app.trabalhos.enfileirar(FILA_DESCONTEMPLAR, {});
      await t.app.trabalhos.executarPendentes();
    }
    const noApp = await notificacoesDaCota(ana8080.idCota, 'Prazo da contemplação encerrado');
    expect(noApp).toHaveLength(1);
    // The date the job counted on the holder's state calendar.
    const prazo = dataIsoParaBr(adicionarDiasUteis(somarDias(hoje(), -20), 5, uf))!;
    expect(noApp[0]!.resumo).toBe(
      `A cota 008080 / 0230 foi descontemplada: os documentos não chegaram até ${prazo}.`,
    );
    const porEmail = await emails(EMAIL_ANA, 'Prazo da contemplação encerrado');
    expect(porEmail).toHaveLength(1);
    expect(porEmail[0]!.assunto).toContain('(cota 008080 / 0230)');
  });
});
