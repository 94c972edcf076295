import {
  anoDeReferencia,
  avancarEtapa,
  codigoDaFase,
  confirmacaoRetorno,
  dataDoRetorno,
  FASE_CONCLUIDA,
  FASE_DO_PASSO,
  FASE_RETORNO,
  FASES,
  FASES_POS_VENDA_COM_ROTA,
  levaAoRetorno,
  mascaraTelefone,
  MENSAGENS_POS_VENDA as M,
  resultadoDoErro,
  rotuloDaFase,
  TIPOS_CASO,
  type ConcluirRetornoBody,
  type EstadoOnboarding,
  type IdentidadeBody,
  type PeriodoRetorno,
  type RespostaBody,
  type ResultadoAnoResposta,
} from '@portal/domain';
import { HttpError, naoEncontrado } from '../../core/erros.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { CasoRow, CasosService } from '../casos/casos.service.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { DocumentosService } from '../documentos/documentos.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { Auditar } from '../operador/operador.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { OnboardingRow, PosVendaRepository } from './posvenda.repository.ts';

const listaDoCrm = (valor: string | null) =>
  (valor ?? '')
    .split(';')
    .map((v) => v.trim())
    .filter(Boolean);

/** The phase's place in the after-sales walk (03 §4), -1 for the others (call-back, concluded). */
const ordemDaFase = (fase: string) =>
  (FASES_POS_VENDA_COM_ROTA as readonly string[]).indexOf(codigoDaFase(fase));

/**
 * After-sales onboarding (03 §2, §4, §5; issue 22, ADR 0054), always on the session's selected quota and its
 * open after-sales case (anything else: 404). The year attempts and the block are one statement each in
 * PostgreSQL; every answer is stored on the onboarding row and moves the case's phase in the same audited
 * transaction; the identity files are the documents module's, claimed by the case.
 */
export function createPosVendaService(deps: {
  repo: PosVendaRepository;
  cotas: Pick<CotasService, 'exigirDoCliente'>;
  casos: Pick<
    CasosService,
    'abertoDaCota' | 'moverPeloCliente' | 'encerrarPeloCliente' | 'moverPeloOperador'
  >;
  documentos: Pick<DocumentosService, 'vincularAoCaso'>;
  parceiros: Pick<ParceirosService, 'exigir'>;
  auditar: Auditar;
  comAuditoria: ComAuditoria;
  now: () => number;
}) {
  const { repo, cotas, casos, documentos, parceiros, auditar, comAuditoria, now } = deps;

  async function contexto(sessao: Sessao) {
    const cota = await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, sessao.cotaId);
    const caso = await casos.abertoDaCota(cota.idCota, TIPOS_CASO.posVenda);
    if (!caso || caso.clienteId !== sessao.clienteId) throw naoEncontrado(M.semAtendimento);
    const onboarding = await repo.garantir({
      casoId: caso.id,
      clienteId: sessao.clienteId,
      cotaId: cota.idCota,
      parceiroId: sessao.parceiroId,
    });
    return { cota, caso, onboarding };
  }

  async function estado(
    sessao: Sessao,
    ctx: { cota: { grupo: number; cota: number }; caso: CasoRow; onboarding: OnboardingRow },
    fase?: string,
  ): Promise<EstadoOnboarding> {
    const { cota, caso, onboarding: o } = ctx;
    const [titular, parceiro] = await Promise.all([
      repo.titular(sessao.clienteId),
      parceiros.exigir(sessao.parceiroId),
    ]);
    return {
      CaseNumber: caso.numero,
      fase: rotuloDaFase(fase ?? caso.fase),
      grupo: cota.grupo,
      cota: cota.cota,
      tipoPessoa: titular?.tipoPessoa ?? 'F',
      passo: o.passo,
      anoConfirmado: o.anoConfirmadoEm !== null,
      identidadeEnviada: o.identidadeEnviadaEm !== null,
      errosAno: o.errosAno,
      bloqueado: o.bloqueadoEm !== null,
      retornoPendente: o.retornoSituacao === 'pendente',
      concluido: o.concluidoEm !== null,
      entregaBoleto: o.entregaBoleto,
      documentosRecusados: [
        ...listaDoCrm(caso.documentosIlegiveis),
        ...listaDoCrm(caso.documentosIncompletos),
        ...listaDoCrm(caso.documentosIncorretos),
      ],
      video: parceiro.videoBoasVindasUrl
        ? { url: parceiro.videoBoasVindasUrl, legendasUrl: parceiro.videoBoasVindasLegendasUrl }
        : null,
    };
  }

  /** Why an onboarding takes no answer now, or null. */
  function recusa(o: OnboardingRow): string | null {
    if (o.bloqueadoEm) return M.bloqueado;
    if (o.retornoSituacao === 'pendente') return M.retornoPendente;
    if (o.concluidoEm) return M.semAtendimento;
    return null;
  }

  return {
    async estado(sessao: Sessao) {
      return estado(sessao, await contexto(sessao));
    },

    async ano(sessao: Sessao, ano: number): Promise<ResultadoAnoResposta> {
      const { caso, onboarding } = await contexto(sessao);
      const titular = await repo.titular(sessao.clienteId);
      const certo = anoDeReferencia(titular?.dataNascimentoFundacao ?? null);
      if (certo === null) throw new HttpError(409, M.servidor);
      const quando = new Date(now());
      const alvo = `cota:${onboarding.cotaId}`;
      return repo.transacao(async (tx) => {
        if (ano === certo) {
          const o = await repo.acertarAno(tx, onboarding.id, quando);
          if (!o) return { ...resultadoDoErro(2), erros: onboarding.errosAno };
          if (!onboarding.anoConfirmadoEm)
            await auditar(null, 'posvenda.ano-confirmado', alvo, { caso: caso.numero }, tx);
          return { resultado: 'correto', erros: o.errosAno, mensagem: null };
        }
        const o = await repo.errarAno(tx, onboarding.id, caso.fase, quando);
        if (!o) {
          const atual = await repo.porCaso(caso.id, tx);
          if (atual?.anoConfirmadoEm && !recusa(atual)) throw new HttpError(409, 'O ano já foi confirmado.');
          return { ...resultadoDoErro(2), erros: atual?.errosAno ?? 2 };
        }
        const r = resultadoDoErro(o.errosAno);
        await auditar(
          null,
          r.resultado === 'bloqueado' ? 'posvenda.bloqueado' : 'posvenda.ano-incorreto',
          alvo,
          { caso: caso.numero, erros: o.errosAno },
          tx,
        );
        if (r.resultado === 'bloqueado')
          await casos.moverPeloCliente(
            tx,
            caso,
            FASE_RETORNO,
            'Ano de nascimento ou fundação incorreto duas vezes: atendimento bloqueado, retorno aberto.',
          );
        return r;
      });
    },

    async identidade(sessao: Sessao, body: IdentidadeBody): Promise<EstadoOnboarding> {
      const ctx = await contexto(sessao);
      const { caso, onboarding } = ctx;
      if (!onboarding.anoConfirmadoEm) throw new HttpError(409, recusa(onboarding) ?? M.anoPrimeiro);
      const atualizado = await repo.transacao(async (tx) => {
        const o = await repo.enviarIdentidade(tx, onboarding.id, new Date(now()));
        if (!o) throw new HttpError(409, recusa(onboarding) ?? M.anoPrimeiro);
        await documentos.vincularAoCaso(tx, {
          clienteId: sessao.clienteId,
          fluxo: 'cadastro',
          ids: [...body.documentos, ...body.selfie],
          casoId: caso.id,
        });
        await auditar(
          null,
          'posvenda.identidade-enviada',
          `cota:${onboarding.cotaId}`,
          { caso: caso.numero, documentos: body.documentos.length + body.selfie.length },
          tx,
        );
        return o;
      });
      return estado(sessao, { ...ctx, onboarding: atualizado });
    },

    async responder(sessao: Sessao, body: RespostaBody) {
      const ctx = await contexto(sessao);
      const { caso, onboarding: o } = ctx;
      const recusada = recusa(o);
      if (recusada) throw new HttpError(409, recusada);
      if (!o.anoConfirmadoEm) throw new HttpError(409, M.anoPrimeiro);
      if (!o.identidadeEnviadaEm) throw new HttpError(409, M.identidadePrimeiro);
      const proximo = avancarEtapa(o.passo, body.passo);
      if (!proximo) throw new HttpError(409, M.foraDeOrdem);
      const desvio = (body.passo === 'contemplacao' || body.passo === 'venda') && levaAoRetorno(body);
      const passo = desvio ? o.passo : proximo;
      const concluir = body.passo === 'final';
      const { passo: _passo, ...resposta } = body;
      const quando = new Date(now());
      const { atualizado, fase } = await repo.transacao(async (tx) => {
        const novo = await repo.responder(tx, {
          id: o.id,
          passoLido: o.passo,
          passo,
          chave: body.passo,
          resposta: { ...resposta, em: quando.toISOString() },
          entregaBoleto: body.passo === 'boletos' ? body.entregaBoleto : null,
          concluir,
          quando,
        });
        if (!novo) throw new HttpError(409, 'Outra resposta chegou antes desta. Tente novamente.');
        let fase = caso.fase;
        if (concluir) {
          await casos.encerrarPeloCliente(tx, caso, FASE_CONCLUIDA, 'Pós-venda concluído pelo app.');
          fase = FASES[FASE_CONCLUIDA];
        } else if (ordemDaFase(FASES[FASE_DO_PASSO[passo]]) > ordemDaFase(caso.fase)) {
          await casos.moverPeloCliente(tx, caso, FASE_DO_PASSO[passo], `Pós-venda: etapa ${passo}.`);
          fase = FASES[FASE_DO_PASSO[passo]];
        }
        await auditar(
          null,
          concluir ? 'posvenda.concluido' : 'posvenda.resposta',
          `cota:${o.cotaId}`,
          { caso: caso.numero, passo: body.passo, resposta, desvio },
          tx,
        );
        return { atualizado: novo, fase };
      });
      return { estado: await estado(sessao, { ...ctx, onboarding: atualizado }, fase), desvio };
    },

    async retorno(sessao: Sessao, body: { telefone: string; periodo: PeriodoRetorno }) {
      const { caso, onboarding: o } = await contexto(sessao);
      const recusada = recusa(o);
      if (recusada) throw new HttpError(409, recusada);
      if (!o.anoConfirmadoEm) throw new HttpError(409, M.anoPrimeiro);
      const agora = new Date(now());
      await repo.transacao(async (tx) => {
        const pedido = await repo.pedirRetorno(tx, {
          id: o.id,
          telefone: body.telefone,
          periodo: body.periodo,
          faseAtual: caso.fase,
          quando: agora,
        });
        if (!pedido) throw new HttpError(409, M.retornoPendente);
        await casos.moverPeloCliente(
          tx,
          caso,
          FASE_RETORNO,
          `Pós-venda: ligar para ${mascaraTelefone(body.telefone)} (${body.periodo === 'manha' ? 'manhã' : 'tarde'}).`,
        );
        await auditar(
          null,
          'posvenda.retorno-pedido',
          `cota:${o.cotaId}`,
          { caso: caso.numero, periodo: body.periodo, passo: o.passo },
          tx,
        );
      });
      return {
        protocolo: caso.numero,
        mensagem: confirmacaoRetorno(dataDoRetorno(agora, body.periodo), body.periodo),
      };
    },

    // ——— Back-office ———

    async fila(parceiroId: number | null) {
      const linhas = await repo.fila(parceiroId);
      return {
        data: linhas.map((l) => ({
          id: l.id,
          CaseNumber: l.numeroCaso,
          motivo: l.motivo,
          cliente: { nome: l.nome, inscricaoNacional: l.inscricaoNacional },
          grupo: l.grupo,
          cota: l.cota,
          telefone: l.telefone,
          periodo: l.periodo,
          passo: l.passo,
          pedidoEm: new Date(l.pedidoEm).toISOString(),
        })),
      };
    },

    /** The call-back made: the case goes back to where it was, a blocked onboarding opens again. Audited. */
    async concluir(operadorId: number, parceiroId: number | null, id: number, body: ConcluirRetornoBody) {
      await comAuditoria(
        operadorId,
        async (tx) => {
          const o = await repo.concluirRetorno(tx, id, parceiroId, operadorId, new Date(now()));
          if (!o) throw naoEncontrado('Retorno não encontrado ou já concluído.');
          await casos.moverPeloOperador(
            tx,
            o.casoId,
            rotuloDaFase(o.retornoFaseAnterior ?? FASES.E_MAIL_ENVIADO),
            operadorId,
            `Retorno do pós-venda feito: ${body.nota}`,
          );
          return o;
        },
        (o) => ({
          acao: 'posvenda.retorno-concluido',
          alvo: `cota:${o.cotaId}`,
          detalhes: { onboarding: o.id, motivo: o.retornoMotivo, nota: body.nota },
        }),
      );
      return { id, situacao: 'concluido' as const };
    },
  };
}
export type PosVendaService = ReturnType<typeof createPosVendaService>;
