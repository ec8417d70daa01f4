import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import {
  createRecordingSmsProvider,
  createSmsProvider,
  createWebhookSmsProvider,
  SmsDeliveryError,
  toE164,
} from './sms';

describe('toE164', () => {
  it('joins a calling code and a national number, dropping the trunk 0', () => {
    expect(toE164('+44', '07700 900123')).toBe('+447700900123');
    expect(toE164('1', '(415) 555-0100')).toBe('+14155550100');
  });
});

describe('SMS providers', () => {
  it('records messages for development and tests', async () => {
    const provider = createRecordingSmsProvider();
    await provider.send('+447700900123', '123456 is your code');
    expect(provider.messages).toEqual([
      { to: '+447700900123', text: '123456 is your code', sentAt: expect.any(Date) },
    ]);
    expect(createSmsProvider(undefined).kind).toBe('recording');
  });

  it('posts { to, text } to the configured gateway with its token, and fails on an error answer', async () => {
    const received: { body: string; auth: string | undefined }[] = [];
    let status = 202;
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ body, auth: request.headers.authorization });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    try {
      const provider = createWebhookSmsProvider({ webhookUrl: url, token: 'secret-token' });
      await provider.send('+14155550100', 'hello');
      expect(received).toEqual([
        {
          body: JSON.stringify({ to: '+14155550100', text: 'hello' }),
          auth: 'Bearer secret-token',
        },
      ]);
      status = 500;
      await expect(provider.send('+14155550100', 'again')).rejects.toBeInstanceOf(SmsDeliveryError);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('reads SMS_WEBHOOK_URL and the S3_* settings from the environment', () => {
    const base = { DATA_DIR: '/tmp/quad-config-test', JWT_SECRET: 'x'.repeat(40) };
    const config = loadConfig({
      ...base,
      SMS_WEBHOOK_URL: 'https://sms.example.com/send',
      S3_BUCKET: 'quad-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
    });
    expect(config.sms).toEqual({ webhookUrl: 'https://sms.example.com/send', token: undefined });
    expect(config.s3).toEqual({
      bucket: 'quad-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: undefined,
    });
    expect(loadConfig(base).s3).toBeUndefined();
    expect(() => loadConfig({ ...base, S3_BUCKET: 'quad-files' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ ...base, SMS_WEBHOOK_URL: 'not a url' })).toThrow(/SMS_WEBHOOK_URL/);
  });
});
