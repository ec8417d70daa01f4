import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  WEB_DIST: z.string().min(1).optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
});

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
  publicUrl: string;
  jwtSecret: string;
  logLevel: string;
  webDist: string | undefined;
  trustProxy: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; secrets not given are generated once and kept in DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
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
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt'),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
  };
}

/** A configuration for tests: in-memory PGlite, a throwaway data folder, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = path.join(
    process.env.TMPDIR ?? '/tmp',
    `quad-test-${process.pid}-${randomBytes(4).toString('hex')}`,
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
    publicUrl: 'http://localhost:3000',
    jwtSecret: randomBytes(32).toString('hex'),
    logLevel: 'silent',
    webDist: undefined,
    trustProxy: false,
    ...overrides,
  };
}

function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  mkdirSync(dataDir, { recursive: true });
  const secrets: Record<string, string> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  const existing = secrets[name];
  if (existing) return existing;
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ ...secrets, [name]: secret }, null, 2), { mode: 0o600 });
  return secret;
}
