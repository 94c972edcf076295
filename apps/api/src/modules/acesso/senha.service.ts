import { randomBytes, randomInt } from 'node:crypto';
import {
  MENSAGEM_ERRO_TROCA_SENHA,
  MENSAGEM_RECUPERACAO_ENVIADA,
  MENSAGEM_SENHA_ATUAL_NAO_CONFERE,
  MENSAGENS_SENHA,
  VALIDADE_SENHA_PROVISORIA_HORAS,
  normalizarInscricao,
  type AlterarSenhaBody,
  type ConferirSenhaAtualBody,
  type RecuperarSenhaBody,
} from '@portal/domain';
import { hashSenha, verificarSenha } from '@portal/db';
import type { Notificador } from '../../adapters/notificacoes.ts';
import type { Sessao } from '../../core/sessao.ts';
import { requisicaoInvalida } from '../../core/erros.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';
import type { AcessoRepository, ClienteRow } from './acesso.repository.ts';
import type { SenhaRepository } from './senha.repository.ts';
import type { SessoesRevogadas } from './sessoes-revogadas.ts';
import { createTentativas } from './tentativas.service.ts';

/** The provisional password, when there is one still valid, checked after the current password failed. */
export async function confereProvisoria(cliente: ClienteRow, senha: string, agora: number): Promise<boolean> {
  if (
    !cliente.senhaProvisoriaHash ||
    !cliente.senhaProvisoriaExpiraEm ||
    cliente.senhaProvisoriaExpiraEm.getTime() <= agora
  )
    return false;
  return verificarSenha(cliente.senhaProvisoriaHash, senha);
}

const primeiroNome = (nome: string) => nome.split(' ')[0] ?? nome;

export function createSenhaService(deps: {
  repo: SenhaRepository;
  acesso: AcessoRepository;
  parceiros: ParceirosService;
  notificador: Notificador;
  sessoesRevogadas: SessoesRevogadas;
  now: () => number;
}) {
  const { repo, acesso, parceiros, notificador, sessoesRevogadas, now } = deps;
  const tentativas = createTentativas(acesso, now);

  /**
   * Guessing the current password is brute force too: the login's policy on the change's own counter,
   * shared by step 1 and the change itself. The attempt is reserved before the hash is compared, so
   * parallel guesses count one each and stop at the limit.
   */
  async function conferirAtual(cliente: ClienteRow, senha: string): Promise<boolean> {
    const chave = `troca:${cliente.id}`;
    await tentativas.exigirPermitida(chave);
    const confere =
      (await verificarSenha(cliente.senhaHash, senha)) || (await confereProvisoria(cliente, senha, now()));
    if (confere) await tentativas.acertou(chave, 'troca-de-senha');
    else await tentativas.falhou(chave, 'troca-de-senha');
    return confere;
  }

  return {
    /**
     * Forgot password: when ID, e-mail and birth/founding date match, e-mails a provisional password. The
     * answer is the same either way, so the call cannot tell who is a customer; the current password keeps
     * working, so nobody can lock a customer out by asking for one.
     */
    async recuperar(body: RecuperarSenhaBody, dominio: string): Promise<{ mensagem: string }> {
      const cliente = await acesso.clientePorInscricao(normalizarInscricao(body.inscricaoNacional));
      const confere =
        cliente?.email &&
        cliente.email.toLowerCase() === body.email.toLowerCase() &&
        cliente.dataNascimentoFundacao === body.dataNascimentoFundacao;
      if (!confere) {
        await hashSenha(randomBytes(8).toString('hex')); // same cost as the real path
        return { mensagem: MENSAGEM_RECUPERACAO_ENVIADA };
      }
      const provisoria = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repo.gravarProvisoria(
        cliente.id,
        await hashSenha(provisoria),
        new Date(now() + VALIDADE_SENHA_PROVISORIA_HORAS * 3_600_000),
      );
      const parceiro = await parceiros.porDominio(dominio);
      const portal = parceiro?.nome ?? 'Portal do Consorciado';
      await notificador.enviar({
        canal: 'email',
        para: cliente.email!,
        assunto: `${portal}: sua senha provisória`,
        texto:
          `Olá, ${primeiroNome(cliente.nome)}!\n\nSua senha provisória é ${provisoria}. Ela vale por ${VALIDADE_SENHA_PROVISORIA_HORAS} horas: ` +
          'ao entrar com ela, você vai criar uma nova senha.\n\nSe não foi você quem pediu, ignore este e-mail: sua senha atual continua valendo.',
      });
      return { mensagem: MENSAGEM_RECUPERACAO_ENVIADA };
    },

    /** Step 1 of the change: the current (or provisional) password, on the change's own attempt counter. */
    async conferirSenhaAtual(sessao: Sessao, body: ConferirSenhaAtualBody): Promise<{ mensagem: string }> {
      const cliente = await acesso.clientePorId(sessao.clienteId);
      if (!cliente || !(await conferirAtual(cliente, body.senhaAtual)))
        throw requisicaoInvalida(MENSAGEM_SENHA_ATUAL_NAO_CONFERE);
      return { mensagem: 'Senha atual conferida.' };
    },

    /**
     * Spec §5: current, new and national ID; the new password serves every quota of the person. Called on
     * one of the caller's quotas, which the ownership hook already checked.
     */
    async alterar(sessao: Sessao, body: AlterarSenhaBody): Promise<{ mensagem: string }> {
      const cliente = await acesso.clientePorId(sessao.clienteId);
      if (!cliente || normalizarInscricao(body.inscricaoNacional) !== cliente.inscricaoNacional)
        throw requisicaoInvalida(MENSAGEM_ERRO_TROCA_SENHA);

      if (!(await conferirAtual(cliente, body.senhaAtual)))
        throw requisicaoInvalida(MENSAGEM_ERRO_TROCA_SENHA);
      const repeteAlguma =
        (await verificarSenha(cliente.senhaHash, body.novaSenha)) ||
        (await confereProvisoria(cliente, body.novaSenha, now()));
      if (repeteAlguma) throw requisicaoInvalida(MENSAGENS_SENHA.igualAtual);

      await repo.trocar(cliente.id, await hashSenha(body.novaSenha));
      sessoesRevogadas.esquecer(await repo.revogarOutrasSessoes(cliente.id, sessao.familia, new Date(now())));
      return { mensagem: 'Senha alterada com sucesso.' };
    },
  };
}
export type SenhaService = ReturnType<typeof createSenhaService>;
