import {
  generateServiceProviderMetadata,
  SAML,
  ValidateInResponseTo,
  type CacheProvider,
  type Profile,
} from '@node-saml/node-saml';
import type { ProviderIdentity } from './sign-in.repository';

/** A university's SAML 2.0 identity provider, as Quad is registered with it. */
export interface SamlSettings {
  /** The IdP's entity id: assertions must be issued by it. */
  idpIssuer: string;
  entryPoint: string;
  /** The IdP's signing certificate (PEM or bare base64). */
  certificate: string;
  /** Quad's entity id at this IdP: the audience assertions must name. */
  spEntityId: string;
  /** The assertion consumer service (POST binding). */
  callbackUrl: string;
}

/** Assertions older than this are refused even if the IdP says they are still valid. */
const MAX_ASSERTION_AGE_MS = 5 * 60_000;
const CLOCK_SKEW_MS = 60_000;

/** The request id of a flow: the IdP must answer InResponseTo it. */
export function samlRequestId(state: string): string {
  return `_${state}`;
}

/**
 * A request-id memory that knows one id only: the flow's. InResponseTo is thereby checked
 * against the flow the answer claims (RelayState), on any node, without shared state.
 */
function oneRequestCache(requestId: string, issuedAt: Date): CacheProvider {
  return {
    saveAsync: async (key, value) => (key === requestId ? { createdAt: Date.now(), value } : null),
    getAsync: async (key) => (key === requestId ? issuedAt.toISOString() : null),
    removeAsync: async (key) => (key === requestId ? key : null),
  };
}

function client(settings: SamlSettings, requestId: string, issuedAt: Date): SAML {
  return new SAML({
    entryPoint: settings.entryPoint,
    issuer: settings.spEntityId,
    audience: settings.spEntityId,
    callbackUrl: settings.callbackUrl,
    idpIssuer: settings.idpIssuer,
    idpCert: settings.certificate,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    maxAssertionAgeMs: MAX_ASSERTION_AGE_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: 10 * 60_000,
    cacheProvider: oneRequestCache(requestId, issuedAt),
    generateUniqueId: () => requestId,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    forceAuthn: true,
  });
}

/** The IdP URL (HTTP-Redirect binding) that starts the flow of `state`. */
export function samlAuthorizeUrl(settings: SamlSettings, state: string): Promise<string> {
  return client(settings, samlRequestId(state), new Date()).getAuthorizeUrlAsync(
    state,
    undefined,
    {},
  );
}

function firstString(profile: Profile, keys: string[]): string | null {
  for (const key of keys) {
    const value = profile[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0].trim();
  }
  return null;
}

/**
 * Checks a `SAMLResponse` for the flow of `state`: signed assertion from the configured IdP,
 * audience, time window, InResponseTo the flow's request. Throws when any check fails.
 */
export async function samlIdentity(
  settings: SamlSettings,
  flow: { state: string; createdAt: Date },
  samlResponse: string,
  provider: string,
): Promise<ProviderIdentity> {
  const saml = client(settings, samlRequestId(flow.state), flow.createdAt);
  const { profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse });
  if (!profile?.nameID) throw new Error('no subject in the assertion');
  // node-saml checks the signature against the configured certificate, not who issued it.
  if (profile.issuer !== settings.idpIssuer) throw new Error('assertion from another issuer');
  const email = firstString(profile, ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3']);
  return {
    provider,
    subject: profile.nameID,
    email: email?.toLowerCase() ?? null,
    // The university vouches for the addresses it gives out.
    emailVerified: email !== null,
    firstName: firstString(profile, ['givenName', 'firstName', 'urn:oid:2.5.4.42']),
    lastName: firstString(profile, ['sn', 'surname', 'lastName', 'urn:oid:2.5.4.4']),
  };
}

/** Quad's service provider metadata for an IdP administrator to import. */
export function samlMetadata(settings: Pick<SamlSettings, 'spEntityId' | 'callbackUrl'>): string {
  return generateServiceProviderMetadata({
    issuer: settings.spEntityId,
    callbackUrl: settings.callbackUrl,
    wantAssertionsSigned: true,
    identifierFormat: null,
  });
}
