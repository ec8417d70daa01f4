import { MAX_ID } from '../limits';

export type ParsedBase =
  | { kind: 'university'; universityId: number; base: string; rest: string }
  | { kind: 'group'; groupId: number; base: string; rest: string };

export type WidgetScope = { universityId: number } | { groupId: number };

/** A positive id written as pure digits without leading zeros and within integer range. */
export function parsePathId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}

/**
 * The widget base of a path (spec §2): `/{universityId}` or `/group/{groupId}`, with the rest
 * of the path after it; null when the path starts with neither.
 */
export function parseBase(pathname: string): ParsedBase | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');
  const [first, second] = segments;
  const universityId = parsePathId(first);
  if (universityId !== null) {
    return {
      kind: 'university',
      universityId,
      base: `/${universityId}`,
      rest: join(segments.slice(1)),
    };
  }
  if (first === 'group') {
    const groupId = parsePathId(second);
    if (groupId === null) return null;
    return { kind: 'group', groupId, base: `/group/${groupId}`, rest: join(segments.slice(2)) };
  }
  return null;
}

function join(segments: string[]): string {
  return segments.length ? `/${segments.join('/')}` : '';
}

/** The `universityId` or `groupId` that API calls of this widget carry. */
export function widgetScope(base: ParsedBase): WidgetScope {
  return base.kind === 'university'
    ? { universityId: base.universityId }
    : { groupId: base.groupId };
}

/** True when a path is in the community area, which spec §2 marks by the fragment 'communit'. */
export function isCommunityPath(pathname: string): boolean {
  return pathname.includes('communit');
}
