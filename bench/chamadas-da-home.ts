/**
 * The calls the web makes for /home after a password login (apps/web: preparar-sessao, verificacao-de-casos,
 * the home's cards, the layout's bell and font-size preference, partner notices, the PWA version check; the
 * partner's content when a case card shows), with the web's own paths and parameters from the domain's
 * catalogue. GET /cotas and the partner configuration are run.ts's core rows. Lighthouse lists the calls /home
 * really makes (BENCH_VERBOSO=1): a reload adds /login/refresh, the login itself /login/cota-selecionada.
 */
import {
  acessoOperacoes,
  assembleiasOperacoes,
  boletosOperacoes,
  casosOperacoes,
  cotasOperacoes,
  notificacoesOperacoes,
  parceirosOperacoes,
  perfilOperacoes,
  TAMANHO_PAGINA_INFORMATIVOS,
  TIPOS_CASO,
} from '@portal/domain';
import type { Alvo } from './comum.ts';

/** The catalogue's path with its `{name}` segments filled. */
function caminho(modelo: string, params: Record<string, number> = {}): string {
  return modelo.replace(/\{(\w+)\}/g, (_, nome: string) => String(params[nome]));
}

/** apps/web/src/lib/casos-da-cota.ts LOTES_DE_CASOS: the home's case check asks two batches of types. */
const LOTES_DE_CASOS = [
  [
    TIPOS_CASO.atualizacaoCadastral,
    TIPOS_CASO.posVenda,
    TIPOS_CASO.avisoContemplacao,
    TIPOS_CASO.consultoriaAnalise,
  ],
  [
    TIPOS_CASO.faturamentoEspecie,
    TIPOS_CASO.avisoCanceladaContemplada,
    TIPOS_CASO.reativacao,
    TIPOS_CASO.devolucao,
    TIPOS_CASO.faturamentoBem,
  ],
];

interface Contexto {
  api: string;
  headers: Record<string, string>;
  idCota: number;
  idParceiro: number;
  inscricao: string;
}

/** The customer id the web reads from the access token (apps/web/src/lib/session.ts idDoToken). */
function idDoUsuario(accessToken: string): number {
  return Number(
    (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub,
  );
}

export function chamadasDaHome({ api, headers, idCota, idParceiro, inscricao }: Contexto): Alvo[] {
  const get = (nome: string, modelo: string, query = ''): Alvo => ({
    nome: `home: ${nome}`,
    url: `${api}${caminho(modelo, { id: idCota })}${query}`,
    headers,
  });
  const doParceiro = (nome: string, modelo: string): Alvo => ({
    nome: `home: ${nome}`,
    url: `${api}${caminho(modelo, { id: idParceiro })}`,
    headers,
  });
  return [
    get('GET /login/cota-selecionada', acessoOperacoes.cotaSelecionada.caminho),
    get('GET /cotas/{id}', cotasOperacoes.detalhe.caminho),
    ...LOTES_DE_CASOS.map((tipos, i): Alvo => ({
      nome: `home: POST /salesforce/consulta/casos (lote ${i + 1})`,
      url: `${api}${casosOperacoes.consultar.caminho}`,
      method: 'POST',
      headers,
      body: { CPF_CNPJ: inscricao, RecordTypeDeveloperName: tipos, IdExternoCota: String(idCota) },
    })),
    get(
      'GET {id}/cobrancas/segunda-via (cartão do boleto pendente)',
      boletosOperacoes.segundaVia.caminho,
      '?SN_UnificaParcelasOutrasCota=N&filtro=all',
    ),
    get('GET {id}/dashboard/resultado-assembleia', assembleiasOperacoes.dashboard.caminho),
    get(
      'GET /informativos (sino, novidades, notificações)',
      notificacoesOperacoes.listar.caminho,
      `?partner_id=${idParceiro}&id_cota=${idCota}&page=1&page_size=${TAMANHO_PAGINA_INFORMATIVOS}`,
    ),
    {
      nome: 'home: GET /usuarios/{id}/preferencias',
      url: `${api}${caminho(perfilOperacoes.preferencias.caminho, { id: idDoUsuario(headers.access_token!) })}`,
      headers,
    },
    doParceiro('GET /parceiros/{id}/conteudo (cartões de caso)', parceirosOperacoes.conteudo.caminho),
    doParceiro('GET /parceiros/{id}/warnings', parceirosOperacoes.avisos.caminho),
    get('GET /versoes', acessoOperacoes.versoes.caminho),
  ];
}
