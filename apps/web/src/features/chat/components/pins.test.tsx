import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messageResponseSchema } from '@quad/shared/contracts/dialogs';
import { dialogEventsChannel } from '@quad/shared/events';
import { okAs } from '../../../test/msw';
import { fakeChatApi } from '../test-api';
import { abilitiesFor, buildAccount, buildDialog, buildMessages } from '../test-fixtures';
import { channels, emit } from '../test-realtime';
import { renderChat } from '../test-render';

vi.mock('../../../lib/socket', async () => (await import('../test-realtime')).fakeRealtimeModule());
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  channels.clear();
});

describe('pinned messages', () => {
  it('lets the ambassador pin a message; it shows at the top of the chat', async () => {
    const user = userEvent.setup();
    const account = buildAccount('amara');
    const messages = buildMessages(1, 3);
    const dialog = buildDialog();
    const pinBodies: unknown[] = [];
    fakeChatApi({
      account,
      messages,
      dialog: { ...dialog, abilities: { ...abilitiesFor(dialog, account), canPin: true } },
      handlers: [
        http.put(
          '*/api/v1/interactionSite/dialogs/7/messages/:messageId/pin',
          async ({ request }) => {
            pinBodies.push(await request.json());
            return okAs(messageResponseSchema, { message: { ...messages[1]!, is_pinned: true } });
          },
        ),
      ],
    });
    renderChat('/1/interaction/dialogs/7');
    const pin = await screen.findAllByRole('button', { name: /^Pin .* message to the top/ });
    expect(pin.length).toBeGreaterThan(0);
    const region = screen.getByRole('region', { name: /^Messages with/ });
    const second = within(region).getByText('Message 2').closest<HTMLElement>('[data-id]')!;
    await user.click(within(second).getByRole('button', { name: /^Pin / }));
    await waitFor(() => expect(pinBodies).toEqual([{ is_pinned: true }]));
    expect(await screen.findByRole('button', { name: /Pinned message/ })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: /^Unpin / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows no pin button to a prospect, and a message pinned elsewhere arrives live', async () => {
    const messages = buildMessages(1, 3);
    fakeChatApi({ account: buildAccount('sofia'), messages });
    renderChat('/1/interaction/dialogs/7');
    await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.queryByRole('button', { name: /^Pin / })).toBeNull();
    act(() =>
      emit(dialogEventsChannel(7), {
        type: 'messagePinned',
        dialogId: 7,
        messageId: messages[0]!.id,
        is_pinned: true,
        message: { ...messages[0]!, is_pinned: true },
      }),
    );
    expect(await screen.findByRole('button', { name: /Pinned message/ })).toBeInTheDocument();
  });
});
