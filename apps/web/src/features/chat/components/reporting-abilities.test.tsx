import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogResponseSchema } from '@quad/shared/contracts/dialogs';
import { okAs } from '../../../test/msw';
import { fakeChatApi } from '../test-api';
import { buildAccount, buildDialog, buildMessages } from '../test-fixtures';
import { channels } from '../test-realtime';
import { renderChat } from '../test-render';

vi.mock('../../../lib/socket', async () => (await import('../test-realtime')).fakeRealtimeModule());

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  channels.clear();
});

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  renderChat('/1/interaction/dialogs/7');
  const messages = await screen.findByRole('region', { name: /^Messages with/ });
  await within(messages).findByText('Message 3');
  await user.click(screen.getByRole('button', { name: 'More options' }));
  return messages;
}

describe('reporting follows the abilities the server sent', () => {
  it('offers a prospect to report the conversation and a message when the server allows it', async () => {
    const user = userEvent.setup({ delay: null });
    fakeChatApi({ account: buildAccount('sofia'), messages: buildMessages(1, 3) });
    const messages = await openChat(user);
    expect(await screen.findByRole('menuitem', { name: 'Report conversation' })).toBeVisible();
    expect(
      within(messages).getAllByRole('button', { name: /^Report message from/ }).length,
    ).toBeGreaterThan(0);
  });

  it('offers no report at all when the dialog comes without abilities', async () => {
    const user = userEvent.setup({ delay: null });
    fakeChatApi({
      account: buildAccount('sofia'),
      messages: buildMessages(1, 3),
      handlers: [
        http.get('/api/v1/interactionSite/dialogs/:dialogId', () =>
          okAs(dialogResponseSchema, { dialog: buildDialog() }),
        ),
      ],
    });
    const messages = await openChat(user);
    expect(screen.queryByRole('menuitem', { name: 'Report conversation' })).toBeNull();
    expect(within(messages).queryAllByRole('button', { name: /^Report message from/ })).toEqual([]);
  });
});
