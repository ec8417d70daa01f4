import { APPLICATION_STATUSES } from '@quad/shared/contracts/application';
import type { AccountInfo, NotificationData } from '@quad/shared/contracts/auth';
import { NOTIFICATION_METHODS } from '@quad/shared/contracts/auth';
import type { SubjectDto } from '@quad/shared/contracts/common';
import type { RoleKey } from '@quad/shared/roles';
import { localeOf } from '@quad/shared/rules/locale';
import { accountLanguage } from './account-mail';
import type { Storage } from '../../core/storage/storage';
import type { AccountRow } from './accounts.repository';

type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

const isMethod = (value: unknown): value is NotificationMethod =>
  typeof value === 'string' && (NOTIFICATION_METHODS as readonly string[]).includes(value);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The stored notification settings as the API shows them. */
export function presentNotificationData(stored: Record<string, unknown>): NotificationData {
  return {
    method: isMethod(stored['method']) ? stored['method'] : null,
    phone_country: textOrNull(stored['phone_country']),
    phone_number: textOrNull(stored['phone_number']),
    is_verified: stored['is_verified'] === true,
  };
}

/** The mailing answers as `{ id, answer: boolean }`. */
export function presentMailing(account: Pick<AccountRow, 'mailing'>): AccountInfo['mailing'] {
  return account.mailing.map((entry) => ({ id: entry.id, answer: entry.answer === true }));
}

/** `{ application_status }` for an account that applied as an ambassador, else nothing. */
function presentApplicationStatus(value: string | null | undefined): Partial<AccountInfo> {
  return (APPLICATION_STATUSES as readonly (string | null | undefined)[]).includes(value)
    ? { application_status: value as (typeof APPLICATION_STATUSES)[number] }
    : {};
}

/** The signed-in account (CONTRACT §2 `data.account`). */
export function presentAccount(
  account: AccountRow,
  extra: {
    subjects: SubjectDto[];
    isAnsweredMandatoryQuestion: boolean;
    /** The ambassador application's status (applicants only). */
    applicationStatus?: string | null;
    storage: Storage;
  },
): AccountInfo {
  const role = account.roleKey as RoleKey;
  return {
    id: account.id,
    key: role,
    roleKey: role,
    name: account.name,
    last_name: account.lastName,
    email: account.email,
    avatar: account.avatarKey ? extra.storage.url(account.avatarKey) : null,
    subjects: extra.subjects,
    permission: { is_enabled: account.isEnabled },
    timeIsUp: account.timeIsUp,
    isAnsweredMandatoryQuestion: extra.isAnsweredMandatoryQuestion,
    termsAccepted: account.acceptedTermsAt !== null,
    mailing: presentMailing(account),
    notificationData: presentNotificationData(account.notificationData),
    university_id: account.universityId,
    isAuthFromMobApp: false,
    language: localeOf(accountLanguage(account)),
    ...presentApplicationStatus(extra.applicationStatus),
  };
}
