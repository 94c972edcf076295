import { createECDH } from 'node:crypto';
import sharp from 'sharp';
import {
  acessoOperacoes,
  ajudaOperacoes,
  assembleiasOperacoes,
  boletosOperacoes,
  casosOperacoes,
  contemplacaoOperacoes,
  dadosCadastraisOperacoes,
  devolucaoOperacoes,
  faturamentoNovoOperacoes,
  faturamentoSeminovoOperacoes,
  FOTOS_VISTORIA_DIGITAL,
  faturamentoCreditoOperacoes,
  faturamentoEspecieOperadorOperacoes,
  documentosOperacoes,
  faturamentoOperacoes,
  filiaisOperacoes,
  gerarRetornoCnab240,
  hojeEmSaoPaulo,
  lancesOperacoes,
  montarConfirmacaoLance,
  montarPayloadLance,
  notificacoesOperacoes,
  parceirosOperacoes,
  perfilOperacoes,
  type Operacao,
  type RegrasLance,
  somarDias,
  validacaoIdentidadeOperacoes,
  veiculosOperacoes,
  catalogoVeiculosOperacoes,
  gerarRetornoDaRemessa,
  repassesOperacoes,
  renegociacaoOperacoes,
  renegociacaoOperadorOperacoes,
  transferenciaOperacoes,
  seguroOperacoes,
  antecipacaoOperacoes,
  posvendaOperacoes,
} from '@portal/domain';
import { casoDeFaturamentoNovo, clonarCliente, repasseAgendado } from '@portal/db/test/fabricas';
import { CABECALHOS, MARIA, PREFIX, SENHA, type TestApp } from '../test-app.ts';

/**
 * A valid request for every creating POST of the catalogue, built on a fresh clone of the seeded demo data
 * (core/concorrencia.test.ts). Each sample prepares what its request needs (a login, a boleto to pay, a
 * started assembly) before the harness takes its "before" picture, so only the request itself is measured.
 * A new creating POST must add its sample here: the harness fails for an operation without one.
 */

export interface Pedido {
  url: string;
  headers: Record<string, string>;
  /** JSON body or a raw multipart body; none for operations without a body. */
  payload?: object | Buffer;
  /** The i-th of 20 different requests (another key and, where it makes sense, a slightly different body). */
  variar?: (i: number) => object | Buffer;
}

export interface Contexto {
  t: TestApp;
  /** A customer's session on one of their quotas (selected, so `idCota` is the session's quota). */
  cliente: (documento: string, grupo?: number, cota?: number, idParceiro?: number) => Promise<SessaoCliente>;
  /** A supervisor's bearer token (the role that may do every back-office act, ADR 0014). */
  operador: () => Promise<string>;
}

interface SessaoCliente {
  token: string;
  idCota: number;
  headers: Record<string, string>;
}

export type Amostra = (c: Contexto) => Promise<Pedido>;

const OPERADOR = (token: string) => ({ authorization: `Bearer ${token}` });
const cliente = (caminho: string) => PREFIX + caminho;
const operador = (caminho: string) => `/operador/v1${caminho}`;
const PREMIOS = ['48213', '07777', '31990', '55555', '12345'];
const EMPRESA = '11222333000181';
/** 02 §6: asset invoicing (the billing, the new vehicle and its catalogue) answers phones only. */
const CELULAR = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' };

async function json<T>(t: TestApp, url: string, headers: Record<string, string>): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

async function postar<T>(t: TestApp, url: string, headers: Record<string, string>, payload?: object) {
  const res = await t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return (res.body ? res.json() : undefined) as T;
}

interface Parcela {
  identificadorCobranca: string;
  valorCobrado: number;
}
const pendentes = (c: Contexto, s: SessaoCliente) =>
  json<{ parcelas: Parcela[]; identificador: string }>(
    c.t,
    cliente(`/cotas/${s.idCota}/cobrancas/segunda-via`),
    s.headers,
  );
const selecao = (identificadorProcesso: string, parcelas: Parcela[]) => ({
  identificadorProcesso,
  cobrancas: parcelas.map((p) => ({ identificadorCobranca: p.identificadorCobranca })),
});

/** Maria generates a boleto for the first open instalment of quota 1010/23 (what a payment needs first). */
async function boletoDaMaria(c: Contexto) {
  const s = await c.cliente(MARIA, 1010, 23);
  const { parcelas, identificador } = await pendentes(c, s);
  const boleto = await postar<{ nossoNumero: string; valorCobrado: number }>(
    c.t,
    cliente(`/cotas/${s.idCota}/cobrancas/boleto`),
    s.headers,
    selecao(identificador, parcelas.slice(0, 1)),
  );
  return { s, boleto };
}

/** The next assembly of a group (1010 by default, held on the 20th) and the contest it must use. */
async function proximaAssembleia(c: Contexto, token: string, grupo = 1010) {
  const { assembleias } = await json<{
    assembleias: { idAssembleia: number; grupo: number; podeIniciar: boolean; concursoEsperado: number }[];
  }>(c.t, operador('/assembleias'), OPERADOR(token));
  const a = assembleias.find((x) => x.grupo === grupo && x.podeIniciar)!;
  return { id: a.idAssembleia, concurso: a.concursoEsperado };
}

const fotoWebp = () =>
  sharp({ create: { width: 50, height: 80, channels: 3, background: '#cc3322' } })
    .webp()
    .toBuffer();

const FRONTEIRA = '----portal-concorrencia';
function multipart(foto: Buffer, category: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="foto.webp"\r\nContent-Type: image/webp\r\n\r\n`,
    ),
    foto,
    Buffer.from(
      `\r\n--${FRONTEIRA}\r\nContent-Disposition: form-data; name="category"\r\n\r\n${category}\r\n`,
    ),
    Buffer.from(`--${FRONTEIRA}--\r\n`),
  ]);
}

/** The SMS authorisation a registration save carries: a code asked, read from the outbox, validated. */
async function autorizacao(c: Contexto, s: SessaoCliente, celular = '11987654321'): Promise<string> {
  await postar(c.t, cliente(`/cotas/${s.idCota}/verificacao`), s.headers);
  const sms = (await c.t.caixaDeSaida(celular))[0]!.texto;
  const res = await c.t.app.inject({
    method: 'PATCH',
    url: cliente(`/cotas/${s.idCota}/verificacao`),
    headers: s.headers,
    payload: { codigo: /código: ([A-Z0-9]{4})/.exec(sms)![1] },
  });
  if (res.statusCode !== 200) throw new Error(`PATCH verificacao: ${res.statusCode} ${res.body}`);
  return res.json<{ auth_token: string }>().auth_token;
}

/** A registration save of Maria's with its auth_token (one token: of 20 different saves, one is served). */
const cadastral =
  (caminho: string, corpo: (i: number) => object): Amostra =>
  async (c) => {
    const s = await c.cliente(MARIA);
    const auth_token = await autorizacao(c, s);
    return {
      url: cliente(`/cotas/${s.idCota}/dados-cadastrais${caminho}`),
      headers: s.headers,
      payload: { ...corpo(0), auth_token },
      variar: (i) => ({ ...corpo(i), auth_token }),
    };
  };

/** A small PDF (its header is what the sniffer reads) as the one `file` part of a document upload. */
function documentoPdf(nome: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.7\n'),
    Buffer.alloc(2_000, 0x20),
    Buffer.from(`\r\n--${FRONTEIRA}--\r\n`),
  ]);
}

/** Uploads one file to the registration flow (where the contemplation's sendings take their files from). */
async function arquivo(c: Contexto, s: SessaoCliente, nome: string, fluxo = 'cadastro'): Promise<string> {
  const res = await c.t.app.inject({
    method: 'POST',
    url: cliente(`/fluxos/${fluxo}/documentos`),
    headers: { ...s.headers, 'content-type': `multipart/form-data; boundary=${FRONTEIRA}` },
    payload: documentoPdf(nome),
  });
  if (res.statusCode !== 201) throw new Error(`POST documentos: ${res.statusCode} ${res.body}`);
  return res.json<{ documentos: { id: string }[] }>().documentos[0]!.id;
}

/** Every position's photo of the digital inspection uploaded to its flow (photos only: a small JPEG each). */
async function fotosDaVistoria(c: Contexto, s: SessaoCliente): Promise<Record<string, string>> {
  const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#8899aa' } })
    .jpeg()
    .toBuffer();
  const ids: Record<string, string> = {};
  for (const f of FOTOS_VISTORIA_DIGITAL) {
    const res = await c.t.app.inject({
      method: 'POST',
      url: cliente('/fluxos/vistoria-digital/documentos'),
      headers: { ...s.headers, 'content-type': `multipart/form-data; boundary=${FRONTEIRA}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${FRONTEIRA}\r\nContent-Disposition: form-data; name="file"; filename="${f.codigo}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from(`\r\n--${FRONTEIRA}--\r\n`),
      ]),
    });
    if (res.statusCode !== 201) throw new Error(`POST vistoria-digital: ${res.statusCode} ${res.body}`);
    ids[f.codigo] = res.json<{ documentos: { id: string }[] }>().documentos[0]!.id;
  }
  return ids;
}

async function alterar<T>(
  t: TestApp,
  method: 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload: object,
) {
  const res = await t.app.inject({ method, url, headers, payload });
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** The number of the quota's case of a type (POST /salesforce/consulta/casos, the app's own query). */
/**
 * Maria's 2020/0112 cash case with the terms, the identification and the account done (ADR 0045); with
 * `analise`, the authorization term accepted and the illegible proof re-sent, so it waits for the analyst.
 */
async function casoEspecie(c: Contexto, analise: boolean) {
  const s = await c.cliente(MARIA, 2020, 112);
  const pedir = async (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) => {
    const res = await c.t.app.inject({
      method,
      url: cliente(url),
      headers: s.headers,
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  };
  await pedir('GET', '/core/faturamento-credito/iniciar?aceiteTermos=true');
  await pedir('PATCH', '/core/faturamento-credito/atualizar', { identificacaoConfirmada: true });
  await pedir('PATCH', '/core/faturamento-credito/atualizar', {
    dadosBancarios: {
      favorecido: 'Maria Oliveira Santos',
      cpfCnpj: MARIA,
      idBanco: 341,
      agencia: '1234',
      conta: '56789-0',
      tipoConta: 'corrente',
    },
  });
  const numero = await numeroDoCaso(c, s, MARIA, 'Faturamento_Especie');
  if (analise) {
    await pedir('POST', '/core/faturamento-credito/solicitar-pagamento', { aceiteTermoAutorizacao: true });
    await pedir('POST', '/antifraude/analise-documento/solicitar-reanalise', {
      CaseNumber: numero,
      documentos: [
        {
          id: await arquivo(c, s, 'comprovante-novo.pdf'),
          codigo: 'comprovante_residencia',
          dataDocumento: somarDias(hojeEmSaoPaulo(), -5),
          emNomeDoTitular: true,
        },
      ],
    });
  }
  return { s, numero };
}

async function numeroDoCaso(c: Contexto, s: SessaoCliente, documento: string, tipo: string) {
  const consulta = await postar<{ compositeResponse: { body: { CaseNumber: string } }[] }>(
    c.t,
    cliente('/salesforce/consulta/casos'),
    s.headers,
    { CPF_CNPJ: documento, RecordTypeDeveloperName: [tipo], IdExternoCota: String(s.idCota) },
  );
  return consulta.compositeResponse[0]!.body.CaseNumber;
}

/** The customer opens a case of the type on the session's quota (POST /salesforce/casos): its number. */
async function abrirCaso(c: Contexto, s: SessaoCliente, documento: string, tipo: string) {
  const r = await postar<{ compositeResponse: { body: { CaseNumber: string } }[] }>(
    c.t,
    cliente('/salesforce/casos'),
    s.headers,
    {
      CPF_CNPJ: documento,
      IdExternoCota: String(s.idCota),
      RecordTypeDeveloperName: tipo,
      Description: 'Faturamento do bem contemplado',
    },
  );
  return r.compositeResponse[0]!.body.CaseNumber;
}

/** The analyst puts the case in a phase (PATCH /operador/v1/casos/{caseNumber}). */
async function moverCaso(c: Contexto, numero: string, fase: string) {
  await alterar(c.t, 'PATCH', operador(`/casos/${numero}`), OPERADOR(await c.operador()), { fase });
}

/**
 * The session quota's credit-analysis case made ready for its first sending: back in 'Tratativa Não Iniciada'
 * (the seed's case is already in triage), the documents chosen (CNH, fixed salary), the agreements locked,
 * every required file uploaded. The body names each file with its code, as the screens send it.
 */
async function envioInicial(c: Contexto, s: SessaoCliente, documento: string) {
  const numero = await numeroDoCaso(c, s, documento, 'Consultoria_Analise');
  await moverCaso(c, numero, 'Tratativa Não Iniciada');
  const base = cliente(`/cotas/${s.idCota}/contemplacao`);
  const { documentosParaEnviar } = await alterar<{
    documentosParaEnviar: { codigo: string; quantidade: number; obrigatorio: boolean }[];
  }>(c.t, 'PUT', `${base}/selecao-documentos`, s.headers, {
    tipoRenda: 'assalariado_renda_fixa',
    tipoIdentificacao: 'cnh',
  });
  await alterar(c.t, 'PUT', `${base}/aceites`, s.headers, {
    termosECondicoes: true,
    autorizacaoConsultaCredito: true,
  });
  await postar(c.t, `${base}/aceites/travar`, s.headers);
  const documentos = [];
  for (const d of documentosParaEnviar.filter((x) => x.obrigatorio))
    for (let n = 0; n < d.quantidade; n++)
      documentos.push({
        id: await arquivo(c, s, `${d.codigo}-${n}.pdf`),
        codigo: d.codigo,
        ...(d.codigo === 'comprovante_residencia'
          ? { dataDocumento: somarDias(hojeEmSaoPaulo(), -10), emNomeDoTitular: true }
          : {}),
      });
  return { CaseNumber: numero, documentos };
}

/**
 * The company's version (ADR 0036): one partner, majority and administrator, with a CNH; the agreements locked;
 * the company's four documents and the partner's three uploaded through the company flow.
 */
async function envioInicialEmpresa(c: Contexto, s: SessaoCliente, documento: string) {
  const numero = await numeroDoCaso(c, s, documento, 'Consultoria_Analise');
  await moverCaso(c, numero, 'Tratativa Não Iniciada');
  const base = cliente(`/cotas/${s.idCota}/contemplacao`);
  const cpf = '52998224725';
  await alterar(c.t, 'PUT', `${base}/socios`, s.headers, {
    socios: [
      {
        nome: 'Ana Souza',
        cpf,
        majoritario: true,
        administrador: true,
        entrouAposAdesao: false,
        tipoIdentificacao: 'cnh',
      },
    ],
  });
  await alterar(c.t, 'PUT', `${base}/aceites`, s.headers, {
    termosECondicoes: true,
    autorizacaoConsultaCredito: true,
  });
  await postar(c.t, `${base}/aceites/travar`, s.headers);
  const hoje = hojeEmSaoPaulo();
  const pecas: [codigo: string, extra: object][] = [
    ['contrato_social_empresa', {}],
    ['cartao_cnpj', {}],
    ['comprovante_endereco_empresa', { dataDocumento: somarDias(hoje, -10), emNomeDoTitular: true }],
    ['extrato_bancario_empresa', { dataDocumento: somarDias(hoje, -5) }],
    ['documento_pessoal', { cpfSocio: cpf }],
    ['selfie', { cpfSocio: cpf }],
    ['comprovante_residencia', { cpfSocio: cpf, dataDocumento: somarDias(hoje, -3), emNomeDoTitular: true }],
  ];
  const documentos = [];
  for (const [codigo, extra] of pecas)
    documentos.push({
      id: await arquivo(c, s, `${codigo}.pdf`, 'contemplacao-empresa'),
      codigo,
      ...extra,
    });
  return { CaseNumber: numero, documentos };
}

/**
 * A goods-billing case (Faturamento_Auto_App) on Maria's contemplated 3030/0009, opened by her through the app
 * and put by the analyst in the phase where the call's seller documents are awaited (the seed has none).
 * 20 different keys send the same file: one sending moves the case, the others find it sent already.
 */
function envioDoVendedor(chamada: string, fase: string, codigo: string): Amostra {
  return async (c) => {
    const s = await c.cliente(MARIA, 3030, 9);
    const numero = await abrirCaso(c, s, MARIA, 'Faturamento_Auto_App');
    await moverCaso(c, numero, fase);
    const corpo = { CaseNumber: numero, documentos: [{ id: await arquivo(c, s, `${codigo}.pdf`), codigo }] };
    return {
      url: cliente(`/antifraude/analise-documento/${chamada}`),
      headers: s.headers,
      payload: corpo,
      variar: () => corpo,
    };
  };
}

/** Maria asks for the inclusion of a dealer her quota did not find (what an analyst answers). */
async function pedidoDeConcessionaria(c: Contexto) {
  const s = await c.cliente(MARIA, 1010, 23);
  return postar<{ idSolicitacao: number }>(
    c.t,
    cliente('/fornecedores'),
    { ...s.headers, ...CELULAR },
    {
      idCota: s.idCota,
      cnpj: '67890125000105',
      razaoSocial: 'Recife Motors Ltda.',
      cidade: 'Recife',
      uf: 'PE',
    },
  );
}
/** A clone of Maria with a new-vehicle billing case on her contemplated 3030/0009 (issue 19), in `fase`. */
async function casoNovo(c: Contexto, fase: string, dados: Record<string, unknown> = {}) {
  const copia = await clonarCliente(c.t.database.url, MARIA.replace(/\D/g, ''));
  const numero = await casoDeFaturamentoNovo(c.t.database.url, copia.documento, 3030, 9, fase, dados);
  return { documento: copia.documento, numero };
}
async function faturamentoNovo(c: Contexto, fase: string, dados: Record<string, unknown> = {}) {
  const { documento } = await casoNovo(c, fase, dados);
  return c.cliente(documento, 3030, 9);
}
const VEICULO_NOVO = {
  tipo: 'LEVE',
  marca: 'Fiat',
  modelo: 'Pulse Drive 1.3',
  anoFabricacao: 2026,
  anoModelo: 2026,
  cor: 'Branco',
};
const CONCESSIONARIA_NOVO = { cnpj: EMPRESA, razaoSocial: 'Rota Sul Veículos Ltda.' };
/** A used-vehicle case's data once the seller's documents are approved: what the authorization prints. */
export const SEMINOVO_PARA_ASSINAR = {
  tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO',
  veiculo: {
    tipo: 'LEVE',
    marca: 'Toyota',
    codigoFabricante: null,
    modelo: 'Corolla XEi 2.0 Flex 16V Aut.',
    anoFabricacao: 2023,
    anoModelo: 2024,
    ano: '2023/2024',
    placa: 'BRA2E19',
    uf: 'PR',
    cor: 'Prata',
    chassi: '9BRBDWHE5R0123456',
    renavam: '01234567890',
    valor: 14_238_000,
    encontrado: true,
    aprovado: true,
  },
  tipoVendedor: 'PF',
  vendedor: {
    nome: 'Carlos Souza',
    cpfCnpj: '52998224725',
    nomeFantasia: null,
    dadosBancarios: {
      favorecido: 'Carlos Souza',
      cpfCnpj: '52998224725',
      idBanco: 341,
      banco: 'Itaú Unibanco S.A.',
      agencia: '0457',
      digitoAgencia: null,
      conta: '12345',
      digitoConta: '6',
      tipoConta: 'corrente',
      operacao: null,
    },
  },
};

/** A used-vehicle case's data once the digital inspection was asked at `quando`: the link sent, valid 30 days. */
export function vistoriaDigitalPedida(quando: Date) {
  return {
    tipoVistoria: 'VISTORIA_DIGITAL',
    vistoria: {
      tipo: 'VISTORIA_DIGITAL',
      solicitadaEm: quando.toISOString(),
      linkExpiraEm: new Date(quando.getTime() + 30 * 86_400_000).toISOString(),
      horarioVisita: null,
      acompanhante: null,
      endereco: null,
    },
  };
}

/** A payout scheduled on a fresh refund case of a fresh copy of Maria's quota 1010/23 (partner 1). */
async function repasseDaMaria(c: Contexto, valorCentavos: number) {
  const copia = await clonarCliente(c.t.database.url, MARIA.replace(/\D/g, ''));
  return repasseAgendado(c.t.database.url, copia.documento, 1010, 23, valorCentavos);
}

export const AMOSTRAS = new Map<Operacao, Amostra>([
  [
    veiculosOperacoes.solicitarFornecedor,
    async (c) => {
      const s = await c.cliente(MARIA, 1010, 23);
      const corpo = { idCota: s.idCota, razaoSocial: 'Recife Motors Ltda.', cidade: 'Recife', uf: 'PE' };
      return {
        url: cliente('/fornecedores'),
        headers: { ...s.headers, ...CELULAR },
        payload: { ...corpo, cnpj: '67890125000105' },
        // Masked or not, the same CNPJ: one pending request for the quota, 409 to the others.
        variar: (i) => ({ ...corpo, cnpj: i % 2 ? '67.890.125/0001-05' : '67890125000105' }),
      };
    },
  ],
  [
    veiculosOperacoes.solicitarModelo,
    async (c) => {
      const s = await c.cliente(MARIA, 1010, 23);
      const corpo = { tipo: 'LEVE', nomeFabricante: 'Lynk & Co', nomeBem: '01 Híbrido' };
      return {
        url: cliente(`/cotas/${s.idCota}/modelosbens/inclusao`),
        headers: { ...s.headers, ...CELULAR },
        payload: corpo,
        variar: (i) => ({ ...corpo, nomeBem: i % 2 ? '01 HIBRIDO' : '01 híbrido' }),
      };
    },
  ],
  [
    catalogoVeiculosOperacoes.atender,
    async (c) => {
      const { idSolicitacao } = await pedidoDeConcessionaria(c);
      const token = await c.operador();
      const corpo = {
        decisao: 'INCLUIR_CONCESSIONARIA',
        razaoSocial: 'Recife Motors Comércio de Veículos Ltda.',
        cidade: 'Recife',
        uf: 'PE',
        marcas: ['Toyota'],
      };
      return {
        url: operador(`/catalogo-veiculos/solicitacoes/${idSolicitacao}/resposta`),
        headers: OPERADOR(token),
        payload: corpo,
        variar: (i) => ({ ...corpo, marcas: i % 2 ? ['Toyota', 'Honda'] : ['Toyota'] }),
      };
    },
  ],
  [
    acessoOperacoes.recuperarSenha,
    async () => ({
      url: cliente('/login/recuperar-senha/cliente'),
      headers: CABECALHOS,
      payload: {
        inscricaoNacional: MARIA,
        email: 'maria.santos@example.com',
        dataNascimentoFundacao: '1986-04-12',
      },
    }),
  ],
  [
    acessoOperacoes.alterarSenha,
    async (c) => {
      const s = await c.cliente(MARIA);
      const corpo = (novaSenha: string) => ({ senhaAtual: SENHA, novaSenha, inscricaoNacional: MARIA });
      return {
        url: cliente(`/cotas/${s.idCota}/alterar-senha`),
        headers: s.headers,
        payload: corpo('246810'),
        variar: (i) => corpo(String(246810 + i)),
      };
    },
  ],
  [
    acessoOperacoes.enviarCodigo,
    async (c) => {
      const s = await c.cliente(MARIA);
      return { url: cliente(`/cotas/${s.idCota}/verificacao`), headers: s.headers };
    },
  ],
  [
    ajudaOperacoes.votar,
    async (c) => {
      const s = await c.cliente(MARIA);
      const busca = await postar<{ data: { id: number }[] }>(c.t, cliente('/faq/search/1'), s.headers, {
        id_cota: s.idCota,
        category: 'lances',
      });
      const voto = (i: number) => ({
        id_cota: s.idCota,
        question_id: busca.data[i % busca.data.length]!.id,
        is_helpful: i % 2 === 0,
      });
      return { url: cliente('/faq/feedback'), headers: s.headers, payload: voto(0), variar: voto };
    },
  ],
  [
    assembleiasOperacoes.iniciarApuracao,
    async (c) => {
      const token = await c.operador();
      const { id, concurso } = await proximaAssembleia(c, token);
      // Ahead of its date: the supervisor's override with its reason (ADR 0018).
      const corpo = (motivoAntecipacao: string) => ({ concurso, premios: PREMIOS, motivoAntecipacao });
      return {
        url: operador(`/assembleias/${id}/apuracao`),
        headers: OPERADOR(token),
        payload: corpo('Teste de concorrência'),
        variar: (i) => corpo(`Teste de concorrência ${i}`),
      };
    },
  ],
  [
    assembleiasOperacoes.congelarElegiveis,
    async (c) => {
      const token = await c.operador();
      // Group 7070 holds its assembly today: its bids closed yesterday, so its set can freeze.
      const { id } = await proximaAssembleia(c, token, 7070);
      return { url: operador(`/assembleias/${id}/conjunto-elegivel`), headers: OPERADOR(token) };
    },
  ],
  [
    assembleiasOperacoes.proximoEvento,
    async (c) => {
      const token = await c.operador();
      const { id, concurso } = await proximaAssembleia(c, token);
      await postar(c.t, operador(`/assembleias/${id}/apuracao`), OPERADOR(token), {
        concurso,
        premios: PREMIOS,
        motivoAntecipacao: 'Teste de concorrência',
      });
      return { url: operador(`/assembleias/${id}/proximo-evento`), headers: OPERADOR(token) };
    },
  ],
  [
    boletosOperacoes.marcar,
    async (c) => {
      const s = await c.cliente(MARIA, 1010, 23);
      const { parcelas } = await pendentes(c, s);
      const corpo = (i: number) => ({
        identificadorCobranca: parcelas[i % parcelas.length]!.identificadorCobranca,
      });
      return {
        url: cliente(`/cotas/${s.idCota}/cobrancas/segunda-via/marcar`),
        headers: s.headers,
        payload: corpo(0),
        variar: corpo,
      };
    },
  ],
  [
    boletosOperacoes.desmarcar,
    async (c) => {
      const s = await c.cliente(MARIA, 1010, 23);
      const { parcelas } = await pendentes(c, s);
      const corpo = (i: number) => ({
        identificadorCobranca: parcelas[i % parcelas.length]!.identificadorCobranca,
      });
      for (const i of [0, 1]) {
        await postar(c.t, cliente(`/cotas/${s.idCota}/cobrancas/segunda-via/marcar`), s.headers, corpo(i));
      }
      return {
        url: cliente(`/cotas/${s.idCota}/cobrancas/segunda-via/desmarcar`),
        headers: s.headers,
        payload: corpo(0),
        variar: corpo,
      };
    },
  ],
  [
    boletosOperacoes.marcarTodas,
    async (c) => {
      const s = await c.cliente(MARIA, 1010, 57);
      // Select all of the unified list, of its overdue or of its on-time instalments.
      const corpo = (i: number) => ({
        SN_UnificaParcelasOutrasCota: i % 2 ? 'S' : 'N',
        filtro: (['all', 'late', 'due'] as const)[i % 3],
      });
      return {
        url: cliente(`/cotas/${s.idCota}/cobrancas/segunda-via/marcar-todas`),
        headers: s.headers,
        payload: corpo(1),
        variar: corpo,
      };
    },
  ],
  [
    boletosOperacoes.desmarcarTodas,
    async (c) => {
      const s = await c.cliente(MARIA, 1010, 57);
      await postar(c.t, cliente(`/cotas/${s.idCota}/cobrancas/segunda-via/marcar-todas`), s.headers, {
        SN_UnificaParcelasOutrasCota: 'S',
      });
      const corpo = (i: number) => ({
        SN_UnificaParcelasOutrasCota: i % 2 ? 'S' : 'N',
        filtro: (['all', 'late', 'due'] as const)[i % 3],
      });
      return {
        url: cliente(`/cotas/${s.idCota}/cobrancas/segunda-via/desmarcar-todas`),
        headers: s.headers,
        payload: corpo(1),
        variar: corpo,
      };
    },
  ],
  [
    boletosOperacoes.gerarDasMarcadas,
    async (c) => {
      const s = await c.cliente(MARIA, 1010, 23);
      const { parcelas } = await pendentes(c, s);
      for (const p of parcelas.slice(0, 2)) {
        await postar(c.t, cliente(`/cotas/${s.idCota}/cobrancas/segunda-via/marcar`), s.headers, {
          identificadorCobranca: p.identificadorCobranca,
        });
      }
      return { url: cliente(`/cotas/${s.idCota}/cobrancas/segunda-via/gerar-boleto`), headers: s.headers };
    },
  ],
  [
    boletosOperacoes.gerar,
    async (c) => {
      const s = await c.cliente(MARIA, 1010, 23);
      const { parcelas, identificador } = await pendentes(c, s);
      // Different selections overlap: each of 1 or 2 instalments, starting anywhere in the first three.
      const corpo = (i: number) =>
        selecao(identificador, parcelas.slice(i % 3, (i % 3) + 1 + (Math.floor(i / 3) % 2)));
      return {
        url: cliente(`/cotas/${s.idCota}/cobrancas/boleto`),
        headers: s.headers,
        payload: selecao(identificador, parcelas.slice(0, 1)),
        variar: corpo,
      };
    },
  ],
  [
    boletosOperacoes.boletoDeQuitacao,
    async (c) => {
      const s = await c.cliente(MARIA, 1010, 23);
      return { url: cliente(`/cotas/${s.idCota}/cobrancas/quitacao/boleto`), headers: s.headers };
    },
  ],
  [
    boletosOperacoes.enviarPorEmail,
    async (c) => {
      const { s, boleto } = await boletoDaMaria(c);
      const para = (i: number) => [{ nome: 'Maria', email: `maria${i}@example.com` }];
      return {
        url: cliente(`/cotas/${s.idCota}/boletos/${boleto.nossoNumero}/email`),
        headers: s.headers,
        payload: para(0),
        variar: para,
      };
    },
  ],
  [
    boletosOperacoes.registrarPagamento,
    async (c) => {
      const { boleto } = await boletoDaMaria(c);
      const token = await c.operador();
      return {
        url: operador(`/boletos/${boleto.nossoNumero}/pagamento`),
        headers: OPERADOR(token),
        payload: { dataPagamento: hojeEmSaoPaulo(), valorPago: boleto.valorCobrado },
      };
    },
  ],
  [
    boletosOperacoes.importarRetorno,
    async (c) => {
      const { boleto } = await boletoDaMaria(c);
      const token = await c.operador();
      const conteudo = gerarRetornoCnab240({
        convenio: '1234567',
        dataGeracao: hojeEmSaoPaulo(),
        titulos: [
          {
            nossoNumero: boleto.nossoNumero,
            valorNominal: boleto.valorCobrado,
            valorPago: boleto.valorCobrado,
            dataVencimento: hojeEmSaoPaulo(),
            dataPagamento: hojeEmSaoPaulo(),
          },
        ],
      });
      return {
        url: operador('/retornos'),
        headers: OPERADOR(token),
        payload: { nomeArquivo: 'RET001.ret', conteudo },
        variar: (i) => ({ nomeArquivo: `RET${String(i).padStart(3, '0')}.ret`, conteudo }),
      };
    },
  ],
  [
    casosOperacoes.criar,
    async (c) => {
      const s = await c.cliente(MARIA, 4040, 301);
      const caso = (i: number) => ({
        CPF_CNPJ: MARIA,
        IdExternoCota: String(s.idCota),
        RecordTypeDeveloperName: 'Reativacao_Cota',
        Description: `Quero reativar minha cota (${i})`,
        DadosApp__c: JSON.stringify({ telefone: '11987654321', horario: 'manhã' }),
      });
      return { url: cliente('/salesforce/casos'), headers: s.headers, payload: caso(0), variar: caso };
    },
  ],
  [
    casosOperacoes.atualizarPeloApp,
    async (c) => {
      const s = await c.cliente(EMPRESA, 1010, 141);
      const consulta = await postar<{
        compositeResponse: { body: { CaseNumber: string; RecordTypeDeveloperName: string } }[];
      }>(c.t, cliente('/salesforce/consulta/casos'), s.headers, {
        CPF_CNPJ: EMPRESA,
        RecordTypeDeveloperName: ['Aviso_Cancelada_Contemplada'],
        IdExternoCota: String(s.idCota),
      });
      const numero = consulta.compositeResponse[0]!.body.CaseNumber;
      return {
        url: cliente(`/salesforce/contemplacao/casos/${numero}`),
        headers: s.headers,
        payload: { Fase__c: 'Ciente via APP', Origin: 'APP', CaseNumber: numero },
      };
    },
  ],
  [
    filiaisOperacoes.pedirRetorno,
    async (c) => {
      const s = await c.cliente(MARIA);
      const periodos = ['manha', 'tarde'];
      return {
        url: cliente('/atendimento/retorno'),
        headers: s.headers,
        payload: { telefone: '(11) 98765-4321', periodo: 'tarde' },
        variar: (i) => ({ telefone: `(11) 98765-43${String(i).padStart(2, '0')}`, periodo: periodos[i % 2] }),
      };
    },
  ],
  [
    lancesOperacoes.confirmar,
    async (c) => {
      const s = await c.cliente(MARIA, 1010, 23);
      const regras = await json<RegrasLance>(
        c.t,
        cliente(`/cotas/${s.idCota}/credenciamento-lance`),
        s.headers,
      );
      // 20 different bids: each simulated (a read), then confirmed by the harness.
      const confirmacoes: object[] = [];
      for (let i = 0; i < 20; i++) {
        const payload = montarPayloadLance(regras, {
          type: { modalidade: 'PE', percentual: 30 + i, valor: null },
          builtin: { usa: false, valor: null },
          fgts: { usa: false, valor: null },
          keys: false,
          reduction: 'PZ',
        });
        const sim = await postar<{ identificador: string }>(
          c.t,
          cliente(`/cotas/${s.idCota}/credenciamento-lance/simulacao`),
          s.headers,
          payload,
        );
        confirmacoes.push(montarConfirmacaoLance(payload, sim.identificador));
      }
      return {
        url: cliente(`/cotas/${s.idCota}/credenciamento-lance`),
        headers: s.headers,
        payload: confirmacoes[0]!,
        variar: (i) => confirmacoes[i]!,
      };
    },
  ],
  [
    notificacoesOperacoes.marcarLido,
    async (c) => {
      const s = await c.cliente(MARIA);
      const { data } = await json<{ data: { id: number }[] }>(c.t, cliente('/informativos'), s.headers);
      const corpo = (i: number) => ({ news_id: data[i % data.length]!.id });
      return { url: cliente('/informativos'), headers: s.headers, payload: corpo(0), variar: corpo };
    },
  ],
  [
    notificacoesOperacoes.assinarPush,
    async (c) => {
      const s = await c.cliente(MARIA);
      // A browser's subscription: a real P-256 public key and auth secret (the API refuses a point off the curve).
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const assinatura = (i: number) => ({
        endpoint: `https://fcm.googleapis.com/fcm/send/amostra-${i}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: 'A'.repeat(21) + 'w' },
      });
      return {
        url: cliente('/notificacoes-push/assinaturas'),
        headers: s.headers,
        payload: assinatura(0),
        variar: assinatura,
      };
    },
  ],
  [
    notificacoesOperacoes.publicar,
    async (c) => {
      const token = await c.operador();
      const noticia = (i: number) => ({
        parceiroId: 2,
        titulo: `Reajuste anual das parcelas ${i}`,
        resumo: 'As parcelas do grupo serão reajustadas em junho.',
        conteudo: 'As parcelas serão reajustadas em junho pelo índice previsto no contrato de adesão.',
        link: '/financeiro',
      });
      return {
        url: operador('/informativos'),
        headers: OPERADOR(token),
        payload: noticia(0),
        variar: noticia,
      };
    },
  ],
  [
    parceirosOperacoes.publicarAviso,
    async (c) => {
      const token = await c.operador();
      const aviso = (i: number) => ({
        parceiroId: 2,
        inicio: '2099-07-15T22:00',
        fim: '2099-07-16T06:00',
        texto: `Manutenção programada ${i}: o portal ficará fora do ar durante a madrugada.`,
      });
      return {
        url: operador('/avisos-manutencao'),
        headers: OPERADOR(token),
        payload: aviso(0),
        variar: aviso,
      };
    },
  ],
  [
    perfilOperacoes.avaliar,
    async (c) => {
      const s = await c.cliente(MARIA);
      const avaliacao = (i: number) => ({ name: 'boletos', answer: `Gostei ${i}`, partner: 1 });
      return {
        url: cliente('/usuarios/avaliacoes'),
        headers: s.headers,
        payload: avaliacao(0),
        variar: avaliacao,
      };
    },
  ],
  [
    perfilOperacoes.enviarFoto,
    async (c) => {
      const s = await c.cliente(MARIA);
      const foto = await fotoWebp();
      return {
        url: cliente('/arquivos/v2'),
        headers: { ...s.headers, 'content-type': `multipart/form-data; boundary=${FRONTEIRA}` },
        payload: multipart(foto, 'foto-cota'),
        variar: (i) => multipart(foto, i % 2 ? 'foto-perfil' : 'foto-cota'),
      };
    },
  ],
  [
    dadosCadastraisOperacoes.incluirEndereco,
    cadastral('/enderecos', (i) => ({
      endereco: 'Rua Oscar Freire',
      numeroEndereco: String(379 + i),
      bairro: 'Jardim Paulista',
      idCidade: 3550308,
      cep: '01426-001',
      idTipoEndereco: 1,
    })),
  ],
  [
    dadosCadastraisOperacoes.incluirTelefone,
    cadastral('/telefones', (i) => ({ telefone: `113222${String(1100 + i)}` })),
  ],
  [dadosCadastraisOperacoes.incluirEmail, cadastral('/email', (i) => ({ email: `maria.c${i}@example.com` }))],
  [
    dadosCadastraisOperacoes.incluirCelular,
    cadastral('/phone', (i) => ({ telefone: `11955${String(550000 + i)}` })),
  ],
  [
    perfilOperacoes.enviarFotoBase64,
    async (c) => {
      const s = await c.cliente(MARIA);
      const base64 = (await fotoWebp()).toString('base64');
      return {
        url: cliente('/arquivos/blob'),
        headers: s.headers,
        payload: { base64, category: 'foto-perfil' },
        variar: (i) => ({ base64, category: i % 2 ? 'foto-perfil' : 'foto-cota' }),
      };
    },
  ],
  [
    // 20 different uploads: the flow's 10 places are taken, the other 10 refused with the spec's message.
    validacaoIdentidadeOperacoes.enviar,
    async (c) => {
      // Maria's name change waits in a case; her document and selfie were uploaded to the registration flow.
      const s = await c.cliente(MARIA);
      const base = cliente(`/cotas/${s.idCota}/dados-cadastrais`);
      const { fisica } = await json<{ fisica: object }>(c.t, base, s.headers);
      const auth_token = await autorizacao(c, s);
      const mudou = await c.t.app.inject({
        method: 'PUT',
        url: `${base}/fisica`,
        headers: s.headers,
        payload: { ...fisica, nomeCompleto: 'Maria Oliveira Santos Almeida', auth_token },
      });
      if (mudou.statusCode !== 200) throw new Error(`PUT fisica: ${mudou.statusCode} ${mudou.body}`);
      const enviar = async (nome: string) => {
        const res = await c.t.app.inject({
          method: 'POST',
          url: cliente('/fluxos/cadastro/documentos'),
          headers: { ...s.headers, 'content-type': `multipart/form-data; boundary=${FRONTEIRA}` },
          payload: documentoPdf(nome),
        });
        if (res.statusCode !== 201) throw new Error(`POST documentos: ${res.statusCode} ${res.body}`);
        return res.json<{ documentos: { id: string }[] }>().documentos[0]!.id;
      };
      const corpo = { documentos: [await enviar('rg.pdf')], selfie: await enviar('selfie.pdf') };
      // 20 different keys with the same files: one attaches them, the others find them attached already.
      return { url: `${base}/validacao-identidade`, headers: s.headers, payload: corpo, variar: () => corpo };
    },
  ],
  [
    documentosOperacoes.enviar,
    async (c) => {
      const s = await c.cliente(MARIA);
      return {
        url: cliente('/fluxos/cadastro/documentos'),
        headers: { ...s.headers, 'content-type': `multipart/form-data; boundary=${FRONTEIRA}` },
        payload: documentoPdf('rg.pdf'),
        variar: (i) => documentoPdf(`documento-${i}.pdf`),
      };
    },
  ],
  [
    contemplacaoOperacoes.travarAceites,
    async (c) => {
      // Maria accepted both terms on her contemplated 3030/0009; the lock is what is measured.
      const s = await c.cliente(MARIA, 3030, 9);
      const base = cliente(`/cotas/${s.idCota}/contemplacao/aceites`);
      await alterar(c.t, 'PUT', base, s.headers, {
        termosECondicoes: true,
        autorizacaoConsultaCredito: true,
      });
      return { url: `${base}/travar`, headers: s.headers };
    },
  ],
  [
    contemplacaoOperacoes.solicitarAnalise,
    async (c) => {
      const s = await c.cliente(MARIA, 3030, 9);
      const corpo = await envioInicial(c, s, MARIA);
      // 20 different keys with the same files: one sends them, the others find them sent already.
      return {
        url: cliente('/antifraude/analise-documento/solicitar'),
        headers: s.headers,
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    contemplacaoOperacoes.solicitarAnaliseEmpresa,
    async (c) => {
      // The company's contemplated 1010/0140 has no analysis case in the seed: it opens one through the app.
      const s = await c.cliente(EMPRESA, 1010, 140);
      await abrirCaso(c, s, EMPRESA, 'Consultoria_Analise');
      const corpo = await envioInicialEmpresa(c, s, EMPRESA);
      return {
        url: cliente('/antifraude/analise-documento/solicitar-empresa'),
        headers: s.headers,
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    contemplacaoOperacoes.solicitarReanalise,
    async (c) => {
      // Maria's 2020/0112 cash-billing case waits in 'Pendência Cliente' for a corrected residence proof.
      const s = await c.cliente(MARIA, 2020, 112);
      const corpo = {
        CaseNumber: await numeroDoCaso(c, s, MARIA, 'Faturamento_Especie'),
        documentos: [
          {
            id: await arquivo(c, s, 'comprovante-novo.pdf'),
            codigo: 'comprovante_residencia',
            dataDocumento: somarDias(hojeEmSaoPaulo(), -5),
            emNomeDoTitular: true,
          },
        ],
      };
      return {
        url: cliente('/antifraude/analise-documento/solicitar-reanalise'),
        headers: s.headers,
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    faturamentoOperacoes.iniciarManual,
    async (c) => {
      // Maria's contemplated 3030/0009 goes to an attendant: one billing case opens, the others find it so.
      const s = await c.cliente(MARIA, 3030, 9);
      const corpo = { motivoEncerramento: 'QUITAR_FINANCIAMENTO' };
      return {
        url: cliente('/core/faturamento/auto/iniciar-manual'),
        // 02 §6: asset billing is for phones.
        headers: { ...s.headers, ...CELULAR },
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [contemplacaoOperacoes.solicitarVendedor, envioDoVendedor('solicitar-vendedor', 'Dados Vendedor', 'dut')],
  [
    contemplacaoOperacoes.solicitarVendedorReenvio,
    envioDoVendedor('solicitar-vendedor-reenvio', 'Documentos Ilegíveis', 'atpv'),
  ],
  [
    contemplacaoOperacoes.solicitarCartaCorrecao,
    envioDoVendedor('solicitar-carta-correcao', 'Pendência Nota Fiscal', 'carta_correcao'),
  ],
  [
    contemplacaoOperacoes.solicitarDocumentosAdicionaisVendedor,
    envioDoVendedor('solicitar-documentos-adicionais-vendedor', 'Pendência Sworks', 'documento_extra'),
  ],
  [
    contemplacaoOperacoes.solicitarReanaliseFaturamento,
    envioDoVendedor('solicitar-reanalise-faturamento', 'Correção Faturamento', 'nota_fiscal_saida'),
  ],
  [
    faturamentoNovoOperacoes.cadastrarVeiculo,
    async (c) => {
      const s = await faturamentoNovo(c, 'Aguardando Dados Veículo');
      const corpo = (cor: string) => ({
        valorCompra: 100_000_000,
        veiculo: { ...VEICULO_NOVO, cor },
        concessionaria: CONCESSIONARIA_NOVO,
      });
      return {
        url: cliente('/core/faturamento/auto/cadastrar-veiculo'),
        headers: { ...s.headers, ...CELULAR },
        payload: corpo('Branco'),
        variar: (i) => corpo(`Branco ${i}`),
      };
    },
  ],
  [
    faturamentoNovoOperacoes.solicitar,
    async (c) => {
      const s = await faturamentoNovo(c, 'Retorno Escolha Bem', {
        valorCompra: 100_000_000,
        concessionaria: CONCESSIONARIA_NOVO,
      });
      const corpo = {
        formaPagamento: 'CREDITO_E_RECURSOS_PROPRIOS',
        dadosBancarios: {
          favorecido: 'Rota Sul Veículos Ltda.',
          cpfCnpj: EMPRESA,
          idBanco: '341',
          agencia: '0457',
          conta: '12345-6',
          tipoConta: 'corrente',
        },
      };
      return {
        url: cliente(`/cotas/${s.idCota}/faturamento/solicitar`),
        headers: { ...s.headers, ...CELULAR },
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    transferenciaOperacoes.solicitar,
    async (c) => {
      // Bruno transfers his 6060/0150 to Maria: one transfer opens (the partial unique index of open transfers),
      // its confirmation e-mail and audit entry once.
      const s = await c.cliente('22949521541', 6060, 150, 2);
      const corpo = (nome: string) => ({
        cpfCnpjCessionario: '529.982.247-25',
        nomeCessionario: nome,
        emailCessionario: 'maria@example.com',
      });
      return {
        url: cliente('/core/transferencia-cota/solicitar'),
        headers: s.headers,
        payload: corpo('Maria Souza'),
        variar: (i) => corpo(`Maria Souza ${i}`),
      };
    },
  ],
  [
    renegociacaoOperacoes.confirmar,
    async (c) => {
      // Ana renegotiates the overdue instalments of her 7070/0031: one pending renegotiation (the partial
      // unique index), its instalments diluted and audited once.
      const s = await c.cliente('98765432100', 7070, 31, 2);
      const res = await c.t.app.inject({
        method: 'GET',
        url: cliente('/renegociacao-parcelas/obter-parcelas'),
        headers: s.headers,
      });
      const ids = res
        .json<{ parcelasEmAtraso: { idParcela: number }[] }>()
        .parcelasEmAtraso.map((p) => p.idParcela);
      return {
        url: cliente('/renegociacao-parcelas/confirmar-renegociacao'),
        headers: s.headers,
        payload: { parcelas: ids },
        variar: (i) => ({ parcelas: i % 2 === 0 ? ids : ids.slice(0, 1) }),
      };
    },
  ],
  [
    renegociacaoOperadorOperacoes.registrarContato,
    async (c) => {
      // Ana renegotiates her overdue 7070/0031; the analyst records a contact about it: one row, audited once.
      const s = await c.cliente('98765432100', 7070, 31, 2);
      const atraso = await c.t.app.inject({
        method: 'GET',
        url: cliente('/renegociacao-parcelas/obter-parcelas'),
        headers: s.headers,
      });
      const parcelas = atraso
        .json<{ parcelasEmAtraso: { idParcela: number }[] }>()
        .parcelasEmAtraso.map((p) => p.idParcela);
      const confirmada = await c.t.app.inject({
        method: 'POST',
        url: cliente('/renegociacao-parcelas/confirmar-renegociacao'),
        headers: s.headers,
        payload: { parcelas },
      });
      const { idRenegociacao } = confirmada.json<{ idRenegociacao: number }>();
      const corpo = (nota: string) => ({ nota });
      return {
        url: operador(`/renegociacoes/${idRenegociacao}/contatos`),
        headers: OPERADOR(await c.operador()),
        payload: corpo('Cliente avisada do vencimento da próxima parcela.'),
        variar: (i) => corpo(i % 5 === 0 ? '' : `Contato ${i}: cliente avisada do vencimento.`),
      };
    },
  ],
  [
    seguroOperacoes.solicitar,
    async (c) => {
      // Clara asks the insurance of her 4545/0013: one open request (the partial unique index), audited once.
      const s = await c.cliente('38461527224', 4545, 13, 1);
      const corpo = (horario: 'manha' | 'tarde') => ({
        telefone: '(31) 98888-7777',
        email: 'clara.duarte@example.com',
        'melhor-horario': horario,
      });
      return {
        url: cliente(`/cotas/${s.idCota}/seguro/solicitar`),
        headers: s.headers,
        payload: corpo('manha'),
        variar: (i) => corpo(i % 2 === 0 ? 'manha' : 'tarde'),
      };
    },
  ],
  [
    antecipacaoOperacoes.solicitar,
    async (c) => {
      // Clara anticipates the last instalments of her 4545/0012: one open anticipation (the partial unique
      // index), its instalments, audit entry and boleto once.
      const s = await c.cliente('38461527224', 4545, 12, 1);
      return {
        url: cliente(`/cotas/${s.idCota}/antecipacao/solicitar`),
        headers: s.headers,
        payload: { modo: 'prazo', quantidadeParcelas: 2 },
        variar: (i) => ({ modo: 'prazo', quantidadeParcelas: i % 2 === 0 ? 2 : 1 }),
      };
    },
  ],
  [
    devolucaoOperacoes.solicitarPagamento,
    async (c) => {
      // Rota Sul asks the refund of its cancelled contemplated 1010/0141: one refund case opens (the unique
      // index of open cases), its SMS authorisation is spent once, the files tied to it once.
      const s = await c.cliente(EMPRESA, 1010, 141);
      const documentos = [
        { codigo: 'documento_socio', id: await arquivo(c, s, 'socio.pdf', 'devolucao') },
        { codigo: 'selfie', id: await arquivo(c, s, 'selfie.pdf', 'devolucao') },
        { codigo: 'contrato_social', id: await arquivo(c, s, 'contrato.pdf', 'devolucao') },
      ];
      const auth_token = await autorizacao(c, s, '51991234567');
      const corpo = (favorecido: string) => ({
        auth_token,
        documentos,
        dadosBancarios: {
          favorecido,
          cpfCnpj: EMPRESA,
          idBanco: 341,
          agencia: '0457',
          conta: '12345-6',
          tipoConta: 'corrente',
        },
        confirmacao: true,
      });
      return {
        url: cliente('/core/devolucao/solicitar-pagamento'),
        headers: s.headers,
        payload: corpo('Transportadora Rota Sul Ltda'),
        variar: (i) => corpo(`Transportadora Rota Sul Ltda ${i}`),
      };
    },
  ],
  [
    faturamentoNovoOperacoes.dadosOrdemFaturamento,
    async (c) => {
      // The purchase order exists (documents approved): the order's colour, logo and unit, recorded once.
      const s = await faturamentoNovo(c, 'Indicar Bem Manual', {
        valorCompra: 100_000_000,
        veiculo: { ...VEICULO_NOVO, ano: '2026/2026' },
        concessionaria: CONCESSIONARIA_NOVO,
      });
      const { rows } = await c.t.database.pool.query<{ unidade: string; logo: string }>(
        `select g.id_unidade_negocio as unidade, p.logo_url as logo
           from cotas c join grupos g on g.id = c.grupo_id join parceiros p on p.id = 1 where c.id = $1`,
        [s.idCota],
      );
      const corpo = (cor: string) => ({
        corParceiro: cor,
        logoParceiro: rows[0]!.logo,
        unidadeNegocio: Number(rows[0]!.unidade),
      });
      return {
        url: cliente('/core/faturamento/auto/dados-ordem-faturamento'),
        headers: { ...s.headers, ...CELULAR },
        payload: corpo('#0A3D62'),
        variar: (i) => corpo(`#0A3D${String(i % 100).padStart(2, '0')}`),
      };
    },
  ],
  [
    faturamentoSeminovoOperacoes.selecionarVeiculo,
    async (c) => {
      // The demo's accepted plate on a used-vehicle case: the case moves once (its lock), one history line.
      const s = await faturamentoNovo(c, 'Aguardando Dados Vistoria', {
        tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO',
      });
      const corpo = (cor: string) => ({
        tipo: 'LEVE',
        marca: 'Toyota',
        modelo: 'Corolla XEi 2.0 Flex 16V Aut.',
        anoFabricacao: 2023,
        anoModelo: 2024,
        placa: 'BRA2E19',
        uf: 'PR',
        cor,
        chassi: '9BRBDWHE5R0123456',
        renavam: '01234567890',
        valor: 14_238_000,
      });
      return {
        url: cliente('/core/faturamento/auto/selecionar-veiculo'),
        headers: { ...s.headers, ...CELULAR },
        payload: corpo('Prata'),
        variar: (i) => corpo(`Prata ${i}`),
      };
    },
  ],
  [
    faturamentoSeminovoOperacoes.dadosVendedor,
    async (c) => {
      // The seller of the approved vehicle: recorded once, the case moves to the documents once.
      const s = await faturamentoNovo(c, 'Garantia Aprovada', {
        tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO',
      });
      const corpo = (favorecido: string) => ({
        tipoVendedor: 'PF',
        nome: 'Carlos Souza',
        cpfCnpj: '52998224725',
        dadosBancarios: {
          favorecido,
          cpfCnpj: '52998224725',
          idBanco: '341',
          agencia: '0457',
          conta: '12345-6',
          tipoConta: 'corrente',
        },
      });
      return {
        url: cliente('/core/faturamento/auto/dados-vendedor'),
        headers: { ...s.headers, ...CELULAR },
        payload: corpo('Carlos Souza'),
        variar: (i) => corpo(`Carlos Souza ${i}`),
      };
    },
  ],
  [
    faturamentoSeminovoOperacoes.assinarAutorizacao,
    async (c) => {
      // The billing authorization signed with one SMS authorisation: one signature row, one history line.
      const s = await faturamentoNovo(c, 'Aguardando Assinatura', SEMINOVO_PARA_ASSINAR);
      const auth_token = await autorizacao(c, s);
      return {
        url: cliente(`/cotas/${s.idCota}/faturamento/seminovo/autorizacao`),
        headers: { ...s.headers, ...CELULAR },
        payload: { auth_token },
        variar: () => ({ auth_token }),
      };
    },
  ],
  [
    faturamentoSeminovoOperacoes.enviarFotosVistoria,
    async (c) => {
      // The digital inspection's photos: the case claims one set and moves once; the others find it moved.
      const s = await faturamentoNovo(c, 'Agendar Vistoria Digital', {
        ...SEMINOVO_PARA_ASSINAR,
        ...vistoriaDigitalPedida(new Date()),
      });
      const corpo = { fotos: await fotosDaVistoria(c, s) };
      return {
        url: cliente(`/cotas/${s.idCota}/faturamento/seminovo/vistoria-digital/fotos`),
        headers: { ...s.headers, ...CELULAR },
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    documentosOperacoes.enviarLaudo,
    async (c) => {
      // The inspection report: each different request is one more PDF of the case, the repeated key one.
      const { numero } = await casoNovo(c, 'Vistoria Técnica Agendada', {
        tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO',
        rodadaVistoria: 1,
      });
      return {
        url: operador(`/casos/${numero}/laudo-vistoria`),
        headers: {
          ...OPERADOR(await c.operador()),
          'content-type': `multipart/form-data; boundary=${FRONTEIRA}`,
        },
        payload: documentoPdf('laudo.pdf'),
        variar: (i) => documentoPdf(`laudo-${i}.pdf`),
      };
    },
  ],
  [
    faturamentoSeminovoOperacoes.acaoDoAnalista,
    async (c) => {
      // The inspector was not received: the case moves once and the re-inspection fee is charged once.
      const { numero } = await casoNovo(c, 'Vistoria Técnica Agendada', {
        tipoFaturamento: 'FATURAMENTO_SEMINOVO_AUTO',
        rodadaVistoria: 1,
      });
      const corpo = { acao: 'vistoriador-nao-recebido' };
      return {
        url: operador(`/casos/${numero}/faturamento-seminovo`),
        headers: OPERADOR(await c.operador()),
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    faturamentoNovoOperacoes.acaoDoAnalista,
    async (c) => {
      const { numero } = await casoNovo(c, 'Documentação Recebida');
      const corpo = { acao: 'aprovar-documentos' };
      return {
        url: operador(`/casos/${numero}/faturamento-novo`),
        headers: OPERADOR(await c.operador()),
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    repassesOperacoes.gerarRemessa,
    async (c) => {
      // Two payouts of one partner: one export takes both, the others find nothing left ('agendado').
      const { parceiroId } = await repasseDaMaria(c, 1_000_00);
      await repasseDaMaria(c, 2_000_00);
      const corpo = { parceiroId };
      return {
        url: operador('/repasses/remessas'),
        headers: OPERADOR(await c.operador()),
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    faturamentoCreditoOperacoes.solicitarPagamento,
    async (c) => {
      // The authorization term is accepted once: one history line, the others answer the same case.
      const { s } = await casoEspecie(c, false);
      const corpo = { aceiteTermoAutorizacao: true };
      return {
        url: cliente('/core/faturamento-credito/solicitar-pagamento'),
        headers: s.headers,
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    repassesOperacoes.importarRetorno,
    async (c) => {
      const { parceiroId, repasseId } = await repasseDaMaria(c, 3_000_00);
      const headers = OPERADOR(await c.operador());
      const remessa = await postar<{ id: number }>(c.t, operador('/repasses/remessas'), headers, {
        parceiroId,
      });
      const res = await c.t.app.inject({
        method: 'GET',
        url: operador(`/repasses/remessas/${remessa.id}/arquivo`),
        headers,
      });
      const conteudo = gerarRetornoDaRemessa(res.body, { [repasseId]: '00' });
      // The same file under 20 names: applied once, the others answer the stored report.
      return {
        url: operador('/repasses/retornos'),
        headers,
        payload: { nomeArquivo: 'RETPAG.RET', conteudo },
        variar: (i) => ({ nomeArquivo: `RETPAG${i}.RET`, conteudo }),
      };
    },
  ],
  [
    repassesOperacoes.cancelar,
    async (c) => {
      const { repasseId } = await repasseDaMaria(c, 4_000_00);
      const corpo = { motivo: 'Conta do cliente a confirmar' };
      return {
        url: operador(`/repasses/${repasseId}/cancelar`),
        headers: OPERADOR(await c.operador()),
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    faturamentoEspecieOperadorOperacoes.decidir,
    async (c) => {
      // One approval moves the case and schedules one payout (ADR 0041); the others find it moved (409).
      const { numero } = await casoEspecie(c, true);
      const corpo = { decisao: 'aprovar' };
      return {
        url: operador(`/faturamentos/especie/${numero}/decisao`),
        headers: OPERADOR(await c.operador()),
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    posvendaOperacoes.ano,
    async (c) => {
      // Maria's 1010/0023 onboarding, wrong years: two attempts at most, the second blocks and opens one
      // call-back (one statement counts them); identical requests count one attempt.
      const s = await c.cliente('52998224725', 1010, 23);
      return {
        url: cliente('/pos-venda/validacao-seguranca/ano'),
        headers: s.headers,
        payload: { ano: 1990 },
        variar: (i) => ({ ano: 1900 + i }),
      };
    },
  ],
  [
    posvendaOperacoes.identidade,
    async (c) => {
      // The year confirmed first; the document and the selfie are claimed by the case once.
      const s = await c.cliente('52998224725', 1010, 23);
      await postar(c.t, cliente('/pos-venda/validacao-seguranca/ano'), s.headers, { ano: 1986 });
      const documento = await arquivo(c, s, 'rg.pdf');
      const selfie = await arquivo(c, s, 'selfie.pdf');
      const corpo = { documentos: [documento], selfie: [selfie] };
      return {
        url: cliente('/pos-venda/validacao-seguranca/identidade'),
        headers: s.headers,
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    posvendaOperacoes.responder,
    async (c) => {
      // The registration data confirmed: the walk moves one step once (the row's step is compared and set).
      const s = await c.cliente('52998224725', 1010, 23);
      await postar(c.t, cliente('/pos-venda/validacao-seguranca/ano'), s.headers, { ano: 1986 });
      const documento = await arquivo(c, s, 'rg.pdf');
      const selfie = await arquivo(c, s, 'selfie.pdf');
      await postar(c.t, cliente('/pos-venda/validacao-seguranca/identidade'), s.headers, {
        documentos: [documento],
        selfie: [selfie],
      });
      const corpo = { passo: 'dados-cadastrais', ciente: true };
      return {
        url: cliente('/pos-venda/respostas'),
        headers: s.headers,
        payload: corpo,
        variar: () => corpo,
      };
    },
  ],
  [
    posvendaOperacoes.retorno,
    async (c) => {
      // One pending call-back per onboarding: the second request changes nothing.
      const s = await c.cliente('52998224725', 1010, 23);
      await postar(c.t, cliente('/pos-venda/validacao-seguranca/ano'), s.headers, { ano: 1986 });
      return {
        url: cliente('/pos-venda/retorno'),
        headers: s.headers,
        payload: { telefone: '(11) 98765-4321', periodo: 'manha' },
        variar: (i) => ({ telefone: '(11) 98765-4321', periodo: i % 2 ? 'manha' : 'tarde' }),
      };
    },
  ],
]);
