import { matchPath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RotasDaJornada } from '@/lib/rotas';
import { caminhos } from './caminhos';
import { jornadas } from './jornadas';

type Slug = keyof typeof caminhos;
type Entrada = string | ((...args: never[]) => string) | { readonly [nome: string]: Entrada };

/** Every URL a journey declares: patterns as written, builders called with a sample id. */
function urls(entrada: Entrada): string[] {
  if (typeof entrada === 'string') return [entrada];
  if (typeof entrada === 'function') return [(entrada as (...args: unknown[]) => string)(1, 1)];
  return Object.values(entrada).flatMap(urls);
}

/** Only the path is routed: a query string picks a filter or a tab inside the screen. */
const semQuery = (url: string) => url.split(/[?#]/)[0] ?? url;

/** The full path patterns a journey's route tree serves (leaves and index routes; children may be relative). */
function padroes(rotas: RouteObject[], pai = ''): string[] {
  return rotas.flatMap((r) => {
    const caminho =
      r.path === undefined ? pai : r.path.startsWith('/') ? r.path : `${pai.replace(/\/$/, '')}/${r.path}`;
    if (r.children) return padroes(r.children, caminho);
    return r.path === '*' ? [] : [caminho || '/'];
  });
}

const padroesDa = (j: RotasDaJornada) =>
  padroes([...(j.publicas ?? []), ...(j.principais ?? []), ...(j.proprias ?? [])]);

const serve = (padroesDaJornada: string[], url: string) =>
  padroesDaJornada.some((path) => matchPath({ path, end: true }, semQuery(url)) !== null);

const slugs = Object.keys(caminhos) as Slug[];

describe('caminhos: the one route registry', () => {
  it('has one entry per journey that has screens, and no other', () => {
    expect(slugs.toSorted()).toEqual(Object.keys(jornadas).toSorted());
  });

  it('no two journeys declare the same path', () => {
    const dono = new Map<string, Slug>();
    const repetidos: string[] = [];
    for (const slug of slugs)
      for (const caminho of new Set(urls(caminhos[slug]).map(semQuery))) {
        const outro = dono.get(caminho);
        if (outro) repetidos.push(`${caminho}: ${outro} e ${slug}`);
        dono.set(caminho, slug);
      }
    expect(repetidos).toEqual([]);
  });

  it.each(slugs)('every path of %s is served by its own routes and by no other journey', (slug) => {
    const proprios = padroesDa(jornadas[slug]);
    const alheios = slugs.filter((s) => s !== slug).map((s) => [s, padroesDa(jornadas[s])] as const);
    for (const url of urls(caminhos[slug])) {
      expect(serve(proprios, url), `${url} has no route in ${slug}/routes.tsx`).toBe(true);
      for (const [outro, padroesDoOutro] of alheios)
        expect(serve(padroesDoOutro, url), `${url} is also served by ${outro}`).toBe(false);
    }
  });

  it('keeps the spec URLs that other journeys link to', () => {
    expect(caminhos.cotas.lista).toBe('/groups-and-quotas');
    expect(caminhos.cotas.contempladas).toBe('/groups-and-quotas?sorteio=contempladas');
    expect(caminhos.cotas.detalhes).toBe('/detalhes-da-cota');
    expect(caminhos.boletos.lista).toBe('/boletos');
    expect(caminhos.boletos.vencidos).toBe('/boletos?filtro=late');
    expect(caminhos.home.home).toBe('/home');
    expect(caminhos.casos.solicitacoes).toBe('/requests');
    expect(caminhos.reativacao.reativar).toBe('/reactivate');
    expect(caminhos.perfil.atualizacaoObrigatoria).toBe('/atualizacao-obrigatoria');
    expect(caminhos.assembleias.assembleias).toBe('/assemblies');
    expect(caminhos.assembleias.aoVivo).toBe('/assemblies/ao-vivo');
    expect(caminhos.lances.ofertar).toBe('/offers-and-bids');
    expect(caminhos.lances.historico).toBe('/bid_history');
    expect(caminhos.notificacoes.lista).toBe('/notifications');
    expect(caminhos.notificacoes.informativo(7)).toBe('/notifications/7');
    expect(caminhos.acesso.entrar).toBe('/entrar');
    expect(caminhos.acesso.entrarMobile).toBe('/entrar-mobile');
    expect(caminhos.acesso.indisponivel).toBe('/indisponivel');
  });
});
