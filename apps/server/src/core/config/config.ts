import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { randomHex } from '../random';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://')
    .optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Quad <no-reply@quad.local>'),
  SEED_DEMO: booleanFromEnv.optional(),
  ALLOW_PUBLIC_DEMO: booleanFromEnv.default(false),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  /** Encrypts secrets kept in the database (identity provider credentials). */
  SECRETS_KEY: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  SMS_WEBHOOK_URL: z.url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  LINKEDIN_ISSUER: z.url().default('https://www.linkedin.com/oauth'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTH_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
  TIKTOK_CLIENT_KEY: z.string().min(1).optional(),
  TIKTOK_CLIENT_SECRET: z.string().min(1).optional(),
  TIKTOK_AUTH_URL: z.url().default('https://www.tiktok.com'),
  TIKTOK_API_URL: z.url().default('https://open.tiktokapis.com'),
  MEDIA_SERVER: z.enum(['embedded', 'janus']).default('embedded'),
  JANUS_URL: z.url().optional(),
  MEDIA_PORT_MIN: z.coerce.number().int().min(1024).max(65535).optional(),
  MEDIA_PORT_MAX: z.coerce.number().int().min(1024).max(65535).optional(),
  /** The address put in the SFU's host candidates, e.g. the public IP behind a 1:1 NAT. */
  MEDIA_ANNOUNCED_ADDRESS: z.string().min(1).optional(),
  MEDIA_MAX_PUBLISHERS: z.coerce.number().int().min(1).max(50).default(6),
  MEDIA_FFMPEG: z.string().min(1).default('ffmpeg'),
  /** Comma-separated turn:/turns: URLs of a coturn server (use-auth-secret). */
  TURN_URLS: z.string().min(1).optional(),
  TURN_SECRET: z.string().min(16).optional(),
  /** Web push (RFC 8292): both keys or neither; generated once into DATA_DIR when neither. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{80,100}$/, 'must be a base64url P-256 key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{40,50}$/, 'must be a base64url P-256 key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .optional(),
  OFFLINE_NOTICE_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
  /** Local hours in which no offline notice is sent, e.g. 22-7 (off to turn them off). */
  QUIET_HOURS: z
    .string()
    .regex(/^(off|([01]?\d|2[0-3])-([01]?\d|2[0-3]))$/, 'QUIET_HOURS must be like 22-7, or off')
    .default('22-7'),
  /** The time zone for people whose own is not known (IANA name). */
  QUIET_HOURS_TIME_ZONE: z.string().min(1).default('UTC'),
});

/** An S3-compatible bucket (AWS S3, MinIO, R2 …) that replaces the disk storage. */
export interface S3Settings {
  bucket: string;
  /** Base URL of the service; objects are addressed path-style: `{endpoint}/{bucket}/{key}`. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects from directly; unset serves them through /files. */
  publicUrl: string | undefined;
}

/** Text messages (one-time codes) go to this HTTP gateway as `{ to, text }`. */
export interface SmsSettings {
  webhookUrl: string;
  token: string | undefined;
}

/** An OpenID Connect provider (Google, LinkedIn); the issuer is configurable for tests. */
export interface OidcProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

/** Facebook Login (OAuth 2.0 and the Graph API); both base URLs are configurable for tests. */
export interface FacebookSettings {
  authUrl: string;
  graphUrl: string;
  clientId: string;
  clientSecret: string;
}

/** TikTok Login Kit (OAuth 2.0); both base URLs are configurable for tests. */
export interface TikTokSettings {
  authUrl: string;
  apiUrl: string;
  clientKey: string;
  clientSecret: string;
}

/** Live media (CONTRACT §8): the embedded SFU's ports and addresses, TURN, or a Janus server. */
export interface MediaSettings {
  /** `janus` hands rooms to a Janus VideoRoom at `janusUrl` (its HTTP API, e.g. …:8088/janus). */
  server?: 'embedded' | 'janus';
  janusUrl?: string | undefined;
  /** Both set or neither: the UDP ports the SFU's peer connections use. */
  portRange: [number, number] | undefined;
  announcedAddress: string | undefined;
  maxPublishers: number;
  turnUrls: string[];
  turnSecret: string | undefined;
  /** The ffmpeg that composes a stage's recordings into one video (`ffmpeg` on the PATH). */
  ffmpegPath?: string;
}

/** Notices to people who are not looking: web push keys, the offline delay and quiet hours. */
export interface NotificationSettings {
  /** Undefined: generated once into DATA_DIR (modules/notifications/vapid-keys.ts). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string | undefined;
  offlineNoticeMinutes: number;
  /** Local hours [from, to) without notices; undefined sends at any hour. */
  quietHours: { from: number; to: number } | undefined;
  timeZone: string;
}

/** Sign-in providers offered to everyone, besides each university's own. */
export interface SocialProviders {
  google: OidcProviderSettings | undefined;
  linkedin: OidcProviderSettings | undefined;
  facebook: FacebookSettings | undefined;
  tiktok: TikTokSettings | undefined;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Undefined keeps PGlite in memory: only tests do that. */
  pgliteDir: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  storageDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  /** Demo accounts may be served at a PUBLIC_URL that is not localhost. */
  allowPublicDemo: boolean;
  publicUrl: string;
  jwtSecret: string;
  /** Key material for secrets kept in the database (core/auth/secret-box.ts). */
  secretsKey: string;
  logLevel: string;
  webDist: string | undefined;
  trustProxy: boolean;
  /** Undefined keeps objects on disk in storageDir. */
  s3: S3Settings | undefined;
  /** Undefined records text messages (development outbox at /dev/sms) instead of sending them. */
  sms: SmsSettings | undefined;
  /** Each undefined provider is not offered. */
  social: SocialProviders;
  /** Overrides RECORDING_MAX_BYTES; tests set a small one. */
  recordingMaxBytes?: number;
  /** Undefined runs the embedded SFU with its defaults (modules/live-media/media-config.ts). */
  media?: MediaSettings;
  /** Undefined: the defaults of modules/notifications/notification-settings.ts. */
  notifications?: NotificationSettings;
}

/** Start-up cannot go on; the message says what is wrong and what to do. Printed without a stack. */
export class StartupError extends Error {}

/** A setting is missing or wrong. */
export class ConfigError extends StartupError {}

/** Reads and validates the environment; secrets not given are generated once and kept in DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as shells and .env files write it.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    pgliteDir: e.DATABASE_URL ? undefined : path.join(dataDir, 'pglite'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    storageDir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, 'storage')),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO ?? !production,
    allowPublicDemo: e.ALLOW_PUBLIC_DEMO,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt'),
    secretsKey: e.SECRETS_KEY ?? persistedSecret(dataDir, 'secrets'),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    s3: s3Settings(e),
    sms: e.SMS_WEBHOOK_URL
      ? { webhookUrl: e.SMS_WEBHOOK_URL, token: e.SMS_WEBHOOK_TOKEN }
      : undefined,
    social: socialProviders(e),
    media: mediaSettings(e),
    notifications: notificationSettings(e),
  };
}

function notificationSettings(e: z.infer<typeof envSchema>): NotificationSettings {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
  }
  if (
    !Intl.supportedValuesOf('timeZone').includes(e.QUIET_HOURS_TIME_ZONE) &&
    e.QUIET_HOURS_TIME_ZONE !== 'UTC'
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  QUIET_HOURS_TIME_ZONE must be an IANA time zone such as Europe/London',
    );
  }
  const hours = e.QUIET_HOURS === 'off' ? undefined : e.QUIET_HOURS.split('-').map(Number);
  return {
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    offlineNoticeMinutes: e.OFFLINE_NOTICE_MINUTES,
    quietHours: hours ? { from: hours[0] ?? 22, to: hours[1] ?? 7 } : undefined,
    timeZone: e.QUIET_HOURS_TIME_ZONE,
  };
}

function mediaSettings(e: z.infer<typeof envSchema>): MediaSettings {
  const invalid = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);
  if ((e.MEDIA_PORT_MIN === undefined) !== (e.MEDIA_PORT_MAX === undefined)) {
    throw invalid('MEDIA_PORT_MIN and MEDIA_PORT_MAX go together');
  }
  if (e.MEDIA_PORT_MIN !== undefined && e.MEDIA_PORT_MIN >= (e.MEDIA_PORT_MAX ?? 0)) {
    throw invalid('MEDIA_PORT_MIN must be below MEDIA_PORT_MAX');
  }
  const turnUrls = (e.TURN_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (turnUrls.some((url) => !/^turns?:/.test(url))) {
    throw invalid('TURN_URLS must be turn: or turns: URLs, separated by commas');
  }
  if (turnUrls.length > 0 && !e.TURN_SECRET) throw invalid('TURN_URLS needs TURN_SECRET');
  if (e.MEDIA_SERVER === 'janus' && !e.JANUS_URL)
    throw invalid('MEDIA_SERVER=janus needs JANUS_URL');
  return {
    server: e.MEDIA_SERVER,
    janusUrl: e.JANUS_URL?.replace(/\/+$/, ''),
    portRange:
      e.MEDIA_PORT_MIN !== undefined && e.MEDIA_PORT_MAX !== undefined
        ? [e.MEDIA_PORT_MIN, e.MEDIA_PORT_MAX]
        : undefined,
    announcedAddress: e.MEDIA_ANNOUNCED_ADDRESS,
    maxPublishers: e.MEDIA_MAX_PUBLISHERS,
    turnUrls,
    turnSecret: e.TURN_SECRET,
    ffmpegPath: e.MEDIA_FFMPEG,
  };
}

function socialProviders(e: z.infer<typeof envSchema>): SocialProviders {
  if (e.TIKTOK_CLIENT_KEY && !e.TIKTOK_CLIENT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  TIKTOK_CLIENT_KEY needs TIKTOK_CLIENT_SECRET');
  }
  if (e.FACEBOOK_CLIENT_ID && !e.FACEBOOK_CLIENT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  FACEBOOK_CLIENT_ID needs FACEBOOK_CLIENT_SECRET',
    );
  }
  return {
    google: e.GOOGLE_CLIENT_ID
      ? {
          issuer: e.GOOGLE_ISSUER,
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET ?? null,
        }
      : undefined,
    linkedin: e.LINKEDIN_CLIENT_ID
      ? {
          issuer: e.LINKEDIN_ISSUER,
          clientId: e.LINKEDIN_CLIENT_ID,
          clientSecret: e.LINKEDIN_CLIENT_SECRET ?? null,
        }
      : undefined,
    facebook:
      e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
        ? {
            authUrl: e.FACEBOOK_AUTH_URL,
            graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/+$/, ''),
            clientId: e.FACEBOOK_CLIENT_ID,
            clientSecret: e.FACEBOOK_CLIENT_SECRET,
          }
        : undefined,
    tiktok:
      e.TIKTOK_CLIENT_KEY && e.TIKTOK_CLIENT_SECRET
        ? {
            authUrl: e.TIKTOK_AUTH_URL.replace(/\/+$/, ''),
            apiUrl: e.TIKTOK_API_URL.replace(/\/+$/, ''),
            clientKey: e.TIKTOK_CLIENT_KEY,
            clientSecret: e.TIKTOK_CLIENT_SECRET,
          }
        : undefined,
  };
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** A configuration for tests: in-memory PGlite, a throwaway data folder, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = path.join(
    process.env.TMPDIR ?? '/tmp',
    `quad-test-${process.pid}-${randomHex(4)}`,
  );
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    pgliteDir: undefined,
    databaseUrl: undefined,
    redisUrl: undefined,
    storageDir: path.join(dataDir, 'storage'),
    smtpUrl: undefined,
    mailFrom: 'Quad <no-reply@quad.test>',
    seedDemo: false,
    allowPublicDemo: false,
    publicUrl: 'http://localhost:3000',
    jwtSecret: randomHex(32),
    secretsKey: randomHex(32),
    logLevel: 'silent',
    webDist: undefined,
    trustProxy: false,
    s3: undefined,
    sms: undefined,
    social: { google: undefined, linkedin: undefined, facebook: undefined, tiktok: undefined },
    notifications: {
      vapid: testVapidKeys(),
      vapidSubject: undefined,
      offlineNoticeMinutes: 5,
      quietHours: { from: 22, to: 7 },
      timeZone: 'UTC',
    },
    ...overrides,
  };
}

let vapidForTests: { publicKey: string; privateKey: string } | undefined;

/** One P-256 pair per test process, so test apps write no key file. */
function testVapidKeys(): { publicKey: string; privateKey: string } {
  if (vapidForTests) return vapidForTests;
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  vapidForTests = { publicKey: point.toString('base64url'), privateKey: jwk.d ?? '' };
  return vapidForTests;
}

const secretsFileSchema = z.record(z.string(), z.string().min(32));

function readSecrets(file: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      `${file} cannot be read as JSON (${(error as Error).message}).\n  Restore it from a backup, or delete it to generate new secrets (everyone will have to sign in again).`,
    );
  }
  const checked = secretsFileSchema.safeParse(parsed);
  if (!checked.success) {
    throw new ConfigError(
      `${file} must be a JSON object of secrets (strings of 32 characters or more).\n  Restore it from a backup, or delete it to generate new secrets (everyone will have to sign in again).`,
    );
  }
  return checked.data;
}

function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  mkdirSync(dataDir, { recursive: true });
  const secrets = existsSync(file) ? readSecrets(file) : {};
  const existing = secrets[name];
  if (existing) return existing;
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ ...secrets, [name]: secret }, null, 2), { mode: 0o600 });
  return secret;
}
