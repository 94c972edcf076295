import {
  exigeDocumentoSocio,
  FASES,
  FASES_QUE_RECEBEM_ALTERACOES,
  faseEm,
  juntarEnvios,
  MENSAGENS_VALIDACAO_IDENTIDADE,
  pecasQueFaltam,
  recusaDaValidacaoDeIdentidade,
  TIPOS_CASO,
  tipoPessoa,
  type EnviosDeIdentidade,
  type SituacaoValidacaoIdentidade,
  type ValidacaoIdentidadeBody,
} from '@portal/domain';
import { HttpError, requisicaoInvalida } from '../../core/erros.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { CasoRow, CasosService } from '../casos/casos.service.ts';
import type { CotaRow } from '../cotas/cotas.service.ts';
import type { DocumentosService } from '../documentos/documentos.service.ts';
import type { DadosCadastraisRepository } from './dados-cadastrais.repository.ts';
import { alteracoesPendentesDoCaso, type Auditar } from './dados-cadastrais.service.ts';

const M = MENSAGENS_VALIDACAO_IDENTIDADE;
const TIPO_ATUALIZACAO = TIPOS_CASO.atualizacaoCadastral;
/** Where the case keeps the attached files by role, beside the changes (`alteracoesCadastrais`). */
const CHAVE_NO_CASO = 'validacaoIdentidade';
/** The upload flow whose files prove identity (LIMITES_DE_DOCUMENTO.cadastro: PDF, JPG or JPEG up to 6 MB). */
const FLUXO = 'cadastro';

interface ValidacaoNoCaso extends EnviosDeIdentidade {
  enviadoEm: string;
}

const enviosDoCaso = (caso: Pick<CasoRow, 'dadosApp'>): EnviosDeIdentidade => {
  const salvo = caso.dadosApp?.[CHAVE_NO_CASO] as Partial<ValidacaoNoCaso> | undefined;
  return {
    documentos: salvo?.documentos ?? [],
    selfies: salvo?.selfies ?? [],
    documentosSocio: salvo?.documentosSocio ?? [],
  };
};

/**
 * Identity validation of a registration change (03 §2, §5): the personal document, the selfie and, for a
 * company, the partner's document, uploaded to the registration flow and attached here to the person's open
 * registration-update case. Each request runs under the person's registration lock with the case row locked,
 * attaches its files with one UPDATE that only takes the customer's own files still waiting for a case, and
 * writes the case's data, its phase and the audit entry in the same transaction. Complete, the case goes to
 * 'Análise Documentação' (also from 'Pendência Cliente': the re-sent documents go back to the analyst).
 */
export function createValidacaoIdentidadeService(deps: {
  repo: Pick<DadosCadastraisRepository, 'transacao' | 'travarPessoa'>;
  casos: Pick<CasosService, 'abertoDoTipoDoCliente' | 'alterarDadosDoCaso'>;
  documentos: Pick<DocumentosService, 'vincularAoCaso'>;
  auditar: Auditar;
  now: () => number;
}) {
  const { repo, casos, documentos, auditar, now } = deps;

  function situacao(pessoa: 'F' | 'J', caso: CasoRow | undefined): SituacaoValidacaoIdentidade {
    if (!caso) return { tipoPessoa: pessoa, exigeDocumentoSocio: exigeDocumentoSocio(pessoa), caso: null };
    const envios = enviosDoCaso(caso);
    // Past the phases that take documents (BRSCAN, approval…) nothing is asked of the customer any more.
    const recebe = faseEm(caso.fase, FASES_QUE_RECEBEM_ALTERACOES);
    return {
      tipoPessoa: pessoa,
      exigeDocumentoSocio: exigeDocumentoSocio(pessoa),
      caso: {
        CaseNumber: caso.numero,
        Status: caso.status,
        Fase__c: caso.fase,
        DocumentosIlegiveis__c: caso.documentosIlegiveis,
        DocumentosIncompletos__c: caso.documentosIncompletos,
        DocumentosIncorretos__c: caso.documentosIncorretos,
        ExpliqueMotivo__c: caso.expliqueMotivo,
        alteracoes: alteracoesPendentesDoCaso(caso),
        documentos: [...envios.documentos],
        selfie: envios.selfies.at(-1) ?? null,
        documentosSocio: [...envios.documentosSocio],
        faltam: recebe ? pecasQueFaltam(pessoa, envios) : [],
      },
    };
  }

  async function enviar(tx: Transacao, cota: CotaRow, corpo: ValidacaoIdentidadeBody) {
    const pessoa = tipoPessoa(cota.cdInscricaoNacional);
    await repo.travarPessoa(tx, cota.clienteId);
    const caso = await casos.abertoDoTipoDoCliente(cota.clienteId, TIPO_ATUALIZACAO, tx);
    if (!caso || !alteracoesPendentesDoCaso(caso).length) throw new HttpError(409, M.semAlteracao);
    const noCaso = enviosDoCaso(caso);
    const pedido: EnviosDeIdentidade = {
      documentos: corpo.documentos,
      selfies: corpo.selfie ? [corpo.selfie] : [],
      documentosSocio: corpo.documentosSocio,
    };
    const recusa = recusaDaValidacaoDeIdentidade(pessoa, noCaso, pedido);
    if (recusa) throw requisicaoInvalida(recusa);
    const jaNoCaso = new Set([...noCaso.documentos, ...noCaso.selfies, ...noCaso.documentosSocio]);
    const novos = [...new Set([...pedido.documentos, ...pedido.selfies, ...pedido.documentosSocio])].filter(
      (id) => !jaNoCaso.has(id),
    );
    // The same request again (a double tap, a retry): its files are this case's already; nothing to do.
    if (!novos.length) return situacao(pessoa, caso);
    if (!faseEm(caso.fase, FASES_QUE_RECEBEM_ALTERACOES)) throw new HttpError(409, M.faseSemDocumentos);
    await documentos.vincularAoCaso(tx, {
      clienteId: cota.clienteId,
      fluxo: FLUXO,
      ids: novos,
      casoId: caso.id,
    });
    const depois = juntarEnvios(noCaso, pedido);
    const completo = pecasQueFaltam(pessoa, depois).length === 0;
    const fase =
      completo && !faseEm(caso.fase, ['ANALISE_DOCUMENTACAO']) ? FASES.ANALISE_DOCUMENTACAO : undefined;
    const validacao: ValidacaoNoCaso = { ...depois, enviadoEm: new Date(now()).toISOString() };
    const { depois: atualizado } = await casos.alterarDadosDoCaso(
      tx,
      caso,
      { ...caso.dadosApp, [CHAVE_NO_CASO]: validacao },
      'cliente',
      `Documentos de identidade enviados pelo app: ${novos.length} arquivo(s)`,
      fase,
    );
    await auditar(
      null,
      'cadastro.identidade-enviada',
      `caso:${caso.numero}`,
      {
        idCota: cota.idCota,
        documentos: pedido.documentos.filter((id) => !jaNoCaso.has(id)),
        selfie: pedido.selfies.find((id) => !jaNoCaso.has(id)) ?? null,
        documentosSocio: pedido.documentosSocio.filter((id) => !jaNoCaso.has(id)),
        fase: { de: caso.fase, para: atualizado.fase },
      },
      tx,
    );
    return situacao(pessoa, atualizado);
  }

  return {
    /** GET …/validacao-identidade: the person's open registration-update case as the identity screens need it. */
    async situacao(cota: CotaRow): Promise<SituacaoValidacaoIdentidade> {
      const caso = await casos.abertoDoTipoDoCliente(cota.clienteId, TIPO_ATUALIZACAO);
      return situacao(tipoPessoa(cota.cdInscricaoNacional), caso);
    },

    /** POST …/validacao-identidade: attaches the files by role; complete, the case goes to analysis. */
    enviar: (cota: CotaRow, corpo: ValidacaoIdentidadeBody): Promise<SituacaoValidacaoIdentidade> =>
      repo.transacao((tx) => enviar(tx, cota, corpo)),
  };
}
export type ValidacaoIdentidadeService = ReturnType<typeof createValidacaoIdentidadeService>;
