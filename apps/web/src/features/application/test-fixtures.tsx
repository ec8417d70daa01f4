import {
  applicationInfoResponseSchema,
  type Application,
  type ApplicationInfoResponse,
} from '@quad/shared/contracts/application';
import { buildAccountInfo } from '../../test/account';
import { renderRoutes, signInForTest, TestWidget } from '../../test/render';
import { ApplyPage } from './components/apply-page';

/** Renders the application flow at a path, signed in when asked. */
export function renderApply(path: string, { signedIn = false } = {}) {
  if (signedIn) signInForTest();
  return renderRoutes(
    [
      {
        path: '/1',
        element: <TestWidget />,
        children: [
          { path: 'apply/:screen?', element: <ApplyPage /> },
          { path: 'interaction/sign-in', element: <h1>Sign in screen</h1> },
          { path: 'interaction/dialogs', element: <h1>Chats screen</h1> },
        ],
      },
    ],
    path,
  );
}

/** A realistic application (Demo University, profile saved unless told otherwise). */
export function applicationInfo(
  application: Partial<Application> = {},
  account: Partial<ApplicationInfoResponse['account']> = {},
): ApplicationInfoResponse {
  return applicationInfoResponseSchema.parse({
    account: buildAccountInfo({
      id: 77,
      key: 'univercity-student',
      roleKey: 'univercity-student',
      name: 'Amara',
      last_name: 'Okafor',
      email: 'amara@example.com',
      ...account,
    }),
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
