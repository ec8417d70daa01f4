import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import {
  authResultSchema,
  questionSchema,
  type AccountInfo,
  type AuthResult,
  type Question,
} from '@quad/shared/contracts/auth';
import {
  countriesResponseSchema,
  nationalitiesResponseSchema,
} from '@quad/shared/contracts/common';
import { COUNTRIES } from '@quad/shared/data/countries';
import { NATIONALITIES } from '@quad/shared/data/nationalities';
import {
  socialProvidersResponseSchema,
  universitySsoDataResponseSchema,
  type SocialProvider,
  type SsoData,
} from '@quad/shared/contracts/sign-in';
import { http } from 'msw';
import { mswServer, okAs } from '../../test/msw';
import { widgetSettings } from '../../test/helpers';
import { buildAccountInfo } from '../../test/account';
import { renderRoutes, TestWidget } from '../../test/render';

/** The answer of login and registration. */
export function authResultFixture(account: Partial<AccountInfo> = {}): AuthResult {
  return authResultSchema.parse({
    token: 'access-token-1',
    refreshToken: 'refresh-token-1',
    account: buildAccountInfo(account),
  });
}

/** The demo university's optional questions, as the server sends them. */
export function questionsFixture(overrides: Partial<Question>[] = [{}, {}]): Question[] {
  const base = [
    {
      id: 1,
      key: 'study_level',
      order: 1,
      question: 'Which level of study are you interested in?',
      answer_type: 'select',
      predefined_answers: ['Undergraduate', 'Postgraduate taught', 'Foundation'],
      is_required: false,
      isMandatory: false,
    },
    {
      id: 2,
      key: 'start_date',
      order: 2,
      question: 'When are you hoping to start?',
      answer_type: 'select',
      predefined_answers: ['September 2026', 'January 2027', 'Not sure yet'],
      is_required: false,
      isMandatory: false,
    },
  ];
  return overrides.map((override, index) =>
    questionSchema.parse({ ...base[index % base.length], ...override }),
  );
}

export const countriesPayload = countriesResponseSchema.parse({ countries: COUNTRIES });
export const nationalitiesPayload = nationalitiesResponseSchema.parse({
  nationalities: NATIONALITIES,
});

/** A nationality of the reference data by its country code. */
export function nationalityByCode(code: string) {
  const found = NATIONALITIES.find((item) => item.code === code);
  if (!found) throw new Error(`No nationality ${code}`);
  return found;
}

/**
 * Renders a component inside university 1's widget (settings, theme context, router), with a
 * home route and the sign-in route to land on.
 */
export function renderInWidget(
  ui: ReactNode,
  options: {
    path?: string;
    queryClient?: QueryClient;
    routes?: RouteObject[];
    settings?: Parameters<typeof widgetSettings>[0];
    /** The university's identity provider (null: email sign-in only). */
    ssoData?: SsoData | null;
    /** The social sign-in providers offered (none by default). */
    socialProviders?: SocialProvider[];
  } = {},
) {
  // The sign-in screens ask whether the university has its own sign-in, and which others exist.
  mswServer.use(
    http.get('*/api/v1/interactionSite/auth/universitySsoData', () =>
      okAs(universitySsoDataResponseSchema, { ssoData: options.ssoData ?? null }),
    ),
    http.get('*/api/v1/interactionSite/auth/providers', () =>
      okAs(socialProvidersResponseSchema, { providers: options.socialProviders ?? [] }),
    ),
  );
  const settings = widgetSettings(options.settings);
  const path = options.path ?? '/1/somewhere';
  const wrap = (node: ReactNode) => (
    <TestWidget path={path} settings={settings}>
      {node}
    </TestWidget>
  );
  const { client, ...view } = renderRoutes(
    [
      ...(options.routes ?? []).map((route) => ({ ...route, element: wrap(route.element) })),
      { path: '/1', element: wrap(<p>Home page</p>) },
      { path: '/1/interaction/sign-in', element: wrap(<p>Sign-in page</p>) },
      { path: '*', element: wrap(ui) },
    ],
    path,
    { client: options.queryClient },
  );
  return { ...view, queryClient: client };
}
