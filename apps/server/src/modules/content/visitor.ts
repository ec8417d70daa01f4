import type { FastifyRequest } from 'fastify';

/** The header the widget sends with a stable per-browser id (the same one settings use). */
export const VISITOR_HEADER = 'x-visitor-id';
const VISITOR_ID = /^[\w-]{8,128}$/;

/** The visitor id of the request's header, when it is a well-formed one. */
export function visitorIdOf(request: FastifyRequest): string | null {
  const given = request.headers[VISITOR_HEADER];
  return typeof given === 'string' && VISITOR_ID.test(given) ? given : null;
}

/**
 * The seed of a random order: the query's, else the visitor's id, else the account's. A caller
 * with none of them gets the day's order, so its pages still never repeat one another.
 */
export function randomSeedOf(request: FastifyRequest, given: string | undefined): string {
  if (given) return given;
  const visitor = visitorIdOf(request);
  if (visitor) return visitor;
  if (request.actor) return `account-${request.actor.id}`;
  return `day-${new Date().toISOString().slice(0, 10)}`;
}

/** Who a view or share is counted for: the address plus the visitor or account, when known. */
export function viewerKeyOf(request: FastifyRequest): string {
  const who = request.actor ? `account-${request.actor.id}` : (visitorIdOf(request) ?? '');
  return `${request.ip}|${who}`;
}
