import type {
  AccessCodeSummary,
  Application,
  ApplicationProfile,
  ApplicationSummary,
} from '@quad/shared/contracts/application';
import { subjectById } from '@quad/shared/data/subjects';
import { PROFILE_TYPES, type ProfileTypeKey } from '@quad/shared/roles';
import type { Storage } from '../../core/storage/storage';
import type { AccessCodeRow } from './access-codes.repository';
import { nextStepOf, statusOf } from './application.policy';
import type { ApplicationRecord } from './application.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function profileTypeOf(value: string): ProfileTypeKey {
  return (PROFILE_TYPES as readonly string[]).includes(value)
    ? (value as ProfileTypeKey)
    : 'student';
}

function presentProfile(record: ApplicationRecord): ApplicationProfile {
  const { profile, application } = record;
  return {
    profile_type: profileTypeOf(profile.profileType),
    subjects: record.subjectIds.flatMap((id) => {
      const subject = subjectById(id);
      return subject ? [{ id: subject.id, name: subject.name }] : [];
    }),
    year_of_study: profile.yearOfStudy,
    graduation_year: profile.graduationYear,
    job_title: profile.jobTitle,
    country_id: profile.countryId,
    languages: profile.languages,
    description: profile.bio,
    interests: profile.interests,
    social_links: application.socialLinks,
  };
}

/** An application as its applicant and the admins see it, with the step that comes next. */
export function presentApplication(record: ApplicationRecord, storage: Storage): Application {
  const { application, account } = record;
  const status = statusOf(application.status);
  return {
    status,
    next_step: nextStepOf(application),
    university: { id: record.university.id, name: record.university.name },
    name: account.name,
    last_name: account.lastName,
    avatar: account.avatarKey ? storage.url(account.avatarKey) : null,
    profile: application.infoSavedAt ? presentProfile(record) : null,
    submitted_at: iso(application.submittedAt),
    decided_at: iso(application.decidedAt),
    rejection_reason: status === 'rejected' ? application.rejectionReason : null,
  };
}

/** One line of the admins' list of applications. */
export function presentApplicationSummary(
  record: ApplicationRecord,
  storage: Storage,
): ApplicationSummary {
  return {
    account_id: record.account.id,
    email: record.account.email,
    application: presentApplication(record, storage),
  };
}

/** An access code as its university's admins see it. */
export function presentAccessCode(row: AccessCodeRow): AccessCodeSummary {
  return {
    id: row.id,
    code: row.code,
    max_uses: row.maxUses,
    used_count: row.usedCount,
    expires_at: iso(row.expiresAt),
    revoked_at: iso(row.revokedAt ?? (row.isActive ? null : row.createdAt)),
    created_at: row.createdAt.toISOString(),
  };
}
