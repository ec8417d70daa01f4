import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';
import type { ParsedBase } from '@quad/shared/rules/base-path';

/** `/{universityId}/community` or `/group/{groupId}/community`. */
export function communityRootOf(base: ParsedBase): string {
  return `${base.base}/community`;
}

/** The university whose community a widget opens: its own, or a group's first. */
export function universityOfCommunity(base: ParsedBase, settings: WidgetSettings): number {
  if (base.kind === 'university') return base.universityId;
  return settings.universities[0]?.id ?? 0;
}

const PUBLIC_SCREENS = ['sign-in', 'sign-up', 'forgot-password'];

/** The screens one reaches signed out: sign-in, sign-up and the forgotten password. */
export function isPublicCommunityPath(pathname: string, root: string): boolean {
  const rest = pathname.slice(root.length).replace(/^\/+/, '');
  return PUBLIC_SCREENS.some((screen) => rest === screen || rest.startsWith(`${screen}/`));
}

/** Where a conversation, space or member lives in the community. */
export const communityPaths = {
  home: (root: string) => root,
  space: (root: string, spaceId: number) => `${root}/spaces/${spaceId}`,
  dialog: (root: string, dialogId: number) => `${root}/dialogs/${dialogId}`,
  members: (root: string) => `${root}/members`,
  member: (root: string, userId: number) => `${root}/members/${userId}`,
  profile: (root: string) => `${root}/profile`,
  subjects: (root: string) => `${root}/subjects`,
  signIn: (root: string) => `${root}/sign-in`,
};
