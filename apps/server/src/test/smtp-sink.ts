import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Waits until a mail to `to` arrives (or fails after `ms`). */
  waitFor(to: string, ms?: number): Promise<ReceivedMail>;
  /**
   * Holds every mail in the middle of its SMTP conversation until `release()`: `sending`
   * settles once a mail is being held.
   */
  hold(): { sending: Promise<void>; release: () => void };
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let gate: { open: Promise<void>; arrived: () => void } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (gate) {
          gate.arrived();
          await gate.open;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const mail = received.find((m) => m.to.includes(to));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to} within ${ms} ms`);
    },
    hold() {
      let release = () => undefined as void;
      let arrived = () => undefined as void;
      const open = new Promise<void>((resolve) => (release = resolve));
      const sending = new Promise<void>((resolve) => (arrived = resolve));
      gate = { open, arrived };
      return {
        sending,
        release: () => {
          gate = null;
          release();
        },
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
