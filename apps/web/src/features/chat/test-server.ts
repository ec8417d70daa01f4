import {
  messageListResponseSchema,
  sendMessageSchema,
  type Dialog,
  type Message,
} from '@quad/shared/contracts/dialogs';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { jsonResponse, stubFetch } from '../../test/helpers';
import { abilitiesFor, buildDialog, buildMessage } from './test-fixtures';

export const ok = (data: unknown) => jsonResponse(200, { success: true, data });
export const fail = (status: number, code: string, message = '') =>
  jsonResponse(status, { success: false, error: { code, message } });

type SendBody = ReturnType<typeof sendMessageSchema.parse>;

/**
 * A chat API in memory, answering as CONTRACT §2a says: message pages in four directions plus
 * afterSeq, idempotent sends, the dialog, lists and counters. Tests change `state` directly.
 */
type Extra = (method: string, path: string, body: unknown) => Response | undefined;

export function fakeChatServer(
  init: { dialog?: Dialog; messages?: Message[]; account?: AccountInfo; extra?: Extra } = {},
) {
  const state = {
    account: init.account ?? null,
    /** Every write the fake received, as "METHOD path" with its body. */
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

  const page = (url: URL) => {
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
    const messages = order === 'asc' ? list : [...list].reverse();
    return messageListResponseSchema.parse({
      messages,
      pinned_messages: sorted.filter((m) => m.is_pinned),
      total: sorted.length,
      activeUsers: 2,
    });
  };

  const send = async (body: SendBody) => {
    state.sendBodies.push(body);
    if (state.holdSends) await state.holdSends;
    const failure = state.failNextSends.shift();
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (failure) return fail(failure.status, failure.code, 'Refused');
    const existing = state.messages.find((m) => m.clientMessageId === body.clientMessageId);
    if (existing) return ok({ message: existing });
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
    return ok({ message });
  };

  const fetchMock = stubFetch(async (url, request) => {
    const path = url.pathname.replace('/api/v1/interactionSite', '');
    const method = request.method ?? 'GET';
    const body = request.body ? JSON.parse(String(request.body)) : undefined;
    if (method !== 'GET') state.writes.push({ call: `${method} ${path}`, body });
    const extra = init.extra?.(method, path, body);
    if (extra) return extra;
    if (method === 'GET' && path === '/account/info') {
      return state.account ? ok({ account: state.account }) : fail(401, 'UNAUTHORIZED');
    }
    if (method === 'GET' && /^\/dialogs\/\d+\/messages$/.test(path)) return ok(page(url));
    if (method === 'POST' && /^\/dialogs\/\d+\/messages(\/prospect)?\/send$/.test(path)) {
      return send(sendMessageSchema.parse(body));
    }
    const read = /^\/dialogs\/(\d+)\/read$/.exec(path);
    if (method === 'POST' && read) {
      // One chat with unread messages: what is left of it is the whole total.
      const newest = Math.max(0, ...state.messages.map((m) => m.seq));
      const lastRead = Math.min((body as { seq: number }).seq, newest);
      state.unread = Math.max(0, newest - lastRead);
      return ok({
        dialog_id: Number(read[1]),
        last_read_seq: lastRead,
        new_messages: state.unread,
        total: state.unread,
      });
    }
    if (method === 'GET' && path === '/dialogs/new/messagesCounter')
      return ok({ total: state.unread });
    if (method === 'GET' && path === '/dialogs') {
      return ok({ dialogs: state.dialogs, total: state.dialogs.length });
    }
    if (method === 'GET' && /^\/dialogs\/\d+$/.test(path)) {
      // A single dialog's answer carries what the caller may do in it, as the server's does.
      const abilities = state.dialog.abilities ?? abilitiesFor(state.dialog, state.account);
      return ok({ dialog: { ...state.dialog, abilities } });
    }
    return fail(404, 'NOT_FOUND', `No fake for ${method} ${path}`);
  });

  /** The requests for message pages, as their query strings. */
  const pageRequests = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('/messages'))
      .map((url) => Object.fromEntries(url.searchParams));

  return { state, fetchMock, pageRequests };
}
