import { createHash } from 'node:crypto';
import {
  agoraEmSaoPaulo,
  diasUteisAtePrevisto,
  formatarMoeda,
  gerarRemessaPagamentos,
  hojeEmSaoPaulo,
  lerRetornoPagamentos,
  mascararConta,
  mascararDocumentoFavorecido,
  MENSAGEM_NADA_A_REMETER,
  MENSAGEM_NAO_E_RETORNO_PAGAMENTOS,
  nomeArquivoRemessa,
  textoRepassePago,
  textoRepasseRejeitado,
  type FilaRepasses,
  type RemessaPagamento,
  type ResultadoRetornoPagamentos,
  type SituacaoRepasse,
} from '@portal/domain';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { CasosService } from '../casos/casos.service.ts';
import type { Notificar } from '../notificacoes/notificacoes.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { RemessasRepository, RepasseRow } from './remessas.repository.ts';

const FASE_PAGAMENTO_ENVIADO = 'Pagamento Enviado';
/** A cancelled payout's case goes back to this phase when its history does not tell the one before. */
const FASE_ANALISE_PADRAO = 'Análise Operações';

/** '1234-5' → { numero: '1234', digito: '5' }: the billing account's agência and código do beneficiário. */
function comDigito(texto: string): { numero: string; digito: string } {
  const [numero = '', digito = ''] = texto.split('-');
  return { numero: numero.replace(/\D/g, ''), digito: digito.trim() };
}

const autor = (operadorId: number) => `operador:${operadorId}`;

/**
 * The back-office's payouts (issue 20, ADR 0042): the queue, the CNAB 240 payment remittance per partner,
 * the bank's return and the cancellation of a payout not yet remitted. The case follows its payout (ADR 0041).
 */
export function createRemessasService(deps: {
  repo: RemessasRepository;
  /** The casos module moves the case (ADR 0010: its tables, its writes). */
  casos: Pick<CasosService, 'moverPeloPagamento'>;
  comAuditoria: ComAuditoria;
  notificar: Notificar;
  now: () => number;
}) {
  const { repo, casos, comAuditoria, notificar, now } = deps;
  const hoje = () => hojeEmSaoPaulo(new Date(now()));

  const paraRemessa = (r: Awaited<ReturnType<RemessasRepository['remessas']>>[number]): RemessaPagamento => ({
    id: r.id,
    parceiroId: r.parceiroId,
    parceiro: r.parceiro,
    nsa: r.nsa,
    nomeArquivo: r.nomeArquivo,
    quantidade: r.quantidade,
    valorTotalCentavos: r.valorTotalCentavos,
    criadoEm: r.criadoEm.toISOString(),
    criadoPor: autor(r.operadorId),
  });

  async function fila(situacao: SituacaoRepasse | undefined): Promise<FilaRepasses> {
    const [linhas, remessas] = await Promise.all([repo.fila(situacao), repo.remessas()]);
    const dia = hoje();
    return {
      repasses: linhas.map(({ repasse: r, numeroCaso, parceiro, remessa }) => ({
        id: r.id,
        numeroCaso,
        origem: r.origem,
        parceiroId: r.parceiroId,
        parceiro,
        valorCentavos: r.valorCentavos,
        favorecido: r.favorecido,
        cpfCnpj: mascararDocumentoFavorecido(r.cpfCnpj),
        banco: r.banco,
        agencia: r.digitoAgencia ? `${r.agencia}-${r.digitoAgencia}` : r.agencia,
        conta: mascararConta((r.operacao ?? '') + r.conta, r.digitoConta),
        tipoConta: r.tipoConta,
        situacao: r.situacao,
        dataPrevista: r.dataPrevista,
        diasUteisRestantes: diasUteisAtePrevisto(dia, r.dataPrevista),
        motivoRejeicao: r.motivoRejeicao,
        remessa: remessa?.id ? { id: remessa.id, nomeArquivo: remessa.nomeArquivo } : null,
      })),
      remessas: remessas.map(paraRemessa),
    };
  }

  /**
   * Every 'agendado' payout of the partner into one new file, in one audited transaction: the NSA, the claim
   * of the payouts (one statement), the file, and each case to 'Pagamento Enviado'. Nothing to export: 422
   * and nothing written (the NSA taken goes back with the rollback).
   */
  async function gerarRemessa(operadorId: number, parceiroId: number): Promise<RemessaPagamento> {
    const quando = new Date(now());
    const remessa = await comAuditoria(
      operadorId,
      async (tx) => {
        const conta = await repo.tomarNsa(tx, parceiroId);
        if (!conta) throw naoEncontrado('Parceiro sem conta pagadora configurada.');
        if (!conta.convenioPagamento || !conta.cnpj)
          throw new HttpError(
            422,
            'Configure o convênio de pagamentos e o CNPJ do parceiro antes de remeter.',
          );
        const remetidos = await repo.remeterAgendados(tx, parceiroId, quando);
        if (remetidos.length === 0) throw new HttpError(422, MENSAGEM_NADA_A_REMETER);
        const dia = hoje();
        const agencia = comDigito(conta.agencia);
        const contaCorrente = comDigito(conta.codigoBeneficiario);
        let conteudo: string;
        try {
          conteudo = gerarRemessaPagamentos({
            pagadora: {
              banco: conta.banco,
              cnpj: conta.cnpj,
              convenio: conta.convenioPagamento,
              agencia: agencia.numero,
              digitoAgencia: agencia.digito,
              conta: contaCorrente.numero,
              digitoConta: contaCorrente.digito,
              nomeEmpresa: conta.nome,
            },
            nsa: conta.nsa,
            dataGeracao: dia,
            horaGeracao: agoraEmSaoPaulo(quando).hora.replace(/\D/g, '').padEnd(6, '0').slice(0, 6),
            pagamentos: remetidos.map((r) => ({
              repasseId: r.id,
              banco: r.banco,
              agencia: r.agencia,
              digitoAgencia: r.digitoAgencia,
              conta: r.conta,
              digitoConta: r.digitoConta,
              tipoConta: r.tipoConta,
              operacao: r.operacao,
              favorecido: r.favorecido,
              cpfCnpj: r.cpfCnpj,
              valorCentavos: r.valorCentavos,
              // A payout already late is paid today; the bank refuses a past date.
              dataPagamento: r.dataPrevista < dia ? dia : r.dataPrevista,
            })),
          });
        } catch (erro) {
          if (erro instanceof RangeError) throw new HttpError(422, `Remessa não gerada: ${erro.message}`);
          throw erro;
        }
        const valorTotal = remetidos.reduce((s, r) => s + r.valorCentavos, 0);
        const gravada = await repo.gravarRemessa(
          tx,
          {
            parceiroId,
            nsa: conta.nsa,
            nomeArquivo: nomeArquivoRemessa(conta.banco, conta.nsa),
            conteudo,
            hash: createHash('sha256').update(conteudo).digest('hex'),
            quantidade: remetidos.length,
            valorTotalCentavos: valorTotal,
            operadorId,
            criadoEm: quando,
          },
          remetidos.map((r) => r.id),
        );
        for (const r of remetidos)
          await casos.moverPeloPagamento(
            tx,
            r.casoId,
            { fase: FASE_PAGAMENTO_ENVIADO, status: 'Em Andamento' },
            autor(operadorId),
            `Pagamento de ${formatarMoeda(r.valorCentavos)} enviado ao banco na remessa ${gravada.nomeArquivo}.`,
          );
        return { ...gravada, parceiro: conta.nome };
      },
      (r) => ({
        acao: 'remessa-pagamento.gerada',
        alvo: `remessa:${r.nomeArquivo}`,
        detalhes: {
          parceiroId,
          nsa: r.nsa,
          quantidade: r.quantidade,
          valorTotalCentavos: r.valorTotalCentavos,
        },
      }),
    );
    return paraRemessa(remessa);
  }

  async function arquivoRemessa(id: number) {
    const r = await repo.remessa(id);
    if (!r) throw naoEncontrado('Remessa não encontrada.');
    return { nomeArquivo: r.nomeArquivo, conteudo: r.conteudo };
  }

  /**
   * The bank's return: each segment A pays or rejects its payout (and closes its case), or is reported and
   * changes nothing. A file with any unreadable line applies nothing. The same file again answers the stored
   * report; its hash is claimed before anything is applied, so two uploads at once apply it once.
   */
  async function importarRetorno(
    operadorId: number,
    nomeArquivo: string,
    conteudo: string,
  ): Promise<ResultadoRetornoPagamentos> {
    const leitura = lerRetornoPagamentos(conteudo);
    if (leitura.erros.some((e) => e.motivo === MENSAGEM_NAO_E_RETORNO_PAGAMENTOS))
      throw requisicaoInvalida(MENSAGEM_NAO_E_RETORNO_PAGAMENTOS);
    if (leitura.erros.length > 0)
      return { nomeArquivo, jaImportado: false, aplicado: false, linhas: [], erros: leitura.erros };
    const hash = createHash('sha256').update(conteudo).digest('hex');
    const quando = new Date(now());
    const avisos: { cotaId: number; valorCentavos: number; motivo: string | null }[] = [];
    const resultado = await comAuditoria(
      operadorId,
      async (tx) => {
        const reserva = await repo.reservarRetorno(tx, hash, nomeArquivo, operadorId);
        if (!reserva) return null;
        const linhas: ResultadoRetornoPagamentos['linhas'] = [];
        for (const p of leitura.pagamentos) {
          const base = {
            linha: p.linha,
            seuNumero: p.seuNumero,
            repasseId: p.repasseId,
            valorCentavos: p.valorCentavos,
          };
          const r: RepasseRow | undefined = p.repasseId
            ? await repo.travarRepasse(tx, p.repasseId)
            : undefined;
          const numeroCaso = r ? await repo.numeroDoCaso(tx, r.casoId) : null;
          const recusar = (motivo: string) =>
            linhas.push({ ...base, efeito: 'recusado', motivo, numeroCaso });
          if (!r) {
            recusar('Repasse não encontrado: o seu número não é de um pagamento nosso.');
            continue;
          }
          if (r.situacao !== 'remetido') {
            recusar(`O repasse não está remetido ao banco (situação: ${r.situacao}); nada foi alterado.`);
            continue;
          }
          if (p.valorCentavos !== r.valorCentavos) {
            recusar(
              `O valor do retorno (${formatarMoeda(p.valorCentavos)}) difere do repasse ` +
                `(${formatarMoeda(r.valorCentavos)}); nada foi alterado.`,
            );
            continue;
          }
          if (p.desfecho === 'agendado') {
            linhas.push({ ...base, efeito: 'agendado', motivo: 'Pagamento agendado no banco.', numeroCaso });
            continue;
          }
          const pago = p.desfecho === 'pago';
          await repo.liquidar(
            tx,
            r.id,
            { situacao: pago ? 'pago' : 'rejeitado', motivoRejeicao: pago ? null : p.motivo },
            quando,
          );
          await casos.moverPeloPagamento(
            tx,
            r.casoId,
            pago
              ? { fase: FASE_PAGAMENTO_ENVIADO, status: 'Fechado' }
              : { fase: FASE_PAGAMENTO_ENVIADO, status: 'Fechado', respostaAnalista: p.motivo! },
            autor(operadorId),
            pago
              ? `Pagamento de ${formatarMoeda(r.valorCentavos)} creditado pelo banco (retorno ${nomeArquivo}).`
              : `Pagamento de ${formatarMoeda(r.valorCentavos)} rejeitado pelo banco: ${p.motivo}`,
          );
          avisos.push({ cotaId: r.cotaId, valorCentavos: r.valorCentavos, motivo: pago ? null : p.motivo });
          linhas.push({ ...base, efeito: pago ? 'pago' : 'rejeitado', motivo: p.motivo, numeroCaso });
        }
        const novo: ResultadoRetornoPagamentos = {
          nomeArquivo,
          jaImportado: false,
          aplicado: true,
          linhas,
          erros: [],
        };
        await repo.gravarResultado(tx, reserva.id, novo);
        return novo;
      },
      (r) => ({
        acao: 'retorno-pagamento.importado',
        alvo: `retorno:${nomeArquivo}`,
        detalhes: r
          ? {
              pagos: r.linhas.filter((l) => l.efeito === 'pago').length,
              rejeitados: r.linhas.filter((l) => l.efeito === 'rejeitado').length,
              agendados: r.linhas.filter((l) => l.efeito === 'agendado').length,
              recusados: r.linhas.filter((l) => l.efeito === 'recusado').length,
            }
          : { jaImportado: true },
      }),
    );
    if (!resultado) {
      const anterior = await repo.retornoImportado(hash);
      return { ...(anterior!.resultado as ResultadoRetornoPagamentos), jaImportado: true };
    }
    // After the commit: the customer hears of it (a failure there is logged by the port, never undoes it).
    for (const a of avisos)
      await notificar({
        cotaId: a.cotaId,
        origem: 'casos',
        texto: (c) =>
          a.motivo
            ? textoRepasseRejeitado({ ...c, valorCentavos: a.valorCentavos, motivo: a.motivo })
            : textoRepassePago({ ...c, valorCentavos: a.valorCentavos }),
      });
    return resultado;
  }

  /** Cancels a payout not yet remitted (one statement), audited; its case goes back to analysis. */
  async function cancelar(operadorId: number, id: number, motivo: string): Promise<void> {
    const quando = new Date(now());
    await comAuditoria(
      operadorId,
      async (tx) => {
        const r = await repo.cancelar(tx, id, quando);
        if (!r) {
          const situacao = await repo.situacaoDoRepasse(tx, id);
          if (!situacao) throw naoEncontrado('Repasse não encontrado.');
          throw new HttpError(
            409,
            'Só um repasse agendado (ainda não remetido ao banco) pode ser cancelado.',
          );
        }
        const fase = (await repo.faseAntesDoPagamento(tx, r.casoId)) ?? FASE_ANALISE_PADRAO;
        await casos.moverPeloPagamento(
          tx,
          r.casoId,
          { fase, status: 'Em Andamento' },
          autor(operadorId),
          `Pagamento de ${formatarMoeda(r.valorCentavos)} cancelado antes da remessa: ${motivo}`,
        );
        return r;
      },
      (r) => ({
        acao: 'repasse.cancelado',
        alvo: `repasse:${r.id}`,
        detalhes: { casoId: r.casoId, valorCentavos: r.valorCentavos, motivo },
      }),
    );
  }

  return { fila, gerarRemessa, arquivoRemessa, importarRetorno, cancelar };
}
export type RemessasService = ReturnType<typeof createRemessasService>;
