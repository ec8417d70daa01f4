import { X509Certificate } from 'node:crypto';
import type { z } from 'zod';
import type { IdentityProviderInput, identityProviderSchema } from '@quad/shared/contracts/sign-in';
import type { Actor } from '../../core/auth/tokens';
import { commit, type Tx } from '../../core/db/transaction';
import { ForbiddenError, ValidationError } from '../../core/errors/app-error';
import type { IdentityProviderRow } from './sign-in.repository';
import {
  deleteIdentityProvider,
  findIdentityProviderRow,
  saveIdentityProvider,
} from './sign-in.repository';
import { portalPurpose } from './portal';
import { samlEntityId } from './provider-settings';
import { CALLBACK_PATH, type SignInContext } from './sign-in.context';
import { audit, changedFields } from '../admin/audit.service';

type IdentityProviderDto = z.infer<typeof identityProviderSchema>;

function present(ctx: SignInContext, row: IdentityProviderRow): IdentityProviderDto {
  return {
    kind: row.kind === 'saml' ? 'saml' : 'oidc',
    displayName: row.displayName,
    issuer: row.issuer,
    clientId: row.clientId,
    hasClientSecret: row.clientSecretSealed !== null,
    hasPortalSecret: row.portalSecretSealed !== null,
    entryPoint: row.samlEntryPoint,
    enabled: row.enabled,
    redirectUri: `${ctx.config.publicUrl}${CALLBACK_PATH}`,
    serviceProviderEntityId:
      row.kind === 'saml' ? samlEntityId(ctx.config.publicUrl, row.universityId) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The admin's own university: identity providers are set per university. */
function universityOf(actor: Actor): number {
  if (actor.universityId === null) {
    throw new ForbiddenError('admin_only_sign_in_settings');
  }
  return actor.universityId;
}

const purpose = (universityId: number) => `identity-provider:${universityId}`;

/** What the audit trail keeps of a provider: never a secret, only whether one is set. */
const auditView = (dto: IdentityProviderDto | null) =>
  dto && {
    kind: dto.kind,
    displayName: dto.displayName,
    issuer: dto.issuer,
    clientId: dto.clientId,
    entryPoint: dto.entryPoint,
    enabled: dto.enabled,
    hasClientSecret: dto.hasClientSecret,
    hasPortalSecret: dto.hasPortalSecret,
  };

/** Records a provider change in the console's audit trail, in the change's transaction. */
async function audited(
  tx: Tx,
  actor: Actor,
  universityId: number,
  before: IdentityProviderDto | null,
  after: IdentityProviderDto | null,
): Promise<void> {
  const diff =
    before && after
      ? changedFields(auditView(before) ?? {}, auditView(after) ?? {})
      : { before: auditView(before), after: auditView(after) };
  await audit(
    tx,
    { id: actor.id, universityId },
    {
      action: after ? 'identityProvider.save' : 'identityProvider.remove',
      target: `university:${universityId}`,
      ...diff,
    },
  );
}

/** Saves the provider and its audit entry in one transaction. */
async function saveAudited(
  ctx: SignInContext,
  actor: Actor,
  universityId: number,
  before: IdentityProviderDto | null,
  values: Parameters<typeof saveIdentityProvider>[1],
): Promise<IdentityProviderDto> {
  return commit(ctx.db, ctx.after, async (tx) => {
    const after = present(ctx, await saveIdentityProvider(tx, values));
    await audited(tx, actor, universityId, before, after);
    return after;
  });
}

export async function identityProviderOf(
  ctx: SignInContext,
  actor: Actor,
): Promise<IdentityProviderDto | null> {
  const row = await findIdentityProviderRow(ctx.db, universityOf(actor));
  return row ? present(ctx, row) : null;
}

/**
 * Saves the university's OpenID Connect provider after reading its discovery document with
 * these credentials, so a typo is found now and not by the first student.
 */
export async function saveIdentityProviderOf(
  ctx: SignInContext,
  actor: Actor,
  input: IdentityProviderInput,
): Promise<IdentityProviderDto> {
  const universityId = universityOf(actor);
  const current = await findIdentityProviderRow(ctx.db, universityId);
  const before = current ? present(ctx, current) : null;
  const portalSecretSealed =
    input.portalSecret !== undefined
      ? ctx.secrets.seal(input.portalSecret, portalPurpose(universityId))
      : (current?.portalSecretSealed ?? null);
  if (input.kind === 'saml') {
    if (!isCertificate(input.certificate)) {
      throw new ValidationError([
        { path: 'body.certificate', message: 'Paste the IdP signing certificate in PEM form.' },
      ]);
    }
    return saveAudited(ctx, actor, universityId, before, {
      universityId,
      kind: 'saml',
      displayName: input.displayName,
      issuer: input.issuer,
      clientId: samlEntityId(ctx.config.publicUrl, universityId),
      clientSecretSealed: null,
      samlEntryPoint: input.entryPoint,
      samlCertificate: input.certificate,
      portalSecretSealed,
      enabled: input.enabled,
    });
  }
  const sealed =
    input.clientSecret !== undefined
      ? ctx.secrets.seal(input.clientSecret, purpose(universityId))
      : current?.kind === 'oidc'
        ? current.clientSecretSealed
        : null;
  const secret = sealed ? ctx.secrets.open(sealed, purpose(universityId)) : null;
  try {
    await ctx.oidc.configuration({
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecret: secret,
    });
  } catch {
    throw new ValidationError([
      {
        path: 'body.issuer',
        message:
          'The discovery document of this issuer could not be read (issuer/.well-known/openid-configuration). Check the URL.',
      },
    ]);
  }
  return saveAudited(ctx, actor, universityId, before, {
    universityId,
    kind: input.kind,
    displayName: input.displayName,
    issuer: input.issuer,
    clientId: input.clientId,
    clientSecretSealed: sealed,
    samlEntryPoint: null,
    samlCertificate: null,
    portalSecretSealed,
    enabled: input.enabled,
  });
}

/** A PEM (or bare base64) X.509 certificate Node can read. */
function isCertificate(text: string): boolean {
  const body = text.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  try {
    new X509Certificate(Buffer.from(body, 'base64'));
    return true;
  } catch {
    return false;
  }
}

/** Removes the university's provider: its people sign in by email again. */
export async function removeIdentityProviderOf(ctx: SignInContext, actor: Actor): Promise<void> {
  const universityId = universityOf(actor);
  const current = await findIdentityProviderRow(ctx.db, universityId);
  await commit(ctx.db, ctx.after, async (tx) => {
    await deleteIdentityProvider(tx, universityId);
    if (current) await audited(tx, actor, universityId, present(ctx, current), null);
  });
}
