import type {
  AdminLiveEvent,
  AdminLiveEventCreate,
} from '@quad/shared/contracts/admin-live-events';
import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import { slugify } from '@quad/shared/rules/slug';
import type { LiveEventStatus } from '@quad/shared/rules/status-name';
import { commit } from '../../core/db/transaction';
import type { ServiceContext } from '../../core/service-context';
import type { Storage } from '../../core/storage/storage';
import type { AdminActor } from './admin-actor';
import { audit } from './audit.service';
import {
  findLiveEventsPage,
  insertEventChat,
  insertLiveEvent,
  type LiveEventRow,
} from './live-events.repository';
import { randomHex } from '../../core/random';

/** A live event as the console shows it, with where its recording plays from. */
export function presentLiveEvent(row: LiveEventRow, storage: Storage): AdminLiveEvent {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status as LiveEventStatus,
    description: row.description,
    from_date: row.fromDate?.toISOString() ?? null,
    to_date: row.toDate?.toISOString() ?? null,
    is_promote: row.isPromote,
    speaker_code: row.speakerCode,
    recording_url: row.videoKey ? storage.url(row.videoKey) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /admin/liveEvents. */
export async function listAdminLiveEvents(
  { db, storage }: Pick<ServiceContext, 'db' | 'storage'>,
  actor: AdminActor,
  page: { limit: number; offset: number },
) {
  const { rows, total } = await findLiveEventsPage(db, actor.universityId, page);
  return { liveEvents: rows.map((row) => presentLiveEvent(row, storage)), total };
}

/**
 * POST /admin/liveEvents: schedules an upcoming event with its live chat, its speakers' chat and
 * a join code for external speakers; audited in the same transaction.
 */
export async function createAdminLiveEvent(
  services: Pick<ServiceContext, 'db' | 'after' | 'storage'>,
  actor: AdminActor,
  input: AdminLiveEventCreate,
): Promise<AdminLiveEvent> {
  return commit(services.db, services.after, async (tx) => {
    const chat = (type: number, name: string) =>
      insertEventChat(tx, {
        type,
        universityId: actor.universityId,
        name,
        createdByAccountId: actor.id,
      });
    const liveChatId = await chat(DIALOG_TYPES.liveChat, input.name);
    const speakersChatId = await chat(DIALOG_TYPES.speakers, `${input.name}: speakers`);
    const suffix = randomHex(3);
    const row = await insertLiveEvent(tx, {
      universityId: actor.universityId,
      name: input.name,
      slug: `${slugify(input.name)}-${suffix}`,
      status: 'upcoming',
      description: input.description,
      fromDate: new Date(input.from_date),
      toDate: new Date(input.to_date),
      isPromote: input.is_promote,
      liveChatId,
      speakersChatId,
      speakerCode: randomHex(4).toUpperCase(),
      roomName: `event-${randomHex(8)}`,
    });
    const event = presentLiveEvent(row, services.storage);
    await audit(tx, actor, {
      action: 'liveEvent.create',
      target: `liveEvent:${row.id}`,
      before: null,
      after: {
        name: event.name,
        from_date: event.from_date,
        to_date: event.to_date,
        is_promote: event.is_promote,
      },
    });
    return event;
  });
}
