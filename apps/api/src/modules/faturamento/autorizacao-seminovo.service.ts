import { createHash } from 'node:crypto';
import {
  FASES_ASSINAR_AUTORIZACAO,
  MENSAGENS_FATURAMENTO_SEMINOVO as M,
  administradoraDaUnidade,
  coresDoParceiro,
  faseEm,
  formatarInscricao,
  hojeEmSaoPaulo,
  type AutorizacaoFaturamento,
  type PedidoCompraResposta,
  type TipoVendedor,
} from '@portal/domain';
import type { Db } from '@portal/db';
import type { AutorizacaoFaturamentoPdf } from '../../adapters/pdf/autorizacao-faturamento-pdf.ts';
import type { RenderizadorDePdf } from '../../adapters/pdf/renderizador.ts';
import { HttpError } from '../../core/erros.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { VerificacaoService } from '../acesso/verificacao.service.ts';
import type { CasosService } from '../casos/casos.service.ts';
import { cabecalhoDaCota, type CotaRow } from '../cotas/cotas.service.ts';
import type { Auditar } from '../operador/auditoria.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { AutorizacoesRepository } from './autorizacao-seminovo.repository.ts';
import type { FaturamentoSeminovoService } from './faturamento-seminovo.service.ts';

const ROTULO_VENDEDOR: Record<TipoVendedor, string> = {
  PF: 'Pessoa física',
  REVENDEDORA_CONCESSIONARIA: 'Revendedora',
  LOCADORA: 'Locadora',
  OUTRAS_EMPRESAS: 'Pessoa jurídica',
};

/**
 * The customer's signature of a used vehicle's billing authorization (issue 21, ADR 0057): the PDF rendered
 * from the case as it stands, accepted with the single-use authorisation of an SMS code, stored byte for byte
 * with its SHA-256, the time and the address, once per case. Signed, the same bytes are what the customer and
 * the analyst download, so anyone can hash the file and compare.
 */
export function createAutorizacaoSeminovoService(deps: {
  db: Db;
  casos: Pick<CasosService, 'bloquearCaso' | 'anotarCaso'>;
  seminovo: Pick<FaturamentoSeminovoService, 'casoDaCota' | 'situacao'>;
  autorizacoes: AutorizacoesRepository;
  verificacao: Pick<VerificacaoService, 'exigirAutorizacao'>;
  parceiros: Pick<ParceirosService, 'exigir'>;
  pdfs: Pick<RenderizadorDePdf, 'renderizar'>;
  auditar: Auditar;
  now: () => number;
}) {
  const { db, casos, seminovo, autorizacoes, verificacao, parceiros, pdfs, auditar, now } = deps;

  /**
   * The case as both documents print it: the vehicle, the seller and their account, the values; null before the
   * vehicle and the seller are recorded.
   */
  async function dadosDoDocumento(
    cota: CotaRow,
    parceiroId: number,
  ): Promise<{ dados: AutorizacaoFaturamentoPdf; tipoVendedor: TipoVendedor | null } | null> {
    const [s, parceiro] = await Promise.all([seminovo.situacao(cota), parceiros.exigir(parceiroId)]);
    const { veiculo, vendedor } = s.dados;
    if (!veiculo || !vendedor) return null;
    const b = vendedor.dadosBancarios;
    const taxas = s.taxasCobradas.reduce((soma, t) => soma + t.valor, 0);
    const dados: AutorizacaoFaturamentoPdf = {
      administradora: administradoraDaUnidade(cota.idUnidadeNegocio),
      cor: coresDoParceiro(parceiro.cores).primaria,
      nomeParceiro: parceiro.nome,
      cota: cabecalhoDaCota(cota),
      emitidoEm: hojeEmSaoPaulo(new Date(now())),
      numeroCaso: s.CaseNumber,
      veiculo: {
        marca: veiculo.marca,
        modelo: veiculo.modelo,
        ano: veiculo.ano,
        placa: veiculo.placa,
        cor: veiculo.cor,
        chassi: veiculo.chassi,
        renavam: veiculo.renavam,
        valorFipe: veiculo.valor,
      },
      vendedor: {
        nome: vendedor.nome,
        documento: formatarInscricao(vendedor.cpfCnpj),
        tipo: s.dados.tipoVendedor ? ROTULO_VENDEDOR[s.dados.tipoVendedor] : '—',
      },
      conta: {
        favorecido: b.favorecido,
        banco: b.banco,
        agencia: b.digitoAgencia ? `${b.agencia}-${b.digitoAgencia}` : b.agencia,
        conta: `${b.conta}-${b.digitoConta}`,
      },
      valores: {
        credito: s.creditoDisponivel,
        taxas,
        pagoAoVendedor: Math.min(veiculo.valor, s.creditoAposTaxas),
      },
    };
    return { dados, tipoVendedor: s.dados.tipoVendedor ?? null };
  }

  /** The authorization as the case stands (409 before the vehicle and the seller). */
  async function renderizar(cota: CotaRow, parceiroId: number): Promise<Buffer> {
    const documento = await dadosDoDocumento(cota, parceiroId);
    if (!documento) throw new HttpError(409, M.autorizacaoIndisponivel);
    return pdfs.renderizar({ tipo: 'autorizacao-faturamento', dados: documento.dados });
  }

  const resposta = (
    numeroCaso: string,
    pdf: Buffer,
    assinatura: AutorizacaoFaturamento['assinatura'],
  ): AutorizacaoFaturamento => ({
    nomeArquivo: `autorizacao-de-faturamento-${numeroCaso}${assinatura ? '-assinada' : ''}.pdf`,
    tipo: 'application/pdf',
    base64: pdf.toString('base64'),
    assinatura,
    podeAssinar: !assinatura,
  });

  const assinaturaDe = (g: { assinadaEm: Date; ip: string; sha256: string }) => ({
    assinadaEm: g.assinadaEm.toISOString(),
    ip: g.ip,
    sha256: g.sha256,
  });

  return {
    /**
     * The billing order for a company seller (02 §2.5 ordemgerada), from its data on until the case closes; an
     * individual seller, or none yet: 409. Rendered on each call from the case: it is not signed.
     */
    async ordemFaturamento(sessao: Sessao, cota: CotaRow): Promise<PedidoCompraResposta> {
      const caso = await seminovo.casoDaCota(cota.idCota);
      const documento = await dadosDoDocumento(cota, sessao.parceiroId);
      if (!documento || !documento.tipoVendedor || documento.tipoVendedor === 'PF')
        throw new HttpError(409, M.ordemIndisponivel);
      const pdf = await pdfs.renderizar({ tipo: 'ordem-faturamento-seminovo', dados: documento.dados });
      return {
        nomeArquivo: `pedido-de-faturamento-${caso.numero}.pdf`,
        tipo: 'application/pdf',
        base64: pdf.toString('base64'),
      };
    },

    /** The signed PDF once signed; before, the one to sign, only while the phase asks for the signature. */
    async autorizacao(sessao: Sessao, cota: CotaRow): Promise<AutorizacaoFaturamento> {
      const caso = await seminovo.casoDaCota(cota.idCota);
      const gravada = await autorizacoes.doCaso(caso.id);
      if (gravada) return resposta(caso.numero, gravada.pdf, assinaturaDe(gravada));
      if (!faseEm(caso.fase, FASES_ASSINAR_AUTORIZACAO)) throw new HttpError(409, M.autorizacaoIndisponivel);
      return resposta(caso.numero, await renderizar(cota, sessao.parceiroId), null);
    },

    /**
     * Signs: renders the authorization, then in one transaction on the case locked checks the phase and that
     * nobody signed, spends the SMS authorisation and stores the bytes with their hash, the time and the IP,
     * with a history line and an audit entry. Of signatures racing, the first stores and the others find it.
     */
    async assinar(
      sessao: Sessao,
      cota: CotaRow,
      authToken: string,
      ip: string,
    ): Promise<AutorizacaoFaturamento> {
      const caso = await seminovo.casoDaCota(cota.idCota);
      if (!faseEm(caso.fase, FASES_ASSINAR_AUTORIZACAO)) {
        if (await autorizacoes.doCaso(caso.id)) throw new HttpError(409, M.autorizacaoJaAssinada);
        throw new HttpError(409, M.autorizacaoIndisponivel);
      }
      const pdf = await renderizar(cota, sessao.parceiroId);
      const assinatura = {
        assinadaEm: new Date(now()),
        ip: ip.slice(0, 64),
        sha256: createHash('sha256').update(pdf).digest('hex'),
      };
      await db.transaction(async (tx) => {
        const atual = await casos.bloquearCaso(tx, caso);
        if (!atual.aberto || !faseEm(atual.fase, FASES_ASSINAR_AUTORIZACAO))
          throw new HttpError(409, M.autorizacaoIndisponivel);
        if (await autorizacoes.doCaso(atual.id, tx)) throw new HttpError(409, M.autorizacaoJaAssinada);
        await verificacao.exigirAutorizacao(tx, sessao, cota, authToken);
        if (
          !(await autorizacoes.gravar(tx, {
            casoId: atual.id,
            clienteId: sessao.clienteId,
            cotaId: cota.idCota,
            pdf,
            ...assinatura,
          }))
        )
          throw new HttpError(409, M.autorizacaoJaAssinada);
        await casos.anotarCaso(
          tx,
          atual,
          'cliente',
          `Autorização de faturamento assinada no portal com código por SMS (SHA-256 ${assinatura.sha256})`,
        );
        await auditar(
          null,
          'faturamento-seminovo.autorizacao-assinada',
          `caso:${atual.numero}`,
          { cotaId: cota.idCota, sha256: assinatura.sha256, ip: assinatura.ip },
          tx,
        );
      });
      return resposta(caso.numero, pdf, assinaturaDe(assinatura));
    },
  };
}
export type AutorizacaoSeminovoService = ReturnType<typeof createAutorizacaoSeminovoService>;
