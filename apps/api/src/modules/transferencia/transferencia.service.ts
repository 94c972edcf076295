import { randomBytes, randomInt } from 'node:crypto';
import {
  formatarGrupoCota,
  formatarInscricao,
  formatarMoeda,
  hojeEmSaoPaulo,
  mascararEmail,
  mascararInscricao,
  MENSAGENS_TRANSFERENCIA,
  protocoloTransferencia,
  taxaTransferenciaCentavos,
  tipoPessoa,
  transferenciaPermitida,
  validarCessionario,
  VALIDADE_SENHA_PRIMEIRO_ACESSO_DIAS,
  type DecisaoTransferenciaBody,
  type SolicitarTransferenciaBody,
  type VerificarProcessoTransferencia,
} from '@portal/domain';
import { hashSenha } from '@portal/db';
import type { Notificador } from '../../adapters/notificacoes.ts';
import { HttpError, naoEncontrado, requisicaoInvalida } from '../../core/erros.ts';
import type { Sessao } from '../../core/sessao.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { CotasService } from '../cotas/cotas.service.ts';
import type { ComAuditoria } from '../operador/auditoria.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { TransferenciaNaFila, TransferenciaRepository } from './transferencia.repository.ts';

const M = MENSAGENS_TRANSFERENCIA;

type CriarParaPrimeiroAcesso = (
  tx: Transacao,
  c: {
    inscricaoNacional: string;
    tipoPessoa: 'F' | 'J';
    nome: string;
    email: string;
    senhaHash: string;
    senhaProvisoriaHash: string;
    expiraEm: Date;
  },
) => Promise<number | null>;
const primeiroNome = (nome: string) => nome.split(' ')[0] ?? nome;

/**
 * Quota transfer (03 §2, §4, §5, §7, §9; issue 22). The holder asks on the session's quota; the API checks the
 * quota is theirs on this partner, the rule and the assignee, and opens one transfer per quota (the database's
 * partial unique index), confirmed by e-mail and audited in the same transaction. The analyst completes it (the
 * quota moves to the assignee, created with a first access when the document had no customer) or refuses it.
 */
export function createTransferenciaService(deps: {
  repo: TransferenciaRepository;
  cotas: CotasService;
  /** The quotas module's writer (it owns `cotas`). */
  escritaDeCotas: Pick<CotasService['escrita'], 'transferirTitular'>;
  /** The access module's writer (it owns `clientes`): a customer with a first access. */
  senhas: { criarParaPrimeiroAcesso: CriarParaPrimeiroAcesso };
  parceiros: ParceirosService;
  notificador: Notificador;
  comAuditoria: ComAuditoria;
  now: () => number;
}) {
  const { repo, cotas, escritaDeCotas, senhas, parceiros, notificador, comAuditoria, now } = deps;
  const hoje = () => hojeEmSaoPaulo(new Date(now()));

  async function nomeDoPortal(parceiroId: number): Promise<string> {
    return (await parceiros.exigir(parceiroId).catch(() => null))?.nome ?? 'Portal do Consorciado';
  }

  async function fila(operadorId: number, id?: number): Promise<TransferenciaNaFila[]> {
    return repo.fila(await repo.parceiroDoOperador(operadorId), id);
  }

  return {
    async verificarProcesso(sessao: Sessao): Promise<VerificarProcessoTransferencia> {
      const cota = await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, sessao.cotaId);
      const [aberta, titular] = await Promise.all([
        repo.aberta(cota.idCota),
        repo.emailDoCliente(sessao.clienteId),
      ]);
      const decisao = transferenciaPermitida(cota);
      return {
        iniciado: aberta !== undefined,
        permitida: aberta === undefined && decisao.permitida,
        motivo: aberta === undefined && !decisao.permitida ? decisao.motivo : null,
        grupo: cota.grupo,
        cota: cota.cota,
        valorCreditoCentavos: cota.valorBem,
        taxaCentavos: taxaTransferenciaCentavos(cota.valorBem),
        emailConfirmacao: titular?.email ? mascararEmail(titular.email) : null,
      };
    },

    async solicitar(sessao: Sessao, body: SolicitarTransferenciaBody) {
      const cota = await cotas.exigirDoCliente(sessao.clienteId, sessao.parceiroId, sessao.cotaId);
      const decisao = transferenciaPermitida(cota);
      if (!decisao.permitida) throw requisicaoInvalida(decisao.motivo);
      const cessionario = validarCessionario(body.cpfCnpjCessionario, cota.cdInscricaoNacional);
      if (!cessionario.valido) throw requisicaoInvalida(cessionario.mensagem);
      const titular = await repo.emailDoCliente(sessao.clienteId);
      const portal = await nomeDoPortal(sessao.parceiroId);
      const taxaCentavos = taxaTransferenciaCentavos(cota.valorBem);
      const grupoCota = formatarGrupoCota(cota.grupo, cota.cota);
      const aberta = await comAuditoria(
        null,
        async (tx) => {
          const linha = await repo.abrir(tx, {
            cotaId: cota.idCota,
            clienteOrigemId: sessao.clienteId,
            parceiroId: sessao.parceiroId,
            documentoCessionario: cessionario.documento,
            nomeCessionario: body.nomeCessionario,
            emailCessionario: body.emailCessionario,
            valorCreditoCentavos: cota.valorBem,
            taxaCentavos,
          });
          if (!linha) throw new HttpError(409, M.emAndamento);
          const protocolo = protocoloTransferencia(linha.id);
          if (titular?.email)
            await notificador.enviar(
              {
                canal: 'email',
                para: titular.email,
                assunto: `${portal}: pedido de transferência da cota ${grupoCota}`,
                texto:
                  `Olá, ${primeiroNome(titular.nome)}!\n\nRecebemos o seu pedido de transferência da cota ${grupoCota} ` +
                  `para ${body.nomeCessionario} (${formatarInscricao(cessionario.documento)}), protocolo ${protocolo}.\n` +
                  `Taxa de transferência: ${formatarMoeda(taxaCentavos)} (1% do crédito).\n\n` +
                  'Nossa equipe vai analisar o pedido e avisar você por e-mail quando ele for concluído. ' +
                  'Se não foi você quem pediu, fale com a nossa central de atendimento.',
              },
              tx,
            );
          return { linha, protocolo };
        },
        ({ linha, protocolo }) => ({
          acao: 'transferencia.solicitada',
          alvo: `cota:${cota.idCota}`,
          detalhes: {
            transferencia: linha.id,
            protocolo,
            cessionario: mascararInscricao(cessionario.documento),
            taxaCentavos,
          },
        }),
      );
      return {
        protocolo: aberta.protocolo,
        taxaCentavos,
        emailConfirmacao: titular?.email ? mascararEmail(titular.email) : null,
      };
    },

    // ——— Back-office ———

    async fila(operadorId: number) {
      const linhas = await fila(operadorId);
      return {
        data: linhas.map((l) => ({
          id: l.id,
          protocolo: protocoloTransferencia(l.id),
          situacao: l.situacao,
          grupo: l.grupo,
          cota: l.cota,
          titular: { nome: l.nomeTitular, inscricaoNacional: l.inscricaoTitular },
          cessionario: {
            nome: l.nomeCessionario,
            inscricaoNacional: l.documentoCessionario,
            email: l.emailCessionario,
            jaECliente: l.cessionarioClienteId !== null,
          },
          valorCreditoCentavos: l.valorCreditoCentavos,
          taxaCentavos: l.taxaCentavos,
          solicitadaEm: new Date(l.criadoEm).toISOString(),
        })),
      };
    },

    /**
     * The analyst's decision, one locked transition ('aguardando' → concluida | recusada in one statement).
     * Completing re-checks the rule on the quota's locked row, finds or creates the assignee (a first access by
     * e-mail), moves the quota and keeps who held it, all in one audited transaction with its e-mails.
     */
    async decidir(operadorId: number, id: number, body: DecisaoTransferenciaBody) {
      const [t] = await fila(operadorId, id);
      if (!t) {
        // Not waiting (or another partner's): a decided one answers 409, anything else 404.
        throw naoEncontrado('Transferência não encontrada ou já decidida.');
      }
      const portal = await nomeDoPortal(t.parceiroId);
      const grupoCota = formatarGrupoCota(t.grupo, t.cota);
      const protocolo = protocoloTransferencia(t.id);
      const quando = new Date(now());

      if (body.decisao === 'recusar') {
        await comAuditoria(
          operadorId,
          async (tx) => {
            const decidida = await repo.decidir(tx, t.id, 'recusada', operadorId, quando, body.motivo);
            if (!decidida) throw new HttpError(409, M.naoAguarda);
            if (t.emailTitular)
              await notificador.enviar(
                {
                  canal: 'email',
                  para: t.emailTitular,
                  assunto: `${portal}: transferência da cota ${grupoCota} não aprovada`,
                  texto:
                    `Olá, ${primeiroNome(t.nomeTitular)}!\n\nO pedido de transferência ${protocolo} da cota ${grupoCota} ` +
                    `não foi aprovado. Motivo: ${body.motivo}\n\nVocê pode fazer um novo pedido pelo app.`,
                },
                tx,
              );
            return decidida;
          },
          {
            acao: 'transferencia.recusada',
            alvo: `cota:${t.cotaId}`,
            detalhes: { transferencia: t.id, protocolo, motivo: body.motivo },
          },
        );
        return { id: t.id, situacao: 'recusada' as const, clienteNovo: null };
      }

      // A first-access password, hashed before the transaction (argon2 is slow): used only if the assignee is new.
      const jaCliente = await repo.clientePorInscricao(t.documentoCessionario);
      const provisoria = jaCliente === null ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
      const hashes = provisoria
        ? {
            senhaHash: await hashSenha(randomBytes(24).toString('base64url')),
            senhaProvisoriaHash: await hashSenha(provisoria),
          }
        : null;

      const resultado = await comAuditoria(
        operadorId,
        async (tx) => {
          const decidida = await repo.decidir(tx, t.id, 'concluida', operadorId, quando, null);
          if (!decidida) throw new HttpError(409, M.naoAguarda);
          const cota = await repo.cotaBloqueada(tx, t.cotaId, hoje());
          if (!cota || cota.clienteId !== t.clienteOrigemId)
            throw new HttpError(409, `${M.cotaMudou}: ela não é mais do titular que pediu.`);
          const regra = transferenciaPermitida(cota);
          if (!regra.permitida) throw new HttpError(409, `${M.cotaMudou}: ${regra.motivo}`);

          let destino = jaCliente;
          let clienteNovo = false;
          if (destino === null && hashes && provisoria) {
            destino = await senhas.criarParaPrimeiroAcesso(tx, {
              inscricaoNacional: t.documentoCessionario,
              tipoPessoa: tipoPessoa(t.documentoCessionario),
              nome: t.nomeCessionario,
              email: t.emailCessionario,
              ...hashes,
              expiraEm: new Date(quando.getTime() + VALIDADE_SENHA_PRIMEIRO_ACESSO_DIAS * 86_400_000),
            });
            clienteNovo = destino !== null;
          }
          // Became a customer between the read and the insert: that customer receives it.
          destino ??= await repo.clientePorInscricao(t.documentoCessionario);
          if (destino === null) throw new HttpError(409, M.falha);
          await repo.registrarDestino(tx, t.id, destino);
          if (!(await escritaDeCotas.transferirTitular(tx, t.cotaId, t.clienteOrigemId, destino)))
            throw new HttpError(409, `${M.cotaMudou}: ela não é mais do titular que pediu.`);

          await notificador.enviar(
            {
              canal: 'email',
              para: t.emailCessionario,
              assunto: `${portal}: a cota ${grupoCota} agora é sua`,
              texto:
                `Olá, ${primeiroNome(t.nomeCessionario)}!\n\nA transferência da cota ${grupoCota} para você foi concluída ` +
                `(protocolo ${protocolo}).\n\n` +
                (clienteNovo && provisoria
                  ? `Para o seu primeiro acesso, entre com o seu CPF ou CNPJ e a senha provisória ${provisoria}. ` +
                    `Ela vale por ${VALIDADE_SENHA_PRIMEIRO_ACESSO_DIAS} dias: ao entrar com ela, você vai criar a sua senha.`
                  : 'Ela já aparece entre as suas cotas quando você entrar no app.'),
            },
            tx,
          );
          if (t.emailTitular)
            await notificador.enviar(
              {
                canal: 'email',
                para: t.emailTitular,
                assunto: `${portal}: transferência da cota ${grupoCota} concluída`,
                texto:
                  `Olá, ${primeiroNome(t.nomeTitular)}!\n\nA transferência ${protocolo} da cota ${grupoCota} para ` +
                  `${t.nomeCessionario} foi concluída. A cota não aparece mais entre as suas.`,
              },
              tx,
            );
          return { destino, clienteNovo };
        },
        (r) => ({
          acao: 'transferencia.concluida',
          alvo: `cota:${t.cotaId}`,
          detalhes: {
            transferencia: t.id,
            protocolo,
            de: t.clienteOrigemId,
            para: r.destino,
            clienteNovo: r.clienteNovo,
            taxaCentavos: t.taxaCentavos,
          },
        }),
      );
      return { id: t.id, situacao: 'concluida' as const, clienteNovo: resultado.clienteNovo };
    },
  };
}
export type TransferenciaService = ReturnType<typeof createTransferenciaService>;
