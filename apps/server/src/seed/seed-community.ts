import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../core/db/client';
import { accounts } from '../core/db/schema/accounts';
import { accountSubjects, spaces } from '../core/db/schema/community';
import { dialogs } from '../core/db/schema/dialogs';
import { DEMO_COMMUNITY_FOLLOWERS, DEMO_ROOMS } from './demo-community';
import { DEMO_AMBASSADORS, DEMO_OTHERS } from './demo-people';
import { personOf, subjectId, type SeedContext, type SeededPerson } from './seed-context';
import { insertConversation } from './seed-dialogs';

/** What seeding the community needs: the transaction, the clock and the demo people. */
type CommunitySeedContext = Pick<SeedContext, 'db' | 'now' | 'people'>;

/** The default space of a demo university, seeded by seedUniversities. */
async function defaultSpaceOf(
  context: CommunitySeedContext,
  universityId: number,
): Promise<number> {
  const [space] = await context.db
    .select({ id: spaces.id })
    .from(spaces)
    .where(and(eq(spaces.universityId, universityId), eq(spaces.isDefault, true)))
    .limit(1);
  if (!space) throw new Error(`Demo university ${universityId} has no default space`);
  return space.id;
}

/**
 * The community's public rooms in the demo spaces, with friendly messages from ambassadors, and
 * two more demo prospects who follow subjects (so the prospect list is not empty). Runs inside
 * the demo seed's one transaction, so it is as idempotent as the rest.
 */
export async function seedCommunity(context: CommunitySeedContext): Promise<void> {
  await context.db
    .insert(accountSubjects)
    .values(
      DEMO_COMMUNITY_FOLLOWERS.flatMap(({ who, subjects }) =>
        subjects.map((name) => ({
          accountId: personOf(context, who).id,
          subjectId: subjectId(name),
        })),
      ),
    )
    .onConflictDoNothing();
  for (const room of DEMO_ROOMS) {
    await insertConversation(context, room, {
      spaceId: await defaultSpaceOf(context, room.universityId),
      subjectId: room.subject === null ? null : subjectId(room.subject),
    });
  }
}

/**
 * Adds the community rooms to a demo seeded before they existed (call inside the seed lock):
 * only while no space holds a conversation yet and every demo person is still there.
 */
export async function topUpCommunity(db: Db): Promise<boolean> {
  const [any] = await db
    .select({ id: dialogs.id })
    .from(dialogs)
    .where(isNotNull(dialogs.spaceId))
    .limit(1);
  if (any) return false;
  const everyone = [...DEMO_AMBASSADORS, ...DEMO_OTHERS];
  const rows = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(
      and(
        inArray(
          accounts.email,
          everyone.map((person) => person.email),
        ),
        isNull(accounts.deletedAt),
      ),
    );
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  const people = new Map<string, SeededPerson>();
  for (const person of everyone) {
    const id = idByEmail.get(person.email);
    if (id === undefined) return false;
    people.set(person.key, {
      id,
      role: person.role,
      universityId: person.universityId,
      fullName: `${person.name} ${person.lastName}`,
    });
  }
  for (const universityId of new Set(DEMO_ROOMS.map((room) => room.universityId))) {
    const [space] = await db
      .select({ id: spaces.id })
      .from(spaces)
      .where(and(eq(spaces.universityId, universityId), eq(spaces.isDefault, true)))
      .limit(1);
    if (!space) return false;
  }
  await seedCommunity({ db, now: new Date(), people });
  return true;
}
