import { ENGAGEMENT_TYPES } from '@quad/shared/contracts/constants';
import { parseBase, parsePathId } from '@quad/shared/rules/base-path';
import { idFromSlugAndId } from '@quad/shared/rules/slug';

export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];
/** Spec §3 `engagementData`: what a visitor was looking at when they decided to sign up. */
export type EngagementData = { id: number; type: EngagementType };

/**
 * The item a widget path shows, as registration's `engagementData`: an ambassador, the
 * university profile, a post, a FAQ or a group chat. Lists and the home name nothing.
 */
export function engagementFromPath(pathname: string): EngagementData | null {
  const base = parseBase(pathname);
  if (!base) return null;
  const [section, first, second] = base.rest.split('/').filter(Boolean);
  if (section === 'chat-to-us' && first === 'university-data') {
    const id = second ? parsePathId(second) : base.kind === 'university' ? base.universityId : null;
    return id ? { id, type: 'university' } : null;
  }
  const bySlug = (type: EngagementType): EngagementData | null => {
    const id = first && !second ? idFromSlugAndId(first) : null;
    return id ? { id, type } : null;
  };
  if (section === 'chat-to-us') return bySlug('user');
  if (section === 'posts') return bySlug('post');
  if (section === 'faq') return bySlug('faq');
  if (section === 'interaction' && first === 'dialogs' && second) {
    const id = parsePathId(second);
    return id ? { id, type: 'group-chat' } : null;
  }
  return null;
}

/** A stored engagement, when it still has the shape registration accepts. */
export function engagementOf(value: unknown): EngagementData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, type } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  const known = ENGAGEMENT_TYPES.find((entry) => entry === type);
  return known ? { id, type: known } : null;
}
