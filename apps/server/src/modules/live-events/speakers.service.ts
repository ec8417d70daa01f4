import { randomUUID } from 'node:crypto';
import type { JoinSpeakerBody } from '@quad/shared/contracts/live-events';
import { ERROR_CODES } from '@quad/shared/errors';
import { ROLES } from '@quad/shared/roles';
import { idFromSlugAndId } from '@quad/shared/rules/slug';
import type { Actor } from '../../core/auth/tokens';
import { authorizeVisible } from '../../core/auth/policy';
import { commit } from '../../core/db/transaction';
import { ConflictError, ForbiddenError, ValidationError } from '../../core/errors/app-error';
import { requireLiveAccount } from '../accounts/account-info.service';
import {
  findAccountByEmail,
  insertAccount,
  type AccountRow,
} from '../accounts/accounts.repository';
import { startSession, type Session } from '../accounts/sessions.service';
import { activateMembers } from '../dialogs/dialogs.repository';
import { EVENT_WHAT } from './event-access';
import type { LiveEventsContext } from './live-events.context';
import {
  addSpeaker,
  findEvent,
  findEventBySpeakerCode,
  relationOf,
  type LiveEventRow,
} from './live-events.repository';
import { problem } from '../../core/errors/problems';

/** Speakers join events that have not ended. */
const JOINABLE: ReadonlySet<string> = new Set(['upcoming', 'inProgress']);

const WRONG_CODE = 'speaker_code_wrong';

function matchesPath(event: LiveEventRow, path: string): boolean {
  return event.slug === path || event.id === idFromSlugAndId(path) || event.speakerCode === path;
}

/**
 * The event a speaker joins: by the code in the body (which must be this event's), by the code
 * given in place of the slug, or by slug for someone who already speaks at it.
 */
async function findTarget(
  ctx: LiveEventsContext,
  actor: Actor | null,
  path: string,
  code: string | undefined,
): Promise<LiveEventRow> {
  if (code !== undefined) {
    const event = await findEventBySpeakerCode(ctx.db, code);
    if (!event || !matchesPath(event, path)) throw new ForbiddenError(WRONG_CODE);
    return event;
  }
  const byCode = await findEventBySpeakerCode(ctx.db, path);
  if (byCode) return byCode;
  const id = idFromSlugAndId(path);
  const event = id === null ? undefined : await findEvent(ctx.db, id);
  authorizeVisible(event !== undefined, EVENT_WHAT);
  if (!actor || !(await relationOf(ctx.db, event.id, actor.id)).isSpeaker) {
    throw new ForbiddenError('speaker_code_needed');
  }
  return event;
}

/** The signed-in account that joins, or the details of a new external speaker. */
async function speakerAccount(
  ctx: LiveEventsContext,
  actor: Actor | null,
  body: JoinSpeakerBody,
): Promise<AccountRow | { name: string; lastName: string; email: string }> {
  if (actor) {
    if (actor.role === ROLES.prospect) {
      throw new ForbiddenError('prospect_cannot_speak');
    }
    return requireLiveAccount(ctx.db, actor.id);
  }
  if (!body.name) {
    throw new ValidationError([{ path: 'name', message: 'Tell the audience your name.' }]);
  }
  if (body.email && (await findAccountByEmail(ctx.db, body.email))) {
    throw new ConflictError(problem('speakerEmailTaken'), ERROR_CODES.EMAIL_TAKEN);
  }
  return {
    name: body.name,
    lastName: body.last_name ?? '',
    // External speakers need no mailbox; a unique address that can never receive mail.
    email: body.email ?? `speaker-${randomUUID()}@speakers.invalid`,
  };
}

/**
 * POST /liveStreams/{slug}/joinSpeaker: makes the caller (or a new `live-event-speaker`
 * account) a speaker of the event, a member of both its chats, and signs them in.
 */
export async function joinSpeaker(
  ctx: LiveEventsContext,
  actor: Actor | null,
  path: string,
  body: JoinSpeakerBody,
): Promise<{ account: AccountRow; session: Session; event: LiveEventRow }> {
  const event = await findTarget(ctx, actor, path, body.code);
  if (!JOINABLE.has(event.status)) {
    throw new ConflictError(problem('speakersAfterEnd'));
  }
  const who = await speakerAccount(ctx, actor, body);
  return commit(ctx.db, ctx.after, async (tx) => {
    const account =
      'id' in who
        ? who
        : await insertAccount(tx, {
            ...who,
            roleKey: ROLES.speaker,
            universityId: event.universityId,
          });
    await addSpeaker(tx, event.id, account.id);
    const person = [{ id: account.id, roleKey: account.roleKey }];
    for (const chatId of [event.liveChatId, event.speakersChatId]) {
      if (chatId !== null) await activateMembers(tx, chatId, person);
    }
    const session = await startSession(tx, ctx.tokens, account, body.accessType);
    return { account, session, event };
  });
}
