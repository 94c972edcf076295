import {
  JANELAS_MELHOR_HORARIO,
  MENSAGENS_SEGURO,
  coberturaDoSeguro,
  estaCancelada,
  estaQuitada,
  motivoSemSeguro,
  type DadosSeguro,
  type EncerrarSolicitacaoSeguroBody,
  type SolicitacaoSeguro,
  type SolicitarSeguroBody,
} from '@portal/domain';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import { hojeDoRelogio } from '../../core/hoje.ts';
import type { OperadorDaRequisicao, Sessao } from '../../core/sessao.ts';
import type { CotaRow } from '../cotas/cotas.service.ts';
import type { Auditar } from '../operador/operador.service.ts';
import type { SeguroRepository, SolicitacaoRow } from './seguro.repository.ts';

/** The product the offer presents (03 §2, §9); white-label: the partner's name is on the screens around it. */
const NOME_DO_SEGURO = 'Seguro Proteção Financeira';
const NAO_ENCONTRADA = 'Solicitação não encontrada.';

function paraSolicitacao(s: SolicitacaoRow): SolicitacaoSeguro {
  return {
    idSolicitacao: s.id,
    situacao: s.situacao,
    telefone: s.telefone,
    email: s.email,
    'melhor-horario': s.melhorHorario,
    criadaEm: new Date(s.criadaEm).toISOString(),
  };
}

/**
 * The insurance offer (03 §2, §7, §8, §9; ADR 0055) on the caller's quota (the ownership hook loaded it), and
 * the back-office queue of requests, scoped to the analyst's partner (ADR 0053).
 */
export function createSeguroService(deps: { repo: SeguroRepository; auditar: Auditar; now: () => number }) {
  const { repo, auditar, now } = deps;
  const hoje = hojeDoRelogio(now);

  async function estado(cota: CotaRow) {
    const [seguro, aberta] = await Promise.all([
      repo.seguroDaCota(cota.idCota),
      repo.abertaDaCota(cota.idCota),
    ]);
    const motivo = motivoSemSeguro({
      cancelada: estaCancelada(cota.situacaoCota),
      quitada: estaQuitada(cota.situacaoCota),
      possuiSeguro: seguro !== undefined,
      solicitacaoAberta: aberta !== undefined,
    });
    return { seguro, aberta, motivo };
  }

  return {
    /** GET cotas/{id}/seguro/dados. */
    async dados(cota: CotaRow): Promise<DadosSeguro> {
      const { seguro, aberta, motivo } = await estado(cota);
      const cobertura = coberturaDoSeguro(cota.valorParcela);
      return {
        idCota: cota.idCota,
        possui_seguro: seguro ? 'S' : 'N',
        seguro: seguro
          ? {
              nome: NOME_DO_SEGURO,
              inicioVigencia: seguro.inicioVigencia,
              mesesCobertura: cobertura.meses,
              valorParcelaCentavos: cobertura.valorParcelaCentavos,
              valorMaximoCentavos: cobertura.valorMaximoCentavos,
            }
          : null,
        simulacao: {
          valorParcelaCentavos: cobertura.valorParcelaCentavos,
          mesesCobertura: cobertura.meses,
          valorMaximoCentavos: cobertura.valorMaximoCentavos,
        },
        ofertaDisponivel: motivo === null,
        motivo: motivo ? MENSAGENS_SEGURO[motivo] : null,
        solicitacao: aberta ? paraSolicitacao(aberta) : null,
      };
    },

    /**
     * POST cotas/{id}/seguro/solicitar: one open request per quota (PostgreSQL's partial unique index), audited
     * in the same transaction. An open one already → 409 (the wait screen); a quota that cannot → 400.
     */
    async solicitar(sessao: Sessao, cota: CotaRow, body: SolicitarSeguroBody): Promise<SolicitacaoSeguro> {
      const { motivo } = await estado(cota);
      if (motivo === 'solicitacaoAberta') throw new HttpError(409, MENSAGENS_SEGURO.solicitacaoAberta);
      if (motivo) throw requisicaoInvalida(MENSAGENS_SEGURO[motivo]);
      const criada = await repo.transacao(async (tx) => {
        const s = await repo.abrir(tx, {
          cotaId: cota.idCota,
          clienteId: sessao.clienteId,
          parceiroId: sessao.parceiroId,
          telefone: body.telefone.replace(/\D/g, ''),
          email: body.email.trim(),
          melhorHorario: body['melhor-horario'],
          criadaEm: new Date(now()),
        });
        if (!s) return undefined;
        await auditar(
          null,
          'seguro.solicitado',
          `cota:${cota.idCota}`,
          {
            idSolicitacao: s.id,
            clienteId: sessao.clienteId,
            melhorHorario: JANELAS_MELHOR_HORARIO[s.melhorHorario].horario,
          },
          tx,
        );
        return s;
      });
      if (!criada) throw new HttpError(409, MENSAGENS_SEGURO.solicitacaoAberta);
      return paraSolicitacao(criada);
    },

    /** Back-office queue: open requests, oldest first, only the analyst's partner's. */
    async fila(operador: OperadorDaRequisicao) {
      const linhas = await repo.fila(operador.parceiroId);
      return {
        data: linhas.map((s) => ({
          ...paraSolicitacao(s),
          idCota: s.cotaId,
          grupo: s.grupo,
          cota: s.cota,
          nomeCliente: s.nomeCliente,
          inscricaoCliente: s.inscricaoCliente,
          valorParcelaCentavos: s.valorParcelaCentavos,
        })),
      };
    },

    /**
     * The analyst's contact closes the request, audited in the same transaction; 'contratado' gives the quota
     * the insurance (possui_seguro 'S'). Another partner's request does not exist for the analyst (404).
     */
    async encerrar(operador: OperadorDaRequisicao, id: number, body: EncerrarSolicitacaoSeguroBody) {
      const resultado = await repo.transacao(async (tx) => {
        const s = await repo.encerrar(tx, {
          id,
          parceiroId: operador.parceiroId,
          desfecho: body.desfecho,
          observacao: body.observacao?.trim() || null,
          operadorId: operador.operadorId,
          em: new Date(now()),
        });
        if (!s) return undefined;
        if (body.desfecho === 'contratado')
          await repo.contratar(tx, { cotaId: s.cotaId, solicitacaoId: s.id, inicioVigencia: hoje() });
        await auditar(
          operador.operadorId,
          'seguro.solicitacao-encerrada',
          `cota:${s.cotaId}`,
          { idSolicitacao: s.id, desfecho: body.desfecho, observacao: body.observacao?.trim() || null },
          tx,
        );
        return s;
      });
      if (!resultado) {
        if (await repo.visivel(id, operador.parceiroId))
          throw new HttpError(409, MENSAGENS_SEGURO.solicitacaoEncerrada);
        throw naoEncontrado(NAO_ENCONTRADA);
      }
      return {
        idSolicitacao: resultado.id,
        desfecho: body.desfecho,
        possui_seguro: (body.desfecho === 'contratado' || (await repo.seguroDaCota(resultado.cotaId))
          ? 'S'
          : 'N') as 'S' | 'N',
      };
    },
  };
}
export type SeguroService = ReturnType<typeof createSeguroService>;
