import { http, type HttpHandler } from 'msw';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { accountInfoResponseSchema } from '@quad/shared/contracts/auth';
import {
  dialogResponseSchema,
  dialogsListResponseSchema,
  messageListResponseSchema,
  newMessagesCounterSchema,
  readStateSchema,
  sendMessageResponseSchema,
  sendMessageSchema,
  type Dialog,
  type Message,
} from '@quad/shared/contracts/dialogs';
import { experienceAnswersSchema } from '@quad/shared/contracts/questions';
import { failWith, mswServer, okAs } from '../../test/msw';
import { abilitiesFor, buildDialog, buildMessage } from './test-fixtures';

const API = '/api/v1/interactionSite';
type SendBody = ReturnType<typeof sendMessageSchema.parse>;

/**
 * The chat API for one test, as MSW handlers whose answers the shared response schemas check:
 * message pages in four directions plus afterSeq, idempotent sends, the dialog, lists and
 * counters, as CONTRACT §2a says. Tests change `state` directly; `handlers` answer anything else
 * the test needs (they come before these).
 */
export function fakeChatApi(
  init: {
    dialog?: Dialog;
    messages?: Message[];
    account?: AccountInfo;
    handlers?: HttpHandler[];
  } = {},
) {
  const state = {
    account: init.account ?? null,
    /** Every write the API received, as "METHOD path" with its body. */
    writes: [] as Array<{ call: string; body: unknown }>,
    dialog: init.dialog ?? buildDialog(),
    messages: [...(init.messages ?? [])],
    dialogs: [] as Dialog[],
    unread: 0,
    /** The next sends fail like this (network drop or an error envelope). */
    failNextSends: [] as Array<'network' | { status: number; code: string }>,
    sendBodies: [] as SendBody[],
    /** Sends wait for this before answering, so a test can look at the "sending" state. */
    holdSends: null as Promise<void> | null,
  };
  /** The query strings of the message pages asked for, in order. */
  const pages: Array<Record<string, string>> = [];

  const page = (url: URL) => {
    pages.push(Object.fromEntries(url.searchParams));
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const order = url.searchParams.get('order') ?? 'desc';
    const sorted = [...state.messages].sort((a, b) => a.seq - b.seq);
    const before = url.searchParams.get('beforeMessageId');
    const after = url.searchParams.get('afterMessageId');
    const afterSeq = url.searchParams.get('afterSeq');
    const around = url.searchParams.get('aroundMessageId');
    let list: Message[];
    if (before) list = sorted.filter((m) => m.id < Number(before)).slice(-limit);
    else if (after) list = sorted.filter((m) => m.id > Number(after)).slice(0, limit);
    else if (afterSeq) list = sorted.filter((m) => m.seq > Number(afterSeq)).slice(0, limit);
    else if (around) {
      const index = sorted.findIndex((m) => m.id === Number(around));
      const half = Math.floor(limit / 2);
      list = sorted.slice(Math.max(0, index - half), Math.max(0, index - half) + limit);
    } else list = sorted.slice(-limit);
    return okAs(messageListResponseSchema, {
      messages: order === 'asc' ? list : [...list].reverse(),
      pinned_messages: sorted.filter((m) => m.is_pinned),
      total: sorted.length,
      activeUsers: 2,
    });
  };

  const send = async (body: SendBody) => {
    state.sendBodies.push(body);
    if (state.holdSends) await state.holdSends;
    const failure = state.failNextSends.shift();
    if (failure === 'network') return Response.error();
    if (failure) return failWith(failure.status, failure.code, 'Refused');
    const existing = state.messages.find((m) => m.clientMessageId === body.clientMessageId);
    if (existing) return okAs(sendMessageResponseSchema, { message: existing });
    const seq = Math.max(0, ...state.messages.map((m) => m.seq)) + 1;
    const message = buildMessage({
      seq,
      dialog_id: state.dialog.id,
      from: 'sofia',
      text: body.text,
      clientMessageId: body.clientMessageId ?? null,
      parentMessageId: body.parentMessageId ?? null,
    });
    state.messages.push(message);
    return okAs(sendMessageResponseSchema, { message });
  };

  mswServer.use(
    // Writes are remembered whoever answers them; the request goes on to the handlers below.
    http.all(`${API}/*`, async ({ request }) => {
      if (request.method === 'GET') return undefined;
      const text = await request.clone().text();
      const path = new URL(request.url).pathname.replace(API, '');
      state.writes.push({
        call: `${request.method} ${path}`,
        body: text ? JSON.parse(text) : undefined,
      });
      return undefined;
    }),
    ...(init.handlers ?? []),
    http.get(`${API}/account/info`, () =>
      state.account
        ? okAs(accountInfoResponseSchema, { account: state.account })
        : failWith(401, 'UNAUTHORIZED'),
    ),
    // A university without experience-based questions unless a test's handlers say otherwise.
    http.get('*/api/v1/widget/experienceBasedQuestionsAnswers', () =>
      okAs(experienceAnswersSchema, { questions: [], answers: [], isAnswered: true }),
    ),
    http.get(`${API}/dialogs/new/messagesCounter`, () =>
      okAs(newMessagesCounterSchema, { total: state.unread }),
    ),
    http.get(`${API}/dialogs/:dialogId/messages`, ({ request }) => page(new URL(request.url))),
    http.post(`${API}/dialogs/:dialogId/messages/send`, async ({ request }) =>
      send(sendMessageSchema.parse(await request.json())),
    ),
    http.post(`${API}/dialogs/:dialogId/messages/prospect/send`, async ({ request }) =>
      send(sendMessageSchema.parse(await request.json())),
    ),
    http.post(`${API}/dialogs/:dialogId/read`, async ({ request, params }) => {
      // One chat with unread messages: what is left of it is the whole total.
      const newest = Math.max(0, ...state.messages.map((m) => m.seq));
      const lastRead = Math.min(((await request.json()) as { seq: number }).seq, newest);
      state.unread = Math.max(0, newest - lastRead);
      return okAs(readStateSchema, {
        dialog_id: Number(params.dialogId),
        last_read_seq: lastRead,
        new_messages: state.unread,
        total: state.unread,
      });
    }),
    http.get(`${API}/dialogs`, () =>
      okAs(dialogsListResponseSchema, { dialogs: state.dialogs, total: state.dialogs.length }),
    ),
    // A single dialog's answer carries what the caller may do in it, as the server's does.
    http.get(`${API}/dialogs/:dialogId`, () =>
      okAs(dialogResponseSchema, {
        dialog: {
          ...state.dialog,
          abilities: state.dialog.abilities ?? abilitiesFor(state.dialog, state.account),
        },
      }),
    ),
    // What this fake does not know answers as an unknown route of the server would.
    http.all(`${API}/*`, ({ request }) =>
      failWith(404, 'NOT_FOUND', `No fake for ${request.method} ${request.url}`),
    ),
  );

  return { state, pageRequests: () => [...pages] };
}
