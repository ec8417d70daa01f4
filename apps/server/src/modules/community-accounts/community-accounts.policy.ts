import { isAdmin } from '@quad/shared/roles';

/**
 * Spec §4: a community account is authorised when it follows at least one subject, or is a
 * university admin. Community routes refuse the others with 403 SUBJECTS_REQUIRED.
 */
export function isCommunityAuthorised(account: { roleKey: string }, subjectCount: number): boolean {
  return subjectCount > 0 || isAdmin(account.roleKey);
}
