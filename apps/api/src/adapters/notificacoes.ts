import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { caixaDeSaida, type Db } from '@portal/db';
import type { Transacao } from '../core/transacao.ts';
import type { EntregaDeSms } from './sms.ts';
import type { Trabalhos } from './trabalhos.ts';

interface Mensagem {
  canal: 'email' | 'sms';
  para: string;
  assunto: string;
  texto: string;
  /** E-mail only: files sent with the message (the boleto's PDF). */
  anexos?: { nome: string; tipo: string; conteudo: Buffer }[];
}

/** The notification port: every e-mail and SMS of the product goes through it. */
export interface Notificador {
  /**
   * Records the message (and its delivery job). Given the caller's transaction, both commit with the caller's
   * change or not at all: a notice of a change that rolled back is never sent.
   */
  enviar: (mensagem: Mensagem, tx?: Transacao) => Promise<void>;
}

type LinhaDaCaixa = typeof caixaDeSaida.$inferSelect;

/** The e-mail adapter behind the outbox: SMTP (nodemailer) when SMTP_URL is set. */
export interface EntregaDeEmail {
  entregar: (mensagem: LinhaDaCaixa) => Promise<void>;
}

export function createEmailPorSmtp(smtpUrl: string, remetente: string): EntregaDeEmail {
  const smtp = nodemailer.createTransport(smtpUrl);
  return {
    async entregar(m) {
      await smtp.sendMail({
        from: remetente,
        to: m.para,
        subject: m.assunto,
        text: m.texto,
        attachments: m.anexos.map((a) => ({
          filename: a.nome,
          contentType: a.tipo,
          content: Buffer.from(a.conteudoBase64, 'base64'),
        })),
      });
    },
  };
}

/** The outbox's delivery queue (migration 0025). */
const FILA_DE_ENTREGA = 'entregar-mensagem';

/**
 * Default adapter: the outbox table (read by developers and by the e2e through a test-only route). A channel with
 * a provider (SMTP_URL for e-mail, SMS_WEBHOOK_URL for SMS) also gets a delivery job, sent in the same
 * transaction as the row: the message is never recorded without its job, nor the job without its message. The
 * job retries with backoff (about 40 minutes of attempts) and records attempts, the last failure and the delivery.
 */
export function createNotificador(deps: {
  db: Db;
  trabalhos: Trabalhos;
  email: EntregaDeEmail | null;
  sms: EntregaDeSms | null;
  now: () => number;
}): Notificador {
  const { db, trabalhos, email, sms, now } = deps;
  const entregaDo = (canal: Mensagem['canal']) => (canal === 'email' ? email : sms);

  trabalhos.definir<{ id: number }>({
    nome: FILA_DE_ENTREGA,
    tentativas: 8,
    esperaSegundos: 10,
    expiraSegundos: 60,
    async executar({ id }) {
      const [m] = await db.select().from(caixaDeSaida).where(eq(caixaDeSaida.id, id));
      // Delivered by an earlier run (its completion was lost), or its provider was removed since: nothing to do.
      const entrega = m && !m.enviadoEm ? entregaDo(m.canal) : null;
      if (!m || !entrega) return;
      try {
        await entrega.entregar(m);
      } catch (erro) {
        await db
          .update(caixaDeSaida)
          .set({
            tentativas: sql`${caixaDeSaida.tentativas} + 1`,
            erro: erro instanceof Error ? erro.message.slice(0, 300) : 'falha na entrega',
          })
          .where(eq(caixaDeSaida.id, id));
        throw erro;
      }
      await db
        .update(caixaDeSaida)
        .set({ enviadoEm: new Date(now()), tentativas: sql`${caixaDeSaida.tentativas} + 1`, erro: null })
        .where(and(eq(caixaDeSaida.id, id), isNull(caixaDeSaida.enviadoEm)));
    },
  });

  return {
    async enviar(mensagem, naTransacao) {
      const anexos = mensagem.anexos ?? [];
      const emTransacao = <T>(fn: (tx: Transacao) => Promise<T>) =>
        naTransacao ? fn(naTransacao) : db.transaction(fn);
      await emTransacao(async (tx) => {
        const [row] = await tx
          .insert(caixaDeSaida)
          .values({
            ...mensagem,
            anexos: anexos.map((a) => ({
              nome: a.nome,
              tipo: a.tipo,
              conteudoBase64: a.conteudo.toString('base64'),
            })),
          })
          .returning({ id: caixaDeSaida.id });
        if (entregaDo(mensagem.canal))
          await trabalhos.enfileirar(FILA_DE_ENTREGA, { id: row!.id }, { chave: String(row!.id), tx });
      });
    },
  };
}

/** The newest outbox messages to one address (developer page and e2e). */
export const lerCaixaDeSaida = (db: Db, para: string) =>
  db
    .select({
      canal: caixaDeSaida.canal,
      para: caixaDeSaida.para,
      assunto: caixaDeSaida.assunto,
      texto: caixaDeSaida.texto,
      anexos: caixaDeSaida.anexos,
      criadoEm: caixaDeSaida.criadoEm,
    })
    .from(caixaDeSaida)
    .where(eq(caixaDeSaida.para, para))
    .orderBy(desc(caixaDeSaida.id))
    .limit(20);

/** The newest outbox messages to anyone (developer page). */
export const ultimasDaCaixaDeSaida = (db: Db, quantidade: number) =>
  db.select().from(caixaDeSaida).orderBy(desc(caixaDeSaida.id)).limit(quantidade);
