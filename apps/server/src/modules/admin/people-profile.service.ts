import type {
  AmbassadorProfile,
  AmbassadorProfileChange,
  TeamInvitation,
} from '@quad/shared/contracts/admin-people';
import { ROLES } from '@quad/shared/roles';
import { commit } from '../../core/db/transaction';
import { NotFoundError } from '../../core/errors/app-error';
import { enqueueMail } from '../../core/mail/mailer';
import { mailCatalogue } from '../../core/mail/templates/i18n';
import type { ServiceContext } from '../../core/service-context';
import { addressed } from '../accounts/account-mail';
import {
  findAccountById,
  findAmbassadorProfileOf,
  updateAccount,
  type AccountRow,
  type AmbassadorProfileRow,
  type Executor,
} from '../accounts/accounts.repository';
import { removeStoredFile, storeAvatar, uploadedImage } from '../accounts/avatar.service';
import { refreshProfileSearchText } from '../accounts/profile-search';
import { resolveScope } from '../accounts/widget-scope';
import { insertAccessCode } from '../application/access-codes.repository';
import { applyUrl } from '../application/applicant.service';
import { updateAmbassadorProfile } from './people-profile.repository';
import type { AdminActor } from './admin-actor';
import { audit, changedFields } from './audit.service';
import { ambassadorInvitationMail } from './people-mails';
import { findTeamMember } from './people.repository';
import { randomHex } from '../../core/random';

/** How long an invitation's access code works. */
export const INVITATION_DAYS = 30;

/** The university's ambassador with their profile; anyone else is a 404. */
async function requireAmbassador(
  db: Executor,
  actor: AdminActor,
  accountId: number,
): Promise<{ account: AccountRow; profile: AmbassadorProfileRow }> {
  const member = await findTeamMember(db, actor.universityId, accountId);
  const account =
    member?.roleKey === ROLES.ambassador ? await findAccountById(db, accountId) : null;
  const profile = account ? await findAmbassadorProfileOf(db, accountId) : undefined;
  if (!account || !profile) throw new NotFoundError('ambassador');
  return { account, profile };
}

function presentProfile(
  storage: ServiceContext['storage'],
  account: AccountRow,
  profile: AmbassadorProfileRow,
): AmbassadorProfile {
  return {
    id: account.id,
    name: account.name,
    last_name: account.lastName,
    email: account.email,
    avatar: account.avatarKey ? storage.url(account.avatarKey) : null,
    profile_type: profile.profileType,
    bio: profile.bio,
    job_title: profile.jobTitle,
    year_of_study: profile.yearOfStudy,
    graduation_year: profile.graduationYear,
    languages: profile.languages,
    interests: profile.interests,
  };
}

/** GET /admin/people/{id}/profile. */
export async function getAmbassadorProfile(
  { db, storage }: Pick<ServiceContext, 'db' | 'storage'>,
  actor: AdminActor,
  accountId: number,
): Promise<AmbassadorProfile> {
  const { account, profile } = await requireAmbassador(db, actor, accountId);
  return presentProfile(storage, account, profile);
}

/** PATCH /admin/people/{id}/profile: corrects an ambassador's profile fields; audited. */
export async function changeAmbassadorProfile(
  services: Pick<ServiceContext, 'db' | 'after' | 'storage'>,
  actor: AdminActor,
  accountId: number,
  change: AmbassadorProfileChange,
): Promise<AmbassadorProfile> {
  return commit(services.db, services.after, async (tx) => {
    const found = await requireAmbassador(tx, actor, accountId);
    const before = presentProfile(services.storage, found.account, found.profile);
    const account =
      (await updateAccount(tx, accountId, {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.last_name !== undefined ? { lastName: change.last_name } : {}),
        updatedAt: new Date(),
      })) ?? found.account;
    await updateAmbassadorProfile(tx, accountId, {
      bio: change.bio,
      jobTitle: change.job_title,
      yearOfStudy: change.year_of_study,
      graduationYear: change.graduation_year,
      languages: change.languages,
      interests: change.interests,
    });
    await refreshProfileSearchText(tx, account);
    const saved = await requireAmbassador(tx, actor, accountId);
    const after = presentProfile(services.storage, saved.account, saved.profile);
    const diff = changedFields(before, after);
    if (Object.keys(diff.after).length > 0) {
      await audit(tx, actor, { action: 'person.profile', target: `account:${accountId}`, ...diff });
    }
    return after;
  });
}

/**
 * PUT /admin/people/{id}/avatar: a new photo, through the same checks and processing as the
 * ambassador's own (bytes sniffed, turned upright, square WebP without metadata); audited.
 */
export async function setAmbassadorAvatar(
  services: Pick<ServiceContext, 'db' | 'after' | 'storage' | 'log'>,
  actor: AdminActor,
  accountId: number,
  base64: string,
): Promise<AmbassadorProfile> {
  const { account } = await requireAmbassador(services.db, actor, accountId);
  const key = await storeAvatar(services, account.id, uploadedImage(base64));
  const profile = await commit(services.db, services.after, async (tx) => {
    await updateAccount(tx, account.id, { avatarKey: key });
    await audit(tx, actor, {
      action: 'person.avatar',
      target: `account:${account.id}`,
      before: { avatar: account.avatarKey ? 'photo' : null },
      after: { avatar: 'new photo' },
    });
    const saved = await requireAmbassador(tx, actor, account.id);
    return presentProfile(services.storage, saved.account, saved.profile);
  });
  if (account.avatarKey) await removeStoredFile(services, account.avatarKey);
  return profile;
}

/**
 * POST /admin/people/invitations: makes a single-use access code for the university and mails
 * it with the link to the application; audited.
 */
export async function inviteAmbassador(
  services: Pick<ServiceContext, 'db' | 'after' | 'config'>,
  actor: AdminActor,
  input: TeamInvitation,
  acceptLanguage?: string,
) {
  const scope = await resolveScope(services.db, services.config.publicUrl, {
    universityId: actor.universityId,
  });
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  return commit(services.db, services.after, async (tx) => {
    const code = await insertAccessCode(tx, {
      code: randomHex(5).toUpperCase(),
      universityId: actor.universityId,
      maxUses: 1,
      expiresAt,
    });
    const mail = ambassadorInvitationMail(
      { catalogue: mailCatalogue(null, acceptLanguage), brand: scope.brand, name: '' },
      {
        code: code.code,
        applyUrl: applyUrl(services.config.publicUrl, actor.universityId),
        days: INVITATION_DAYS,
      },
    );
    await enqueueMail(tx, addressed(input.email, mail));
    await audit(tx, actor, {
      action: 'person.invite',
      target: `accessCode:${code.id}`,
      before: null,
      after: { email: input.email, code: code.code },
    });
    return { email: input.email, access_code: code.code, expires_at: expiresAt.toISOString() };
  });
}
