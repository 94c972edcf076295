/**
 * The calls the web makes for /home after a password login (apps/web: preparar-sessao, the home's one call,
 * which the main template's case-check sequence shares, the layout's bell and font-size preference, partner
 * notices, the PWA version check; the partner's content when a case card shows), with the web's own paths and
 * parameters from the domain's catalogue. The partner configuration is run.ts's core row. Lighthouse lists the
 * calls /home really makes (BENCH_VERBOSO=1): a reload adds /login/refresh, the login itself
 * /login/cota-selecionada.
 */
import {
  acessoOperacoes,
  homeOperacoes,
  notificacoesOperacoes,
  parceirosOperacoes,
  perfilOperacoes,
  TAMANHO_PAGINA_INFORMATIVOS,
} from '@portal/domain';
import type { Alvo } from './comum.ts';

/** The catalogue's path with its `{name}` segments filled. */
function caminho(modelo: string, params: Record<string, number> = {}): string {
  return modelo.replace(/\{(\w+)\}/g, (_, nome: string) => String(params[nome]));
}

interface Contexto {
  api: string;
  headers: Record<string, string>;
  idCota: number;
  idParceiro: number;
  /** The customer's tax id: the home's case check no longer posts it (GET /cotas/{id}/home reads the session). */
  inscricao: string;
}

/** The customer id the web reads from the access token (apps/web/src/lib/session.ts idDoToken). */
function idDoUsuario(accessToken: string): number {
  return Number(
    (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub,
  );
}

export function chamadasDaHome({ api, headers, idCota, idParceiro }: Contexto): Alvo[] {
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
    get('GET /cotas/{id}/home (os cartões e a sequência de casos)', homeOperacoes.resumo.caminho),
    get(
      'GET /informativos (sino)',
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
