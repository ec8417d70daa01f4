import { ForbiddenError, NotFoundError } from '../errors/app-error';

/** Throws the typed 403 when a module's rule says no. */
export function authorize(allowed: boolean, message?: string): asserts allowed {
  if (!allowed) throw new ForbiddenError(message);
}

/** Hides a record the actor may not know about behind a 404. */
export function authorizeVisible(allowed: boolean, what: string): asserts allowed {
  if (!allowed) throw new NotFoundError(what);
}
