import { authorizeVisible } from '../../core/auth/policy';
import type { Actor } from '../../core/auth/tokens';
import {
  findDefaultSpace,
  findSpace,
  listSpaces,
  spaceCounts,
  type SpaceRow,
} from './community.repository';
import type { CommunityContext } from './community.context';
import { loadViewer, seesUniversity, type CommunityViewer } from './community.policy';

/** A space with its counts. */
export interface SpaceView {
  space: SpaceRow;
  membersCount: number;
  conversationsCount: number;
}

async function viewsOf(ctx: CommunityContext, rows: SpaceRow[]): Promise<SpaceView[]> {
  const counts = await spaceCounts(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((space) => ({
    space,
    membersCount: counts.get(space.id)?.members ?? 0,
    conversationsCount: counts.get(space.id)?.conversations ?? 0,
  }));
}

/** The universities a request asks about: one the viewer sees (404 otherwise), or all of theirs. */
function universitiesAsked(viewer: CommunityViewer, universityId: number | undefined): number[] {
  if (universityId === undefined) return viewer.universityIds;
  authorizeVisible(seesUniversity(viewer, universityId), 'university');
  return [universityId];
}

/** The spaces of the viewer's universities (or of one of them). */
export async function listCommunitySpaces(
  ctx: CommunityContext,
  actor: Actor,
  universityId: number | undefined,
): Promise<SpaceView[]> {
  const viewer = await loadViewer(ctx.db, actor);
  return viewsOf(ctx, await listSpaces(ctx.db, universitiesAsked(viewer, universityId)));
}

/** A space of one of the viewer's universities; any other is not found. */
export async function getCommunitySpace(
  ctx: CommunityContext,
  actor: Actor,
  spaceId: number,
): Promise<SpaceView> {
  const viewer = await loadViewer(ctx.db, actor);
  const space = await findVisibleSpace(ctx, viewer, spaceId);
  const [view] = await viewsOf(ctx, [space]);
  if (!view) throw new Error('space view not loaded');
  return view;
}

/** A space the viewer sees, or a 404. */
export async function findVisibleSpace(
  ctx: CommunityContext,
  viewer: CommunityViewer,
  spaceId: number,
): Promise<SpaceRow> {
  const space = await findSpace(ctx.db, spaceId);
  authorizeVisible(space !== undefined && seesUniversity(viewer, space.universityId), 'space');
  return space;
}

/** The default space of a university of the viewer's (their first one when none is named). */
export async function getDefaultSpace(
  ctx: CommunityContext,
  actor: Actor,
  universityId: number | undefined,
): Promise<SpaceView> {
  const viewer = await loadViewer(ctx.db, actor);
  for (const id of universitiesAsked(viewer, universityId)) {
    const space = await findDefaultSpace(ctx.db, id);
    if (space) {
      const [view] = await viewsOf(ctx, [space]);
      if (view) return view;
    }
  }
  authorizeVisible(false, 'community_space');
}
