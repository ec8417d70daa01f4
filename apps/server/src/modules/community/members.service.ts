import type { CommunityMembersQuery } from '@quad/shared/contracts/community';
import { ROLES } from '@quad/shared/roles';
import { authorizeVisible } from '../../core/auth/policy';
import type { Actor } from '../../core/auth/tokens';
import { applicationStatusOf } from '../accounts/accounts.repository';
import { findLiveAccount } from '../dialogs/dialog-people.repository';
import type { AccountRow } from '../dialogs/dialogs.repository';
import type { CommunityContext } from './community.context';
import {
  groupIdsOfUniversity,
  hasSubjects,
  listMembers,
  profilesOf,
  subjectIdsOfAccounts,
  universityIdsOfGroup,
  universityNames,
} from './community.repository';
import { loadViewer, seesUniversity, type CommunityViewer } from './community.policy';
import { findVisibleSpace } from './spaces.service';

/** A member with what their community profile shows. */
export interface MemberView {
  account: AccountRow;
  universityName: string | null;
  subjectIds: number[];
  profile: { profileType: string; subjectId: number | null; yearOfStudy: number | null } | null;
  canMessage: boolean;
}

/**
 * Whether the viewer may open a personal conversation with someone: anyone with an ambassador;
 * only ambassadors and admins of the prospect's university with a prospect.
 */
function mayMessage(viewer: CommunityViewer, account: AccountRow): boolean {
  if (account.id === viewer.actor.id || !account.isEnabled) return false;
  if (account.roleKey === ROLES.ambassador) return seesUniversity(viewer, account.universityId);
  if (account.roleKey === ROLES.prospect) {
    return viewer.actor.role === ROLES.ambassador || viewer.actor.role === ROLES.admin;
  }
  return false;
}

async function viewsOf(
  ctx: CommunityContext,
  viewer: CommunityViewer,
  rows: AccountRow[],
): Promise<MemberView[]> {
  const ids = rows.map((row) => row.id);
  const subjects = await subjectIdsOfAccounts(ctx.db, ids);
  const profiles = await profilesOf(ctx.db, ids);
  const names = await universityNames(
    ctx.db,
    rows.flatMap((row) => (row.universityId === null ? [] : [row.universityId])),
  );
  return rows.map((account) => {
    const profile = account.roleKey === ROLES.ambassador ? profiles.get(account.id) : undefined;
    return {
      account,
      universityName:
        account.universityId === null ? null : (names.get(account.universityId) ?? null),
      subjectIds: subjects.get(account.id) ?? [],
      profile: profile
        ? {
            profileType: profile.profileType,
            subjectId: profile.subjectId,
            yearOfStudy: profile.yearOfStudy,
          }
        : null,
      canMessage: mayMessage(viewer, account),
    };
  });
}

/** The universities an account belongs to, as the community scopes it. */
async function universitiesOf(ctx: CommunityContext, account: AccountRow): Promise<number[]> {
  if (account.universityId !== null) return [account.universityId];
  if (account.universityGroupId !== null) {
    return universityIdsOfGroup(ctx.db, account.universityGroupId);
  }
  return [];
}

/**
 * Whether the viewer may see someone's community profile: themselves; the published
 * ambassadors and the admins of the viewer's universities; prospects of those universities who
 * take part in the community (follow a subject).
 */
async function isVisibleMember(
  ctx: CommunityContext,
  viewer: CommunityViewer,
  account: AccountRow,
): Promise<boolean> {
  if (account.id === viewer.actor.id) return true;
  if (account.roleKey === ROLES.ambassador) {
    const profile = (await profilesOf(ctx.db, [account.id])).get(account.id);
    const application = await applicationStatusOf(ctx.db, account.id);
    return (
      seesUniversity(viewer, account.universityId) &&
      profile?.isPublished === true &&
      (application === null || application === 'approved')
    );
  }
  if (account.roleKey === ROLES.admin) return seesUniversity(viewer, account.universityId);
  if (account.roleKey === ROLES.prospect) {
    const theirs = await universitiesOf(ctx, account);
    return (
      theirs.some((id) => seesUniversity(viewer, id)) && (await hasSubjects(ctx.db, account.id))
    );
  }
  return false;
}

/** A member's public community profile; 404 for anyone the viewer may not see. */
export async function getMemberInfo(
  ctx: CommunityContext,
  actor: Actor,
  userId: number,
): Promise<MemberView> {
  const viewer = await loadViewer(ctx.db, actor);
  const account = await findLiveAccount(ctx.db, userId);
  authorizeVisible(
    account !== undefined && (await isVisibleMember(ctx, viewer, account)),
    'member',
  );
  const [view] = await viewsOf(ctx, viewer, [account]);
  if (!view) throw new Error('member view not loaded');
  return view;
}

/** The ambassadors or community prospects of a university of the viewer's, by name. */
export async function listCommunityMembers(
  ctx: CommunityContext,
  actor: Actor,
  kind: 'ambassadors' | 'prospects',
  query: CommunityMembersQuery,
): Promise<{ views: MemberView[]; total: number }> {
  const viewer = await loadViewer(ctx.db, actor);
  let universityId = query.universityId;
  if (query.spaceId !== undefined) {
    const space = await findVisibleSpace(ctx, viewer, query.spaceId);
    authorizeVisible(
      universityId === undefined || universityId === space.universityId,
      'space_of_university',
    );
    universityId = space.universityId;
  }
  authorizeVisible(
    universityId !== undefined && seesUniversity(viewer, universityId),
    'university',
  );
  const page = await listMembers(
    ctx.db,
    kind,
    { universityId, groupIds: await groupIdsOfUniversity(ctx.db, universityId) },
    { search: query.search, limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { views: await viewsOf(ctx, viewer, page.rows), total: page.total };
}
