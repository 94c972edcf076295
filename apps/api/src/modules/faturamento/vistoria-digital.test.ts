import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  FOTOS_VISTORIA_DIGITAL,
  MENSAGENS_ENVIO_DOCUMENTO,
  MENSAGENS_FATURAMENTO_SEMINOVO,
  MENSAGENS_VISTORIA_DIGITAL as MV,
} from '@portal/domain';
import { casoDeFaturamentoNovo, clonarCliente } from '@portal/db/test/fabricas';
import { SEMINOVO_PARA_ASSINAR, vistoriaDigitalPedida } from '../../../test/concorrencia/amostras.ts';
import {
  ANA,
  CABECALHOS,
  HOST_DO_PARCEIRO,
  MARIA,
  PREFIX,
  createTestApp,
  type TestApp,
} from '../../../test/test-app.ts';

/**
 * The digital inspection (issue 21, ADR 0058): the SMS link to the portal, the photos taken on the phone, the
 * inspector asking for new ones, and the report the analyst uploads as a PDF before recording it. Clones of Ana
 * with a used-vehicle case on her 6060/0012 (partner 2).
 */
let t: TestApp;

const CELULAR = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const CELULAR_DA_ANA = '31988776655';
const FRONTEIRA = '----portal-vistoria';
const VEICULO = SEMINOVO_PARA_ASSINAR.veiculo;

interface Cliente {
  token: string;
  idCota: number;
  numero: string;
  documento: string;
}

beforeAll(async () => {
  t = await createTestApp();
}, 90_000);
afterAll(() => t.close());

const sql = async <T extends object = Record<string, unknown>>(texto: string, valores: unknown[] = []) =>
  (await t.database.pool.query(texto, valores)).rows as T[];

async function cliente(fase: string, dados: object = {}): Promise<Cliente> {
  const copia = await clonarCliente(t.database.url, ANA);
  const numero = await casoDeFaturamentoNovo(t.database.url, copia.documento, 6060, 12, fase, {
    tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO',
    rodadaVistoria: 1,
    veiculo: VEICULO,
    ...dados,
  });
  const s = await t.login(copia.documento, { idParceiro: 2 });
  const cotas = (await t.get('/cotas', s.access_token)).json().data as { idCota: number; grupo: number }[];
  const idCota = cotas.find((c) => c.grupo === 6060)!.idCota;
  const nova = (await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })).json();
  return { token: nova.access_token as string, idCota, numero, documento: copia.documento };
}

/** A case whose digital inspection was asked `diasAtras` days ago: the link sent, the photos awaited. */
const comLink = (diasAtras = 1) =>
  cliente('Agendar Vistoria Digital', vistoriaDigitalPedida(new Date(Date.now() - diasAtras * 86_400_000)));

const cabecalhos = (c: Cliente) => ({ ...CABECALHOS, access_token: c.token, 'user-agent': CELULAR });
const chamar = (c: Cliente, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `${PREFIX}${url}`, headers: cabecalhos(c), ...(payload && { payload }) });

function multipart(nome: string, tipo: string, conteudo: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\nContent-Type: ${tipo}\r\n\r\n`,
    ),
    conteudo,
    Buffer.from(`\r\n--${FRONTEIRA}--\r\n`),
  ]);
}

let jpeg: Buffer | undefined;
/** One photo uploaded to the customer's `vistoria-digital` flow: its document id. */
async function foto(c: Cliente, nome: string): Promise<string> {
  jpeg ??= await sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aacc' } })
    .jpeg()
    .toBuffer();
  const res = await t.app.inject({
    method: 'POST',
    url: `${PREFIX}/fluxos/vistoria-digital/documentos`,
    payload: multipart(`${nome}.jpg`, 'image/jpeg', jpeg),
    headers: { ...cabecalhos(c), 'content-type': `multipart/form-data; boundary=${FRONTEIRA}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().documentos[0].id as string;
}
/** Every position's photo, uploaded. */
async function fotos(c: Cliente): Promise<Record<string, string>> {
  const ids = await Promise.all(FOTOS_VISTORIA_DIGITAL.map((f) => foto(c, f.codigo)));
  return Object.fromEntries(FOTOS_VISTORIA_DIGITAL.map((f, i) => [f.codigo, ids[i]!]));
}
const enviarFotos = (c: Cliente, body: object, chave = crypto.randomUUID(), idCota = c.idCota) =>
  t.app.inject({
    method: 'POST',
    url: `${PREFIX}/cotas/${idCota}/faturamento/seminovo/vistoria-digital/fotos`,
    headers: { ...cabecalhos(c), 'idempotency-key': chave },
    payload: body,
  });

const fase = async (numero: string) =>
  (await sql<{ fase: string }>('select fase from casos where numero = $1', [numero]))[0]!.fase;
const tiedos = (numero: string, fluxo: string) =>
  sql<{ id: string }>(
    'select id from documentos where fluxo = $2 and caso_id = (select id from casos where numero = $1)',
    [numero, fluxo],
  );

const tokens = new Map<string, string>();
async function operador(email = 'analista@portal.example') {
  if (!tokens.has(email))
    tokens.set(
      email,
      (
        await t.app.inject({
          method: 'POST',
          url: '/operador/v1/login',
          payload: { email, senha: 'Operador#2026' },
        })
      ).json().access_token as string,
    );
  return { authorization: `Bearer ${tokens.get(email)}` };
}
const acaoDoAnalista = async (numero: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/operador/v1/casos/${numero}/faturamento-seminovo`,
    headers: await operador(),
    payload,
  });
const enviarLaudo = async (numero: string, nome: string, tipo: string, conteudo: Buffer, email?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/operador/v1/casos/${numero}/laudo-vistoria`,
    headers: {
      ...(await operador(email)),
      'idempotency-key': crypto.randomUUID(),
      'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
    },
    payload: multipart(nome, tipo, conteudo),
  });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('the digital inspection link (ADR 0058)', () => {
  it('goes by SMS with the request: the partner’s domain and the link-sent screen, no token, valid 30 days', async () => {
    const c = await cliente('Bem Encontrado');
    const res = await chamar(c, 'PUT', '/core/faturamento/auto/agendar-vistoria', {
      tipoVistoria: 'VISTORIA_DIGITAL',
      aceiteTermos: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { linkExpiraEm } = res.json().dados.vistoria as { linkExpiraEm: string };
    const [parceiro] = await sql<{ dominio: string }>(
      'select dominio_principal as dominio from parceiros where id = 2',
    );
    const [sms] = await t.caixaDeSaida(CELULAR_DA_ANA);
    expect(sms!.texto).toContain(
      `https://${parceiro!.dominio}/faturamentoseminovo/vistoriadigital/linkenviado `,
    );
    expect(sms!.texto).toContain('Toyota Corolla');
    // The link's end, as a São Paulo date.
    const fim = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(linkExpiraEm),
    );
    expect(sms!.texto).toContain(`vale até ${fim}`);
    expect(Date.parse(linkExpiraEm) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect(sms!.texto).not.toMatch(/token|\?/);
  });

  it('names the host partner’s own domain: Maria’s link on partner 1 is partner 1’s', async () => {
    const copia = await clonarCliente(t.database.url, MARIA.replace(/\D/g, ''));
    await casoDeFaturamentoNovo(t.database.url, copia.documento, 3030, 9, 'Bem Encontrado', {
      tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO',
      rodadaVistoria: 1,
      veiculo: VEICULO,
    });
    const s = await t.login(copia.documento, { idParceiro: 1 });
    const cotas = (await t.get('/cotas', s.access_token)).json().data as { idCota: number; grupo: number }[];
    const idCota = cotas.find((c) => c.grupo === 3030)!.idCota;
    const token = (
      await t.post('/login/selecionar-cota', { idCota }, { access_token: s.access_token })
    ).json().access_token as string;
    const maria = { token, idCota, numero: '', documento: copia.documento };
    const res = await chamar(maria, 'PUT', '/core/faturamento/auto/agendar-vistoria', {
      tipoVistoria: 'VISTORIA_DIGITAL',
      aceiteTermos: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const dominios = await sql<{ id: number; dominio: string }>(
      'select id, dominio_principal as dominio from parceiros where id in (1, 2)',
    );
    const [{ celular }] = (await sql<{ celular: string }>(
      'select telefone_celular as celular from clientes where inscricao_nacional = $1',
      [copia.documento],
    )) as [{ celular: string }];
    const [sms] = await t.caixaDeSaida(celular);
    const dominio = (id: number) => dominios.find((d) => d.id === id)!.dominio;
    expect(sms!.texto).toContain(`https://${dominio(1)}/faturamentoseminovo/`);
    expect(sms!.texto).not.toContain(dominio(2));
  });

  it('is refused with nothing charged when no mobile is registered', async () => {
    const c = await cliente('Bem Encontrado');
    await sql('update clientes set telefone_celular = null where inscricao_nacional = $1', [c.documento]);
    const res = await chamar(c, 'PUT', '/core/faturamento/auto/agendar-vistoria', {
      tipoVistoria: 'VISTORIA_DIGITAL',
      aceiteTermos: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe(MV.semCelular);
    expect(await fase(c.numero)).toBe('Bem Encontrado');
    const taxas = await sql(
      'select 1 from taxas_vistoria where caso_id = (select id from casos where numero = $1)',
      [c.numero],
    );
    expect(taxas).toHaveLength(0);
  });
});

describe('the photos taken on the phone', () => {
  it('are claimed by the case, one per position, and move it to the inspector with history and audit', async () => {
    const c = await comLink();
    const ids = await fotos(c);
    const res = await enviarFotos(c, { fotos: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Fase__c: 'Vistoria Digital Agendada',
      tela: 'vistoriadigital/linkenviado',
      dados: { vistoria: { fotosEnviadasEm: expect.any(String) } },
    });
    expect(res.json().dados.vistoria.fotos).toEqual(
      FOTOS_VISTORIA_DIGITAL.map((f) => ({ codigo: f.codigo, documento: ids[f.codigo] })),
    );
    expect((await tiedos(c.numero, 'vistoria-digital')).map((d) => d.id).sort()).toEqual(
      Object.values(ids).sort(),
    );
    const auditoria = await sql(
      "select 1 from auditoria where acao = 'faturamento-seminovo.fotos-vistoria' and alvo = $1",
      [`caso:${c.numero}`],
    );
    expect(auditoria).toHaveLength(1);
    // Sent: once per request.
    const deNovo = await enviarFotos(c, { fotos: ids });
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().mensagem).toBe(MV.fotosIndisponiveis);
  });

  it('refuses a missing position, a photo used twice and another customer’s photo, tying nothing', async () => {
    const c = await comLink();
    const ids = await fotos(c);
    const { motor: _motor, ...semMotor } = ids;
    const falta = await enviarFotos(c, { fotos: semMotor });
    expect(falta.statusCode).toBe(400);
    expect(falta.json().mensagem).toBe(MV.faltaFoto('Motor'));
    const repetida = await enviarFotos(c, { fotos: { ...ids, motor: ids.frente } });
    expect(repetida.json().mensagem).toBe(MV.fotoRepetida);

    const outro = await comLink();
    const alheia = await enviarFotos(c, { fotos: { ...ids, motor: await foto(outro, 'motor') } });
    expect(alheia.statusCode).toBe(400);
    expect(alheia.json().mensagem).toBe(MENSAGENS_ENVIO_DOCUMENTO.obrigatorios);
    expect(await tiedos(c.numero, 'vistoria-digital')).toHaveLength(0);
    expect(await fase(c.numero)).toBe('Agendar Vistoria Digital');
    // Nor can the other customer send to this quota, nor Ana's own session from the other partner's host.
    expect((await enviarFotos(outro, { fotos: ids }, undefined, c.idCota)).statusCode).toBe(404);
    const outroHost = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/cotas/${c.idCota}/faturamento/seminovo/vistoria-digital/fotos`,
      headers: { ...cabecalhos(c), host: HOST_DO_PARCEIRO[1], 'idempotency-key': crypto.randomUUID() },
      payload: { fotos: ids },
    });
    expect(outroHost.statusCode).toBe(401);
    expect(await fase(c.numero)).toBe('Agendar Vistoria Digital');
  });

  it('are refused once the 30-day link expired', async () => {
    const c = await comLink(31);
    const res = await enviarFotos(c, { fotos: await fotos(c) });
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toMatch(/^O link da vistoria digital expirou em \d{2}\/\d{2}\/\d{4}\./);
    expect(await fase(c.numero)).toBe('Agendar Vistoria Digital');
  });

  it('of 20 sendings at once, one moves the case; the others are refused and tie nothing more', async () => {
    const c = await comLink();
    const conjuntos = [await fotos(c), await fotos(c)];
    const respostas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => enviarFotos(c, { fotos: conjuntos[i % 2] })),
    );
    expect(respostas.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(respostas.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await tiedos(c.numero, 'vistoria-digital')).toHaveLength(FOTOS_VISTORIA_DIGITAL.length);
  }, 60_000);

  it('are taken again when the inspector asks, with the reason on the customer’s screen', async () => {
    const c = await comLink();
    expect((await enviarFotos(c, { fotos: await fotos(c) })).statusCode).toBe(200);
    const pedido = await acaoDoAnalista(c.numero, {
      acao: 'pedir-novas-fotos',
      motivo: 'A foto do chassi está desfocada.',
    });
    expect(pedido.statusCode, pedido.body).toBe(200);
    const s = (await chamar(c, 'GET', `/cotas/${c.idCota}/faturamento/seminovo`)).json();
    expect(s).toMatchObject({
      tela: 'vistoriadigital/linkenviado',
      respostaAnalista: 'A foto do chassi está desfocada.',
    });
    const novas = await enviarFotos(c, { fotos: await fotos(c) });
    expect(novas.statusCode, novas.body).toBe(200);
    expect(novas.json().Fase__c).toBe('Vistoria Digital Agendada');
    expect(await tiedos(c.numero, 'vistoria-digital')).toHaveLength(2 * FOTOS_VISTORIA_DIGITAL.length);
  });
});

describe('the inspection report (laudo) the analyst uploads', () => {
  it('is a PDF tied to the case, audited; recorded with its number it moves the case', async () => {
    const c = await comLink();
    expect((await enviarFotos(c, { fotos: await fotos(c) })).statusCode).toBe(200);
    const semArquivo = await acaoDoAnalista(c.numero, { acao: 'registrar-laudo', numero: 'LAU-1' });
    expect(semArquivo.statusCode).toBe(400);
    expect(semArquivo.json().mensagem).toBe(MENSAGENS_FATURAMENTO_SEMINOVO.laudoSemArquivo);

    const jpg = await enviarLaudo(c.numero, 'laudo.jpg', 'image/jpeg', jpeg!);
    expect(jpg.statusCode).toBe(400);
    expect(jpg.json().mensagem).toBe(MENSAGENS_ENVIO_DOCUMENTO.formato('PDF'));
    const enviado = await enviarLaudo(c.numero, 'laudo-LAU-1.pdf', 'application/pdf', PDF);
    expect(enviado.statusCode, enviado.body).toBe(201);
    const laudo = enviado.json<{ id: string; numeroCaso: string; fluxo: string }>();
    expect(laudo).toMatchObject({ numeroCaso: c.numero, fluxo: 'laudo-vistoria' });
    expect(
      await sql("select 1 from auditoria where acao = 'documento.enviado-pelo-operador' and alvo = $1", [
        `caso:${c.numero}`,
      ]),
    ).toHaveLength(1);

    // A report of another case does not record this one's.
    const outro = await comLink();
    const deOutro = (await enviarLaudo(outro.numero, 'outro.pdf', 'application/pdf', PDF)).json().id;
    const errado = await acaoDoAnalista(c.numero, {
      acao: 'registrar-laudo',
      numero: 'LAU-1',
      documento: deOutro,
    });
    expect(errado.statusCode).toBe(400);
    expect(await fase(c.numero)).toBe('Vistoria Digital Agendada');

    const res = await acaoDoAnalista(c.numero, {
      acao: 'registrar-laudo',
      numero: 'LAU-1',
      documento: laudo.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Fase__c: 'Laudo Recebido',
      dados: { laudo: { numero: 'LAU-1', documento: laudo.id } },
    });
    // The analyst opens it through the case, byte for byte.
    const baixado = await t.app.inject({
      method: 'GET',
      url: `/operador/v1/casos/${c.numero}/documentos/${laudo.id}`,
      headers: await operador(),
    });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload.equals(PDF)).toBe(true);
  });

  it('cannot be uploaded to a case of another partner’s quota by that partner’s analyst', async () => {
    const c = await comLink();
    const res = await enviarLaudo(
      c.numero,
      'laudo.pdf',
      'application/pdf',
      PDF,
      'analista.horizonte@portal.example',
    );
    expect(res.statusCode).toBe(404);
    expect(await tiedos(c.numero, 'laudo-vistoria')).toHaveLength(0);
  });

  it('is not a flow the customer can upload to', async () => {
    const c = await comLink();
    const res = await t.app.inject({
      method: 'POST',
      url: `${PREFIX}/fluxos/laudo-vistoria/documentos`,
      payload: multipart('laudo.pdf', 'application/pdf', PDF),
      headers: { ...cabecalhos(c), 'content-type': `multipart/form-data; boundary=${FRONTEIRA}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe('Fluxo de documentos inválido.');
  });
});
