import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { buildAmbassador } from '../../test/factories';
import {
  addMember,
  useChatWorld,
  buildMessages,
  buildWorldChat,
  buildWorldGroup,
  type ChatWorld,
} from '../../test/dialog-factories';

// Who may call every chat route, as one table: each row is a route, each column a caller, each
// cell the status they get. Every cell runs against fresh dialogs, so rows cannot leak state.

let t: TestApp;
let world: ChatWorld;

useChatWorld((ready) => ({ t, world } = ready));

const CALLERS = [
  'owner',
  'otherProspect',
  'member',
  'nonMember',
  'admin',
  'otherAdmin',
  'anonymous',
] as const;
type Caller = (typeof CALLERS)[number];

/** The dialogs one cell works on. */
interface Scene {
  /** owner (prospect) + member (ambassador) + an invited ambassador; one message from member. */
  chatId: number;
  messageId: number;
  invitedAmbassadorId: number;
  /** A public group chat of the university with owner and member in it. */
  groupId: number;
  /** The same, but with a private code. */
  privateGroupId: number;
}

async function buildScene(): Promise<Scene> {
  const chat = await buildWorldChat(world);
  const [message] = await buildMessages(world.db, chat.id, world.member.account, 1);
  const invited = await buildAmbassador(world.db, world.university.id);
  await addMember(world.db, chat.id, invited.account);
  const group = await buildWorldGroup(world);
  const privateGroup = await buildWorldGroup(world, { privateCode: 'SECRET-CODE' });
  return {
    chatId: chat.id,
    messageId: message?.id ?? 0,
    invitedAmbassadorId: invited.account.id,
    groupId: group.id,
    privateGroupId: privateGroup.id,
  };
}

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
}

/** Expected statuses in CALLERS order. */
type Row = [name: string, call: (s: Scene) => Call, expected: Record<Caller, number>];

const statuses = (...codes: number[]): Record<Caller, number> =>
  Object.fromEntries(CALLERS.map((caller, i) => [caller, codes[i]])) as Record<Caller, number>;

// Columns: owner, otherProspect, member, nonMember, admin, otherAdmin, anonymous.
const ROWS: Row[] = [
  [
    'GET /dialogs',
    () => ({ method: 'GET', url: '/dialogs' }),
    statuses(200, 200, 200, 200, 200, 200, 401),
  ],
  [
    'GET /dialogs/ambassadorDialogs',
    () => ({ method: 'GET', url: '/dialogs/ambassadorDialogs' }),
    statuses(403, 403, 200, 200, 200, 200, 401),
  ],
  [
    'GET /dialogs/{id}',
    (s) => ({ method: 'GET', url: `/dialogs/${s.chatId}` }),
    statuses(200, 404, 200, 404, 200, 404, 401),
  ],
  [
    'GET /dialogs/{id} of a public group chat',
    (s) => ({ method: 'GET', url: `/dialogs/${s.groupId}` }),
    statuses(200, 200, 200, 200, 200, 200, 401),
  ],
  [
    'GET /dialogs/ids',
    () => ({ method: 'GET', url: '/dialogs/ids' }),
    statuses(200, 200, 200, 200, 200, 200, 401),
  ],
  [
    'GET /dialogs/groupChat/{id}',
    (s) => ({ method: 'GET', url: `/dialogs/groupChat/${s.groupId}` }),
    statuses(200, 200, 200, 200, 200, 200, 401),
  ],
  [
    'GET /dialogs/groupChat/{id}/preview',
    (s) => ({ method: 'GET', url: `/dialogs/groupChat/${s.groupId}/preview` }),
    statuses(200, 200, 200, 200, 200, 200, 200),
  ],
  [
    'GET /dialogs/groupChat/{id}/preview of a private-code chat',
    (s) => ({ method: 'GET', url: `/dialogs/groupChat/${s.privateGroupId}/preview` }),
    statuses(404, 404, 404, 404, 404, 404, 404),
  ],
  [
    'GET /dialogs/groupChat/{id}/preview of a one-to-one chat',
    (s) => ({ method: 'GET', url: `/dialogs/groupChat/${s.chatId}/preview` }),
    statuses(404, 404, 404, 404, 404, 404, 404),
  ],
  [
    'GET /dialogs/groupChat/{id} of a private-code chat, without the code',
    (s) => ({ method: 'GET', url: `/dialogs/groupChat/${s.privateGroupId}` }),
    statuses(200, 404, 200, 404, 200, 404, 401),
  ],
  [
    'GET /dialogs/groupChat/{id} of a private-code chat, with the code',
    (s) => ({
      method: 'GET',
      url: `/dialogs/groupChat/${s.privateGroupId}?privateCode=SECRET-CODE`,
    }),
    statuses(200, 200, 200, 200, 200, 200, 401),
  ],
  [
    'GET /dialogs/prospectInfo',
    (s) => ({ method: 'GET', url: `/dialogs/prospectInfo?dialogId=${s.chatId}` }),
    statuses(403, 403, 200, 404, 200, 404, 401),
  ],
  [
    'GET /dialogs/new/messagesCounter',
    () => ({ method: 'GET', url: '/dialogs/new/messagesCounter' }),
    statuses(200, 200, 200, 200, 200, 200, 401),
  ],
  [
    'GET /dialogs/new/chatBoxDialogsMessages',
    () => ({ method: 'GET', url: '/dialogs/new/chatBoxDialogsMessages' }),
    statuses(200, 200, 200, 200, 200, 200, 401),
  ],
  [
    'POST /dialogs/groupChats',
    () => ({ method: 'POST', url: '/dialogs/groupChats', payload: {} }),
    statuses(200, 200, 200, 200, 200, 200, 401),
  ],
  [
    'POST /dialogs/groupChatsOpened',
    () => ({
      method: 'POST',
      url: '/dialogs/groupChatsOpened',
      payload: { universityId: world.university.id },
    }),
    statuses(200, 200, 200, 200, 200, 200, 200),
  ],
  [
    'POST /dialogs/prospectDialogs',
    () => ({
      method: 'POST',
      url: '/dialogs/prospectDialogs',
      payload: { prospectId: world.owner.account.id },
    }),
    statuses(403, 403, 200, 200, 200, 200, 401),
  ],
  [
    'POST /dialogs/{id}/findOrCreate',
    (s) => ({ method: 'POST', url: `/dialogs/${s.groupId}/findOrCreate`, payload: {} }),
    statuses(200, 200, 200, 200, 200, 403, 401),
  ],
  [
    'POST /dialogs/{id}/findOrCreate of a private-code chat, without the code',
    (s) => ({ method: 'POST', url: `/dialogs/${s.privateGroupId}/findOrCreate`, payload: {} }),
    statuses(200, 404, 200, 404, 200, 404, 401),
  ],
  [
    'POST /dialogs/createChat',
    () => ({
      method: 'POST',
      url: '/dialogs/createChat',
      payload: { userId: world.member.account.id },
    }),
    statuses(200, 200, 403, 403, 403, 403, 401),
  ],
  [
    'POST /dialogs/{id}/sendProspectFeedback',
    (s) => ({
      method: 'POST',
      url: `/dialogs/${s.chatId}/sendProspectFeedback`,
      payload: { prospect_id: world.owner.account.id, score: 4, comments: 'Engaged' },
    }),
    statuses(403, 403, 200, 404, 200, 404, 401),
  ],
  [
    'POST /dialogs/reportMessage',
    (s) => ({
      method: 'POST',
      url: '/dialogs/reportMessage',
      payload: { dialog_id: s.chatId, message_id: s.messageId, reported_reason: 'Rude' },
    }),
    statuses(200, 404, 403, 403, 403, 403, 401),
  ],
  [
    'PUT /dialogs/{id}/report',
    (s) => ({
      method: 'PUT',
      url: `/dialogs/${s.chatId}/report`,
      payload: { reported_reason: 'Spam' },
    }),
    statuses(200, 404, 403, 403, 403, 403, 401),
  ],
  [
    'PUT /dialogs/{id}/close/toggle',
    (s) => ({ method: 'PUT', url: `/dialogs/${s.chatId}/close/toggle`, payload: {} }),
    statuses(403, 403, 200, 404, 200, 404, 401),
  ],
  [
    'PUT /dialogs/{id}/close/ambassadorToggle',
    (s) => ({ method: 'PUT', url: `/dialogs/${s.chatId}/close/ambassadorToggle`, payload: {} }),
    statuses(403, 403, 200, 404, 403, 403, 401),
  ],
  [
    'PUT /dialogs/{id}/afteDialogReport',
    (s) => ({
      method: 'PUT',
      url: `/dialogs/${s.chatId}/afteDialogReport`,
      payload: { user_mark: 5, university_mark: 4 },
    }),
    statuses(200, 404, 403, 403, 403, 403, 401),
  ],
  [
    'PUT /dialogs/sendFeedback',
    (s) => ({
      method: 'PUT',
      url: '/dialogs/sendFeedback',
      payload: { dialog_id: s.chatId, comments: 'Great chat' },
    }),
    statuses(200, 404, 200, 404, 403, 404, 401),
  ],
  [
    'PUT /dialogs/{id}/inviteAmbassadors',
    (s) => ({
      method: 'PUT',
      url: `/dialogs/${s.chatId}/inviteAmbassadors`,
      payload: { users: [world.nonMember.account.id] },
    }),
    statuses(403, 403, 200, 404, 200, 404, 401),
  ],
  [
    'PUT /dialogs/{id}/inviteAdmins',
    (s) => ({
      method: 'PUT',
      url: `/dialogs/${s.chatId}/inviteAdmins`,
      payload: { users: [world.admin.account.id] },
    }),
    statuses(403, 403, 200, 404, 200, 404, 401),
  ],
  [
    'PUT /dialogs/{id}/exit',
    (s) => ({ method: 'PUT', url: `/dialogs/${s.chatId}/exit` }),
    statuses(200, 404, 200, 404, 403, 404, 401),
  ],
  [
    'PUT /dialogs/{id}/blockProspect',
    (s) => ({
      method: 'PUT',
      url: `/dialogs/${s.chatId}/blockProspect`,
      payload: { prospect_id: world.owner.account.id, isProspectBlocked: true },
    }),
    statuses(403, 403, 200, 404, 200, 404, 401),
  ],
  [
    'PUT /dialogs/{id}/detachAmbassador',
    (s) => ({
      method: 'PUT',
      url: `/dialogs/${s.chatId}/detachAmbassador`,
      payload: { user_id: s.invitedAmbassadorId },
    }),
    statuses(403, 403, 200, 404, 200, 404, 401),
  ],
  [
    'PUT /dialogs/{id}/ambassadorStatus',
    (s) => ({
      method: 'PUT',
      url: `/dialogs/${s.chatId}/ambassadorStatus`,
      payload: { user_id: world.member.account.id, is_enabled: false },
    }),
    statuses(403, 403, 403, 403, 200, 404, 401),
  ],
  [
    'PUT /dialogs/{id}/archive/toggle',
    (s) => ({ method: 'PUT', url: `/dialogs/${s.chatId}/archive/toggle` }),
    statuses(403, 403, 200, 404, 200, 404, 401),
  ],
  [
    'GET /dialogs/{id}/messages',
    (s) => ({ method: 'GET', url: `/dialogs/${s.chatId}/messages` }),
    statuses(200, 404, 200, 404, 200, 404, 401),
  ],
  [
    'POST /dialogs/{id}/read',
    (s) => ({ method: 'POST', url: `/dialogs/${s.chatId}/read`, payload: { seq: 1 } }),
    statuses(200, 404, 200, 404, 200, 404, 401),
  ],
  [
    'GET /dialogs/{id}/groupMessages',
    (s) => ({ method: 'GET', url: `/dialogs/${s.groupId}/groupMessages` }),
    statuses(200, 403, 200, 403, 200, 403, 401),
  ],
  [
    'GET /dialogs/{id}/ambassadorMessages',
    (s) => ({ method: 'GET', url: `/dialogs/${s.chatId}/ambassadorMessages` }),
    statuses(403, 403, 200, 404, 200, 404, 401),
  ],
  [
    'POST /dialogs/{id}/messages/prospect/send',
    (s) => ({
      method: 'POST',
      url: `/dialogs/${s.chatId}/messages/prospect/send`,
      payload: { text: 'Hello' },
    }),
    statuses(200, 404, 403, 403, 403, 403, 401),
  ],
  [
    'POST /dialogs/{id}/messages/send',
    (s) => ({
      method: 'POST',
      url: `/dialogs/${s.chatId}/messages/send`,
      payload: { text: 'Hello' },
    }),
    statuses(403, 403, 200, 404, 403, 404, 401),
  ],
  [
    'GET /dialogs/chatSafety',
    () => ({ method: 'GET', url: '/dialogs/chatSafety' }),
    statuses(403, 403, 403, 403, 200, 200, 401),
  ],
  [
    'PUT /dialogs/chatSafety (each admin their own university)',
    () => ({
      method: 'PUT',
      url: '/dialogs/chatSafety',
      payload: { maskContactDetails: false, autoCloseAfterMinutes: null },
    }),
    statuses(403, 403, 403, 403, 200, 200, 401),
  ],
  [
    'PUT /dialogs/{id}/messages/{messageId}/pin',
    (s) => ({
      method: 'PUT',
      url: `/dialogs/${s.chatId}/messages/${s.messageId}/pin`,
      payload: { is_pinned: true },
    }),
    statuses(403, 403, 200, 404, 200, 404, 401),
  ],
];

function headersOf(caller: Caller): Record<string, string> {
  return caller === 'anonymous' ? {} : world[caller].headers;
}

describe('authorisation matrix of the chat routes', () => {
  it('covers every route the module registers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const registered = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/interactionSite/dialogs'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace('/api/v1/interactionSite', '')}`,
        ),
      )
      .sort();
    const covered = [
      ...new Set(ROWS.map(([name]) => name.split(' ').slice(0, 2).join(' '))),
    ].sort();
    expect(covered).toEqual(registered);
  });

  for (const [name, call, expected] of ROWS) {
    describe(name, () => {
      it.each(CALLERS)('answers %s as the table says', async (caller) => {
        const scene = await buildScene();
        const { method, url, payload } = call(scene);
        const response = await t.app.inject({
          method,
          url: `/api/v1/interactionSite${url}`,
          headers: headersOf(caller),
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${caller}: ${response.body.slice(0, 300)}`).toBe(
          expected[caller],
        );
        expect(response.json().success).toBe(response.statusCode === 200);
      });
    });
  }
});
