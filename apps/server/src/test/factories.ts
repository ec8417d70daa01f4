import { randomUUID } from 'node:crypto';
import { ROLES, type RoleKey } from '@quad/shared/roles';
import type { App } from '../app';
import type { Db } from '../core/db/client';
import {
  accounts,
  ambassadorProfiles,
  refreshTokens,
  universities,
  universityGroupMembers,
  universityGroups,
  widgetSettings,
} from '../core/db/schema';
import { randomHex } from '../core/random';

const unique = () => randomHex(4);

type UniversityInsert = typeof universities.$inferInsert;
type SettingsInsert = typeof widgetSettings.$inferInsert;

/** A university with sensible defaults; override any column. */
export async function buildUniversity(db: Db, overrides: Partial<UniversityInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(universities)
    .values({ name: `University ${suffix}`, slug: `university-${suffix}`, ...overrides })
    .returning();
  if (!row) throw new Error('university not inserted');
  return row;
}

/** A group holding the given universities, in order. */
export async function buildGroup(db: Db, universityIds: number[], name = `Group ${unique()}`) {
  const [group] = await db.insert(universityGroups).values({ name }).returning();
  if (!group) throw new Error('group not inserted');
  if (universityIds.length > 0) {
    await db.insert(universityGroupMembers).values(
      universityIds.map((universityId, position) => ({
        groupId: group.id,
        universityId,
        position,
      })),
    );
  }
  return group;
}

/** Widget settings for a university or a group. */
export async function buildWidgetSettings(db: Db, values: SettingsInsert) {
  const [row] = await db.insert(widgetSettings).values(values).returning();
  if (!row) throw new Error('settings not inserted');
  return row;
}

type AccountInsert = typeof accounts.$inferInsert;
type ProfileInsert = typeof ambassadorProfiles.$inferInsert;

/** An account of any role; the password hash is left empty unless given. */
export async function buildAccount(db: Db, overrides: Partial<AccountInsert> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(accounts)
    .values({
      email: `person-${suffix}@example.com`,
      roleKey: ROLES.prospect,
      name: 'Sam',
      lastName: `Taylor-${suffix}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('account not inserted');
  return row;
}

/** A prospect. */
export function buildProspect(db: Db, overrides: Partial<AccountInsert> = {}) {
  return buildAccount(db, { roleKey: ROLES.prospect, ...overrides });
}

/** An admin of a university. */
export function buildAdmin(db: Db, universityId: number, overrides: Partial<AccountInsert> = {}) {
  return buildAccount(db, { roleKey: ROLES.admin, universityId, ...overrides });
}

/** An ambassador account with a published profile at a university. */
export async function buildAmbassador(
  db: Db,
  universityId: number,
  overrides: { account?: Partial<AccountInsert>; profile?: Partial<ProfileInsert> } = {},
) {
  const account = await buildAccount(db, {
    roleKey: ROLES.ambassador,
    universityId,
    name: 'Maya',
    ...overrides.account,
  });
  const [profile] = await db
    .insert(ambassadorProfiles)
    .values({
      accountId: account.id,
      universityId,
      profileType: 'student',
      isPublished: true,
      bio: 'Happy to talk about student life.',
      searchText: `${account.name} ${account.lastName}`,
      ...overrides.profile,
    })
    .returning();
  if (!profile) throw new Error('profile not inserted');
  return { account, profile };
}

/** A sign-in (refresh token family) for an account: its id is the `sid` of access tokens. */
export async function buildSession(
  db: Db,
  accountId: number,
  audience: 'main' | 'community' = 'main',
): Promise<string> {
  const familyId = randomUUID();
  await db.insert(refreshTokens).values({
    accountId,
    familyId,
    tokenHash: randomHex(32),
    audience,
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return familyId;
}

/** A signed access token for an account, in a sign-in of its own, as login would issue it. */
export async function tokenFor(
  app: App,
  account: { id: number; roleKey: string; universityId: number | null },
  audience: 'main' | 'community' = 'main',
): Promise<string> {
  return app.ctx.tokens.signAccess({
    id: account.id,
    role: account.roleKey as RoleKey,
    universityId: account.universityId,
    audience,
    sessionId: await buildSession(app.ctx.database.db, account.id, audience),
  });
}
