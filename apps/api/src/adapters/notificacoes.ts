import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { caixaDeSaida, type Db } from '@portal/db';

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
  enviar: (mensagem: Mensagem) => Promise<void>;
}

/**
 * Default adapter: the outbox table (read by developers and by the e2e through a test-only route). With
 * SMTP_URL, e-mails also leave through nodemailer; SMS has no provider yet and stays in the outbox.
 */
export function createNotificador(db: Db, smtpUrl: string | undefined, remetente: string): Notificador {
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async enviar(mensagem) {
      const anexos = mensagem.anexos ?? [];
      const [row] = await db
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
      if (smtp && mensagem.canal === 'email') {
        await smtp.sendMail({
          from: remetente,
          to: mensagem.para,
          subject: mensagem.assunto,
          text: mensagem.texto,
          attachments: anexos.map((a) => ({ filename: a.nome, contentType: a.tipo, content: a.conteudo })),
        });
        await db.update(caixaDeSaida).set({ enviadoEm: new Date() }).where(eq(caixaDeSaida.id, row!.id));
      }
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
