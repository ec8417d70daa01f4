import type {
  TeamListQuery,
  TeamMember,
  TeamMemberChange,
} from '@quad/shared/contracts/admin-people';
import { ROLES } from '@quad/shared/roles';
import { commit } from '../../core/db/transaction';
import { BadRequestError, NotFoundError } from '../../core/errors/app-error';
import type { ServiceContext } from '../../core/service-context';
import type { AdminActor } from './admin-actor';
import { setAccountEnabled } from './account-access';
import { findAmbassadorStats, type AmbassadorStats } from './people-stats.repository';
import { audit, changedFields } from './audit.service';
import { findTeamMember, findTeamPage, setPublished, type TeamRow } from './people.repository';
import { problem } from '../../core/errors/problems';

function presentMember(row: TeamRow, stats?: AmbassadorStats): TeamMember {
  const isAmbassador = row.roleKey === ROLES.ambassador;
  return {
    id: row.id,
    name: `${row.name} ${row.lastName}`.trim() || row.email,
    email: row.email,
    role: isAmbassador ? 'ambassador' : 'admin',
    is_enabled: row.isEnabled,
    is_published: isAmbassador ? (row.isPublished ?? false) : null,
    chats_count: isAmbassador ? (stats?.chats ?? 0) : null,
    median_first_reply_seconds: isAmbassador ? (stats?.medianFirstReplySeconds ?? null) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /admin/people. */
export async function listTeam(
  { db }: Pick<ServiceContext, 'db'>,
  actor: AdminActor,
  query: TeamListQuery,
) {
  const { rows, total } = await findTeamPage(db, actor.universityId, query);
  const stats = await findAmbassadorStats(
    db,
    rows.filter((row) => row.roleKey === ROLES.ambassador).map((row) => row.id),
  );
  return { people: rows.map((row) => presentMember(row, stats.get(row.id))), total };
}

/**
 * PATCH /admin/people/{id}: disable or enable an ambassador or admin, publish or unpublish an
 * ambassador's profile; audited. Disabling signs the person out everywhere at once and tells
 * their open chats. An admin cannot disable themselves; someone else's is a 404.
 */
export async function changeTeamMember(
  services: Pick<ServiceContext, 'db' | 'after'>,
  actor: AdminActor,
  accountId: number,
  change: TeamMemberChange,
): Promise<TeamMember> {
  let revoked: string[] = [];
  const person = await commit(services.db, services.after, async (tx) => {
    const found = await findTeamMember(tx, actor.universityId, accountId);
    if (!found) throw new NotFoundError('person');
    const before = presentMember(found);
    if (change.is_enabled === false && accountId === actor.id) {
      throw new BadRequestError(problem('disableYourself'));
    }
    if (change.is_published !== undefined && before.role !== 'ambassador') {
      throw new BadRequestError(problem('onlyAmbassadorProfile'));
    }
    if (change.is_enabled !== undefined && change.is_enabled !== found.isEnabled) {
      ({ revoked } = await setAccountEnabled(tx, found, change.is_enabled));
    }
    if (change.is_published !== undefined) await setPublished(tx, accountId, change.is_published);
    const saved = await findTeamMember(tx, actor.universityId, accountId);
    if (!saved) throw new NotFoundError('person');
    const stats = await findAmbassadorStats(tx, [accountId]);
    const after = presentMember(saved, stats.get(accountId));
    const pick = (member: TeamMember) => ({
      is_enabled: member.is_enabled,
      is_published: member.is_published,
    });
    const diff = changedFields(pick(before), pick(after));
    if (Object.keys(diff.after).length > 0) {
      await audit(tx, actor, { action: 'person.update', target: `account:${accountId}`, ...diff });
    }
    return after;
  });
  services.after.sessions.revoked(revoked);
  return person;
}
