import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { commit } from '../db/transaction';
import { eventsOutbox, mailOutbox } from '../db/schema';
import { pruneEventsOutbox } from '../events/outbox';
import { enqueueMail, pruneMailOutbox } from './mailer';

const DAY = 24 * 60 * 60 * 1000;

describe('mail through SMTP', () => {
  let sink: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('sends a committed mail to the SMTP server and stamps it sent', async () => {
    const id = await commit(t.database.db, t.app.ctx, (tx) =>
      enqueueMail(tx, {
        to: 'maya@example.com',
        subject: 'Welcome to Quad',
        html: '<p>Hello Maya</p>',
        text: 'Hello Maya',
      }),
    );
    const mail = await sink.waitFor('maya@example.com');
    expect(mail.raw).toContain('Subject: Welcome to Quad');
    expect(mail.raw).toContain('Hello Maya');
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.sentAt,
      )
      .toBeInstanceOf(Date);
  });

  it('holds no transaction while the SMTP server takes its time', async () => {
    const held = sink.hold();
    await commit(t.database.db, t.app.ctx, (tx) =>
      enqueueMail(tx, { to: 'slow@example.com', subject: 'Slow', html: '', text: 'Slow' }),
    );
    await held.sending;
    // On PGlite a transaction holds the whole database: this write would wait for the mail
    // server if the relay sent inside one (and the mail is released only after it).
    const written = await t.database.db.transaction((tx) =>
      enqueueMail(tx, { to: 'later@example.com', subject: 'Later', html: '', text: '' }),
    );
    expect(written).toBeGreaterThan(0);
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'slow@example.com'));
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row?.claimedUntil).toBeInstanceOf(Date);
    held.release();
    await sink.waitFor('slow@example.com');
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(mailOutbox)
              .where(eq(mailOutbox.to, 'slow@example.com'))
          )[0]?.sentAt,
      )
      .toBeInstanceOf(Date);
  });

  it('retries a mail the server refused, later, and gives up after five attempts', async () => {
    const id = await commit(t.database.db, t.app.ctx, (tx) =>
      enqueueMail(tx, { to: 'bad address', subject: 'Refused', html: '', text: '' }),
    );
    await t.app.ctx.mail.flush();
    const [afterOne] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(afterOne).toMatchObject({ sentAt: null, attempts: 1 });
    expect(afterOne?.error).toBeTruthy();
    // Backing off: a flush right away does not try again.
    await t.app.ctx.mail.flush();
    expect(
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.attempts,
    ).toBe(1);
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      await t.database.db
        .update(mailOutbox)
        .set({ claimedUntil: null })
        .where(eq(mailOutbox.id, id));
      await t.app.ctx.mail.flush();
    }
    expect(
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.attempts,
    ).toBe(5);
  });

  it('prunes sent mail after a week and published events after a day', async () => {
    const [old] = await t.database.db
      .insert(mailOutbox)
      .values({ to: 'old@example.com', subject: 'Old', sentAt: new Date(Date.now() - 8 * DAY) })
      .returning();
    const [recent] = await t.database.db
      .insert(mailOutbox)
      .values({ to: 'new@example.com', subject: 'New', sentAt: new Date(Date.now() - DAY) })
      .returning();
    const [unsent] = await t.database.db
      .insert(mailOutbox)
      .values({
        to: 'queued@example.com',
        subject: 'Queued',
        createdAt: new Date(Date.now() - 9 * DAY),
        attempts: 5,
        claimedUntil: new Date(Date.now() + DAY),
      })
      .returning();
    const events = await t.database.db
      .insert(eventsOutbox)
      .values([
        { topic: 'a', payload: {}, publishedAt: new Date(Date.now() - 2 * DAY) },
        { topic: 'b', payload: {}, publishedAt: new Date(Date.now() - DAY / 2) },
        { topic: 'c', payload: {}, createdAt: new Date(Date.now() - 3 * DAY), publishedAt: null },
      ])
      .returning();
    await pruneMailOutbox(t.database.db);
    await pruneEventsOutbox(t.database.db);
    const mailIds = (await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox)).map(
      (r) => r.id,
    );
    expect(mailIds).not.toContain(old?.id);
    expect(mailIds).toContain(recent?.id);
    expect(mailIds).toContain(unsent?.id);
    const eventIds = (await t.database.db.select({ id: eventsOutbox.id }).from(eventsOutbox)).map(
      (r) => r.id,
    );
    expect(eventIds).not.toContain(events[0]?.id);
    expect(eventIds).toContain(events[1]?.id);
    expect(eventIds).toContain(events[2]?.id);
  });

  it('sends nothing when the transaction rolls back', async () => {
    await expect(
      commit(t.database.db, t.app.ctx, async (tx) => {
        await enqueueMail(tx, { to: 'never@example.com', subject: 'Lost', html: '', text: '' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await t.app.ctx.mail.flush();
    expect(sink.received.some((m) => m.to.includes('never@example.com'))).toBe(false);
  });
});

describe('development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps mail without SMTP and lists it at /dev/outbox, escaped', async () => {
    await commit(t.database.db, t.app.ctx, (tx) =>
      enqueueMail(tx, {
        to: 'sam@example.com',
        subject: 'Your code <1234>',
        html: '<p>1234</p>',
        text: '1234',
      }),
    );
    const list = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Your code &lt;1234&gt;');
    expect(list.body).toContain('sam@example.com');
  });
});
