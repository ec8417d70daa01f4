import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import type { Configuration } from 'oidc-provider';
import { verifyPassword } from '../../core/auth/passwords';
import type { Db } from '../../core/db/client';
import { escapeHtml } from '../../core/http/html';
import { findAccountByEmail } from '../accounts/accounts.repository';

/** Where the development provider lives (CONTRACT §9). */
export const DEV_OIDC_PATH = '/dev/oidc';
export const DEV_OIDC_CLIENT_ID = 'quad-development';

/** The client secret Quad and its development provider share, derived so neither stores it. */
export function devClientSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('dev-oidc-client').digest('base64url');
}

/**
 * The `oidc-provider` setup of a provider Quad runs itself (the development provider, and the
 * tests' peers): one confidential client with PKCE, a fresh signing key, email and profile
 * claims, consent granted for the client, and sign-in at `interactionUrl`.
 */
export async function localProviderConfiguration(input: {
  client: { id: string; secret: string; redirectUri: string };
  /** More clients of the same provider (the development provider playing Google too). */
  otherClients?: Array<{ id: string; secret: string; redirectUri: string }>;
  cookieKey: string;
  interactionUrl: (uid: string) => string;
  claimsOf: (sub: string) => object | undefined;
}): Promise<Configuration> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    clients: [input.client, ...(input.otherClients ?? [])].map((client) => ({
      client_id: client.id,
      client_secret: client.secret,
      redirect_uris: [client.redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [input.cookieKey] },
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    interactions: { url: (_ctx, interaction) => input.interactionUrl(interaction.uid) },
    findAccount(_ctx, sub) {
      const claims = input.claimsOf(sub);
      return claims ? { accountId: sub, claims: () => ({ sub, ...claims }) } : undefined;
    },
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const clientId = ctx.oidc.client?.clientId;
      if (!accountId || !clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
}

/** Someone who signed in at the development provider: the email is the subject. */
interface DevPerson {
  sub: string;
  email: string;
  email_verified: true;
  given_name?: string;
  family_name?: string;
}

export interface DevIdentityProvider {
  /** Answers every request under /dev/oidc (the URL already stripped of the prefix). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy(new Error('form too large'));
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

function page(action: string, error: string | null, email = ''): string {
  const alert = error
    ? `<p role="alert" style="background:#FEF2F2;color:#991B1B;padding:.75rem;border-radius:.5rem">${escapeHtml(error)}</p>`
    : '';
  const field =
    'display:block;width:100%;box-sizing:border-box;padding:.625rem;margin:.25rem 0 1rem;border:1px solid #6B7280;border-radius:.5rem;font:inherit';
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Demo College sign-in</title>
<body style="font-family:system-ui,sans-serif;margin:0;background:#F3F4F6;color:#111827">
<main style="max-width:24rem;margin:0 auto;padding:1.5rem 1rem">
<h1 style="font-size:1.25rem;margin:0 0 .25rem">Demo College sign-in</h1>
<p style="margin:0 0 1rem;color:#374151">Development identity provider. Use a demo account's email and password, or any new email address.</p>
${alert}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}" style="${field}">
<label for="password">Password <span style="color:#4B5563">(demo accounts only)</span></label><input id="password" name="password" type="password" autocomplete="current-password" style="${field}">
<label for="given_name">First name <span style="color:#4B5563">(new people)</span></label><input id="given_name" name="given_name" autocomplete="given-name" style="${field}">
<label for="family_name">Last name <span style="color:#4B5563">(new people)</span></label><input id="family_name" name="family_name" autocomplete="family-name" style="${field}">
<button type="submit" style="width:100%;padding:.75rem;border:0;border-radius:.5rem;background:#1D4ED8;color:#fff;font:inherit;font-weight:600">Sign in</button>
</form></main></body></html>`;
}

function send(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

/**
 * A development OpenID provider (`oidc-provider`) for Demo College: a demo account signs in with
 * its email and password; any other email signs in as a new person. Loaded only outside
 * production, and only when first asked for.
 */
export async function createDevIdentityProvider(input: {
  issuer: string;
  jwtSecret: string;
  redirectUri: string;
  /** Google's client, when this installation's Google settings point at this provider. */
  googleClient?: { id: string; secret: string } | undefined;
  db: Db;
  log: FastifyBaseLogger;
}): Promise<DevIdentityProvider> {
  const { default: Provider } = await import('oidc-provider');
  const people = new Map<string, DevPerson>();
  const configuration = await localProviderConfiguration({
    client: {
      id: DEV_OIDC_CLIENT_ID,
      secret: devClientSecret(input.jwtSecret),
      redirectUri: input.redirectUri,
    },
    otherClients: input.googleClient
      ? [{ ...input.googleClient, redirectUri: input.redirectUri }]
      : [],
    cookieKey: devClientSecret(`${input.jwtSecret}:cookies`),
    interactionUrl: (uid) => `${DEV_OIDC_PATH}/interaction/${uid}`,
    claimsOf: (sub) => people.get(sub),
  });
  const provider = new Provider(input.issuer, configuration);
  provider.on('server_error', (_ctx, error) => input.log.warn({ err: error }, 'dev oidc error'));
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const action = `${DEV_OIDC_PATH}/interaction/${details.uid}`;
    if (req.method !== 'POST') {
      send(res, 200, page(action, null));
      return;
    }
    const form = await readForm(req);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const password = form.get('password') ?? '';
    if (!EMAIL.test(email) || email.length > 254) {
      send(res, 400, page(action, 'Enter an email address.', email));
      return;
    }
    const account = await findAccountByEmail(input.db, email);
    if (account?.passwordHash) {
      if (!(await verifyPassword(account.passwordHash, password))) {
        send(res, 400, page(action, 'This email has an account: enter its password.', email));
        return;
      }
    }
    const givenName = (form.get('given_name') ?? '').trim().slice(0, 100);
    const familyName = (form.get('family_name') ?? '').trim().slice(0, 100);
    const person: DevPerson = {
      sub: email,
      email,
      email_verified: true,
      ...(account ? { given_name: account.name, family_name: account.lastName } : {}),
      ...(givenName ? { given_name: givenName } : {}),
      ...(familyName ? { family_name: familyName } : {}),
    };
    people.set(person.sub, person);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: person.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    async handle(req, res) {
      if (req.url?.startsWith('/interaction/')) {
        await interaction(req, res);
        return;
      }
      await callback(req, res);
    },
  };
}
