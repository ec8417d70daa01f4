import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { IDENTITY_PROVIDER_KINDS } from '@quad/shared/contracts/sign-in';
import { createdAt, flag, sqlList, timestampTz, updatedAt } from './columns';
import { universities } from './universities';

/**
 * A university's own identity provider (CONTRACT §9): OpenID Connect with discovery, or SAML 2.0.
 * Credentials are sealed with the secret box (core/auth/secret-box.ts), never stored in clear.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    universityId: integer('university_id')
      .primaryKey()
      .references(() => universities.id, { onDelete: 'cascade' }),
    /** oidc | saml. */
    kind: text('kind').notNull(),
    /** Shown on the button: "Sign in with {displayName}". */
    displayName: text('display_name').notNull(),
    /** OpenID Connect: the issuer URL discovery starts from. SAML: the IdP entity id. */
    issuer: text('issuer').notNull(),
    /** OpenID Connect client id, or the SAML service provider entity id. */
    clientId: text('client_id').notNull(),
    /** Sealed OpenID Connect client secret; null for public clients and SAML. */
    clientSecretSealed: text('client_secret_sealed'),
    /** SAML: single sign-on URL and the IdP signing certificate (PEM). */
    samlEntryPoint: text('saml_entry_point'),
    samlCertificate: text('saml_certificate'),
    /**
     * Sealed secret the university's own portal signs (or, with the ssoEncrypted permission,
     * encrypts) sign-in data with (`POST /auth/login/sso`); null: no portal sign-in.
     */
    portalSecretSealed: text('portal_secret_sealed'),
    enabled: flag('enabled', true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('identity_providers_kind', sql`${t.kind} in ${sqlList(IDENTITY_PROVIDER_KINDS)}`)],
);

/**
 * One popup sign-in, from start to the opener's exchange. Holds the PKCE verifier and nonce for
 * the provider, the opener's challenge, and (once the provider answered) the identity, with a
 * one-time code the opener trades for a session. Only hashes of the codes are kept.
 */
export const signInFlows = pgTable(
  'sign_in_flows',
  {
    /** The OAuth `state` (or SAML RelayState): random, unguessable. */
    state: text('state').primaryKey(),
    /** sso | google. */
    provider: text('provider').notNull(),
    universityId: integer('university_id').references(() => universities.id, {
      onDelete: 'cascade',
    }),
    groupId: integer('group_id'),
    /** The widget path the popup returns to: "2" or "group/1". */
    basePath: text('base_path').notNull(),
    guest: text('guest').notNull(),
    openerChallenge: text('opener_challenge').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    engagement: jsonb('engagement').$type<{ id: number; type: string } | null>(),
    /** What the provider said of the person, once it answered. */
    identity: jsonb('identity').$type<{
      provider: string;
      subject: string;
      email: string | null;
      emailVerified: boolean;
      firstName: string | null;
      lastName: string | null;
    }>(),
    resultCodeHash: text('result_code_hash'),
    expiresAt: timestampTz('expires_at').notNull(),
    answeredAt: timestampTz('answered_at'),
    exchangedAt: timestampTz('exchanged_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_flows_result_code_idx').on(t.resultCodeHash),
    index('sign_in_flows_expires_idx').on(t.expiresAt),
  ],
);
