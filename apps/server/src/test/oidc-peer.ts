import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { localProviderConfiguration } from '../modules/dev/dev-identity-provider';

/** Someone the peer signs in as. */
export interface PeerPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface OidcPeer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in at the peer is, or 'refuse' to answer access_denied. */
  next(person: PeerPerson | 'refuse'): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`) on a free local port: discovery, authorization code
 * with PKCE, signed ID tokens, userinfo. The login step is scripted with `next()`; consent is
 * granted for the client.
 */
export async function startOidcPeer(redirectUri: string): Promise<OidcPeer> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'quad-test';
  const clientSecret = 'peer-secret-0123456789abcdef0123456789';
  const people = new Map<string, PeerPerson>();
  let next: PeerPerson | 'refuse' | null = null;

  const provider = new Provider(
    issuer,
    await localProviderConfiguration({
      client: { id: clientId, secret: clientSecret, redirectUri },
      cookieKey: 'peer-cookie-key-0123456789',
      interactionUrl: (uid) => `/interaction/${uid}`,
      claimsOf: (sub) => people.get(sub),
    }),
  );
  // Quiet: expected refusals (replays, bad state) are part of the tests.
  provider.on('server_error', () => undefined);
  const handle = provider.callback();

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      handle(req, res);
      return;
    }
    void (async () => {
      const person = next;
      next = null;
      if (person === null) {
        res.statusCode = 409;
        res.end('no sign-in scripted');
        return;
      }
      if (person === 'refuse') {
        await provider.interactionFinished(req, res, {
          error: 'access_denied',
          error_description: 'The person said no',
        });
        return;
      }
      people.set(person.sub, person);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: person.sub } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    next(person) {
      next = person;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A minimal cookie jar for following a browser's redirects with fetch. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 1) continue;
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the provider's redirects like a browser would, up to the first Location outside the
 * provider (the Quad callback), which it answers without following.
 */
export async function followToCallback(peer: OidcPeer, startUrl: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(startUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    if (!url.href.startsWith(peer.issuer)) return url;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) {
      throw new Error(
        `provider stopped at ${url.pathname} with ${response.status}: ${await response.text()}`,
      );
    }
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}
