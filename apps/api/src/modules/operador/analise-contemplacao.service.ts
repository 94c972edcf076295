import {
  avaliarCrivo,
  chaveDoDocumento,
  DECISOES_ANALISE,
  documentosDaEmpresa,
  rotuloDoGrupo,
  type SocioDeclarado,
  DOCUMENTOS,
  ehCodigoDocumento,
  FASES,
  FASES_DECIDIVEIS_PELO_ANALISTA,
  faseDaDecisao,
  faseEm,
  listasDeProblemas,
  marcarSubstituidos,
  MENSAGENS_ANALISE_CONTEMPLACAO,
  ordenarPorSla,
  recusaDaDecisao,
  slaDaAnalise,
  STATUS_CASO,
  TIPOS_CASO,
  type DecisaoAnaliseBody,
} from '@portal/domain';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { ContemplacaoService } from '../contemplacao/contemplacao.service.ts';
import type { CasosService } from '../casos/casos.service.ts';
import type { AnaliseContemplacaoRepository, AnaliseRow } from './analise-contemplacao.repository.ts';
import type { ComAuditoria } from './auditoria.service.ts';

const TIPO = TIPOS_CASO.consultoriaAnalise;
const FASES_NA_FILA = FASES_DECIDIVEIS_PELO_ANALISTA.map((f) => FASES[f]);
const M = MENSAGENS_ANALISE_CONTEMPLACAO;

/** The customer's name for a document code (the lists the customer screens read, 02 §3). */
const nomeDoDocumento = (codigo: string) =>
  Object.hasOwn(DOCUMENTOS, codigo) ? DOCUMENTOS[codigo as keyof typeof DOCUMENTOS].descricao : codigo;

/**
 * A company's document (ADR 0036): its section and partner as the customer's list has them; a person's: none.
 */
function grupoDoDocumento(
  codigo: string,
  cpfSocio: string | null,
  socios: SocioDeclarado[] | null,
): { grupo: string | null; socio: string | null } {
  if (!socios?.length) return { grupo: null, socio: null };
  const doc = documentosDaEmpresa(socios).find((d) => d.chave === chaveDoDocumento(codigo, cpfSocio));
  if (doc) return { grupo: rotuloDoGrupo(doc), socio: doc.socio?.nome ?? null };
  // An extra document the analyst asked for goes with the company.
  return { grupo: cpfSocio ? null : 'Empresa', socio: socios.find((s) => s.cpf === cpfSocio)?.nome ?? null };
}

/**
 * The analyst's half of the contemplation analysis (issue 18, ADR 0031): the SLA queue, one analysis with its
 * documents and screening, and the decision — one atomic transition of the case, its verdicts and its audit entry
 * in one transaction; the customer notified after the commit. A partner's analyst sees only that partner's.
 */
export function createAnaliseContemplacaoService(deps: {
  repo: AnaliseContemplacaoRepository;
  casos: Pick<CasosService, 'decidirPeloAnalista' | 'avisarNovaFase'>;
  /** The timeline's holder-change notice (ADR 0032): the analyst's decision gives the next step back to the customer. */
  contemplacao: Pick<ContemplacaoService, 'notificarMudancaDeResponsavel' | 'pedirDocumentosAdicionais'>;
  comAuditoria: ComAuditoria;
  now: () => number;
}) {
  const { repo, casos, contemplacao, comAuditoria, now } = deps;

  const aguardaDecisao = (a: Pick<AnaliseRow, 'aberto' | 'fase'>) =>
    a.aberto && faseEm(a.fase, FASES_DECIDIVEIS_PELO_ANALISTA);
  const sla = (a: AnaliseRow) =>
    aguardaDecisao(a) && a.enviadoEm ? slaDaAnalise(a.enviadoEm, new Date(now())) : null;

  async function exigirAnalise(operadorId: number, numero: string) {
    const parceiroId = await repo.parceiroDoOperador(operadorId);
    const analise = await repo.analise(numero, TIPO, parceiroId);
    if (!analise) throw naoEncontrado(M.naoEncontrado);
    return analise;
  }

  async function detalhe(analise: AnaliseRow) {
    const documentos = marcarSubstituidos(await repo.documentos(analise.casoId));
    return {
      CaseNumber: analise.numero,
      Fase__c: analise.fase,
      Status: analise.status,
      aguardaDecisao: aguardaDecisao(analise),
      cliente: { nome: analise.nome, inscricaoNacional: analise.inscricao },
      cota: { idCota: analise.cotaId, grupo: analise.grupo, cota: analise.cota },
      parceiro: analise.parceiro,
      enviadoEm: analise.enviadoEm?.toISOString() ?? null,
      sla: sla(analise),
      documentos: documentos.map(({ socios, cpfSocio, ...d }) => ({
        ...d,
        descricao: nomeDoDocumento(d.codigo),
        ...grupoDoDocumento(d.codigo, cpfSocio, socios as SocioDeclarado[] | null),
      })),
      crivo: avaliarCrivo(analise.parcelaCentavos, analise.rendaCentavos),
      DocumentosIlegiveis__c: analise.documentosIlegiveis,
      DocumentosIncompletos__c: analise.documentosIncompletos,
      DocumentosIncorretos__c: analise.documentosIncorretos,
      ExpliqueMotivo__c: analise.expliqueMotivo,
    };
  }

  return {
    async fila(operadorId: number) {
      const parceiroId = await repo.parceiroDoOperador(operadorId);
      const linhas = await repo.fila(TIPO, FASES_NA_FILA, parceiroId);
      const agora = new Date(now());
      const itens = linhas.map((a) => {
        // A case that never changed phase through the history (data from outside) counts from now.
        const enviadoEm = a.enviadoEm ?? agora;
        return {
          CaseNumber: a.numero,
          Fase__c: a.fase,
          cliente: { nome: a.nome, inscricaoNacional: a.inscricao },
          parceiro: a.parceiro,
          grupo: a.grupo,
          cota: a.cota,
          enviadoEm: enviadoEm.toISOString(),
          sla: slaDaAnalise(enviadoEm, agora),
        };
      });
      return { data: ordenarPorSla(itens) };
    },

    detalhe: async (operadorId: number, numero: string) => detalhe(await exigirAnalise(operadorId, numero)),

    async decidir(operadorId: number, numero: string, body: DecisaoAnaliseBody) {
      const analise = await exigirAnalise(operadorId, numero);
      const ids = body.documentos.map((d) => d.id);
      if (new Set(ids).size !== ids.length) throw requisicaoInvalida('Documento repetido na revisão.');
      const crivo = avaliarCrivo(analise.parcelaCentavos, analise.rendaCentavos);
      const decisao = DECISOES_ANALISE[body.decisao];
      const motivo = body.expliqueMotivo?.trim() || null;
      const { antes, depois } = await comAuditoria(
        operadorId,
        async (tx) => {
          // Judged on the locked case: a decision that lost the race finds it moved and changes nothing.
          const enviados = await repo.documentos(analise.casoId, tx);
          const porId = new Map(body.documentos.map((d) => [d.id, d.resultado]));
          if (ids.some((id) => !enviados.some((e) => e.id === id)))
            throw requisicaoInvalida(M.documentoDeOutroCaso);
          const documentos = marcarSubstituidos(
            enviados.map((e) => ({ ...e, resultado: porId.get(e.id) ?? e.resultado })),
          );
          const recusa = recusaDaDecisao({
            decisao: body.decisao,
            documentos,
            expliqueMotivo: motivo,
            crivo: body.crivo,
            recomendacao: crivo.recomendacao,
            documentosAdicionais: body.documentosAdicionais,
          });
          const listas = listasDeProblemas(documentos, nomeDoDocumento);
          const mudanca = await casos.decidirPeloAnalista(
            tx,
            analise.casoId,
            FASES_DECIDIVEIS_PELO_ANALISTA,
            {
              fase: faseDaDecisao(body.decisao),
              ...(decisao.encerra && { status: STATUS_CASO.FECHADO }),
              // Approving or asking for more clears the problem lists; sending back or refusing tells them.
              ...(body.decisao === 'aprovar' || body.decisao === 'pedir-documentos'
                ? { documentosIlegiveis: null, documentosIncompletos: null, documentosIncorretos: null }
                : listas),
              expliqueMotivo: motivo,
            },
            operadorId,
            `Análise de contemplação: ${decisao.rotulo.toLowerCase()}`,
          );
          if (!mudanca) throw new HttpError(409, M.naoAguarda);
          // The phase check first: a late duplicate hears 409, not the validation of a case already decided.
          if (recusa) throw requisicaoInvalida(recusa);
          await repo.gravarRevisoes(tx, analise.casoId, operadorId, body.documentos, new Date(now()));
          if (body.documentosAdicionais.length > 0)
            await contemplacao.pedirDocumentosAdicionais(
              tx,
              analise,
              body.documentosAdicionais.filter(ehCodigoDocumento),
              new Date(now()),
            );
          return mudanca;
        },
        ({ antes, depois }) => ({
          acao: 'analise-contemplacao.decidida',
          alvo: `caso:${analise.numero}`,
          detalhes: {
            decisao: body.decisao,
            de: { fase: antes.fase, status: antes.status },
            para: { fase: depois.fase, status: depois.status },
            documentos: body.documentos,
            ...(body.documentosAdicionais.length > 0 && { documentosAdicionais: body.documentosAdicionais }),
            expliqueMotivo: motivo,
            ...(body.crivo && {
              crivo: {
                resultado: body.crivo.resultado,
                recomendacao: crivo.recomendacao,
                comprometimento: crivo.comprometimento,
                // The analyst overrode the recommendation: the audit keeps why.
                divergente: body.crivo.resultado !== crivo.recomendacao,
                justificativa: body.crivo.justificativa?.trim() || null,
              },
            }),
          },
        }),
      );
      // One notice per decision: the holder-change one (app and e-mail, with the next step's date) when the
      // step goes back to the customer, else the case's own phase notice.
      const passo = await contemplacao.notificarMudancaDeResponsavel({
        cotaId: depois.cotaId,
        faseAntes: antes.fase,
        faseDepois: depois.fase,
        em: new Date(now()),
      });
      if (!passo) await casos.avisarNovaFase(depois);
      return detalhe((await repo.analise(numero, TIPO, null))!);
    },
  };
}
export type AnaliseContemplacaoService = ReturnType<typeof createAnaliseContemplacaoService>;
