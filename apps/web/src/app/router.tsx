import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { AppShellSkeleton } from './layouts/app-shell-skeleton';
import { BaseLayout } from './layouts/base-layout';
import { RootLayout } from './layouts/root-layout';
import { StandaloneLayout } from './layouts/standalone-layout';
import { LandingPage } from './landing-page';
import { lazyPage } from './lazy-route';
import { NotFoundPage } from './not-found-page';
import type { ScreenHandle } from './placeholder-page';
import { RouteError } from './route-error';

const loadPlaceholder = lazyPage(() =>
  import('./placeholder-page').then((module) => module.PlaceholderPage),
);

/** A screen still to be built: its frame, title and skeleton (see placeholder-page.tsx). */
function screen(path: string, handle: ScreenHandle): RouteObject {
  return { path, handle, lazy: loadPlaceholder };
}

/** The screens of spec §2 and CONTRACT §4 under {base}, shared by universities and groups. */
function baseRoutes(): RouteObject[] {
  return [
    {
      // Errors of a screen show inside the widget frame; header and colour stay.
      errorElement: <RouteError />,
      children: [
        { index: true, element: <HomePage /> },
        screen('carousel', { screen: 'carousel', shape: 'grid' }),
        screen('chat-to-us', { screen: 'ambassadors', shape: 'grid' }),
        screen('chat-to-us/university-data/:id?', {
          screen: 'universityProfile',
          shape: 'profile',
        }),
        screen('chat-to-us/:userSlugAndId', { screen: 'ambassadorProfile', shape: 'profile' }),
        screen('posts', { screen: 'posts', shape: 'grid' }),
        screen('posts/:postSlugAndId', { screen: 'post', shape: 'article' }),
        screen('faq', { screen: 'faqs', shape: 'list' }),
        screen('faq/:faqSlugAndId', { screen: 'faq', shape: 'article' }),
        screen('live-streams/:eventSlug', { screen: 'liveStream', shape: 'stream' }),
        screen('interaction/dialogs', { screen: 'dialogs', shape: 'list' }),
        screen('interaction/dialogs/:dialogId', { screen: 'dialog', shape: 'chat' }),
        screen('interaction/sign-in', { screen: 'signIn', shape: 'form' }),
        screen('interaction/sign-up', { screen: 'signUp', shape: 'form' }),
        screen('interaction/sign-in-redirect', { screen: 'signInRedirect', shape: 'wait' }),
        screen('interaction/sign-in-success', { screen: 'signInSuccess', shape: 'wait' }),
        // Spec §2: after single sign-on, {base}/interaction/{userId} opens a chat with that user.
        screen('interaction/:userId', { screen: 'directChat', shape: 'chat' }),
        screen('community/*', { screen: 'community', shape: 'list' }),
        screen('apply/*', { screen: 'apply', shape: 'form' }),
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
