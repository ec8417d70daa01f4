import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { commit } from '../db/transaction';
import { mailOutbox } from '../db/schema';
import { enqueueMail } from './mailer';

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
