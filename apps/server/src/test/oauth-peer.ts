import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomHex } from '../core/random';

function body(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(new URLSearchParams(text)));
  });
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

/** How one provider's OAuth 2.0 code grant is shaped: its paths, names and answers. */
interface GrantShape<Person> {
  authorizePath: string;
  tokenPath: string;
  profilePath: string;
  /** `client_id` (Facebook) or `client_key` (TikTok). */
  clientParam: string;
  clientId: string;
  clientSecret: string;
  tokenAnswer: (person: Person, accessToken: string) => unknown;
  profileAnswer: (person: Person) => unknown;
}

interface CodeGrantPeer<Person> {
  origin: string;
  next(person: Person): void;
  issueToken(person: Person): string;
  close(): Promise<void>;
}

/**
 * A local OAuth 2.0 authorization server: the authorize page answers at once with a code for the
 * scripted person (access_denied when there is none); the token endpoint checks the client, the
 * secret, the redirect URI, the code (once) and the PKCE verifier; the profile endpoint answers
 * for a valid token.
 */
async function startCodeGrantPeer<Person>(
  shape: GrantShape<Person>,
): Promise<CodeGrantPeer<Person>> {
  const codes = new Map<string, { person: Person; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, Person>();
  let nextPerson: Person | null = null;
  const issueToken = (person: Person) => {
    const token = randomHex(16);
    tokens.set(token, person);
    return token;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://peer');
      if (url.pathname === shape.authorizePath) {
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        const back = new URL(redirectUri);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        if (!nextPerson || url.searchParams.get(shape.clientParam) !== shape.clientId) {
          back.searchParams.set('error', 'access_denied');
        } else {
          const code = randomHex(16);
          const challenge = url.searchParams.get('code_challenge') ?? '';
          codes.set(code, { person: nextPerson, challenge, redirectUri });
          back.searchParams.set('code', code);
        }
        nextPerson = null;
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (url.pathname === shape.tokenPath && request.method === 'POST') {
        const form = await body(request);
        const code = form.get('code') ?? '';
        const grant = codes.get(code);
        codes.delete(code);
        const verifier = form.get('code_verifier') ?? '';
        if (
          !grant ||
          form.get(shape.clientParam) !== shape.clientId ||
          form.get('client_secret') !== shape.clientSecret ||
          form.get('redirect_uri') !== grant.redirectUri ||
          createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
        ) {
          return json(response, 400, { error: 'invalid_grant' });
        }
        return json(response, 200, shape.tokenAnswer(grant.person, issueToken(grant.person)));
      }
      if (url.pathname === shape.profilePath) {
        const person = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!person) return json(response, 401, { error: 'invalid_token' });
        return json(response, 200, shape.profileAnswer(person));
      }
      json(response, 404, { error: 'not_found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    next(person) {
      nextPerson = person;
    },
    issueToken,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Someone the Facebook-shaped peer signs in as (Graph API fields). */
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
  next(person: OAuthPerson): void;
  close(): Promise<void>;
}

/** A local server shaped like Facebook Login and the Graph API (`/me`). */
export async function startFacebookPeer(): Promise<FacebookPeer> {
  const clientId = 'facebook-app';
  const clientSecret = 'facebook-secret-0123456789';
  const peer = await startCodeGrantPeer<OAuthPerson>({
    authorizePath: '/dialog/oauth',
    tokenPath: '/graph/oauth/access_token',
    profilePath: '/graph/me',
    clientParam: 'client_id',
    clientId,
    clientSecret,
    tokenAnswer: (_person, token) => ({ access_token: token, token_type: 'bearer' }),
    profileAnswer: (person) => person,
  });
  return {
    authUrl: `${peer.origin}/dialog/oauth`,
    graphUrl: `${peer.origin}/graph`,
    clientId,
    clientSecret,
    next: peer.next,
    close: peer.close,
  };
}

type TikTokPerson = { openId: string; displayName?: string | undefined };

export interface TikTokPeer {
  authUrl: string;
  apiUrl: string;
  clientKey: string;
  clientSecret: string;
  next(person: TikTokPerson): void;
  /** An access token TikTok would have given this person. */
  tokenFor(openId: string, displayName?: string): string;
  close(): Promise<void>;
}

/** A local server shaped like TikTok Login Kit (`access_token` + `open_id`, `/v2/user/info/`). */
export async function startTikTokPeer(): Promise<TikTokPeer> {
  const clientKey = 'tiktok-client';
  const clientSecret = 'tiktok-secret-0123456789';
  const peer = await startCodeGrantPeer<TikTokPerson>({
    authorizePath: '/v2/auth/authorize/',
    tokenPath: '/v2/oauth/token/',
    profilePath: '/v2/user/info/',
    clientParam: 'client_key',
    clientId: clientKey,
    clientSecret,
    tokenAnswer: (person, token) => ({ access_token: token, open_id: person.openId }),
    profileAnswer: (person) => ({
      data: { user: { open_id: person.openId, display_name: person.displayName } },
      error: { code: 'ok' },
    }),
  });
  return {
    authUrl: peer.origin,
    apiUrl: peer.origin,
    clientKey,
    clientSecret,
    next: peer.next,
    tokenFor: (openId, displayName) => peer.issueToken({ openId, displayName }),
    close: peer.close,
  };
}
