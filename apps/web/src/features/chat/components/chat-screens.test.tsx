import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogEventsChannel, dialogMessagesChannel } from '@quad/shared/events';
import { http } from 'msw';
import { createChatResponseSchema } from '@quad/shared/contracts/dialogs';
import { okAs, okEmpty } from '../../../test/msw';
import { fakeChatApi } from '../test-api';
import { buildAccount, buildDialog, buildMessage, buildMessages } from '../test-fixtures';
import { channels, emit } from '../test-realtime';
import { renderChat } from '../test-render';
import { READ_DELAY_MS } from '../hooks/use-read-marker';

vi.mock('../../../lib/socket', async () => (await import('../test-realtime')).fakeRealtimeModule());

// Whole screens with a router and a fake API: slower than unit tests on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  channels.clear();
});

const messagesRegion = () => screen.getByRole('region', { name: /^Messages with/ });

describe('a one-to-one chat', () => {
  it('shows the conversation with the student, oldest to newest, and who it is with', async () => {
    fakeChatApi({ account: buildAccount('sofia'), messages: buildMessages(1, 4) });
    renderChat('/1/interaction/dialogs/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' }),
    ).toBeInTheDocument();
    const texts = within(await screen.findByRole('region', { name: /^Messages with/ }))
      .getAllByText(/^Message \d$/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4']);
    expect(screen.getByText('Student ambassador · Demo University')).toBeInTheDocument();
    expect(screen.getByText(/Ask anything: courses, campus/)).toBeInTheDocument();
  });

  it("greets the ambassador with words for them, not the prospect's invitation", async () => {
    fakeChatApi({ account: buildAccount('amara'), messages: [] });
    renderChat('/1/interaction/dialogs/7');
    expect(await screen.findByText(/thinking about studying with you/)).toBeInTheDocument();
    expect(screen.queryByText(/Ask anything/)).toBeNull();
  });

  it('sends with Enter, shows the message at once, and keeps Shift+Enter for a new line', async () => {
    const user = userEvent.setup();
    const server = fakeChatApi({
      account: buildAccount('sofia'),
      messages: buildMessages(1, 2),
    });
    renderChat('/1/interaction/dialogs/7');
    const field = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(field, 'First line{Shift>}{Enter}{/Shift}second line');
    expect((field as HTMLTextAreaElement).value).toBe('First line\nsecond line');
    await user.keyboard('{Enter}');
    const bubble = () =>
      within(messagesRegion())
        .getByText(/First line/)
        .closest<HTMLElement>('[data-message-id]')!;
    expect(bubble()).toBeInTheDocument();
    await waitFor(() => expect(server.state.sendBodies).toHaveLength(1));
    expect(server.state.sendBodies[0]).toMatchObject({ text: 'First line\nsecond line' });
    expect((field as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(within(bubble()).getByText('Sent')).toBeInTheDocument());
  });

  it('marks a send that failed and retries it with the same clientMessageId', async () => {
    const user = userEvent.setup();
    const server = fakeChatApi({
      account: buildAccount('sofia'),
      messages: buildMessages(1, 2),
    });
    server.state.failNextSends.push('network');
    renderChat('/1/interaction/dialogs/7');
    await user.type(
      await screen.findByRole('textbox', { name: 'Message' }),
      'Are you there?{Enter}',
    );
    expect(await screen.findByText('Not sent.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent.')).toBeNull());
    const ids = server.state.sendBodies.map((body) => body.clientMessageId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect(within(messagesRegion()).getAllByText('Are you there?')).toHaveLength(1);
  });

  it('quotes the message being answered and sends the reply with its parent', async () => {
    const user = userEvent.setup();
    const server = fakeChatApi({
      account: buildAccount('sofia'),
      messages: buildMessages(1, 3),
    });
    renderChat('/1/interaction/dialogs/7');
    await user.click(
      (await screen.findAllByRole('button', { name: 'Reply to Amara Okafor' })).at(-1)!,
    );
    expect(screen.getByText('Replying to Amara Okafor')).toBeInTheDocument();
    await user.keyboard('Thanks!{Enter}');
    await waitFor(() => expect(server.state.sendBodies).toHaveLength(1));
    expect(server.state.sendBodies[0]).toMatchObject({ text: 'Thanks!', parentMessageId: 1003 });
    expect(screen.queryByText('Replying to Amara Okafor')).toBeNull();
  });

  it('shows a realtime message once, announces it, and ignores a second delivery', async () => {
    fakeChatApi({ account: buildAccount('sofia'), messages: buildMessages(1, 2) });
    renderChat('/1/interaction/dialogs/7');
    await screen.findByRole('textbox', { name: 'Message' });
    const next = buildMessage({ seq: 3, text: 'Open day is on Saturday!' });
    act(() => {
      emit(dialogMessagesChannel(7), next);
      emit(dialogMessagesChannel(7), next);
    });
    await waitFor(() =>
      expect(within(messagesRegion()).getAllByText('Open day is on Saturday!')).toHaveLength(1),
    );
    expect(
      screen.getByText('New message from Amara Okafor: Open day is on Saturday!'),
    ).toBeInTheDocument();
  });

  it('replaces the composer when the conversation is closed and asks the prospect for marks', async () => {
    const user = userEvent.setup();
    const server = fakeChatApi({
      account: buildAccount('sofia'),
      messages: buildMessages(1, 2),
      handlers: [http.put('/api/v1/interactionSite/dialogs/7/afteDialogReport', () => okEmpty())],
    });
    renderChat('/1/interaction/dialogs/7');
    await screen.findByRole('textbox', { name: 'Message' });

    server.state.dialog = buildDialog({ closed: true });
    act(() => emit(dialogEventsChannel(7), { type: 'closed', dialogId: 7, admin_closed: false }));
    expect(await screen.findByText('This conversation is closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();

    await user.click(
      within(screen.getByRole('group', { name: 'How helpful was Amara Okafor?' })).getByLabelText(
        '5 stars',
      ),
    );
    await user.click(
      within(
        screen.getByRole('group', { name: 'How do you feel about Demo University now?' }),
      ).getByLabelText('4 stars'),
    );
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText(/Thanks for your feedback/);
    expect(server.state.writes).toContainEqual({
      call: 'PUT /dialogs/7/afteDialogReport',
      body: { user_mark: 5, university_mark: 4 },
    });
  });

  it('tells an ambassador who was removed, with the remover, and leads back to the list', async () => {
    const user = userEvent.setup();
    fakeChatApi({ account: buildAccount('amara'), messages: buildMessages(1, 2) });
    const { router } = renderChat('/1/interaction/dialogs/7');
    await screen.findByRole('textbox', { name: 'Message' });
    act(() =>
      emit(dialogEventsChannel(7), {
        type: 'ambassadorDetached',
        dialogId: 7,
        userId: 21,
        removedBy: { id: 31, name: 'Hannah Price' },
      }),
    );
    const popup = await screen.findByRole('dialog', {
      name: 'You have been removed from conversation',
    });
    expect(within(popup).getByText(/by Hannah Price/)).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Back to your chats' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/1/interaction/dialogs'));
  });

  it('goes back to the list when the chat is archived', async () => {
    const server = fakeChatApi({
      account: buildAccount('sofia'),
      messages: buildMessages(1, 2),
    });
    const { router } = renderChat('/1/interaction/dialogs/7');
    await screen.findByRole('textbox', { name: 'Message' });
    server.state.dialog = buildDialog({ archived: true });
    act(() => emit(dialogEventsChannel(7), { type: 'archived', dialogId: 7 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/1/interaction/dialogs'));
  });
});

describe('starting a chat', () => {
  it('sends a signed-out visitor to sign-up, remembering where to come back', async () => {
    fakeChatApi();
    const { router } = renderChat('/1/interaction/dialogs/new?userId=21', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign up screen' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/1/interaction/dialogs/new?userId=21' });
  });

  it.each([['/1/interaction/dialogs/new?userId=21'], ['/1/interaction/21']])(
    'creates the chat and opens it in place of %s',
    async (path) => {
      const server = fakeChatApi({
        account: buildAccount('sofia'),
        messages: buildMessages(1, 2),
        handlers: [
          http.post('/api/v1/interactionSite/dialogs/createChat', async ({ request }) => {
            const body = (await request.json()) as { userId: number };
            return okAs(createChatResponseSchema, { dialog_id: body.userId === 21 ? 7 : 99 });
          }),
        ],
      });
      const { router } = renderChat(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/1/interaction/dialogs/7'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(
        server.state.writes.filter((write) => write.call === 'POST /dialogs/createChat'),
      ).toEqual([{ call: 'POST /dialogs/createChat', body: { userId: 21 } }]);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' }),
      ).toBeInTheDocument();
      // Straight into writing: the cursor waits in the composer.
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' })),
      );
    },
  );
});

describe('read state and the list', () => {
  it('marks the chat read once its messages are shown in a focused window; list and header agree', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const server = fakeChatApi({
      account: buildAccount('sofia'),
      messages: buildMessages(1, 4),
    });
    server.state.unread = 4;
    server.state.dialogs = [
      buildDialog({ new_messages: 4, last_message: buildMessage({ seq: 4 }) }),
    ];
    const { client } = renderChat('/1/interaction/dialogs/7');
    const list = await screen.findByRole('navigation', { name: 'Chats' });
    await waitFor(() =>
      expect(server.state.writes).toContainEqual({
        call: 'POST /dialogs/7/read',
        body: { seq: 4 },
      }),
    );
    await waitFor(() => expect(within(list).queryByText(/unread messages/)).toBeNull());
    expect(client.getQueryData(['dialogs', 'unread-counter'])).toBe(0);
  });

  it('reads nothing while the window has no focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const server = fakeChatApi({
      account: buildAccount('sofia'),
      messages: buildMessages(1, 4),
    });
    renderChat('/1/interaction/dialogs/7');
    await screen.findByRole('heading', { level: 1, name: 'Amara Okafor' });
    await act(() => vi.advanceTimersByTimeAsync(READ_DELAY_MS * 2));
    expect(server.state.writes.filter((write) => write.call.endsWith('/read'))).toEqual([]);
    // Coming back to the window reads what is on screen.
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() =>
      expect(server.state.writes).toContainEqual({
        call: 'POST /dialogs/7/read',
        body: { seq: 4 },
      }),
    );
  });

  it("puts one's own reply at the top of one's list at once, from the send's answer", async () => {
    const user = userEvent.setup();
    const server = fakeChatApi({
      account: buildAccount('sofia'),
      messages: buildMessages(1, 2),
    });
    server.state.dialogs = [
      buildDialog({ id: 8, name: 'Open day', type: 4, prospect: null, last_message: null }),
      buildDialog({ last_message: null }),
    ];
    renderChat('/1/interaction/dialogs/7');
    const list = await screen.findByRole('navigation', { name: 'Chats' });
    await within(list).findByRole('link', { name: /Open day/ });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'On my way!{Enter}');
    await waitFor(() => expect(within(list).getByText(/On my way!/)).toBeInTheDocument());
    const rows = within(list).getAllByRole('link');
    expect(rows[0]?.getAttribute('href')).toBe('/1/interaction/dialogs/7');
  });
});

describe('a public group chat, signed out', () => {
  it('asks to sign in for a chat that is not public', async () => {
    fakeChatApi();
    renderChat('/1/interaction/dialogs/7', { signedIn: false });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your chats' }),
    ).toBeInTheDocument();
  });
});

describe('the chat list', () => {
  it('lists chats with unread badges and the unread total, and says so when empty', async () => {
    const server = fakeChatApi({ account: buildAccount('sofia') });
    server.state.unread = 3;
    server.state.dialogs = [
      buildDialog({
        new_messages: 3,
        last_message: buildMessage({ seq: 9, text: 'See you at open day!' }),
      }),
    ];
    renderChat('/1/interaction/dialogs');
    const list = await screen.findByRole('navigation', { name: 'Chats' });
    const row = within(list).getByRole('link', { name: /Amara Okafor/ });
    expect(row.getAttribute('href')).toBe('/1/interaction/dialogs/7');
    expect(within(row).getByText('3 unread messages')).toBeInTheDocument();
    expect(within(row).getByText('See you at open day!')).toBeInTheDocument();
    expect(await screen.findByText('3 unread')).toBeInTheDocument();
  });

  it('offers a way to find a student when there are no chats yet', async () => {
    fakeChatApi({ account: buildAccount('sofia') });
    renderChat('/1/interaction/dialogs');
    expect(await screen.findByRole('heading', { name: 'No chats yet' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Find a student to chat with' }).getAttribute('href'),
    ).toBe('/1/chat-to-us');
  });

  it('asks a signed-out visitor to sign in', async () => {
    fakeChatApi();
    renderChat('/1/interaction/dialogs', { signedIn: false });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your chats' }),
    ).toBeInTheDocument();
  });
});
