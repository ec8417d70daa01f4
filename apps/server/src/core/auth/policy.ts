import type { NotFoundSubject, RefusalReason } from '@quad/shared/errors';
import { ForbiddenError, NotFoundError } from '../errors/app-error';

/** Throws the typed 403 when a module's rule says no. */
export function authorize(allowed: boolean, reason?: RefusalReason): asserts allowed {
  if (!allowed) throw new ForbiddenError(reason);
}

/** Hides a record the actor may not know about behind a 404. */
export function authorizeVisible(allowed: boolean, what: NotFoundSubject): asserts allowed {
  if (!allowed) throw new NotFoundError(what);
}
