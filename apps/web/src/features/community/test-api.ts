import { http, type HttpHandler } from 'msw';
import {
  communityAccountResponseSchema,
  communityAuthResultSchema,
  communityCheckEmailResultSchema,
  type CommunityAccount,
} from '@quad/shared/contracts/community-accounts';
import {
  communityDialogResponseSchema,
  communityDialogsResponseSchema,
  communityMembersResponseSchema,
  communitySpaceResponseSchema,
  communitySpacesResponseSchema,
  type CommunityDialog,
  type CommunityMember,
  type CommunitySpace,
} from '@quad/shared/contracts/community';
import { refreshResultSchema } from '@quad/shared/contracts/auth';
import { failWith, okAs } from '../../test/msw';

/** An MSW path pattern for a community call. */
export const communityUrl = (path: string) => `*/api/v1/community${path}`;

/**
 * The community API as MSW handlers, each answer checked by the shared response schema; a test
 * serves the ones it needs (`serveApi(communityApi.account(account))`).
 */
export const communityApi = {
  /** The community refresh cookie: a session to restore, or none (401). */
  refresh: (token: string | null) =>
    http.post(communityUrl('/auth/refreshTokens'), () =>
      token
        ? okAs(refreshResultSchema, { token, refreshToken: 'refresh' })
        : failWith(401, 'UNAUTHORIZED', 'Sign in again'),
    ),
  account: (account: CommunityAccount) =>
    http.get(communityUrl('/account/info'), () =>
      okAs(communityAccountResponseSchema, { account }),
    ),
  login: (account: CommunityAccount) =>
    http.post(communityUrl('/auth/login'), () =>
      okAs(communityAuthResultSchema, { token: 'community-token', refreshToken: 'r', account }),
    ),
  register: (account: CommunityAccount) =>
    http.post(communityUrl('/auth/registration'), () =>
      okAs(communityAuthResultSchema, { token: 'community-token', refreshToken: 'r', account }),
    ),
  checkEmail: (exists: boolean) =>
    http.post(communityUrl('/auth/checkEmail'), () =>
      okAs(communityCheckEmailResultSchema, { exists }),
    ),
  updateProfile: (account: CommunityAccount) =>
    http.put(communityUrl('/account/profile/update'), () =>
      okAs(communityAccountResponseSchema, { account }),
    ),
  spaces: (items: CommunitySpace[]) =>
    http.get(communityUrl('/spaces'), () => okAs(communitySpacesResponseSchema, { items })),
  space: (space: CommunitySpace) =>
    http.get(communityUrl('/spaces/:id'), () => okAs(communitySpaceResponseSchema, { space })),
  rooms: (items: CommunityDialog[]) =>
    http.get(communityUrl('/dialogs'), () =>
      okAs(communityDialogsResponseSchema, { items, total: items.length }),
    ),
  myDialogs: (items: CommunityDialog[]) =>
    http.get(communityUrl('/dialogs/my'), () =>
      okAs(communityDialogsResponseSchema, { items, total: items.length }),
    ),
  dialog: (dialog: CommunityDialog) =>
    http.get(communityUrl('/dialogs/:id'), () => okAs(communityDialogResponseSchema, { dialog })),
  members: (kind: 'ambassadors' | 'prospects', items: CommunityMember[], total = items.length) =>
    http.get(communityUrl(`/users/${kind}`), () =>
      okAs(communityMembersResponseSchema, { items, total }),
    ),
  /** Any community route refusing an account with no subject (spec §4). */
  subjectsRequired: (path: string): HttpHandler =>
    http.get(communityUrl(path), () =>
      failWith(403, 'SUBJECTS_REQUIRED', 'Choose at least one subject first.'),
    ),
};
