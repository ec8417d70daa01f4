import { http } from 'msw';
import {
  adminSettingsResponseSchema,
  auditListResponseSchema,
  type AdminSettings,
  type AuditListResponse,
} from '@quad/shared/contracts/admin';
import type { AdminLiveEvent } from '@quad/shared/contracts/admin-live-events';
import { teamListResponseSchema, type TeamMember } from '@quad/shared/contracts/admin-people';
import { accountInfoResponseSchema, type AccountInfo } from '@quad/shared/contracts/auth';
import {
  moderationCountsSchema,
  type ModerationCounts,
} from '@quad/shared/contracts/admin-moderation';
import { okAs } from '../../test/msw';
import { buildAccountInfo } from '../../test/account';
import { renderRoutes, signInForTest } from '../../test/render';
import { AdminLayout } from './components/admin-layout';
import { AuditPage } from './components/audit-page';
import { ModerationPage } from './components/moderation-page';
import { CrmPage } from './components/crm-page';
import { AnalyticsPage } from './components/analytics-page';
import { DataRequestsPage } from './components/data-requests-page';
import { PeoplePage } from './components/people-page';
import { ProspectsPage } from './components/prospects-page';
import { GroupChatsPage } from './components/group-chats-page';
import { PostsPage } from './components/posts-page';
import { LiveEventsPage } from './components/live-events-page';
import { FaqsPage } from './components/faqs-page';
import { SignInPage } from './components/sign-in-page';
import { SettingsPage } from './components/settings-page';

export const API = '*/api/v1';

/** The signed-in account: the admin of university 1 unless told otherwise. */
export function adminAccount(overrides: Partial<AccountInfo> = {}): AccountInfo {
  return buildAccountInfo({
    id: 5,
    key: 'univercity-admin',
    roleKey: 'univercity-admin',
    name: 'Ada',
    last_name: 'Admin',
    email: 'admin@demo.test',
    ...overrides,
  });
}

/** Stored settings of Demo University. */
export function adminSettings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return adminSettingsResponseSchema.parse({
    settings: {
      university: { id: 1, name: 'Demo University' },
      primary_color: '#1D3C6E',
      titles: {
        page_title: 'Talk to our students',
        page_desc: null,
        display_search_bar: true,
        display_tap_logo: false,
        group_chat_title: null,
        profile_title: null,
        content_title: null,
        faq_title: null,
      },
      permissions: [
        { key: 'display_ambassador_country_flag', isAllowed: true },
        { key: 'ssoProspect', isAllowed: false },
        { key: 'ssoAmbassador', isAllowed: false },
        { key: 'ssoOnly', isAllowed: false },
        { key: 'ssoEncrypted', isAllowed: false },
      ],
      filters: [{ key: '_subject', name: 'Subject', type: 'fixed' }],
      prefilterItems: [],
      contentTypes: [],
      show_number_likes_views: true,
      allowedOrigins: ['https://www.demo.ac.uk'],
      hideKeywords: ['whatsapp'],
      ambassadorTimeLimit: { minutes: null, period: 'month' },
      ageOfConsent16: false,
      maintenance: false,
      customGtm: null,
      updated_at: '2026-11-24T10:00:00.000Z',
      ...overrides,
    },
  }).settings;
}

/** Answers for the account, the settings and the audit trail. */
export function consoleHandlers({
  account = adminAccount(),
  settings = adminSettings(),
  audit = { entries: [], total: 0 },
  moderation = {
    open: 0,
    dialog_report: 0,
    message_report: 0,
    keyword_hit: 0,
    safeguarding_flag: 0,
  },
}: {
  account?: AccountInfo;
  settings?: AdminSettings;
  audit?: AuditListResponse;
  moderation?: ModerationCounts;
} = {}) {
  return [
    http.get(`${API}/interactionSite/account/info`, () =>
      okAs(accountInfoResponseSchema, { account }),
    ),
    http.get(`${API}/admin/settings`, () => okAs(adminSettingsResponseSchema, { settings })),
    http.get(`${API}/admin/audit`, () => okAs(auditListResponseSchema, audit)),
    http.get(`${API}/admin/moderation/counts`, () => okAs(moderationCountsSchema, moderation)),
  ];
}

/** The team list of the console: Maya Lee, the one ambassador, unless told otherwise. */
export function serveTeam(maya: Partial<TeamMember> = {}) {
  return http.get(`${API}/admin/people`, () =>
    okAs(teamListResponseSchema, {
      people: [
        {
          id: 21,
          name: 'Maya Lee',
          email: 'maya@demo.test',
          role: 'ambassador',
          is_enabled: true,
          is_published: true,
          chats_count: 0,
          median_first_reply_seconds: null,
          created_at: '2026-10-01T10:00:00.000Z',
          ...maya,
        },
      ],
      total: 1,
    }),
  );
}

/** An upcoming live event of the console: the virtual open day unless told otherwise. */
export function adminLiveEvent(overrides: Partial<AdminLiveEvent> = {}): AdminLiveEvent {
  return {
    id: 4,
    name: 'Virtual open day',
    slug: 'virtual-open-day-a1b2c3',
    status: 'upcoming',
    description: '',
    from_date: '2026-12-05T16:00:00.000Z',
    to_date: '2026-12-05T17:00:00.000Z',
    is_promote: false,
    speaker_code: '9F2C41AB',
    recording_url: null,
    created_at: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

/** Renders the console at a path, signed in unless told otherwise. */
export function renderConsole(path: string, { signedIn = true } = {}) {
  if (signedIn) signInForTest();
  return renderRoutes(
    [
      {
        path: '/:universityId/admin',
        element: <AdminLayout />,
        children: [
          { path: 'settings', element: <SettingsPage /> },
          { path: 'people', element: <PeoplePage /> },
          { path: 'prospects', element: <ProspectsPage /> },
          { path: 'group-chats', element: <GroupChatsPage /> },
          { path: 'posts', element: <PostsPage /> },
          { path: 'live-events', element: <LiveEventsPage /> },
          { path: 'faqs', element: <FaqsPage /> },
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'audit', element: <AuditPage /> },
          { path: 'moderation', element: <ModerationPage /> },
          { path: 'crm', element: <CrmPage /> },
          { path: 'analytics', element: <AnalyticsPage /> },
          { path: 'data-requests', element: <DataRequestsPage /> },
        ],
      },
      { path: '/:universityId/interaction/sign-in', element: <h1>Sign in screen</h1> },
      { path: '/:universityId', element: <h1>Widget home</h1> },
    ],
    path,
  );
}
