import type { FastifyRequest } from 'fastify';
import { ROLES } from '@quad/shared/roles';
import { requireActor, type Access } from '../../core/auth/access';
import { ForbiddenError } from '../../core/errors/app-error';

/** Every console route: a university admin signed in to the widget (community tokens get 401). */
export const adminAccess: Access = {
  kind: 'authenticated',
  roles: [ROLES.admin],
  audience: 'main',
};

/** An admin and the one university they run. */
export interface AdminActor {
  id: number;
  universityId: number;
}

/** The signed-in admin and their university; an admin without one may do nothing here. */
export function requireAdmin(request: FastifyRequest): AdminActor {
  const actor = requireActor(request);
  if (actor.universityId === null) throw new ForbiddenError('no_university');
  return { id: actor.id, universityId: actor.universityId };
}
