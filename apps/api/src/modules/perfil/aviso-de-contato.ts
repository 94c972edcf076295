import { avisoDeCelularAlterado, avisoDeEmailAlterado } from '@portal/domain';
import type { Notificador } from '../../adapters/notificacoes.ts';
import type { Transacao } from '../../core/transacao.ts';
import type { AcessoService } from '../acesso/acesso.service.ts';
import type { ParceirosService } from '../parceiros/parceiros.service.ts';

/**
 * Wraps a change of the contacts of record (the login record's e-mail and mobile, which follow the principal
 * ones): when the change moves one of them away, the PREVIOUS one is told (e-mail or SMS) through the outbox, in
 * the change's transaction, so a notice never goes out for a change that rolled back and a change never commits
 * without its notice. The new contact is told nothing (it is the one that may not be the owner's), and nothing
 * is sent when nothing changed.
 */
export function createAvisoDeContato(deps: {
  acesso: Pick<AcessoService, 'contatosDoCliente'>;
  parceiros: Pick<ParceirosService, 'exigir'>;
  notificador: Notificador;
  now: () => number;
}) {
  const { acesso, parceiros, notificador, now } = deps;
  const mesmoEmail = (a: string | null, b: string | null) =>
    (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

  return async function trocarContatos(
    tx: Transacao,
    parceiroId: number,
    clienteId: number,
    definir: () => Promise<unknown>,
  ): Promise<void> {
    const antes = await acesso.contatosDoCliente(tx, clienteId);
    await definir();
    const depois = await acesso.contatosDoCliente(tx, clienteId);
    if (!antes || !depois) return;
    const emailMudou = !!antes.email && !mesmoEmail(antes.email, depois.email);
    const celularMudou = !!antes.telefoneCelular && antes.telefoneCelular !== depois.telefoneCelular;
    if (!emailMudou && !celularMudou) return;
    const portal = (await parceiros.exigir(parceiroId)).nome;
    const quando = new Date(now());
    if (emailMudou) {
      const aviso = avisoDeEmailAlterado({ portal, nomeDoCliente: antes.nome, novo: depois.email, quando });
      await notificador.enviar({ canal: 'email', para: antes.email!, ...aviso }, tx);
    }
    if (celularMudou) {
      const aviso = avisoDeCelularAlterado({
        portal,
        nomeDoCliente: antes.nome,
        novo: depois.telefoneCelular,
        quando,
      });
      await notificador.enviar({ canal: 'sms', para: antes.telefoneCelular!, ...aviso }, tx);
    }
  };
}
export type TrocarContatos = ReturnType<typeof createAvisoDeContato>;
