import { PERMISSION_KEYS } from '@quad/shared/contracts/widget-settings';
import { ERROR_CODES } from '@quad/shared/errors';
import { isAmbassador, isProspect } from '@quad/shared/roles';
import { ForbiddenError } from '../../core/errors/app-error';
import { findWidgetPermissions, type Executor } from './accounts.repository';
import type { ScopeIds } from './widget-scope';

/**
 * Whether the widget's permissions (spec §6) say this role must use single sign-on: ssoOnly for
 * everyone, ssoProspect and ssoAmbassador for one role.
 */
export async function singleSignOnRequired(
  db: Executor,
  scope: ScopeIds,
  role: string,
): Promise<boolean> {
  const permissions = await findWidgetPermissions(db, scope);
  const on = (key: string) => permissions.some((p) => p.key === key && p.isAllowed);
  return (
    on(PERMISSION_KEYS.ssoOnly) ||
    (isProspect(role) && on(PERMISSION_KEYS.ssoProspect)) ||
    (isAmbassador(role) && on(PERMISSION_KEYS.ssoAmbassador))
  );
}

/** Whether the university asks for its portal's sign-in data to be encrypted (ssoEncrypted). */
export async function singleSignOnEncrypted(db: Executor, scope: ScopeIds): Promise<boolean> {
  const permissions = await findWidgetPermissions(db, scope);
  return permissions.some((p) => p.key === PERMISSION_KEYS.ssoEncrypted && p.isAllowed);
}

/** Refuses an email-and-password sign-in or sign-up where the role must use single sign-on. */
export async function assertPasswordSignInAllowed(
  db: Executor,
  scope: ScopeIds,
  role: string,
): Promise<void> {
  if (await singleSignOnRequired(db, scope, role)) {
    throw new ForbiddenError(undefined, ERROR_CODES.SSO_REQUIRED);
  }
}
