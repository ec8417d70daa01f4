import type { RoleKey } from '@quad/shared/roles';
import type { Access } from '../../core/auth/access';

/** Signed in with a widget session (a community token gets a 401) and one of the roles. */
export function widgetSession(...roles: RoleKey[]): Access {
  return { kind: 'authenticated', roles, audience: 'main' };
}
