import {
  confirmacaoRetorno,
  dataDoRetorno,
  formatarData,
  nomeDoEstado,
  type Filial,
  type PedidoRetorno,
  type PeriodoRetorno,
} from '@portal/domain';
import type { Sessao } from '../../core/sessao.ts';
import { requisicaoInvalida } from '../../core/erros.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { FiliaisRepository } from './filiais.repository.ts';

/** Branches of the caller's partner, and "Ligamos para você" call-back requests. */
export function createFiliaisService(deps: {
  repo: FiliaisRepository;
  cotas: CotasService;
  now: () => number;
}) {
  const { repo, cotas, now } = deps;
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

    /** Booked for the business day the domain rule gives; the same day and period twice is refused. */
    async pedirRetorno(
      sessao: Sessao,
      body: { telefone: string; periodo: PeriodoRetorno; idCota?: number },
    ): Promise<PedidoRetorno> {
      if (body.idCota !== undefined)
        await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, body.idCota);
      const data = dataDoRetorno(new Date(now()), body.periodo);
      if (await repo.pedidoMarcado(sessao.clienteId, data, body.periodo))
        throw requisicaoInvalida(
          `Você já pediu uma ligação para ${formatarData(data)} nesse período. Aguarde o nosso contato.`,
        );
      const pedido = await repo.criarPedido({
        clienteId: sessao.clienteId,
        cotaId: body.idCota ?? null,
        telefone: body.telefone,
        periodo: body.periodo,
        data,
        criadoEm: new Date(now()),
      });
      return {
        id: pedido.id,
        telefone: pedido.telefone,
        periodo: body.periodo,
        data,
        mensagem: confirmacaoRetorno(data, body.periodo),
      };
    },
  };
}
export type FiliaisService = ReturnType<typeof createFiliaisService>;
