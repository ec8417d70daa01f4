import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { coalesce } from '../events/coalesce';

type Writer = Pick<Db, 'insert'>;

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Queues a mail inside the caller's transaction; the relay sends it after commit. */
export async function enqueueMail(tx: Writer, mail: Mail): Promise<number> {
  const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row?.id ?? 0;
}

export interface MailRelay {
  /** Sends queued mail now (SMTP) or logs it (development outbox). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

const MAX_ATTEMPTS = 5;

/**
 * Sends the mail outbox through SMTP_URL. Without SMTP the rows stay as the development outbox
 * (browsable at /dev/outbox) and each is logged once.
 */
export function createMailRelay(deps: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  sweepMs?: number;
}): MailRelay {
  const transport: Transporter | null = deps.smtpUrl
    ? nodemailer.createTransport(deps.smtpUrl)
    : null;
  let lastLoggedId = 0;

  async function sendPending(): Promise<void> {
    if (!transport) {
      const rows = await deps.db
        .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), gt(mailOutbox.id, lastLoggedId)))
        .orderBy(asc(mailOutbox.id))
        .limit(50);
      for (const row of rows) {
        deps.log.info(
          { mailId: row.id, to: row.to, subject: row.subject },
          'mail kept in the development outbox',
        );
        lastLoggedId = row.id;
      }
      return;
    }
    // Row locks with SKIP LOCKED: two nodes never send the same mail.
    await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(mailOutbox.id))
        .limit(20)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        try {
          await transport.sendMail({
            from: deps.from,
            to: row.to,
            subject: row.subject,
            html: row.html,
            text: row.text,
          });
          await tx
            .update(mailOutbox)
            .set({ sentAt: sql`now()`, error: null })
            .where(eq(mailOutbox.id, row.id));
        } catch (error) {
          deps.log.warn({ err: error, mailId: row.id }, 'mail not sent; will retry');
          await tx
            .update(mailOutbox)
            .set({
              attempts: sql`${mailOutbox.attempts} + 1`,
              error: String((error as Error).message).slice(0, 500),
            })
            .where(eq(mailOutbox.id, row.id));
        }
      }
    });
  }

  const { run: flush, idle } = coalesce(sendPending, (error) =>
    deps.log.error({ err: error }, 'mail relay failed; the sweep will retry'),
  );
  const timer = setInterval(() => void flush(), deps.sweepMs ?? 5000);
  timer.unref();
  return {
    flush,
    async stop() {
      clearInterval(timer);
      await idle();
      transport?.close();
    },
  };
}
