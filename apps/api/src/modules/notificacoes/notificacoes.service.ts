import {
  MENSAGEM_NAO_ENCONTRADO_INFORMATIVO,
  unidadesNegocio,
  type Informativo,
  type InformativoOperador,
  type InformativosQuery,
  type OrigemInformativo,
  type PaginaInformativos,
  type PublicarInformativoBody,
  type TextoNotificacao,
} from '@portal/domain';
import type { Sessao } from '../../core/sessao.ts';
import { naoEncontrado } from '../../core/erros.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type {
  FiltroNoticias,
  InformativoRow,
  Leitor,
  NotificacoesRepository,
  NovoInformativo,
} from './notificacoes.repository.ts';

/** What a journey hands to `notificar`: the quota it is about and the texts, built from that quota. */
export interface NovaNotificacao {
  cotaId: number;
  origem: Exclude<OrigemInformativo, 'operador'>;
  /** The texts (domain `texto…` functions), given the quota's group and number. */
  texto: (cota: { grupo: number; cota: number }) => TextoNotificacao;
}

export type Notificar = (n: NovaNotificacao) => Promise<void>;

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

/**
 * News and notifications. Journeys produce notifications through `notificar` only; customers list and read
 * them; analysts publish news to a partner's customers.
 */
export function createNotificacoesService(deps: {
  repo: NotificacoesRepository;
  cotas: CotasService;
  comAuditoria: ComAuditoria;
  now: () => number;
  /** A notification is a side effect: its failure is logged, never undoes nor fails the action behind it. */
  aoFalhar: (erro: unknown, n: Pick<NovaNotificacao, 'cotaId' | 'origem'>) => void;
}) {
  const { repo, cotas, comAuditoria, now, aoFalhar } = deps;
  const noticias = criarListagemOperador(repo);

  /** The caller's view; a quota filter must be the caller's own quota, another partner's id answers 404. */
  async function leitor(
    sessao: Sessao,
    q: Pick<InformativosQuery, 'partner_id' | 'id_cota'>,
  ): Promise<Leitor> {
    if (q.partner_id !== undefined && q.partner_id !== sessao.parceiroId)
      throw naoEncontrado('Parceiro não encontrado.');
    if (q.id_cota !== undefined) await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, q.id_cota);
    return { parceiroId: sessao.parceiroId, clienteId: sessao.clienteId, idCota: q.id_cota };
  }

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
      await repo.criar({
        parceiroId,
        tipo: 'notificacao',
        clienteId: cota.clienteId,
        cotaId: n.cotaId,
        origem: n.origem,
        ...texto,
        criadoEm: new Date(now()),
      });
    } catch (erro) {
      aoFalhar(erro, { cotaId: n.cotaId, origem: n.origem });
    }
  };

  return {
    notificar,

    async listar(sessao: Sessao, q: InformativosQuery): Promise<PaginaInformativos> {
      const l = await leitor(sessao, q);
      const [linhas, { total, naoLidas }] = await Promise.all([
        repo.listar(l, q.page_size, (q.page - 1) * q.page_size),
        repo.contar(l),
      ]);
      return {
        data: linhas.map(paraInformativo),
        page: q.page,
        page_size: q.page_size,
        total,
        total_pages: Math.ceil(total / q.page_size),
        naoLidas,
      };
    },

    async um(sessao: Sessao, id: number, q: Pick<InformativosQuery, 'partner_id' | 'id_cota'>) {
      const row = await repo.visivel(id, await leitor(sessao, q));
      if (!row) throw naoEncontrado(MENSAGEM_NAO_ENCONTRADO_INFORMATIVO);
      return paraInformativo(row);
    },

    /** POST /informativos: only an item the caller may see (otherwise 404, revealing nothing). */
    async marcarLido(sessao: Sessao, id: number): Promise<Informativo> {
      const l = await leitor(sessao, {});
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
        (tx) => repo.criar(novo, tx),
        (c) => ({
          acao: 'informativo.publicado',
          alvo: `informativo:${c.id}`,
          detalhes: { parceiroId: c.parceiroId, titulo: c.titulo },
        }),
      );
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
