import { DIALOG_TYPES } from '@quad/shared/contracts/dialogs';
import type { App } from '../../app';
import type { Db } from '../../core/db/client';
import { accountSubjects, spaces, type accounts } from '../../core/db/schema';
import { addMember, buildDialog, buildGroupChat, personOf } from '../../test/dialog-factories';
import {
  buildAdmin,
  buildAmbassador,
  buildGroup,
  buildProspect,
  buildUniversity,
  tokenFor,
} from '../../test/factories';

type AccountRow = typeof accounts.$inferSelect;

/** Someone signed in to the community area (and, for the isolation tests, to the widget). */
export interface CommunityPerson {
  account: AccountRow;
  /** Community-audience bearer header. */
  headers: { authorization: string };
  token: string;
  /** The same account's widget (main) bearer header. */
  main: { authorization: string };
  mainToken: string;
}

/** Signs a person in to both areas. */
export async function communityPersonOf(app: App, account: AccountRow): Promise<CommunityPerson> {
  const token = await tokenFor(app, account, 'community');
  const main = await personOf(app, account);
  return {
    account,
    token,
    headers: { authorization: `Bearer ${token}` },
    main: main.headers,
    mainToken: main.token,
  };
}

/** Makes an account follow subjects. */
export async function follow(db: Db, accountId: number, subjectIds: number[]): Promise<void> {
  await db
    .insert(accountSubjects)
    .values(subjectIds.map((subjectId) => ({ accountId, subjectId })));
}

/** A space of a university. */
export async function buildSpace(
  db: Db,
  universityId: number,
  overrides: Partial<typeof spaces.$inferInsert> = {},
) {
  const [row] = await db
    .insert(spaces)
    .values({ universityId, name: 'Offer holders 2027', description: 'Say hello!', ...overrides })
    .returning();
  if (!row) throw new Error('space not inserted');
  return row;
}

/** A public room of a space, with its members. */
export function buildRoom(
  db: Db,
  space: { id: number; universityId: number },
  members: Pick<AccountRow, 'id' | 'roleKey'>[],
  overrides: Partial<Parameters<typeof buildDialog>[1]> = {},
) {
  return buildGroupChat(db, space.universityId, members, {
    spaceId: space.id,
    name: 'General',
    description: 'Anything goes.',
    ...overrides,
  });
}

/**
 * A personal conversation of two people in a space. Without a pair key, so a test may make as
 * many as it needs; the find-or-create tests go through the route.
 */
export async function buildPersonal(
  db: Db,
  space: { id: number; universityId: number },
  a: Pick<AccountRow, 'id' | 'roleKey'>,
  b: Pick<AccountRow, 'id' | 'roleKey'>,
) {
  const dialog = await buildDialog(db, {
    type: DIALOG_TYPES.individual,
    name: null,
    spaceId: space.id,
    universityId: space.universityId,
    createdByAccountId: a.id,
  });
  await addMember(db, dialog.id, a);
  await addMember(db, dialog.id, b);
  return dialog;
}

/**
 * The community's cast: a university with a default space, a second university, prospects who
 * follow subjects and one who does not yet, ambassadors of both, an admin, and a group-level
 * prospect.
 */
export async function buildCommunityWorld(app: App) {
  const db = app.ctx.database.db;
  const university = await buildUniversity(db, { name: 'Northbridge University' });
  const otherUniversity = await buildUniversity(db, { name: 'Southgate College' });
  const group = await buildGroup(db, [university.id, otherUniversity.id]);
  const space = await buildSpace(db, university.id, { name: 'Northbridge', isDefault: true });
  const otherSpace = await buildSpace(db, otherUniversity.id, { isDefault: true });

  const prospectAccount = await buildProspect(db, {
    name: 'Sofia',
    lastName: 'Rossi',
    universityId: university.id,
    phoneNumber: '7700900123',
  });
  await follow(db, prospectAccount.id, [31]);
  const otherProspectAccount = await buildProspect(db, {
    name: 'Noah',
    lastName: 'Kim',
    universityId: university.id,
  });
  await follow(db, otherProspectAccount.id, [31, 35]);
  const groupProspectAccount = await buildProspect(db, {
    name: 'Lina',
    lastName: 'Schmidt',
    universityGroupId: group.id,
  });
  await follow(db, groupProspectAccount.id, [35]);
  const newcomerAccount = await buildProspect(db, { name: 'Arjun', universityId: university.id });
  const { account: ambassadorAccount } = await buildAmbassador(db, university.id, {
    account: { name: 'Amara', lastName: 'Okafor' },
    profile: { subjectId: 41, yearOfStudy: 2 },
  });
  const { account: otherAmbassadorAccount } = await buildAmbassador(db, otherUniversity.id, {
    account: { name: 'Ciaran', lastName: 'Byrne' },
    profile: { subjectId: 35 },
  });
  const adminAccount = await buildAdmin(db, university.id, { name: 'Hannah', lastName: 'Lee' });

  return {
    db,
    university,
    otherUniversity,
    group,
    space,
    otherSpace,
    prospect: await communityPersonOf(app, prospectAccount),
    otherProspect: await communityPersonOf(app, otherProspectAccount),
    groupProspect: await communityPersonOf(app, groupProspectAccount),
    newcomer: await communityPersonOf(app, newcomerAccount),
    ambassador: await communityPersonOf(app, ambassadorAccount),
    otherAmbassador: await communityPersonOf(app, otherAmbassadorAccount),
    admin: await communityPersonOf(app, adminAccount),
  };
}
export type CommunityWorld = Awaited<ReturnType<typeof buildCommunityWorld>>;
