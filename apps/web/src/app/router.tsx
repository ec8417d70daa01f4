import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/content/components/home/home-page';
import { AppShellSkeleton } from './layouts/app-shell-skeleton';
import { BaseLayout } from './layouts/base-layout';
import { RootLayout } from './layouts/root-layout';
import { StandaloneLayout } from './layouts/standalone-layout';
import { LandingPage } from './landing-page';
import { lazyPage } from './lazy-route';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** The community area (spec §2): its own session, layout and screens, under {base}/community. */
function communityRoutes(): RouteObject {
  return {
    path: 'community',
    lazy: lazyPage(() =>
      import('../features/community/components/community-layout').then(
        (module) => module.CommunityLayout,
      ),
    ),
    children: [
      {
        index: true,
        lazy: lazyPage(() =>
          import('../features/community/components/home-page').then(
            (module) => module.CommunityHomePage,
          ),
        ),
      },
      // Sign-in screens meet the auth feature's forms and popup: composed in app/community.
      {
        path: 'sign-in',
        lazy: lazyPage(() =>
          import('./community/community-sign-in-route').then(
            (module) => module.CommunitySignInRoute,
          ),
        ),
      },
      {
        path: 'sign-up',
        lazy: lazyPage(() =>
          import('./community/community-sign-up-route').then(
            (module) => module.CommunitySignUpRoute,
          ),
        ),
      },
      {
        path: 'forgot-password',
        lazy: lazyPage(() =>
          import('./community/community-password-route').then(
            (module) => module.CommunityForgotPasswordRoute,
          ),
        ),
      },
      {
        path: 'subjects',
        lazy: lazyPage(() =>
          import('../features/community/components/subjects-page').then(
            (module) => module.SubjectsPage,
          ),
        ),
      },
      {
        path: 'spaces/:spaceId',
        lazy: lazyPage(() =>
          import('../features/community/components/space-page').then((module) => module.SpacePage),
        ),
      },
      // A conversation: the chat feature's timeline and components on the community's source.
      {
        path: 'dialogs/:dialogId',
        lazy: lazyPage(() =>
          import('./community/community-conversation-route').then(
            (module) => module.CommunityConversationRoute,
          ),
        ),
      },
      {
        path: 'members',
        lazy: lazyPage(() =>
          import('../features/community/components/members-page').then(
            (module) => module.MembersPage,
          ),
        ),
      },
      {
        path: 'members/:userId',
        lazy: lazyPage(() =>
          import('../features/community/components/member-page').then(
            (module) => module.MemberPage,
          ),
        ),
      },
      {
        path: 'profile',
        lazy: lazyPage(() =>
          import('./community/community-profile-route').then(
            (module) => module.CommunityProfileRoute,
          ),
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  };
}

/** The screens of spec §2 and CONTRACT §4 under {base}, shared by universities and groups. */
function baseRoutes(): RouteObject[] {
  return [
    {
      // Errors of a screen show inside the widget frame; header and colour stay.
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomePage /> },
        // Content and discovery: lazy pages of features/content (bare ids work: embed deep links).
        {
          path: 'carousel',
          lazy: lazyPage(() =>
            import('../features/content/components/ambassadors/carousel-page').then(
              (module) => module.CarouselPage,
            ),
          ),
        },
        {
          path: 'chat-to-us',
          lazy: lazyPage(() =>
            import('../features/content/components/ambassadors/ambassadors-page').then(
              (module) => module.AmbassadorsPage,
            ),
          ),
        },
        {
          path: 'chat-to-us/university-data/:id?',
          lazy: lazyPage(() =>
            import('../features/content/components/university/university-page').then(
              (module) => module.UniversityPage,
            ),
          ),
        },
        {
          path: 'chat-to-us/:userSlugAndId',
          lazy: lazyPage(() =>
            import('../features/content/components/ambassadors/ambassador-profile-page').then(
              (module) => module.AmbassadorProfilePage,
            ),
          ),
        },
        {
          path: 'posts',
          lazy: lazyPage(() =>
            import('../features/content/components/posts/posts-page').then(
              (module) => module.PostsPage,
            ),
          ),
        },
        {
          path: 'posts/:postSlugAndId',
          lazy: lazyPage(() =>
            import('../features/content/components/posts/post-page').then(
              (module) => module.PostPage,
            ),
          ),
        },
        {
          path: 'faq',
          lazy: lazyPage(() =>
            import('../features/content/components/faqs/faqs-page').then(
              (module) => module.FaqsPage,
            ),
          ),
        },
        {
          path: 'faq/:faqSlugAndId',
          lazy: lazyPage(() =>
            import('../features/content/components/faqs/faq-page').then((module) => module.FaqPage),
          ),
        },
        {
          path: 'live-streams',
          lazy: lazyPage(() =>
            import('../features/content/components/lists/live-streams-page').then(
              (module) => module.LiveStreamsPage,
            ),
          ),
        },
        {
          // Live events (features/live-events) with the chat feature's room in their chat tabs.
          path: 'live-streams/:eventSlug',
          lazy: lazyPage(() =>
            import('./live-event-route').then((module) => module.LiveEventRoute),
          ),
        },
        {
          path: 'interaction/group-chats',
          lazy: lazyPage(() =>
            import('../features/content/components/lists/group-chats-page').then(
              (module) => module.GroupChatsPage,
            ),
          ),
        },
        // Chat: the list and a chat side by side (features/chat); `new?userId=` starts one.
        {
          path: 'interaction/dialogs',
          lazy: lazyPage(() =>
            import('../features/chat/components/chat-layout').then((module) => module.ChatLayout),
          ),
          children: [
            {
              index: true,
              lazy: lazyPage(() =>
                import('../features/chat/components/chat-layout').then(
                  (module) => module.ChatIndexPage,
                ),
              ),
            },
            {
              path: ':dialogId',
              lazy: lazyPage(() =>
                import('../features/chat/components/dialog-page').then(
                  (module) => module.DialogPage,
                ),
              ),
            },
          ],
        },
        {
          path: 'interaction/dialogs/new',
          lazy: lazyPage(() =>
            import('../features/chat/components/start-chat-page').then(
              (module) => module.StartChatPage,
            ),
          ),
        },
        // Accounts: lazy pages of features/auth (sign-in, sign-up, settings).
        {
          path: 'interaction/sign-in',
          lazy: lazyPage(() =>
            import('../features/auth/components/auth-page').then((module) => module.SignInPage),
          ),
        },
        {
          path: 'interaction/sign-up',
          lazy: lazyPage(() =>
            import('../features/auth/components/auth-page').then((module) => module.SignUpPage),
          ),
        },
        {
          path: 'settings',
          // The account's settings, with the notification switches of features/notifications.
          lazy: lazyPage(() =>
            Promise.all([
              import('../features/auth/components/settings/settings-page'),
              import('../features/notifications/components/offline-notices-settings'),
            ]).then(([page, notices]) => {
              const SettingsRoute = () => (
                <page.SettingsPage notificationControls={<notices.OfflineNoticesSettings />} />
              );
              return SettingsRoute;
            }),
          ),
        },
        // The single-sign-on popup's two pages (features/auth/sso).
        {
          path: 'interaction/sign-in-redirect',
          lazy: lazyPage(() =>
            import('../features/auth/sso/sign-in-redirect-page').then(
              (module) => module.SignInRedirectPage,
            ),
          ),
        },
        {
          path: 'interaction/sign-in-success',
          lazy: lazyPage(() =>
            import('../features/auth/sso/sign-in-success-page').then(
              (module) => module.SignInSuccessPage,
            ),
          ),
        },
        // Spec §2: after single sign-on, {base}/interaction/{userId} opens a chat with that user.
        {
          path: 'interaction/:userId',
          lazy: lazyPage(() =>
            import('../features/chat/components/start-chat-page').then(
              (module) => module.StartChatPage,
            ),
          ),
        },
        communityRoutes(),
        // The ambassador application flow (features/application): code, account, profile, photo,
        // welcome and the status after sending.
        {
          path: 'apply/:screen?',
          lazy: lazyPage(() =>
            import('../features/application/components/apply-page').then(
              (module) => module.ApplyPage,
            ),
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The route table: `/`, `/{universityId}/…`, `/group/{groupId}/…`, and not found. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: (
      <StandaloneLayout>
        <RouteError />
      </StandaloneLayout>
    ),
    hydrateFallbackElement: <AppShellSkeleton />,
    children: [
      { index: true, element: <LandingPage /> },
      // The admin console (features/admin): its own frame, outside the widget's, so it works
      // while the widget is in maintenance.
      {
        path: ':universityId/admin',
        lazy: lazyPage(() =>
          import('../features/admin/components/admin-layout').then((module) => module.AdminLayout),
        ),
        children: [
          { index: true, element: <Navigate to="settings" replace /> },
          {
            path: 'settings',
            lazy: lazyPage(() =>
              import('../features/admin/components/settings-page').then(
                (module) => module.SettingsPage,
              ),
            ),
          },
          {
            path: 'people',
            lazy: lazyPage(() =>
              import('../features/admin/components/people-page').then(
                (module) => module.PeoplePage,
              ),
            ),
          },
          {
            path: 'prospects',
            lazy: lazyPage(() =>
              import('../features/admin/components/prospects-page').then(
                (module) => module.ProspectsPage,
              ),
            ),
          },
          {
            path: 'group-chats',
            lazy: lazyPage(() =>
              import('../features/admin/components/group-chats-page').then(
                (module) => module.GroupChatsPage,
              ),
            ),
          },
          {
            path: 'posts',
            lazy: lazyPage(() =>
              import('../features/admin/components/posts-page').then((module) => module.PostsPage),
            ),
          },
          {
            path: 'sign-in',
            lazy: lazyPage(() =>
              import('../features/admin/components/sign-in-page').then(
                (module) => module.SignInPage,
              ),
            ),
          },
          {
            path: 'faqs',
            lazy: lazyPage(() =>
              import('../features/admin/components/faqs-page').then((module) => module.FaqsPage),
            ),
          },
          {
            path: 'live-events',
            lazy: lazyPage(() =>
              import('../features/admin/components/live-events-page').then(
                (module) => module.LiveEventsPage,
              ),
            ),
          },
          {
            path: 'audit',
            lazy: lazyPage(() =>
              import('../features/admin/components/audit-page').then((module) => module.AuditPage),
            ),
          },
          {
            path: 'moderation',
            lazy: lazyPage(() =>
              import('../features/admin/components/moderation-page').then(
                (module) => module.ModerationPage,
              ),
            ),
          },
          {
            path: 'analytics',
            lazy: lazyPage(() =>
              import('../features/admin/components/analytics-page').then(
                (module) => module.AnalyticsPage,
              ),
            ),
          },
          {
            path: 'crm',
            lazy: lazyPage(() =>
              import('../features/admin/components/crm-page').then((module) => module.CrmPage),
            ),
          },
          {
            path: 'data-requests',
            lazy: lazyPage(() =>
              import('../features/admin/components/data-requests-page').then(
                (module) => module.DataRequestsPage,
              ),
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // Non-numeric ids match too; BaseLayout turns them into Not Found.
      { path: 'group/:groupId', element: <BaseLayout />, children: baseRoutes() },
      { path: ':universityId', element: <BaseLayout />, children: baseRoutes() },
      {
        path: '*',
        element: (
          <StandaloneLayout>
            <NotFoundPage />
          </StandaloneLayout>
        ),
      },
    ],
  },
];

/** The app's browser router (router base path `/`, spec §2). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
