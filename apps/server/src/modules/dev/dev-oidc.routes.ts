import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { developmentAccess } from '../../core/auth/access';
import { createSecretBox } from '../../core/auth/secret-box';
import { CALLBACK_PATH } from '../sign-in/sign-in.context';
import {
  createDevIdentityProvider,
  DEV_OIDC_CLIENT_ID,
  DEV_OIDC_PATH,
  devClientSecret,
  type DevIdentityProvider,
} from './dev-identity-provider';
import { configureDemoCollegeSignIn } from './dev-oidc.repository';

/** Demo College (CONTRACT §7, §9) signs in through the development provider. */
const DEMO_COLLEGE = { id: 2, slug: 'demo-college' };
/** The demo accounts the development provider knows as themselves on first start. */
const DEMO_EMAILS = [
  'admin@demo.test',
  'ambassador@demo.test',
  'prospect@demo.test',
  'speaker@demo.test',
];

/**
 * Points Demo College at the development provider (after the demo seed, outside production),
 * unless someone configured a real provider for it.
 */
export async function configureDevSignIn(app: FastifyInstance): Promise<void> {
  const { config, database } = app.ctx;
  await configureDemoCollegeSignIn(database.db, {
    university: DEMO_COLLEGE,
    issuer: `${config.publicUrl}${DEV_OIDC_PATH}`,
    clientId: DEV_OIDC_CLIENT_ID,
    clientSecretSealed: createSecretBox(config.secretsKey).seal(
      devClientSecret(config.jwtSecret),
      `identity-provider:${DEMO_COLLEGE.id}`,
    ),
    linkedEmails: DEMO_EMAILS,
  });
}

/**
 * `/dev/oidc`: the development OpenID provider, for this machine only (developmentAccess), never
 * registered in production.
 */
export async function devOidcRoutes(app: FastifyInstance): Promise<void> {
  const { config, database } = app.ctx;
  const issuer = `${config.publicUrl}${DEV_OIDC_PATH}`;
  let provider: Promise<DevIdentityProvider> | undefined;
  // GOOGLE_ISSUER set to this provider (the browser tests): it plays Google for that client too.
  const google = config.social.google;
  const googleClient =
    google?.issuer.replace(/\/+$/, '') === issuer &&
    google.clientSecret &&
    google.clientId !== DEV_OIDC_CLIENT_ID
      ? { id: google.clientId, secret: google.clientSecret }
      : undefined;

  // oidc-provider reads its own request bodies: this scope leaves them unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    provider ??= createDevIdentityProvider({
      issuer,
      jwtSecret: config.jwtSecret,
      redirectUri: `${config.publicUrl}${CALLBACK_PATH}`,
      googleClient,
      db: database.db,
      log: app.log,
    });
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    const original = raw.url ?? '/';
    raw.originalUrl = original;
    raw.url = original.slice(DEV_OIDC_PATH.length) || '/';
    reply.hijack();
    try {
      await (await provider).handle(raw, reply.raw);
    } catch (error) {
      app.log.warn({ err: error }, 'dev oidc request failed');
      if (!reply.raw.headersSent) {
        reply.raw.statusCode = 400;
        reply.raw.end('This sign-in cannot go on. Close the window and try again.');
      }
    }
  };
  const options = { config: { access: developmentAccess }, schema: { hide: true } };
  app.all(DEV_OIDC_PATH, options, handler);
  app.all(`${DEV_OIDC_PATH}/*`, options, handler);
}
