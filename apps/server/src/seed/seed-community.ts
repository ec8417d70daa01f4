import { and, eq } from 'drizzle-orm';
import { accountSubjects, spaces } from '../core/db/schema/community';
import { DEMO_COMMUNITY_FOLLOWERS, DEMO_ROOMS } from './demo-community';
import { personOf, subjectId, type SeedContext } from './seed-context';
import { insertConversation } from './seed-dialogs';

/** The default space of a demo university, seeded by seedUniversities. */
async function defaultSpaceOf(context: SeedContext, universityId: number): Promise<number> {
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
export async function seedCommunity(context: SeedContext): Promise<void> {
  await context.db.insert(accountSubjects).values(
    DEMO_COMMUNITY_FOLLOWERS.flatMap(({ who, subjects }) =>
      subjects.map((name) => ({
        accountId: personOf(context, who).id,
        subjectId: subjectId(name),
      })),
    ),
  );
  for (const room of DEMO_ROOMS) {
    await insertConversation(context, room, {
      spaceId: await defaultSpaceOf(context, room.universityId),
      subjectId: room.subject === null ? null : subjectId(room.subject),
    });
  }
}
