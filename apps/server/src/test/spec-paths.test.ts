import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-app';

/**
 * Every call spec §7 writes, spelt as it writes it (casing, trailing slashes, its typos), is in
 * the generated OpenAPI document under CONTRACT §2's `/api/v1/{prefix}`. Transcribed from the
 * spec's text section by section; where the spec shortens a path after a comma (`/groupMessages`
 * after `/dialogs/{id}/messages`), the full path it stands for is written out. Path parameter
 * names may differ from the document's (`{id}`, `{slug}`); every literal segment may not.
 */
const SPEC_CALLS: Record<string, string[]> = {
  // ### Account (interactionSite)
  interactionSite: [
    'GET /account/info',
    'POST /auth/login',
    'POST /auth/login/ssoCognito',
    'POST /auth/login/sso',
    'POST /auth/ssoNewLogin',
    'GET /auth/tiktok/callback',
    'POST /auth/tiktok/registration',
    'POST /auth/tiktok/login',
    'POST /auth/login/social/media/{type}',
    'POST /auth/registration/social/media/{type}',
    'POST /auth/registration',
    'POST /account/saveAcceptedTerms',
    'GET /auth/{universityId}/optionalQuestions',
    'GET /auth/{universityId}/OptionalQuestionsData',
    'POST /auth/{universityId}/saveOptionalQuestionsAnswers',
    'GET /account/mandatoryQuestions',
    'POST /account/mandatoryQuestions',
    'POST /auth/{universityId}/utmData',
    'GET /auth/unique/email',
    'PUT /account/edit',
    'GET /account/edit/email',
    'POST /account/edit/email',
    'GET /account/edit/password',
    'POST /account/edit/password',
    'PUT /account/edit/avatar',
    'PUT /account/edit/changeMailing',
    'PUT /account/delete',
    'POST /account/recovery/password',
    'POST /account/recovery/passwordConfirm',
    'GET /auth/login/{authCode}',
    'PUT /account/notificationMethod',
    'PUT /account/confirmNotificationMethod',
    'GET /auth/universitySsoData',
    'PUT /auth/phoneNumberVerification',
    'PUT /auth/phoneNumberVerificationConfirm',
    'POST /auth/sso/callback',
    'POST /auth/logout',
    'POST /auth/refreshTokens',
    // ### Dialogs (interactionSite)
    'GET /dialogs',
    'GET /dialogs/ambassadorDialogs',
    'GET /dialogs/{id}',
    'GET /dialogs/ids',
    'GET /dialogs/groupChat/{id}',
    'GET /dialogs/prospectInfo',
    'GET /dialogs/new/messagesCounter',
    'GET /dialogs/new/chatBoxDialogsMessages',
    'POST /dialogs/groupChats',
    'POST /dialogs/groupChatsOpened',
    'POST /dialogs/prospectDialogs',
    'PUT /dialogs/{id}/report',
    'PUT /dialogs/{id}/close/toggle',
    'PUT /dialogs/{id}/close/ambassadorToggle',
    'PUT /dialogs/{id}/afteDialogReport',
    'PUT /dialogs/sendFeedback',
    'PUT /dialogs/{id}/inviteAmbassadors',
    'PUT /dialogs/{id}/inviteAdmins',
    'PUT /dialogs/{id}/exit',
    'POST /dialogs/{id}/findOrCreate',
    'POST /dialogs/{id}/sendProspectFeedback',
    'POST /dialogs/createChat',
    'POST /dialogs/reportMessage',
    'GET /dialogs/{id}/messages',
    'GET /dialogs/{id}/groupMessages',
    'GET /dialogs/{id}/ambassadorMessages',
    'POST /dialogs/{id}/messages/prospect/send',
    'POST /dialogs/{id}/messages/send',
  ],
  // ### Common
  common: [
    'GET /data/country',
    'GET /data/countries',
    'GET /data/nationalities',
    'GET /data/subjects',
    'GET /data/ambassador/profileTypes',
    'GET /data/admissionStages',
    'GET /users/role',
    'GET /tags/subtags/{type}',
    'GET /groupCountries',
    'GET /universities/filterByGroup/{id}',
    'GET /groups/universities/{id}',
  ],
  // ### Content (widget)
  widget: [
    'POST /users/getUsers',
    'POST /dialogs/getGroupChats',
    'POST /getContent',
    'POST /faqs/getFaqs',
    'POST /posts/getPosts',
    'POST /liveStreams/getLiveStreams',
    'GET /users/{id}',
    'GET /universities/{id}',
    'GET /faqs/{id}',
    'GET /posts/{id}',
    'GET /settings',
    'GET /social/proof',
    'GET /experienceBasedQuestionsAnswers',
    'POST /faqs/{id}/watch',
    'POST /faqs/{id}/share',
    'POST /faqs/{faqId}/answers/{answerId}/like',
    'POST /faqs/{faqId}/answers/{answerId}/unlike',
    'POST /faqs/faqWatched',
    'POST /posts/{id}/watch',
    'POST /posts/{id}/like/',
    'POST /posts/{id}/unlike/',
    'POST /posts/postWatched',
    'POST /posts/{id}/share',
    'POST /dialogs/{id}/watch',
    'POST /liveStreams/{slug}',
    'GET /liveStreams/{id}/prospects',
    'POST /liveStreams/{slug}/joinSpeaker',
    'POST /LiveStreams/timeTrack',
    'POST /LiveStreams/watch',
    'POST /LiveStreams/play',
    'GET /users/type/ambassadors',
    'GET /users/type/admins',
  ],
  // ### Community
  community: [
    'POST /auth/checkEmail',
    'POST /auth/registration',
    'POST /auth/login',
    'POST /auth/google',
    'POST /auth/recovery/password',
    'POST /auth/recovery/passwordConfirm',
    'POST /account/subscribe',
    'POST /auth/registrationFromTapFeed',
    'GET /account/info',
    'PUT /account/profile/update',
    'GET /dialogs',
    'GET /dialogs/my',
    'GET /dialogs/{id}',
    'GET /dialogs/personal/{id}',
    'GET /dialogs/{id}/messages',
    'POST /dialogs/{id}/messages',
    'POST /messages/view',
    'POST /dialogs/create/ambassador',
    'POST /dialogs/create/prospect',
    'POST /dialogs/{id}/join',
    'DELETE /dialogs/{id}/leave',
    'GET /spaces',
    'GET /spaces/{id}',
    'GET /spaces/default',
    'GET /users/{id}/info',
    'GET /users/ambassadors',
    'GET /users/prospects',
  ],
  // ### Application (ambassador flow)
  application: [
    'GET /auth/registration/access_code',
    'POST /auth/registration',
    'POST /account/set-info',
    'POST /account/avatar',
    'PUT /account/welcome/introduction',
  ],
};

/**
 * Spec paths the document serves through one route with a parameter whose schema lists the
 * spec's words: `/users/type/{kind}` with kind ambassadors or admins.
 */
const SERVED_BY_PARAMETER: Record<string, { path: string; parameter: string; value: string }> = {
  'GET /widget/users/type/ambassadors': {
    path: '/widget/users/type/{kind}',
    parameter: 'kind',
    value: 'ambassadors',
  },
  'GET /widget/users/type/admins': {
    path: '/widget/users/type/{kind}',
    parameter: 'kind',
    value: 'admins',
  },
};

type Parameter = { in: string; name: string; schema?: { enum?: unknown[] } };
type OpenApi = {
  paths: Record<string, Record<string, { parameters?: Parameter[] } | undefined>>;
};

/** `{anything}` → `{}`, so parameter names do not matter and every literal still does. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

let t: TestApp;
let doc: OpenApi;
const documented = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of Object.keys(operations)) {
      documented.set(`${method.toUpperCase()} ${shape(path)}`, path);
    }
  }
});
afterAll(async () => {
  await t.close();
});

const specCalls = Object.entries(SPEC_CALLS).flatMap(([prefix, calls]) =>
  calls.map((call) => {
    const [method, path] = call.split(' ') as [string, string];
    return { method, path: `/${prefix}${path}` };
  }),
);

describe('spec §7 paths in the OpenAPI document', () => {
  it('transcribes the spec without duplicates', () => {
    const keys = specCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(140);
  });

  it.each(specCalls)('documents $method $path as the spec spells it', ({ method, path }) => {
    const viaParameter = SERVED_BY_PARAMETER[`${method} ${path}`];
    if (viaParameter) {
      const operation = doc.paths[`/api/v1${viaParameter.path}`]?.[method.toLowerCase()];
      const parameter = operation?.parameters?.find((p) => p.name === viaParameter.parameter);
      expect(parameter?.in).toBe('path');
      expect(parameter?.schema?.enum).toContain(viaParameter.value);
      return;
    }
    const found = documented.get(`${method} ${shape(`/api/v1${path}`)}`);
    expect(found, `${method} /api/v1${path} is missing from /api/docs/json`).toBeDefined();
  });

  it('keeps the trailing slash the spec writes and leaves the other form out of the document', () => {
    expect(doc.paths['/api/v1/widget/posts/{id}/like/']?.['post']).toBeDefined();
    expect(doc.paths['/api/v1/widget/posts/{id}/like']).toBeUndefined();
  });
});
