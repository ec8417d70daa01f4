import type { QueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import type { WidgetSettings } from '@quad/shared/contracts/widget-settings';
import { parseBase } from '@quad/shared/rules/base-path';
import { http, matchRequestUrl } from 'msw';
import type { z } from 'zod';
import {
  faqResponseSchema,
  faqsListResponseSchema,
  getContentResponseSchema,
  groupChatsListResponseSchema,
  likeResponseSchema,
  liveStreamsListResponseSchema,
  postResponseSchema,
  postsListResponseSchema,
  shareCountResponseSchema,
  subtagsResponseSchema,
  universityResponseSchema,
  userResponseSchema,
  usersListResponseSchema,
  viewCountResponseSchema,
} from '@quad/shared/contracts/content';
import { createChatResponseSchema } from '@quad/shared/contracts/dialogs';
import { widgetSettingsSchema } from '@quad/shared/contracts/widget-settings';
import { testQueryClient, widgetSettings } from '../../../test/helpers';
import {
  apiCallOf,
  failWith,
  okAs,
  serveApi as serveRecorded,
  type ApiCall,
} from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { WidgetSettingsProvider } from '../../../app/widget-context/widget-settings-provider';

/** findBy options for the first screen of a test file, which waits for its modules too. */
export const FIRST_RENDER = { timeout: 5000 };

/** A recorded API call: method, path under /api/v1, query and JSON body. */
export type { ApiCall };

/** What a served call answers: data (200) or a status with the contract error. */
export type Answer = { status?: number; data?: unknown; error?: { code: string; message: string } };
type Route = (call: ApiCall) => Answer | Promise<Answer> | undefined;

/**
 * The calls the widget's screens make, each with the contract's schema of its answer: what a
 * test answers is checked against it before the screen sees it.
 */
const CONTENT_API: Array<{ method: string; path: string; schema: z.ZodType }> = [
  { method: 'GET', path: '/widget/settings', schema: widgetSettingsSchema },
  { method: 'POST', path: '/widget/getContent', schema: getContentResponseSchema },
  { method: 'POST', path: '/widget/users/getUsers', schema: usersListResponseSchema },
  { method: 'GET', path: '/widget/users/:id', schema: userResponseSchema },
  { method: 'POST', path: '/widget/posts/getPosts', schema: postsListResponseSchema },
  { method: 'GET', path: '/widget/posts/:id', schema: postResponseSchema },
  { method: 'POST', path: '/widget/posts/:id/like', schema: likeResponseSchema },
  { method: 'POST', path: '/widget/posts/:id/unlike', schema: likeResponseSchema },
  { method: 'POST', path: '/widget/faqs/getFaqs', schema: faqsListResponseSchema },
  { method: 'GET', path: '/widget/faqs/:id', schema: faqResponseSchema },
  { method: 'POST', path: '/widget/faqs/:id/answers/:answerId/like', schema: likeResponseSchema },
  { method: 'POST', path: '/widget/faqs/:id/answers/:answerId/unlike', schema: likeResponseSchema },
  { method: 'POST', path: '/widget/:kind/:id/watch', schema: viewCountResponseSchema },
  { method: 'POST', path: '/widget/:kind/:id/share', schema: shareCountResponseSchema },
  { method: 'POST', path: '/widget/dialogs/getGroupChats', schema: groupChatsListResponseSchema },
  {
    method: 'POST',
    path: '/widget/liveStreams/getLiveStreams',
    schema: liveStreamsListResponseSchema,
  },
  { method: 'GET', path: '/widget/universities/:id', schema: universityResponseSchema },
  { method: 'GET', path: '/common/tags/subtags/:key', schema: subtagsResponseSchema },
  { method: 'POST', path: '/interactionSite/dialogs/createChat', schema: createChatResponseSchema },
];

function schemaOf(call: ApiCall): z.ZodType {
  const endpoint = CONTENT_API.find(
    ({ method, path }) =>
      method === call.method &&
      matchRequestUrl(new URL(call.path, 'http://api'), path, 'http://api').matches,
  );
  if (!endpoint) throw new Error(`No response schema for ${call.method} ${call.path}`);
  return endpoint.schema;
}

/**
 * Serves the widget API (MSW) from `route` (settings are answered unless it does): every call
 * is recorded, its answer checked against the contract's response schema and wrapped in the
 * envelope. Calls `route` leaves unanswered answer 404, as an unknown route of the server would.
 */
export function serveApi(route: Route, settings: WidgetSettings = widgetSettings()) {
  const answer = async (call: ApiCall): Promise<Answer | undefined> =>
    (await route(call)) ?? (call.path === '/widget/settings' ? { data: settings } : undefined);
  const api = serveRecorded(
    http.all('*/api/v1/*', async ({ request }) => {
      const call = await apiCallOf(request);
      const answered = await answer(call);
      if (!answered) return failWith(404, 'NOT_FOUND', 'Not found');
      const status = answered.status ?? 200;
      if (status >= 400) {
        return failWith(status, answered.error?.code ?? 'ERROR', answered.error?.message);
      }
      return okAs(schemaOf(call), answered.data);
    }),
  );
  return { calls: api.calls, callsTo: api.callsTo };
}

/** Shows the current path, so tests can read where a screen navigated to. */
function PathProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="path">{`${pathname}${search}`}</div>;
}

function WidgetRoot() {
  const { pathname } = useLocation();
  const base = parseBase(pathname)!;
  return (
    <WidgetSettingsProvider
      base={base}
      pending={<p>Loading settings</p>}
      renderError={(error) => <p>Settings failed: {error.message}</p>}
    >
      <Outlet />
      <PathProbe />
    </WidgetSettingsProvider>
  );
}

/** Renders screens under `/:universityId` with the widget's settings, at `path`. */
export function renderScreens(
  children: RouteObject[],
  path: string,
  queryClient: QueryClient = testQueryClient(),
) {
  const { client, ...view } = renderRoutes(
    [
      { path: '/:universityId', element: <WidgetRoot />, children },
      { path: '/group/:groupId', element: <WidgetRoot />, children },
    ],
    path,
    { client: queryClient },
  );
  return { ...view, queryClient: client };
}
