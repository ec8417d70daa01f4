import {
  popupProviderSchema,
  SOCIAL_PROVIDERS,
  type PopupProvider,
  type SocialProvider,
  type SsoData,
  type UniversitySsoDataQuery,
} from '@quad/shared/contracts/sign-in';
import { ERROR_CODES, SPEC_MESSAGES } from '@quad/shared/errors';
import type { FacebookSettings, TikTokSettings } from '../../core/config/config';
import { AppError } from '../../core/errors/app-error';
import { resolveScope } from '../accounts/widget-scope';
import type { OidcSettings } from './oidc';
import { samlMetadata, type SamlSettings } from './saml';
import { findIdentityProvider, type IdentityProviderRow } from './sign-in.repository';
import { CALLBACK_PATH, type SignInContext } from './sign-in.context';

/** The popup provider a flow (or a linked identity's key) belongs to. */
export function popupProviderOf(key: string): PopupProvider {
  return key.startsWith('sso') ? 'sso' : popupProviderSchema.catch('sso').parse(key);
}

/** 404 with the spec §8 text (or a social provider's own), shown in the popup. */
export function providerNotFound(message: string = SPEC_MESSAGES.noSsoProvider): AppError {
  return new AppError(404, ERROR_CODES.SSO_PROVIDER_NOT_FOUND, message);
}

const SOCIAL_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
};

/** 404 for a social provider this Quad is not set up for: "Google sign-in is not configured." */
export function socialProviderNotFound(provider: SocialProvider): AppError {
  return providerNotFound(`${SOCIAL_NAMES[provider]} sign-in is not configured.`);
}

/** The entity id Quad uses at a university's SAML provider (its metadata lives there too). */
export function samlEntityId(publicUrl: string, universityId: number): string {
  return `${publicUrl}/api/v1/interactionSite/auth/sso/saml/${universityId}/metadata`;
}

type ProviderSettings =
  | { kind: 'oidc'; settings: OidcSettings }
  | { kind: 'saml'; settings: SamlSettings }
  | { kind: 'facebook'; settings: FacebookSettings }
  | { kind: 'tiktok'; settings: TikTokSettings };

type UniversityProviderSettings = Extract<ProviderSettings, { kind: 'oidc' | 'saml' }>;
type UniversityProvider = UniversityProviderSettings & { universityId: number; name: string };

/** How Quad talks to a stored provider: its kind, and the credentials opened from the box. */
function settingsOf(
  ctx: SignInContext,
  provider: IdentityProviderRow,
): UniversityProviderSettings | null {
  if (provider.kind === 'saml') {
    if (!provider.samlEntryPoint || !provider.samlCertificate) return null;
    return {
      kind: 'saml',
      settings: {
        idpIssuer: provider.issuer,
        entryPoint: provider.samlEntryPoint,
        certificate: provider.samlCertificate,
        spEntityId: samlEntityId(ctx.config.publicUrl, provider.universityId),
        callbackUrl: `${ctx.config.publicUrl}${CALLBACK_PATH}`,
      },
    };
  }
  const secret = provider.clientSecretSealed
    ? ctx.secrets.open(provider.clientSecretSealed, `identity-provider:${provider.universityId}`)
    : null;
  return {
    kind: 'oidc',
    settings: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: secret },
  };
}

/**
 * The university whose identity provider applies: the widget's university, or in a group the one
 * member university with a provider.
 */
export async function ssoUniversity(
  ctx: SignInContext,
  ids: { universityId?: number | null | undefined; groupId?: number | null | undefined },
): Promise<UniversityProvider | null> {
  const scope = await resolveScope(ctx.db, ctx.config.publicUrl, ids);
  const candidates =
    scope.universityId !== null ? [scope.universityId] : scope.universities.map((u) => u.id);
  const found = [];
  for (const id of candidates) {
    const row = await findIdentityProvider(ctx.db, id);
    if (row) found.push(row);
  }
  if (found.length !== 1) return null;
  const [{ provider, universityName }] = found as [(typeof found)[number]];
  const settings = settingsOf(ctx, provider);
  if (!settings) return null;
  return { ...settings, universityId: provider.universityId, name: universityName };
}

/** `GET /auth/sso/saml/{id}/metadata`: a university with a SAML provider gets Quad's metadata. */
export async function samlMetadataOf(ctx: SignInContext, universityId: number): Promise<string> {
  const found = await ssoUniversity(ctx, { universityId });
  if (found?.kind !== 'saml') throw providerNotFound();
  return samlMetadata(found.settings);
}

/** `GET /auth/providers`: the social providers this Quad is set up for. */
export function socialProviders(ctx: SignInContext): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => ctx.config.social[provider] !== undefined);
}

/** `GET /auth/universitySsoData`: the university's identity provider, if it has one. */
export async function universitySsoData(
  ctx: SignInContext,
  query: UniversitySsoDataQuery,
): Promise<SsoData | null> {
  const found = await ssoUniversity(ctx, {
    universityId: query.universityId,
    groupId: query.universityGroupId,
  });
  if (!found) return null;
  return {
    id: found.universityId,
    type: found.kind === 'saml' ? 'saml' : 'oidc',
    slug: `sso-${found.universityId}`,
    userId: null,
    university: { id: found.universityId, name: found.name },
  };
}

/** The provider settings of a flow (or of a start request). */
export async function settingsFor(
  ctx: SignInContext,
  provider: PopupProvider,
  ids: { universityId?: number | null | undefined; groupId?: number | null | undefined },
): Promise<ProviderSettings & { universityId: number | null }> {
  const universityId = ids.universityId ?? null;
  if (provider === 'facebook') {
    const settings = ctx.config.social.facebook;
    if (!settings) throw socialProviderNotFound(provider);
    return { kind: 'facebook', settings, universityId };
  }
  if (provider === 'tiktok') {
    const settings = ctx.config.social.tiktok;
    if (!settings) throw socialProviderNotFound(provider);
    return { kind: 'tiktok', settings, universityId };
  }
  if (provider !== 'sso') {
    const settings = ctx.config.social[provider];
    if (!settings) throw socialProviderNotFound(provider);
    return { kind: 'oidc', settings, universityId };
  }
  const found = await ssoUniversity(ctx, ids);
  if (!found) throw providerNotFound();
  return found;
}
