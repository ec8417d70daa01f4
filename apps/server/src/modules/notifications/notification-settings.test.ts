import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from '../../core/config/config';
import { vapidKeys, vapidSubject } from './notification-settings';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'quad-vapid-'));
// A configuration without keys in the environment: they come from DATA_DIR.
const fromDataDir = (dir: string) => {
  const config = testConfig({ dataDir: dir });
  return {
    ...config,
    notifications: config.notifications && { ...config.notifications, vapid: undefined },
  };
};

describe('notification settings', () => {
  it('generates the VAPID key pair once into DATA_DIR and reads it back after a restart', () => {
    const dir = dataDir();
    const first = vapidKeys(fromDataDir(dir));
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(JSON.parse(readFileSync(path.join(dir, 'vapid.json'), 'utf8'))).toEqual(first);
    expect(vapidKeys(fromDataDir(dir))).toEqual(first);
  });

  it('refuses to start on a damaged vapid.json, saying what to do', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'vapid.json'), '{"publicKey":"short"}');
    expect(() => vapidKeys(fromDataDir(dir))).toThrow(/delete it to generate new keys/);
  });

  it('reads the environment: both keys or neither, quiet hours, the delay and the time zone', () => {
    const base = { DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(40), SECRETS_KEY: 'y'.repeat(40) };
    const config = loadConfig({
      ...base,
      OFFLINE_NOTICE_MINUTES: '10',
      QUIET_HOURS: '23-6',
      QUIET_HOURS_TIME_ZONE: 'Europe/London',
    });
    expect(config.notifications).toMatchObject({
      offlineNoticeMinutes: 10,
      quietHours: { from: 23, to: 6 },
      timeZone: 'Europe/London',
      vapid: undefined,
    });
    expect(loadConfig({ ...base, QUIET_HOURS: 'off' }).notifications?.quietHours).toBeUndefined();
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, QUIET_HOURS: '25-6' })).toThrow(/QUIET_HOURS/);
    expect(() => loadConfig({ ...base, QUIET_HOURS_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /QUIET_HOURS_TIME_ZONE/,
    );
  });

  it('names the operator to push services: VAPID_SUBJECT, an https site, or the sender address', () => {
    expect(vapidSubject(testConfig({ publicUrl: 'https://quad.example.ac.uk' }))).toBe(
      'https://quad.example.ac.uk',
    );
    expect(vapidSubject(testConfig({ mailFrom: 'Quad <team@example.ac.uk>' }))).toBe(
      'mailto:team@example.ac.uk',
    );
  });
});
