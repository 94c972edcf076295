import {
  JANELAS_RETORNO,
  TIPOS_CASO,
  confirmacaoRetorno,
  dataDoRetorno,
  formatarData,
  mascaraTelefone,
  nomeDoEstado,
  type Filial,
  type PedidoRetorno,
  type PeriodoRetorno,
} from '@portal/domain';
import type { Sessao } from '../../core/sessao.ts';
import { HttpError } from '../../core/erros.ts';
import type { CasosService } from '../casos/casos.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { FiliaisRepository } from './filiais.repository.ts';

/** Branches of the caller's partner, and "Ligamos para você" call-back requests. */
export function createFiliaisService(deps: {
  repo: FiliaisRepository;
  cotas: CotasService;
  casos: Pick<CasosService, 'abrirCaso'>;
  now: () => number;
}) {
  const { repo, cotas, casos, now } = deps;
  return {
    async listar(sessao: Sessao): Promise<Filial[]> {
      const rows = await repo.daParceiro(sessao.parceiroId);
      return rows.map((f) => ({
        id: f.id,
        nome: f.nome,
        uf: f.uf,
        estado: nomeDoEstado(f.uf),
        cidade: f.cidade,
        endereco: f.endereco,
        bairro: f.bairro,
        cep: f.cep,
        telefone: f.telefone,
        whatsapp: f.whatsapp,
        horario: f.horario,
      }));
    },

    /**
     * Booked for the business day the domain rule gives, as a call-back case in the analysts' queue. One open
     * call-back per quota: the case engine's one-open-case-per-type index decides, so of two requests sent
     * at once, the second learns the first one's protocol.
     */
    async pedirRetorno(
      sessao: Sessao,
      body: { telefone: string; periodo: PeriodoRetorno; idCota?: number },
    ): Promise<PedidoRetorno> {
      const cotaId =
        body.idCota === undefined
          ? sessao.cotaId
          : (await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, body.idCota)).idCota;
      const data = dataDoRetorno(new Date(now()), body.periodo);
      const mensagem = confirmacaoRetorno(data, body.periodo);
      const { caso, novo } = await repo.transacao(async (tx) => {
        const aberto = await casos.abrirCaso(
          tx,
          {
            tipo: TIPOS_CASO.retornoLigacao,
            clienteId: sessao.clienteId,
            cotaId,
            origem: 'APP',
            descricao: `Ligar para ${mascaraTelefone(body.telefone)} em ${formatarData(data)}, ${JANELAS_RETORNO[body.periodo].horario}.`,
            dadosApp: { telefone: body.telefone, periodo: body.periodo, data },
          },
          'cliente',
        );
        if (aberto.novo)
          await repo.criarPedido(
            {
              clienteId: sessao.clienteId,
              cotaId,
              telefone: body.telefone,
              periodo: body.periodo,
              data,
              criadoEm: new Date(now()),
            },
            tx,
          );
        return aberto;
      });
      if (!novo)
        throw new HttpError(
          409,
          `Você já pediu uma ligação (protocolo ${caso.numero}). Aguarde o nosso contato.`,
        );
      return {
        id: caso.id,
        telefone: body.telefone,
        periodo: body.periodo,
        data,
        protocolo: caso.numero,
        mensagem,
      };
    },
  };
}
export type FiliaisService = ReturnType<typeof createFiliaisService>;
