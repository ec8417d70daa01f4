import { afterAll, beforeAll } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { DIALOG_TYPES, type DialogType } from '@quad/shared/contracts/dialogs';
import type { App } from '../app';
import type { Db } from '../core/db/client';
import type { accounts } from '../core/db/schema';
import { dialogMembers, dialogs, eventsOutbox, messages } from '../core/db/schema';
import { FAN_OUT_TOPIC, type FanOut } from '../core/events/outbox';
import { buildAdmin, buildAmbassador, buildProspect, buildUniversity, tokenFor } from './factories';
import { buildTestApp, type TestApp } from './test-app';

type DialogInsert = typeof dialogs.$inferInsert;
type MemberInsert = typeof dialogMembers.$inferInsert;
type AccountRow = typeof accounts.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

/** Someone a test signs in as: the account and a real access token. */
export interface Person {
  account: AccountRow;
  token: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

/** A person from an account: signs a token as login would. */
export async function personOf(app: App, account: AccountRow): Promise<Person> {
  const token = await tokenFor(app, account);
  return { account, token, headers: { authorization: `Bearer ${token}` } };
}

/** A dialog of any type; members are added separately with addMember. */
export async function buildDialog(db: Db, overrides: Partial<DialogInsert> = {}) {
  const [row] = await db
    .insert(dialogs)
    .values({ type: DIALOG_TYPES.groupChat, name: 'A chat', ...overrides })
    .returning();
  if (!row) throw new Error('dialog not inserted');
  return row;
}

/** Adds an account to a dialog with its role key. */
export async function addMember(
  db: Db,
  dialogId: number,
  account: Pick<AccountRow, 'id' | 'roleKey'>,
  overrides: Partial<MemberInsert> = {},
) {
  const [row] = await db
    .insert(dialogMembers)
    .values({ dialogId, accountId: account.id, roleKey: account.roleKey, ...overrides })
    .returning();
  if (!row) throw new Error('member not inserted');
  return row;
}

/** The prospect–ambassador chat (type 1) exactly as POST /dialogs/createChat leaves it. */
export async function buildIndividualDialog(
  db: Db,
  prospect: Pick<AccountRow, 'id' | 'roleKey'>,
  ambassador: Pick<AccountRow, 'id' | 'roleKey' | 'universityId'>,
  overrides: Partial<DialogInsert> = {},
) {
  const dialog = await buildDialog(db, {
    type: DIALOG_TYPES.individual,
    name: null,
    universityId: ambassador.universityId,
    pairKey: `${prospect.id}:${ambassador.id}`,
    firstAmbassadorId: ambassador.id,
    createdByAccountId: prospect.id,
    ...overrides,
  });
  await addMember(db, dialog.id, prospect);
  await addMember(db, dialog.id, ambassador);
  return dialog;
}

/** A group chat (type 4, or 7 for a forum) of a university with the given members. */
export async function buildGroupChat(
  db: Db,
  universityId: number,
  members: Pick<AccountRow, 'id' | 'roleKey'>[],
  overrides: Partial<DialogInsert> = {},
) {
  const dialog = await buildDialog(db, {
    type: DIALOG_TYPES.groupChat as DialogType,
    universityId,
    name: 'Computer Science Applicants',
    description: 'Ask current students anything.',
    color: '#2A9D8F',
    ...overrides,
  });
  for (const member of members) await addMember(db, dialog.id, member);
  return dialog;
}

/**
 * Messages written straight to the table with consecutive seqs after the dialog's last one,
 * moving `last_seq` as the send path does. Returns them oldest first.
 */
export async function buildMessages(
  db: Db,
  dialogId: number,
  from: Pick<AccountRow, 'id'> | null,
  count: number,
  overrides: Partial<typeof messages.$inferInsert> = {},
): Promise<MessageRow[]> {
  const [dialog] = await db
    .update(dialogs)
    .set({ lastSeq: sql`${dialogs.lastSeq} + ${count}`, lastActivity: sql`now()` })
    .where(eq(dialogs.id, dialogId))
    .returning({ lastSeq: dialogs.lastSeq });
  if (!dialog) throw new Error('dialog not found');
  const first = dialog.lastSeq - count + 1;
  if (count === 0) return [];
  return db
    .insert(messages)
    .values(
      Array.from({ length: count }, (_, index) => ({
        dialogId,
        seq: first + index,
        accountId: from?.id ?? null,
        type: from ? 'text' : '4',
        text: `Message ${first + index}`,
        ...overrides,
      })),
    )
    .returning();
}

/**
 * The cast of the authorisation matrix: one university with a prospect–ambassador chat and a
 * group chat, and everyone who must or must not get in.
 */
export async function buildChatWorld(app: App) {
  const db = app.ctx.database.db;
  const university = await buildUniversity(db, { name: 'Northbridge University' });
  const otherUniversity = await buildUniversity(db, { name: 'Southgate College' });
  const owner = await personOf(
    app,
    await buildProspect(db, { name: 'Sofia', lastName: 'Rossi', universityId: university.id }),
  );
  const otherProspect = await personOf(app, await buildProspect(db, { name: 'Noah' }));
  const member = await personOf(
    app,
    (await buildAmbassador(db, university.id, { account: { name: 'Amara', lastName: 'Okafor' } }))
      .account,
  );
  const nonMember = await personOf(
    app,
    (await buildAmbassador(db, university.id, { account: { name: 'Wei', lastName: 'Chen' } }))
      .account,
  );
  const admin = await personOf(
    app,
    await buildAdmin(db, university.id, { name: 'Hannah', lastName: 'Lee' }),
  );
  const otherAdmin = await personOf(app, await buildAdmin(db, otherUniversity.id));
  return {
    db,
    university,
    otherUniversity,
    owner,
    otherProspect,
    member,
    nonMember,
    admin,
    otherAdmin,
  };
}
export type ChatWorld = Awaited<ReturnType<typeof buildChatWorld>>;

/**
 * A fresh prospect–ambassador chat between the world's owner and member. Without a pair key, so
 * a test may make as many as it needs; createChat tests set up their pair explicitly.
 */
export function buildWorldChat(world: ChatWorld, overrides: Partial<DialogInsert> = {}) {
  return buildIndividualDialog(world.db, world.owner.account, world.member.account, {
    pairKey: null,
    ...overrides,
  });
}

/** A fresh group chat of the world's university with the owner and member in it. */
export function buildWorldGroup(world: ChatWorld, overrides: Partial<DialogInsert> = {}) {
  return buildGroupChat(
    world.db,
    world.university.id,
    [world.owner.account, world.member.account],
    overrides,
  );
}

/** Realtime events recorded in the outbox for a channel, oldest first. */
export async function outboxEvents(db: Db, channel: string) {
  const rows = await db
    .select({
      topic: eventsOutbox.topic,
      payload: eventsOutbox.payload,
      exceptSocketId: eventsOutbox.exceptSocketId,
    })
    .from(eventsOutbox)
    .where(inArray(eventsOutbox.topic, [channel, FAN_OUT_TOPIC]))
    .orderBy(asc(eventsOutbox.id));
  // A fan-out row stands for its payload on each of its channels.
  return rows.flatMap(({ topic, payload, exceptSocketId }) => {
    if (topic === channel) return [{ payload, exceptSocketId }];
    const fanOut = payload as FanOut;
    return fanOut.channels.includes(channel) ? [{ payload: fanOut.payload, exceptSocketId }] : [];
  });
}

/**
 * A test file's app and chat world: built before its tests, closed after them. Hand it a
 * setter: `useChatWorld((ready) => ({ t, world } = ready))`.
 */
export function useChatWorld(set: (ready: { t: TestApp; world: ChatWorld }) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    set({ t: app, world: await buildChatWorld(app.app) });
  });
  afterAll(async () => {
    await app?.close();
  });
}
