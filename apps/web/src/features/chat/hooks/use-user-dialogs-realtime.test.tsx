import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userDialogsChannel } from '@quad/shared/events';
import { parseBase } from '@quad/shared/rules/base-path';
import { testQueryClient, withQueryClient } from '../../../test/helpers';
import { dialogKeys } from '../api/dialog-keys';
import { flattenDialogs, type DialogsData } from '../api/get-dialogs';
import { buildDialog, buildMessage } from '../test-fixtures';
import { channels, emit } from '../test-realtime';
import { useUserDialogsRealtime } from './use-user-dialogs-realtime';

vi.mock('../../../lib/socket', async () => (await import('../test-realtime')).fakeRealtimeModule());
const parentPosts = vi.hoisted(() => ({ embedded: false, sent: [] as unknown[] }));
vi.mock('../../../lib/embed-bridge', () => ({
  notifyParent: (notification: unknown) => {
    if (!parentPosts.embedded) return false;
    parentPosts.sent.push(notification);
    return true;
  },
}));

const base = parseBase('/1')!;
const sofia = 11;

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    public title: string,
    public options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

function setup(viewingDialogId: number | null = null) {
  const client = testQueryClient();
  const list: DialogsData = {
    pages: [
      {
        dialogs: [
          buildDialog({ id: 8, name: 'Computer Science Applicants', type: 4, prospect: null }),
          buildDialog({ id: 7 }),
        ],
        total: 2,
      },
    ],
    pageParams: [0],
  };
  client.setQueryData(dialogKeys.list(base), list);
  client.setQueryData(dialogKeys.unreadCounter(), 2);
  const openDialog = vi.fn();
  renderHook(
    () => useUserDialogsRealtime({ accountId: sofia, base, viewingDialogId, openDialog }),
    { wrapper: withQueryClient(client) },
  );
  const dialogs = () => flattenDialogs(client.getQueryData(dialogKeys.list(base)));
  return { client, openDialog, dialogs };
}

beforeEach(() => {
  channels.clear();
  FakeNotification.shown = [];
  FakeNotification.permission = 'granted';
  parentPosts.embedded = false;
  parentPosts.sent = [];
  vi.stubGlobal('Notification', FakeNotification);
  // Someone is at the window (jsdom has no focus of its own).
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useUserDialogsRealtime', () => {
  it('moves the chat to the top with its message, counts it unread, and notifies', () => {
    const { client, dialogs, openDialog } = setup();
    const message = buildMessage({ seq: 12, dialog_id: 7, text: 'Hi Sofia! Yes, open day is on.' });
    act(() => emit(userDialogsChannel(sofia), { dialog_id: 7, message }));

    expect(dialogs().map((dialog) => dialog.id)).toEqual([7, 8]);
    expect(dialogs()[0]).toMatchObject({ new_messages: 1, last_message: { id: message.id } });
    expect(client.getQueryData(dialogKeys.unreadCounter())).toBe(3);

    expect(FakeNotification.shown).toHaveLength(1);
    const shown = FakeNotification.shown[0]!;
    expect(shown.title).toBe('Amara Okafor');
    expect(shown.options.body).toBe('Hi Sofia! Yes, open day is on.');
    shown.onclick?.();
    expect(openDialog).toHaveBeenCalledWith(7);
  });

  it('names the group chat in the title of its notifications', () => {
    setup();
    act(() =>
      emit(userDialogsChannel(sofia), {
        dialog_id: 8,
        message: buildMessage({ seq: 3, dialog_id: 8, from: 'wei' }),
      }),
    );
    expect(FakeNotification.shown[0]?.title).toBe('Wei Chen · Computer Science Applicants');
  });

  it('stays quiet about the chat on screen and about the person’s own messages', () => {
    const { dialogs, client } = setup(7);
    act(() =>
      emit(userDialogsChannel(sofia), { dialog_id: 7, message: buildMessage({ seq: 12 }) }),
    );
    act(() =>
      emit(userDialogsChannel(sofia), {
        dialog_id: 8,
        message: buildMessage({ seq: 4, dialog_id: 8, from: 'sofia' }),
      }),
    );
    expect(FakeNotification.shown).toHaveLength(0);
    expect(dialogs().find((dialog) => dialog.id === 7)?.new_messages).toBe(0);
    expect(client.getQueryData(dialogKeys.unreadCounter())).toBe(2);
  });

  it.each(['4', '5', '6'] as const)('never notifies of a type %s message', (type) => {
    setup();
    act(() =>
      emit(userDialogsChannel(sofia), {
        dialog_id: 7,
        message: buildMessage({ seq: 12, type, text: 'Amara joined the chat' }),
      }),
    );
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('hands the notification to the parent page inside a frame', () => {
    parentPosts.embedded = true;
    setup();
    act(() =>
      emit(userDialogsChannel(sofia), {
        dialog_id: 7,
        message: buildMessage({ seq: 12, text: 'See you Saturday' }),
      }),
    );
    expect(parentPosts.sent).toEqual([
      { title: 'Amara Okafor', body: 'See you Saturday', dialogId: 7 },
    ]);
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('shows nothing without permission', () => {
    FakeNotification.permission = 'default';
    setup();
    act(() =>
      emit(userDialogsChannel(sofia), { dialog_id: 7, message: buildMessage({ seq: 12 }) }),
    );
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('refreshes the list at once, then within the 20 s / 21 s throttle', async () => {
    vi.useFakeTimers();
    const { client } = setup();
    const refetches = vi.spyOn(client, 'invalidateQueries');
    const lists = () =>
      refetches.mock.calls.filter(([filters]) =>
        String(filters?.queryKey).startsWith(String(dialogKeys.lists())),
      ).length;
    for (let seq = 12; seq < 17; seq += 1) {
      act(() => emit(userDialogsChannel(sofia), { dialog_id: 7, message: buildMessage({ seq }) }));
    }
    expect(lists()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(20_999));
    expect(lists()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(lists()).toBe(2);
  });

  it('counts a message in the open chat unread while the window has no focus', () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const { dialogs, client } = setup(7);
    act(() =>
      emit(userDialogsChannel(sofia), { dialog_id: 7, message: buildMessage({ seq: 12 }) }),
    );
    expect(dialogs().find((dialog) => dialog.id === 7)?.new_messages).toBe(1);
    expect(client.getQueryData(dialogKeys.unreadCounter())).toBe(3);
  });

  it('takes the counts of a read on any device for the list and the header alike', () => {
    const { dialogs, client } = setup();
    act(() =>
      emit(userDialogsChannel(sofia), { dialog_id: 7, message: buildMessage({ seq: 12 }) }),
    );
    expect(client.getQueryData(dialogKeys.unreadCounter())).toBe(3);
    act(() =>
      emit(userDialogsChannel(sofia), {
        dialog_id: 7,
        message: null,
        read: { dialog_id: 7, last_read_seq: 12, new_messages: 0, total: 2 },
      }),
    );
    expect(dialogs().find((dialog) => dialog.id === 7)?.new_messages).toBe(0);
    expect(client.getQueryData(dialogKeys.unreadCounter())).toBe(2);
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it('fetches the list at once for the first message of a chat it does not hold yet', () => {
    vi.useFakeTimers();
    const { client } = setup();
    const refetches = vi.spyOn(client, 'invalidateQueries');
    const lists = () =>
      refetches.mock.calls.filter(([filters]) =>
        String(filters?.queryKey).startsWith(String(dialogKeys.lists())),
      ).length;
    act(() =>
      emit(userDialogsChannel(sofia), { dialog_id: 7, message: buildMessage({ seq: 12 }) }),
    );
    expect(lists()).toBe(1);
    act(() =>
      emit(userDialogsChannel(sofia), {
        dialog_id: 99,
        message: buildMessage({ seq: 1, dialog_id: 99, text: 'Hello! I am new here' }),
      }),
    );
    expect(lists()).toBe(2);
  });
});
