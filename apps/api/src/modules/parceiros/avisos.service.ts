import {
  MENSAGENS_AVISO,
  agoraEmSaoPaulo,
  avisoVigente,
  type AvisoOperador,
  type PublicarAvisoBody,
} from '@portal/domain';
import type { CacheCompartilhado } from '../../core/cache-compartilhado.ts';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { AvisoRow, ParceirosRepository } from './parceiros.repository.ts';
import { topicoDosAvisos } from './parceiros.service.ts';

/** Back-office side of the maintenance warnings the portal shows on login and home (issue 15). */
export function createAvisosService(deps: {
  repo: ParceirosRepository;
  comAuditoria: ComAuditoria;
  /** The portal's list of a partner's warnings is cached (parceiros.service): each change drops it. */
  cache: CacheCompartilhado;
  now: () => number;
}) {
  const { repo, comAuditoria, cache, now } = deps;

  const paraOperador = (a: AvisoRow, parceiro: string): AvisoOperador => {
    const aviso = {
      id: a.id,
      startDate: a.dataInicio,
      startHour: a.horaInicio,
      endDate: a.dataFim,
      endHour: a.horaFim,
      active: a.ativo,
      text: a.texto,
    };
    return { ...aviso, parceiroId: a.parceiroId, parceiro, vigente: avisoVigente(aviso, new Date(now())) };
  };

  async function nomeDoParceiro(id: number) {
    const parceiro = await repo.porId(id);
    if (!parceiro) throw naoEncontrado('Parceiro não encontrado.');
    return parceiro.nome;
  }

  return {
    async listar(): Promise<AvisoOperador[]> {
      return (await repo.todosOsAvisos()).map((r) => paraOperador(r.aviso, r.parceiro));
    },

    async publicar(operadorId: number, body: PublicarAvisoBody): Promise<AvisoOperador> {
      const parceiro = await nomeDoParceiro(body.parceiroId);
      const { data, hora } = agoraEmSaoPaulo(new Date(now()));
      // A period already over would publish a warning nobody ever sees.
      if (body.fim <= `${data}T${hora}`) throw requisicaoInvalida(MENSAGENS_AVISO.fimNoPassado);
      const [dataInicio, horaInicio] = body.inicio.split('T') as [string, string];
      const [dataFim, horaFim] = body.fim.split('T') as [string, string];
      const criado = await comAuditoria(
        operadorId,
        async (tx) => {
          const a = await repo.criarAviso(
            { parceiroId: body.parceiroId, dataInicio, horaInicio, dataFim, horaFim, texto: body.texto },
            tx,
          );
          await cache.avisar(tx, topicoDosAvisos(a.parceiroId));
          return a;
        },
        (a) => ({
          acao: 'aviso-manutencao.publicado',
          alvo: `aviso-manutencao:${a.id}`,
          detalhes: { parceiroId: a.parceiroId, inicio: body.inicio, fim: body.fim, texto: a.texto },
        }),
      );
      cache.esquecer(topicoDosAvisos(criado.parceiroId));
      return paraOperador(criado, parceiro);
    },

    async encerrar(operadorId: number, id: number): Promise<AvisoOperador> {
      const existente = await repo.avisoPorId(id);
      if (!existente) throw naoEncontrado(MENSAGENS_AVISO.naoEncontrado);
      const encerrado = await comAuditoria(
        operadorId,
        async (tx) => {
          const a = await repo.encerrarAviso(id, tx);
          if (!a) throw new HttpError(409, MENSAGENS_AVISO.jaEncerrado);
          await cache.avisar(tx, topicoDosAvisos(a.parceiroId));
          return a;
        },
        (a) => ({
          acao: 'aviso-manutencao.encerrado',
          alvo: `aviso-manutencao:${a.id}`,
          detalhes: { parceiroId: a.parceiroId },
        }),
      );
      cache.esquecer(topicoDosAvisos(encerrado.parceiroId));
      return paraOperador(encerrado, await nomeDoParceiro(encerrado.parceiroId));
    },
  };
}
export type AvisosService = ReturnType<typeof createAvisosService>;
