import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testQueryClient, withQueryClient } from '../../../test/helpers';
import { fakeChatApi } from '../test-api';
import { buildMessage, buildMessages } from '../test-fixtures';
import { useMessageTimeline } from './use-message-timeline';

function renderTimeline(server: ReturnType<typeof fakeChatApi>) {
  const client = testQueryClient();
  const view = renderHook(() => useMessageTimeline({ dialogId: 7, sendAs: 'prospect' }), {
    wrapper: withQueryClient(client),
  });
  return { ...view, client, server };
}

const seqs = (list: { seq: number }[] | undefined) => list?.map((message) => message.seq);

describe('useMessageTimeline', () => {
  it('loads the newest page first and shows it oldest to newest', async () => {
    const server = fakeChatApi({ messages: buildMessages(1, 120) });
    const { result } = renderTimeline(server);
    await waitFor(() => expect(result.current.timeline).toBeDefined());
    expect(seqs(result.current.timeline?.messages)).toEqual(
      Array.from({ length: 50 }, (_, index) => 71 + index),
    );
    expect(result.current.timeline?.hasOlder).toBe(true);
    expect(result.current.timeline?.hasNewer).toBe(false);
    expect(server.pageRequests()[0]).toMatchObject({ order: 'desc', limit: '50' });
  });

  it('pages back with beforeMessageId until the first message', async () => {
    const server = fakeChatApi({ messages: buildMessages(1, 120) });
    const { result } = renderTimeline(server);
    await waitFor(() => expect(result.current.timeline).toBeDefined());

    await act(() => result.current.loadOlder());
    expect(server.pageRequests()[1]).toMatchObject({ beforeMessageId: '1071', order: 'desc' });
    expect(seqs(result.current.timeline?.messages)?.slice(0, 2)).toEqual([21, 22]);
    expect(result.current.timeline?.hasOlder).toBe(true);

    await act(() => result.current.loadOlder());
    expect(result.current.timeline?.messages).toHaveLength(120);
    expect(result.current.timeline?.hasOlder).toBe(false);
    await act(() => result.current.loadOlder()); // nothing more to ask for
    expect(server.pageRequests()).toHaveLength(3);
  });

  it('opens around a message and pages forward with afterMessageId', async () => {
    const server = fakeChatApi({ messages: buildMessages(1, 120) });
    const { result } = renderTimeline(server);
    await waitFor(() => expect(result.current.timeline).toBeDefined());

    await act(() => result.current.jumpTo(1010));
    expect(server.pageRequests()[1]).toMatchObject({ aroundMessageId: '1010' });
    await waitFor(() =>
      expect(result.current.timeline?.messages.some((message) => message.id === 1010)).toBe(true),
    );
    expect(result.current.timeline?.hasNewer).toBe(true);

    await act(() => result.current.loadNewer());
    expect(server.pageRequests()[2]).toMatchObject({ afterMessageId: '1050', order: 'asc' });
    await waitFor(() => expect(seqs(result.current.timeline?.messages)?.at(-1)).toBe(100));
    await act(() => result.current.loadNewer());
    await waitFor(() => expect(seqs(result.current.timeline?.messages)?.at(-1)).toBe(120));
    expect(result.current.timeline?.hasNewer).toBe(false);
  });

  it('shows a message once when it arrives by realtime and again in a catch-up', async () => {
    const server = fakeChatApi({ messages: buildMessages(1, 10) });
    const { result } = renderTimeline(server);
    await waitFor(() => expect(result.current.timeline).toBeDefined());

    const eleven = buildMessage({ seq: 11 });
    server.state.messages.push(eleven);
    act(() => result.current.receive(eleven));
    act(() => result.current.receive(eleven)); // delivered twice (two tabs, a retry)
    await act(async () => result.current.catchUp());
    await waitFor(() => expect(server.pageRequests()).toHaveLength(2));
    await waitFor(() => expect(seqs(result.current.timeline?.messages)).toHaveLength(11));
    expect(seqs(result.current.timeline?.messages)).toEqual(
      Array.from({ length: 11 }, (_, index) => index + 1),
    );
  });

  it('catches up with afterSeq when a realtime message skips seq numbers', async () => {
    const server = fakeChatApi({ messages: buildMessages(1, 10) });
    const { result } = renderTimeline(server);
    await waitFor(() => expect(result.current.timeline).toBeDefined());

    const missed = [buildMessage({ seq: 11 }), buildMessage({ seq: 12 })];
    const latest = buildMessage({ seq: 13, text: 'Are you still there?' });
    server.state.messages.push(...missed, latest);
    act(() => result.current.receive(latest));

    await waitFor(() => expect(server.pageRequests()).toHaveLength(2));
    expect(server.pageRequests()[1]).toMatchObject({ afterSeq: '10', order: 'asc' });
    await waitFor(() =>
      expect(seqs(result.current.timeline?.messages)?.slice(-4)).toEqual([10, 11, 12, 13]),
    );
    expect(result.current.timeline?.syncedSeq).toBe(13);
  });

  it('shows a send at once, marks it failed, and retries with the same clientMessageId', async () => {
    const server = fakeChatApi({ messages: buildMessages(1, 3) });
    const { result } = renderTimeline(server);
    await waitFor(() => expect(result.current.timeline).toBeDefined());

    let release!: () => void;
    server.state.holdSends = new Promise<void>((resolve) => (release = resolve));
    server.state.failNextSends.push('network');
    let sending!: Promise<void>;
    act(() => {
      sending = result.current.send('Is there a CS open day?', null);
    });
    await waitFor(() =>
      expect(result.current.timeline?.pending).toMatchObject([
        { text: 'Is there a CS open day?', status: 'sending' },
      ]),
    );
    release();
    await act(() => sending);
    await waitFor(() =>
      expect(result.current.timeline?.pending).toMatchObject([
        { status: 'failed', errorCode: 'NETWORK_ERROR' },
      ]),
    );
    const firstId = server.state.sendBodies[0]?.clientMessageId;
    expect(firstId).toMatch(/^[0-9a-f]{32}$/);

    server.state.holdSends = null;
    const pending = result.current.timeline?.pending[0];
    await act(() => result.current.retry(pending!.clientMessageId));
    expect(server.state.sendBodies.map((body) => body.clientMessageId)).toEqual([firstId, firstId]);
    await waitFor(() => expect(result.current.timeline?.pending).toEqual([]));
    expect(result.current.timeline?.messages.at(-1)).toMatchObject({
      text: 'Is there a CS open day?',
      clientMessageId: firstId,
      seq: 4,
    });
  });

  it('replaces the pending bubble when the own message comes back by realtime first', async () => {
    const server = fakeChatApi({ messages: buildMessages(1, 3) });
    const { result } = renderTimeline(server);
    await waitFor(() => expect(result.current.timeline).toBeDefined());

    let release!: () => void;
    server.state.holdSends = new Promise<void>((resolve) => (release = resolve));
    let sending!: Promise<void>;
    act(() => {
      sending = result.current.send('Hello!', null);
    });
    await waitFor(() => expect(server.state.sendBodies).toHaveLength(1));
    const clientMessageId = server.state.sendBodies[0]?.clientMessageId ?? null;
    const echoed = buildMessage({ seq: 4, from: 'sofia', text: 'Hello!', clientMessageId });
    server.state.messages.push(echoed);
    act(() => result.current.receive(echoed));
    await waitFor(() => expect(result.current.timeline?.pending).toEqual([]));
    release();
    await act(() => sending);
    await waitFor(() =>
      expect(result.current.timeline?.messages.filter((m) => m.text === 'Hello!')).toHaveLength(1),
    );
    expect(result.current.timeline?.pending).toEqual([]);
  });

  it('keeps a refused send with its reason and tells the caller', async () => {
    const server = fakeChatApi({ messages: buildMessages(1, 3) });
    const rejected: string[] = [];
    const client = testQueryClient();
    const { result } = renderHook(
      () =>
        useMessageTimeline({
          dialogId: 7,
          sendAs: 'prospect',
          onSendRejected: (error) => rejected.push(error.code),
        }),
      { wrapper: withQueryClient(client) },
    );
    await waitFor(() => expect(result.current.timeline).toBeDefined());
    server.state.failNextSends.push({ status: 409, code: 'DIALOG_CLOSED' });
    await act(() => result.current.send('Thanks!', null));
    await waitFor(() =>
      expect(result.current.timeline?.pending).toMatchObject([
        { status: 'failed', errorCode: 'DIALOG_CLOSED' },
      ]),
    );
    expect(rejected).toEqual(['DIALOG_CLOSED']);
  });
});
