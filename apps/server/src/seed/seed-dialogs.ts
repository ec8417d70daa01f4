import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import { dialogMembers, dialogs, messages } from '../core/db/schema/dialogs';
import {
  liveEventAmbassadors,
  liveEventRegistrations,
  liveEvents,
  liveEventSpeakers,
} from '../core/db/schema/live-events';
import {
  DEMO_FORUM,
  DEMO_GROUP_CHATS,
  DEMO_INDIVIDUAL_CHAT,
  type DemoConversation,
} from './demo-conversations';
import { DEMO_LIVE_EVENTS, type DemoLiveEvent } from './demo-live-events';
import { minutesFrom, personOf, type SeedContext } from './seed-context';

/**
 * Inserts a dialog, its members and its messages numbered 1…n, and leaves `last_seq`,
 * `last_activity` and every member's read position as the message send path would.
 */
export async function insertConversation(
  context: Pick<SeedContext, 'db' | 'now' | 'people'>,
  conversation: DemoConversation,
  extra: Partial<typeof dialogs.$inferInsert> = {},
): Promise<number> {
  const startedAt = minutesFrom(context.now, -conversation.startedHoursAgo * 60);
  const sentAt = (index: number) => minutesFrom(startedAt, index * conversation.minutesApart);
  const lastActivity =
    conversation.messages.length > 0 ? sentAt(conversation.messages.length - 1) : startedAt;

  const [dialog] = await context.db
    .insert(dialogs)
    .values({
      type: conversation.type,
      universityId: conversation.universityId,
      name: conversation.name,
      description: conversation.description,
      color: conversation.color,
      lastActivity,
      lastSeq: conversation.messages.length,
      createdAt: startedAt,
      updatedAt: lastActivity,
      ...extra,
    })
    .returning({ id: dialogs.id });
  if (!dialog) throw new Error('Dialog insert returned nothing');

  await context.db.insert(dialogMembers).values(
    conversation.members.map((key) => {
      const member = personOf(context, key);
      const lastOwn = conversation.messages.map((message) => message.from).lastIndexOf(key);
      return {
        dialogId: dialog.id,
        accountId: member.id,
        roleKey: member.role,
        joinedAt: startedAt,
        // Members have read up to their own last message; the rest is unread for them.
        lastReadSeq: lastOwn + 1,
      };
    }),
  );

  const ids: number[] = [];
  for (const [index, message] of conversation.messages.entries()) {
    const parentId = message.replyTo === undefined ? null : ids[message.replyTo];
    if (parentId === undefined) throw new Error(`Message ${index} replies to a later message`);
    const [row] = await context.db
      .insert(messages)
      .values({
        dialogId: dialog.id,
        seq: index + 1,
        accountId: personOf(context, message.from).id,
        type: 'text',
        text: message.text,
        parentMessageId: parentId,
        isPinned: message.pinned ?? false,
        createdAt: sentAt(index),
      })
      .returning({ id: messages.id });
    if (!row) throw new Error('Message insert returned nothing');
    ids.push(row.id);
  }
  return dialog.id;
}

/** The three group chats, the forum and the prospect–ambassador conversation. */
export async function seedConversations(context: SeedContext): Promise<void> {
  for (const chat of DEMO_GROUP_CHATS) await insertConversation(context, chat);
  await insertConversation(context, DEMO_FORUM);

  const prospect = personOf(context, 'sofia');
  const ambassador = personOf(context, 'amara');
  await insertConversation(context, DEMO_INDIVIDUAL_CHAT, {
    pairKey: `${prospect.id}:${ambassador.id}`,
    firstAmbassadorId: ambassador.id,
    createdByAccountId: prospect.id,
  });
}

/** A live event with its live chat (type 6), speakers chat (type 5), people and registrations. */
async function insertLiveEvent(
  context: SeedContext,
  event: DemoLiveEvent,
  index: number,
): Promise<void> {
  const fromDate = minutesFrom(context.now, event.startsInMinutes);
  const toDate = minutesFrom(fromDate, event.durationMinutes);
  const live = event.status === 'inProgress';
  const chatStartedHoursAgo = Math.max(0, -event.startsInMinutes / 60);
  const staff = [...event.speakers, ...event.ambassadors];
  const chatters = event.liveChat.map((message) => message.from);

  const liveChatId = await insertConversation(
    context,
    {
      type: DIALOG_TYPES.liveChat,
      universityId: 1,
      name: event.name,
      description: '',
      color: null,
      members: [...new Set([...staff, ...chatters])],
      messages: event.liveChat,
      startedHoursAgo: chatStartedHoursAgo,
      minutesApart: 4,
    },
    // The chat of an event that is over stays readable but closed.
    { archived: event.status === 'onDemand', closed: event.status === 'onDemand' },
  );
  const speakersChatId = await insertConversation(context, {
    type: DIALOG_TYPES.speakers,
    universityId: 1,
    name: `${event.name}: speakers`,
    description: 'Back-room chat for the speakers and ambassadors of this event.',
    color: null,
    members: staff,
    messages: event.speakersChat,
    startedHoursAgo: chatStartedHoursAgo + 24,
    minutesApart: 30,
  });

  const [row] = await context.db
    .insert(liveEvents)
    .values({
      universityId: 1,
      name: event.name,
      slug: event.slug,
      imageKey: context.images.events[index] ?? null,
      status: event.status,
      isChatActive: live,
      isStreamActive: live,
      isPromote: event.isPromote,
      description: event.description,
      fromDate,
      toDate,
      videoKey: event.videoKey ?? null,
      liveChatId,
      speakersChatId,
      speakerCode: event.speakerCode,
      roomName: `demo-${event.slug}`,
      createdAt: minutesFrom(fromDate, -60 * 24 * 14),
    })
    .returning({ id: liveEvents.id });
  if (!row) throw new Error('Live event insert returned nothing');

  const idsOf = (keys: string[]) => keys.map((key) => personOf(context, key).id);
  await context.db
    .insert(liveEventSpeakers)
    .values(idsOf(event.speakers).map((accountId) => ({ liveEventId: row.id, accountId })));
  await context.db
    .insert(liveEventAmbassadors)
    .values(idsOf(event.ambassadors).map((accountId) => ({ liveEventId: row.id, accountId })));
  await context.db.insert(liveEventRegistrations).values(
    event.registered.map(({ who, watched }) => ({
      liveEventId: row.id,
      accountId: personOf(context, who).id,
      watchedAt: watched ? minutesFrom(fromDate, 5) : null,
      watchSeconds: watched
        ? Math.min(event.durationMinutes, Math.max(0, -event.startsInMinutes)) * 60
        : 0,
    })),
  );
}

/** The three live events of CONTRACT §7 (university 1). */
export async function seedLiveEvents(context: SeedContext): Promise<void> {
  for (const [index, event] of DEMO_LIVE_EVENTS.entries())
    await insertLiveEvent(context, event, index);
}
