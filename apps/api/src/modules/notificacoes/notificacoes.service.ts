import { ECDH } from 'node:crypto';
import {
  MENSAGEM_NAO_ENCONTRADO_INFORMATIVO,
  MENSAGENS_PUSH,
  mensagemPush,
  tipoDeEndpointPush,
  unidadesNegocio,
  type AssinaturaPushBody,
  type Informativo,
  type InformativoOperador,
  type InformativosQuery,
  type OrigemInformativo,
  type PaginaInformativos,
  type PublicarInformativoBody,
  type TextoNotificacao,
} from '@portal/domain';
import type { CacheCompartilhado } from '../../core/cache-compartilhado.ts';
import type { Sessao } from '../../core/sessao.ts';
import { naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { EnviadorPush } from '../../adapters/push.ts';
import { COTA_NAO_ENCONTRADA, type CotasService } from '../cotas/cotas.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type {
  FiltroNoticias,
  InformativoRow,
  ItemDaLista,
  Leitor,
  LeitorJson,
  NotificacoesRepository,
  NovoInformativo,
} from './notificacoes.repository.ts';
import { doLeitorDoJson } from './notificacoes.repository.ts';

/** The caller's own notifications as a json fragment, for the home's one statement (ADR 0059). */
export { leitorJson, type LeitorJson } from './notificacoes.repository.ts';

/** What a journey hands to `notificar`: the quota it is about and the texts, built from that quota. */
export interface NovaNotificacao {
  cotaId: number;
  origem: Exclude<OrigemInformativo, 'operador'>;
  /** The texts (domain `texto…` functions), given the quota's group and number. */
  texto: (cota: { grupo: number; cota: number }) => TextoNotificacao;
}

export type Notificar = (n: NovaNotificacao) => Promise<void>;

/** A point on P-256 (the shape alone passed zod): no push could ever be encrypted to anything else. */
function pontoP256(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** The partner's news, in the shared read cache (ADR 0021): dropped when an analyst publishes one. */
const topicoDasNoticias = (parceiroId: number) => `informativos:${parceiroId}`;

/** PostgreSQL's `order by criado_em desc, id desc`: the newer first, and of the same instant the higher id. */
const maisNovoPrimeiro = (a: ItemDaLista, b: ItemDaLista) =>
  a.ordem === b.ordem ? b.id - a.id : a.ordem < b.ordem ? 1 : -1;

function daLista(i: ItemDaLista, read: boolean): Informativo {
  return {
    id: i.id,
    tipo: i.tipo,
    origem: i.origem as OrigemInformativo,
    titulo: i.titulo,
    resumo: i.resumo,
    conteudo: i.conteudo,
    link: i.link,
    idCota: i.cotaId,
    criadoEm: i.criadoEm.toISOString(),
    read,
  };
}

function paraInformativo(row: { informativo: InformativoRow; lidoEm: Date | null }): Informativo {
  const i = row.informativo;
  return {
    id: i.id,
    tipo: i.tipo,
    origem: i.origem as OrigemInformativo,
    titulo: i.titulo,
    resumo: i.resumo,
    conteudo: i.conteudo,
    link: i.link,
    idCota: i.cotaId,
    criadoEm: i.criadoEm.toISOString(),
    read: row.lidoEm !== null,
  };
}

/** The partner's news merged with the caller's own part, in the database's order, then paged. */
function pagina(
  noticias: ItemDaLista[],
  proprio: ReturnType<typeof doLeitorDoJson>,
  q: Pick<InformativosQuery, 'page' | 'page_size'>,
): PaginaInformativos {
  const ate = q.page * q.page_size;
  const lidas = new Set(proprio.noticiasLidas);
  const lido = new Map(proprio.itens.map((i) => [i.id, i.lido]));
  const data = [...noticias.slice(0, ate), ...proprio.itens]
    .sort(maisNovoPrimeiro)
    .slice(ate - q.page_size, ate)
    .map((i) => daLista(i, lido.get(i.id) ?? lidas.has(i.id)));
  const total = noticias.length + proprio.total;
  return {
    data,
    page: q.page,
    page_size: q.page_size,
    total,
    total_pages: Math.ceil(total / q.page_size),
    naoLidas: noticias.filter((n) => !lidas.has(n.id)).length + proprio.naoLidas,
  };
}

/**
 * News and notifications. Journeys produce notifications through `notificar` only; customers list and read
 * them; analysts publish news to a partner's customers.
 */
export function createNotificacoesService(deps: {
  repo: NotificacoesRepository;
  cotas: CotasService;
  comAuditoria: ComAuditoria;
  cache: CacheCompartilhado;
  now: () => number;
  /** A notification is a side effect: its failure is logged, never undoes nor fails the action behind it. */
  aoFalhar: (erro: unknown, n: Pick<NovaNotificacao, 'cotaId' | 'origem'>) => void;
  push: EnviadorPush;
  /** The customer's account-wide push opt-out (perfil's `block_push_notification`). */
  pushBloqueado: (clienteId: number) => Promise<boolean>;
  /** Tests only (config `pushEnderecoLocal`): accept a plain-HTTP loopback endpoint, the test's push service. */
  permitirEnderecoLocal: boolean;
}) {
  const { repo, cotas, comAuditoria, cache, now, aoFalhar, push, pushBloqueado, permitirEnderecoLocal } =
    deps;
  /** Pushes still on their way: the app's close waits for them (no push cut by a shutdown). */
  const enviando = new Set<Promise<void>>();
  const noticias = criarListagemOperador(repo);

  /**
   * The caller's own part of a list; a quota filter is checked in the same statement (cotas' `posse`, issue 16:
   * the separate check was a second read of the whole quota): 404 when it is not the caller's on this partner.
   */
  async function doLeitorNaConsulta(
    sessao: Sessao,
    q: Pick<InformativosQuery, 'partner_id' | 'id_cota'>,
    limite: number,
  ) {
    if (q.partner_id !== undefined && q.partner_id !== sessao.parceiroId)
      throw naoEncontrado('Parceiro não encontrado.');
    const l: Leitor = { parceiroId: sessao.parceiroId, clienteId: sessao.clienteId };
    // Kept per customer until their notifications, reads or quotas change (ADR 0061).
    const chave = `informativos|${l.parceiroId}|${limite}`;
    if (q.id_cota === undefined) return cotas.doCliente(l.clienteId, chave, () => repo.doLeitor(l, limite));
    const idCota = q.id_cota;
    const unidades = await cotas.unidadesDoParceiro(sessao.parceiroId);
    const lido = unidades.length
      ? await cotas.doCliente(l.clienteId, `${chave}|${unidades.join(',')}|${idCota}`, () =>
          repo.doLeitorDaCota({ ...l, idCota }, unidades, limite),
        )
      : undefined;
    if (!lido?.dona) throw naoEncontrado(COTA_NAO_ENCONTRADA);
    return lido.proprio;
  }

  /** The caller's view; a quota filter must be the caller's own quota, another partner's id answers 404. */
  async function leitorConferido(sessao: Sessao, q: Pick<InformativosQuery, 'partner_id' | 'id_cota'>) {
    if (q.partner_id !== undefined && q.partner_id !== sessao.parceiroId)
      throw naoEncontrado('Parceiro não encontrado.');
    if (q.id_cota !== undefined) await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, q.id_cota);
    return { parceiroId: sessao.parceiroId, clienteId: sessao.clienteId, idCota: q.id_cota } satisfies Leitor;
  }

  const noticiasDoParceiro = (parceiroId: number) =>
    cache.ler(topicoDasNoticias(parceiroId), 'lista', () => repo.noticias(parceiroId));

  async function parceiroDaUnidade(unidade: string) {
    const todos = await repo.parceiros();
    return todos.find((p) => unidadesNegocio(p.businessUnitId).includes(unidade))?.id;
  }

  const notificar: Notificar = async (n) => {
    try {
      const cota = await repo.cota(n.cotaId);
      if (!cota) throw new Error(`cota ${n.cotaId} inexistente`);
      const parceiroId = await parceiroDaUnidade(cota.unidade);
      if (parceiroId === undefined) throw new Error(`nenhum parceiro para a unidade ${cota.unidade}`);
      const texto = n.texto({ grupo: cota.grupo, cota: cota.cota });
      const item = await repo.criar({
        parceiroId,
        tipo: 'notificacao',
        clienteId: cota.clienteId,
        cotaId: n.cotaId,
        origem: n.origem,
        ...texto,
        criadoEm: new Date(now()),
      });
      // Not awaited: the journey's answer never waits on a push service (it may be slow or down).
      const envio = enviarPush(item).catch((erro: unknown) =>
        aoFalhar(erro, { cotaId: n.cotaId, origem: n.origem }),
      );
      enviando.add(envio);
      void envio.finally(() => enviando.delete(envio));
    } catch (erro) {
      aoFalhar(erro, { cotaId: n.cotaId, origem: n.origem });
    }
  };

  /** To every device of the customer on the item's partner, unless the customer opted out of push. */
  async function enviarPush(item: Awaited<ReturnType<NotificacoesRepository['criar']>>) {
    if (item.clienteId === null || (await pushBloqueado(item.clienteId))) return;
    const destinos = await repo.assinaturasPush(item.clienteId, item.parceiroId);
    if (destinos.length === 0) return;
    const parceiro = (await repo.parceiros()).find((p) => p.id === item.parceiroId)?.nome ?? '';
    const mensagem = mensagemPush(item, parceiro);
    await Promise.all(
      destinos.map(async (d) => {
        if ((await push.enviar(d, mensagem)) === 'expirada') await repo.removerAssinaturaPush(d);
      }),
    );
  }

  return {
    notificar,

    /** Resolves once every push already started has ended (the app's close, the tests). */
    pushesEnviados: () => Promise.all([...enviando]).then(() => undefined),

    chavePush: () => ({ chavePublica: push.chavePublica }),

    /** POST /notificacoes-push/assinaturas: this device, for this customer on this partner's portal. */
    async assinarPush(sessao: Sessao, corpo: AssinaturaPushBody) {
      if (tipoDeEndpointPush(corpo.endpoint) === 'local' && !permitirEnderecoLocal)
        throw requisicaoInvalida(MENSAGENS_PUSH.endpointHttps);
      if (!pontoP256(corpo.keys.p256dh)) throw requisicaoInvalida(MENSAGENS_PUSH.p256dh);
      return repo.assinarPush(
        {
          clienteId: sessao.clienteId,
          parceiroId: sessao.parceiroId,
          endpoint: corpo.endpoint,
          p256dh: corpo.keys.p256dh,
          auth: corpo.keys.auth,
        },
        new Date(now()),
      );
    },

    /**
     * DELETE /notificacoes-push/assinaturas: idempotent (the subscription may be gone already, removed after a
     * 410); another customer's endpoint is left alone, with the same answer.
     */
    async cancelarPush(sessao: Sessao, endpoint: string) {
      await repo.cancelarPush(sessao.clienteId, sessao.parceiroId, endpoint);
    },

    /**
     * The partner's news (shared, cached) merged with the caller's own notifications and read marks (one
     * prepared statement), in the database's order, then paged.
     */
    async listar(sessao: Sessao, q: InformativosQuery): Promise<PaginaInformativos> {
      const [noticias, proprio] = await Promise.all([
        noticiasDoParceiro(sessao.parceiroId),
        doLeitorNaConsulta(sessao, q, q.page * q.page_size),
      ]);
      return pagina(noticias, proprio, q);
    },

    /**
     * The home's page of one quota the caller was shown to hold, from the caller's own part read within the
     * home's statement (`leitorJson`, ADR 0059): the quota is not checked again.
     */
    async paginaDaCotaConferida(
      sessao: Sessao,
      q: Pick<InformativosQuery, 'page' | 'page_size'>,
      proprio: LeitorJson,
    ): Promise<PaginaInformativos> {
      return pagina(await noticiasDoParceiro(sessao.parceiroId), doLeitorDoJson(proprio), q);
    },

    async um(sessao: Sessao, id: number, q: Pick<InformativosQuery, 'partner_id' | 'id_cota'>) {
      const row = await repo.visivel(id, await leitorConferido(sessao, q));
      if (!row) throw naoEncontrado(MENSAGEM_NAO_ENCONTRADO_INFORMATIVO);
      return paraInformativo(row);
    },

    /** POST /informativos: only an item the caller may see (otherwise 404, revealing nothing). */
    async marcarLido(sessao: Sessao, id: number): Promise<Informativo> {
      const l = await leitorConferido(sessao, {});
      const row = await repo.visivel(id, l);
      if (!row) throw naoEncontrado(MENSAGEM_NAO_ENCONTRADO_INFORMATIVO);
      const agora = new Date(now());
      await repo.marcarLido(id, sessao.clienteId, agora);
      return paraInformativo({ informativo: row.informativo, lidoEm: row.lidoEm ?? agora });
    },

    /** The news as the back-office lists it. */
    async publicar(operadorId: number, body: PublicarInformativoBody): Promise<InformativoOperador> {
      if (!(await repo.parceiros()).some((p) => p.id === body.parceiroId))
        throw naoEncontrado('Parceiro não encontrado.');
      const novo: NovoInformativo = {
        parceiroId: body.parceiroId,
        tipo: 'noticia',
        origem: 'operador',
        titulo: body.titulo,
        resumo: body.resumo,
        conteudo: body.conteudo,
        link: body.link ?? null,
        publicadoPor: operadorId,
        criadoEm: new Date(now()),
      };
      const criado = await comAuditoria(
        operadorId,
        async (tx) => {
          const c = await repo.criar(novo, tx);
          await cache.avisar(tx, topicoDasNoticias(c.parceiroId));
          return c;
        },
        (c) => ({
          acao: 'informativo.publicado',
          alvo: `informativo:${c.id}`,
          detalhes: { parceiroId: c.parceiroId, titulo: c.titulo },
        }),
      );
      cache.esquecer(topicoDasNoticias(criado.parceiroId));
      return (await noticias({ id: criado.id }, 1, 1)).data[0]!;
    },

    listarOperador: (parceiroId: number | undefined, page: number, pageSize: number) =>
      noticias(parceiroId === undefined ? {} : { parceiroId }, page, pageSize),
  };
}
export type NotificacoesService = ReturnType<typeof createNotificacoesService>;

function criarListagemOperador(repo: NotificacoesRepository) {
  return async (filtro: FiltroNoticias, page: number, pageSize: number) => {
    const [linhas, total] = await Promise.all([
      repo.listarOperador(filtro, pageSize, (page - 1) * pageSize),
      repo.contarOperador(filtro),
    ]);
    const data: InformativoOperador[] = linhas.map((l) => ({
      id: l.informativo.id,
      parceiroId: l.informativo.parceiroId,
      parceiro: l.parceiro,
      titulo: l.informativo.titulo,
      resumo: l.informativo.resumo,
      conteudo: l.informativo.conteudo,
      link: l.informativo.link,
      criadoEm: l.informativo.criadoEm.toISOString(),
      publicadoPor: l.publicadoPor,
      leituras: l.leituras,
    }));
    return { data, page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize) };
  };
}
