import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
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

/** Marks the link of a mail's HTML that unsubscribes: the relay names it in List-Unsubscribe. */
export const LIST_UNSUBSCRIBE_ATTRIBUTE = 'data-list-unsubscribe';

const UNSUBSCRIBE_LINK = new RegExp(
  `<a href="(https?://[^"]+)"[^>]*\\s${LIST_UNSUBSCRIBE_ATTRIBUTE}[\\s>=]`,
);

/**
 * RFC 2369 and RFC 8058 headers of a mail whose HTML marks its signed unsubscribe link: mail
 * apps then offer their own one-click "Unsubscribe", which POSTs `List-Unsubscribe=One-Click`
 * to that link. Other mails get none.
 */
export function listUnsubscribeHeaders(html: string): Record<string, string> | undefined {
  const href = UNSUBSCRIBE_LINK.exec(html)?.[1];
  if (!href) return undefined;
  const url = href.replaceAll('&amp;', '&');
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
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
const CLAIM_BATCH = 20;
/** How long a claim keeps other relays away while one sends; a crashed sender's mail waits this long. */
const CLAIM_SECONDS = 120;
const RETRY_SECONDS = 30;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Claims unsent mail in one short statement (row locks with SKIP LOCKED: two relays never claim
 * the same mail). SMTP then runs outside any transaction: on PGlite a transaction holds the
 * whole database, so sending inside one would stall every request behind a slow mail server.
 */
async function claimBatch(db: Db) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, MAX_ATTEMPTS),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Sent mail is kept a week (the development outbox shows it); mail that gave up, a month. */
export async function pruneMailOutbox(db: Db): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      or(
        lt(mailOutbox.sentAt, sql`now() - interval '7 days'`),
        and(
          isNull(mailOutbox.sentAt),
          gte(mailOutbox.attempts, MAX_ATTEMPTS),
          lt(mailOutbox.createdAt, sql`now() - interval '30 days'`),
        ),
      ),
    );
}

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
    for (;;) {
      const claimed = await claimBatch(deps.db);
      for (const row of claimed) await send(transport, row);
      if (claimed.length < CLAIM_BATCH) return;
    }
  }

  /** Sends one claimed mail, outside any transaction, and records the outcome. */
  async function send(transport: Transporter, row: typeof mailOutbox.$inferSelect): Promise<void> {
    try {
      await transport.sendMail({
        from: deps.from,
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: listUnsubscribeHeaders(row.html),
      });
      await deps.db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, error: null, claimedUntil: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      deps.log.warn({ err: error, mailId: row.id }, 'mail not sent; will retry');
      await deps.db
        .update(mailOutbox)
        .set({
          error: String((error as Error).message).slice(0, 500),
          // Back off: 30 s after the first failure, a minute after the second, …
          claimedUntil: sql`now() + make_interval(secs => ${RETRY_SECONDS * row.attempts})`,
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }

  const { run: flush, idle } = coalesce(sendPending, (error) =>
    deps.log.error({ err: error }, 'mail relay failed; the sweep will retry'),
  );
  const timer = setInterval(() => void flush(), deps.sweepMs ?? 5000);
  timer.unref();
  const prune = () =>
    pruneMailOutbox(deps.db).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'could not prune the mail outbox'),
    );
  const pruneTimer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  pruneTimer.unref();
  return {
    flush,
    async stop() {
      clearInterval(timer);
      clearInterval(pruneTimer);
      await idle();
      transport?.close();
    },
  };
}
