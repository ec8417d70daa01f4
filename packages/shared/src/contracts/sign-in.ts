import { z } from 'zod';
import { GUEST_KEY_PATTERN } from '../events';
import {
  accessTypeSchema,
  authResultSchema,
  emailSchema,
  ENGAGEMENT_TYPES,
  newUserDataSchema,
} from './auth';
import { coercedIdSchema, dateTimeSchema, idSchema, text } from './common';

/** How a university's identity provider speaks (CONTRACT §9). */
export const IDENTITY_PROVIDER_KINDS = ['oidc', 'saml'] as const;
export const identityProviderKindSchema = z.enum(IDENTITY_PROVIDER_KINDS);
export type IdentityProviderKind = z.infer<typeof identityProviderKindSchema>;

/** Ways in through the popup: the university's own provider, or a social one. */
export const POPUP_PROVIDERS = ['sso', 'google', 'facebook', 'linkedin', 'tiktok'] as const;
/** The social providers (offered to every university when configured). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin', 'tiktok'] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** `GET /auth/providers`: the social providers this Quad offers. */
export const socialProvidersResponseSchema = z
  .object({ providers: z.array(socialProviderSchema) })
  .meta({ id: 'SocialProvidersResponse' });
export const popupProviderSchema = z.enum(POPUP_PROVIDERS);
export type PopupProvider = z.infer<typeof popupProviderSchema>;

/**
 * Which area a popup sign-in is for (spec §2): the widget, or the community, whose exchange
 * (`POST /api/v1/community/auth/google`) alone may trade the result, for community tokens.
 */
export const SIGN_IN_AREAS = ['main', 'community'] as const;
export const signInAreaSchema = z.enum(SIGN_IN_AREAS);
export type SignInArea = z.infer<typeof signInAreaSchema>;

/** A PKCE-style S256 challenge (base64url of a SHA-256 digest, 43 characters). */
const challengeSchema = text()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Must be a base64url SHA-256 digest')
  .describe('SHA-256 (base64url) of a secret only the opening window keeps');

const optionalId = idSchema.nullable().optional();

/**
 * `GET /auth/universitySsoData`: whether the widget's university signs people in through its own
 * identity provider, and which kind. `email` is accepted as the spec names it, but never decides
 * the answer (so the call reveals no accounts).
 */
export const universitySsoDataQuerySchema = z
  .object({
    email: emailSchema.optional(),
    universityId: coercedIdSchema.optional(),
    universityGroupId: coercedIdSchema.optional(),
  })
  .meta({ id: 'UniversitySsoDataQuery' });
export type UniversitySsoDataQuery = z.infer<typeof universitySsoDataQuerySchema>;

export const ssoDataSchema = z
  .object({
    id: idSchema,
    type: identityProviderKindSchema,
    slug: text(),
    /** Always null: the call is made before anyone is known. */
    userId: idSchema.nullable(),
    university: z.object({ id: idSchema, name: text() }),
  })
  .meta({ id: 'SsoData', description: 'A university identity provider (spec §3 SSO data)' });
export type SsoData = z.infer<typeof ssoDataSchema>;

export const universitySsoDataResponseSchema = z
  .object({ ssoData: ssoDataSchema.nullable() })
  .meta({ id: 'UniversitySsoDataResponse' });

/**
 * `POST /auth/sso/start`: the popup asks where to send the person. `guest` is the
 * `users:guest:{guest}` channel the opener listens on; `challenge` binds the result to the opener.
 */
export const ssoStartSchema = z
  .object({
    provider: popupProviderSchema.default('sso'),
    universityId: optionalId,
    universityGroupId: optionalId,
    guest: text().regex(GUEST_KEY_PATTERN, 'Must be 6 to 64 letters, digits, - or _'),
    challenge: challengeSchema,
    area: signInAreaSchema.default('main'),
    /** Where the person was heading (spec §2 redirect after sign-in by engagement type). */
    engagementData: z
      .object({ id: idSchema, type: z.enum(ENGAGEMENT_TYPES) })
      .nullable()
      .optional(),
  })
  .meta({ id: 'SsoStart' });
export type SsoStart = z.infer<typeof ssoStartSchema>;

export const ssoStartResultSchema = z
  .object({ authorizationUrl: z.url() })
  .meta({ id: 'SsoStartResult' });

/** `POST /auth/sso/callback`: a SAML IdP's answer (HTTP-POST binding). */
export const samlCallbackBodySchema = z
  .object({
    SAMLResponse: text().min(1).max(200_000),
    RelayState: text().max(200).optional(),
  })
  .meta({ id: 'SamlCallbackBody' });

/** `GET /auth/sso/saml/{universityId}/metadata`. */
export const samlMetadataParamsSchema = z
  .object({ universityId: coercedIdSchema })
  .meta({ id: 'SamlMetadataParams' });

/** `GET /auth/sso/callback`: what an OpenID provider sends back to the popup. */
export const ssoCallbackQuerySchema = z
  .object({
    state: text().max(200).optional(),
    code: text().max(4096).optional(),
    iss: text().max(2048).optional(),
    error: text().max(200).optional(),
    error_description: text().max(2000).optional(),
  })
  .meta({ id: 'SsoCallbackQuery' });

/**
 * `POST /auth/login/ssoCognito`: the opening window trades the popup's one-time result code,
 * proving with `verifier` that it is the window that started the sign-in.
 */
export const ssoExchangeSchema = z
  .object({
    code: text().regex(/^[0-9a-f]{64}$/, 'Must be the code the sign-in window handed over'),
    verifier: text().regex(
      /^[A-Za-z0-9_-]{43,128}$/,
      'Must be the secret the sign-in started with',
    ),
    universityId: optionalId,
    universityGroupId: optionalId,
    accessType: accessTypeSchema.default('web'),
  })
  .meta({ id: 'SsoExchange' });
export type SsoExchange = z.infer<typeof ssoExchangeSchema>;

/**
 * The answer: signed in; or new to Quad (registration with the provider's fields filled and
 * `signedData` vouching for them); or the email already has a password account, which is linked
 * only after a code mailed to it is confirmed (`POST /auth/ssoNewLogin`).
 */
export const ssoExchangeResultSchema = z
  .discriminatedUnion('status', [
    authResultSchema.extend({ status: z.literal('signedIn') }),
    z.object({
      status: z.literal('newUser'),
      userData: newUserDataSchema,
      signedData: text(),
    }),
    z.object({ status: z.literal('linkRequired'), email: text() }),
  ])
  .meta({ id: 'SsoExchangeResult' });
export type SsoExchangeResult = z.infer<typeof ssoExchangeResultSchema>;

/** `POST /auth/ssoNewLogin`: the mailed code that links the provider identity to the account. */
export const ssoNewLoginSchema = z
  .object({
    email: emailSchema,
    ssoCode: text()
      .trim()
      .regex(/^[0-9]{6}$/, 'Enter the 6-digit code from the mail'),
    universityId: optionalId,
    universityGroupId: optionalId,
    accessType: accessTypeSchema.default('web'),
  })
  .meta({ id: 'SsoNewLogin' });
export type SsoNewLogin = z.infer<typeof ssoNewLoginSchema>;

/** `{type}` of `POST /auth/login|registration/social/media/{type}`. */
export const socialMediaParamsSchema = z
  .object({ type: popupProviderSchema })
  .meta({ id: 'SocialMediaParams' });

/**
 * `PUT /admin/identityProvider`: the admin's university signs in through this OpenID Connect or
 * SAML 2.0 provider. The client secret is write-only: left out, the stored one stays.
 */
const providerCommon = {
  displayName: text().trim().min(1).max(100),
  enabled: z.boolean().default(true),
  /**
   * Write-only: the secret the university's portal signs (or encrypts) sign-in data with for
   * `POST /auth/login/sso`. Left out, the stored one stays.
   */
  portalSecret: text().min(32).max(500).optional(),
};

export const identityProviderInputSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('oidc'),
      ...providerCommon,
      issuer: z
        .url({ protocol: /^https?$/ })
        .max(2048)
        .describe('Issuer URL (discovery starts here)'),
      clientId: text().trim().min(1).max(500),
      clientSecret: text().min(1).max(2000).optional(),
    }),
    z.object({
      kind: z.literal('saml'),
      ...providerCommon,
      issuer: text().trim().min(1).max(2048).describe("The IdP's entity id"),
      entryPoint: z
        .url({ protocol: /^https?$/ })
        .max(2048)
        .describe('Single sign-on URL'),
      certificate: text()
        .trim()
        .min(100)
        .max(20_000)
        .describe("The IdP's signing certificate, PEM"),
    }),
  ])
  .meta({ id: 'IdentityProviderSettings' });
export type IdentityProviderInput = z.infer<typeof identityProviderInputSchema>;

export const identityProviderSchema = z
  .object({
    kind: identityProviderKindSchema,
    displayName: text(),
    issuer: text(),
    clientId: text(),
    hasClientSecret: z.boolean(),
    hasPortalSecret: z.boolean(),
    /** SAML: the single sign-on URL; null for OpenID Connect. */
    entryPoint: text().nullable(),
    enabled: z.boolean(),
    /** The redirect URI (OpenID Connect) or assertion consumer URL (SAML) to register. */
    redirectUri: text(),
    /** SAML: Quad's entity id, where its metadata is served; null for OpenID Connect. */
    serviceProviderEntityId: text().nullable(),
    updatedAt: dateTimeSchema,
  })
  .meta({ id: 'IdentityProvider' });

export const identityProviderResponseSchema = z
  .object({ identityProvider: identityProviderSchema.nullable() })
  .meta({ id: 'IdentityProviderResponse' });

/** `POST /auth/tiktok/login`: a TikTok access token the client already holds, and its openId. */
export const tiktokLoginSchema = z
  .object({
    accessToken: text().min(1).max(4096),
    openId: text().min(1).max(200),
    universityId: optionalId,
    universityGroupId: optionalId,
    accessType: accessTypeSchema.default('web'),
  })
  .meta({ id: 'TikTokLogin' });
export type TikTokLogin = z.infer<typeof tiktokLoginSchema>;

/**
 * `POST /auth/login/sso`: sign-in data from the university's own portal — a JWT signed (HS256)
 * with the portal secret, or encrypted (`dir`, A256GCM) when the university has `ssoEncrypted`.
 * Claims: `aud` "quad", `sub`, `jti`, `iat` and `exp` (five minutes at most), `email`,
 * `given_name`, `family_name`.
 */
export const portalSignInSchema = z
  .object({
    signedData: text().min(10).max(10_000),
    universityId: optionalId,
    universityGroupId: optionalId,
    accessType: accessTypeSchema.default('web'),
  })
  .meta({ id: 'PortalSignIn' });
export type PortalSignIn = z.infer<typeof portalSignInSchema>;
