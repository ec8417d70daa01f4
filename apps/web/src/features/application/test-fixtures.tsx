import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import {
  applicationInfoResponseSchema,
  type Application,
  type ApplicationInfoResponse,
} from '@quad/shared/contracts/application';
import { parseBase } from '@quad/shared/rules/base-path';
import { testQueryClient, widgetSettings } from '../../test/helpers';
import { tokenStore } from '../../lib/token-store';
import { brandingFor } from '../../app/widget-context/branding';
import { WidgetContext } from '../../app/widget-context/use-widget';
import { ApplyPage } from './components/apply-page';

function Widget() {
  const base = parseBase('/1')!;
  const settings = widgetSettings();
  return (
    <WidgetContext value={{ base, settings, branding: brandingFor(settings, base) }}>
      <Outlet />
    </WidgetContext>
  );
}

/** Renders the application flow at a path, signed in when asked. */
export function renderApply(path: string, { signedIn = false } = {}) {
  if (signedIn) tokenStore.setTokens('main', { token: 'test-token', refreshToken: 'refresh' });
  const router = createMemoryRouter(
    [
      {
        path: '/1',
        element: <Widget />,
        children: [
          { path: 'apply/:screen?', element: <ApplyPage /> },
          { path: 'interaction/sign-in', element: <h1>Sign in screen</h1> },
          { path: 'interaction/dialogs', element: <h1>Chats screen</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = testQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** A realistic application (Demo University, profile saved unless told otherwise). */
export function applicationInfo(
  application: Partial<Application> = {},
  account: Partial<ApplicationInfoResponse['account']> = {},
): ApplicationInfoResponse {
  return applicationInfoResponseSchema.parse({
    account: {
      id: 77,
      key: 'univercity-student',
      roleKey: 'univercity-student',
      name: 'Amara',
      last_name: 'Okafor',
      email: 'amara@example.com',
      avatar: null,
      subjects: [],
      permission: { is_enabled: true },
      timeIsUp: false,
      isAnsweredMandatoryQuestion: true,
      termsAccepted: true,
      mailing: [],
      notificationData: {
        method: null,
        phone_country: null,
        phone_number: null,
        is_verified: false,
      },
      university_id: 1,
      isAuthFromMobApp: false,
      ...account,
    },
    application: {
      status: 'in_progress',
      next_step: 'profile',
      university: { id: 1, name: 'Demo University' },
      name: 'Amara',
      last_name: 'Okafor',
      avatar: null,
      profile: null,
      submitted_at: null,
      decided_at: null,
      rejection_reason: null,
      ...application,
    },
  });
}

/** A saved profile, as the server presents it. */
export const savedProfile = {
  profile_type: 'student' as const,
  subjects: [{ id: 26, name: 'Biology' }],
  year_of_study: 2,
  graduation_year: null,
  job_title: null,
  country_id: 159,
  languages: ['English', 'Igbo'],
  description: 'I came from Lagos to study biology. Ask me anything about the labs!',
  interests: ['Labs'],
  social_links: {},
};

/** Where the application API is served in tests. */
export const API = '*/api/v1/application';

/** The text a control's aria-describedby points at (its hint and its problem). */
export function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
