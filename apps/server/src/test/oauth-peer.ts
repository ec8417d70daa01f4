import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Someone the Facebook-shaped peer signs in as. */
export interface OAuthPerson {
  id: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

export interface FacebookPeer {
  authUrl: string;
  graphUrl: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in next at the dialog. */
  next(person: OAuthPerson): void;
  close(): Promise<void>;
}

function body(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(new URLSearchParams(text)));
  });
}

/**
 * A local OAuth 2.0 server shaped like Facebook Login and the Graph API: the dialog answers at
 * once with a code for the scripted person; the token endpoint checks the app secret, the
 * redirect URI, the code (once) and the PKCE verifier; `/me` answers for a valid token.
 */
export async function startFacebookPeer(): Promise<FacebookPeer> {
  const clientId = 'facebook-app';
  const clientSecret = 'facebook-secret-0123456789';
  const codes = new Map<string, { person: OAuthPerson; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, OAuthPerson>();
  let nextPerson: OAuthPerson | null = null;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://peer');
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url.pathname === '/dialog/oauth') {
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        const back = new URL(redirectUri);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        if (!nextPerson || url.searchParams.get('client_id') !== clientId) {
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = randomBytes(16).toString('hex');
          codes.set(code, {
            person: nextPerson,
            challenge: url.searchParams.get('code_challenge') ?? '',
            redirectUri,
          });
          back.searchParams.set('code', code);
        }
        nextPerson = null;
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (url.pathname === '/graph/oauth/access_token' && request.method === 'POST') {
        const form = await body(request);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (
          !grant ||
          form.get('client_id') !== clientId ||
          form.get('client_secret') !== clientSecret ||
          form.get('redirect_uri') !== grant.redirectUri ||
          challenge !== grant.challenge
        ) {
          return json(400, {
            error: { message: 'Invalid verification code', type: 'OAuthException' },
          });
        }
        const token = randomBytes(16).toString('hex');
        tokens.set(token, grant.person);
        return json(200, { access_token: token, token_type: 'bearer', expires_in: 3600 });
      }
      if (url.pathname === '/graph/me') {
        const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
        const person = tokens.get(token);
        if (!person) return json(401, { error: { message: 'Invalid OAuth access token' } });
        return json(200, person);
      }
      json(404, { error: { message: 'Unknown path' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    authUrl: `${origin}/dialog/oauth`,
    graphUrl: `${origin}/graph`,
    clientId,
    clientSecret,
    next(person) {
      nextPerson = person;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface TikTokPeer {
  authUrl: string;
  apiUrl: string;
  clientKey: string;
  clientSecret: string;
  /** Who signs in next at the authorize page. */
  next(person: { openId: string; displayName?: string }): void;
  /** An access token TikTok would have given this person. */
  tokenFor(openId: string, displayName?: string): string;
  close(): Promise<void>;
}

/**
 * A local server shaped like TikTok Login Kit: the authorize page answers at once with a code;
 * `/v2/oauth/token/` checks the client key and secret, the code (once) and the PKCE verifier and
 * answers `access_token` + `open_id`; `/v2/user/info/` answers for a valid token.
 */
export async function startTikTokPeer(): Promise<TikTokPeer> {
  const clientKey = 'tiktok-client';
  const clientSecret = 'tiktok-secret-0123456789';
  type Person = { openId: string; displayName?: string };
  const codes = new Map<string, { person: Person; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, Person>();
  let nextPerson: Person | null = null;
  const issue = (person: Person) => {
    const token = `act.${randomBytes(16).toString('hex')}`;
    tokens.set(token, person);
    return token;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://peer');
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url.pathname === '/v2/auth/authorize/') {
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        const back = new URL(redirectUri);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        if (!nextPerson || url.searchParams.get('client_key') !== clientKey) {
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = randomBytes(16).toString('hex');
          codes.set(code, {
            person: nextPerson,
            challenge: url.searchParams.get('code_challenge') ?? '',
            redirectUri,
          });
          back.searchParams.set('code', code);
        }
        nextPerson = null;
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (url.pathname === '/v2/oauth/token/' && request.method === 'POST') {
        const form = await body(request);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (
          !grant ||
          form.get('client_key') !== clientKey ||
          form.get('client_secret') !== clientSecret ||
          form.get('redirect_uri') !== grant.redirectUri ||
          challenge !== grant.challenge
        ) {
          return json(400, { error: 'invalid_grant', error_description: 'Code is invalid' });
        }
        return json(200, {
          access_token: issue(grant.person),
          open_id: grant.person.openId,
          token_type: 'Bearer',
          expires_in: 86400,
        });
      }
      if (url.pathname === '/v2/user/info/') {
        const person = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!person) return json(401, { error: { code: 'access_token_invalid' } });
        return json(200, {
          data: { user: { open_id: person.openId, display_name: person.displayName } },
          error: { code: 'ok' },
        });
      }
      json(404, { error: { code: 'not_found' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    authUrl: origin,
    apiUrl: origin,
    clientKey,
    clientSecret,
    next(person) {
      nextPerson = person;
    },
    tokenFor: (openId, displayName) => issue({ openId, displayName }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
