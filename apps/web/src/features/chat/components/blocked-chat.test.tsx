import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeChatApi } from '../test-api';
import { abilitiesFor, buildAccount, buildDialog, buildMessages } from '../test-fixtures';
import { channels } from '../test-realtime';
import { renderChat } from '../test-render';

vi.mock('../../../lib/socket', async () => (await import('../test-realtime')).fakeRealtimeModule());
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  channels.clear();
});

function closedChat(key: 'amara' | 'admin', adminClosed: boolean) {
  const account = buildAccount(key);
  const dialog = buildDialog({ closed: true, admin_closed: adminClosed });
  const abilities = {
    ...abilitiesFor(dialog, account),
    canClose: true,
    canModerate: true,
  };
  fakeChatApi({ account, messages: buildMessages(1, 2), dialog: { ...dialog, abilities } });
  renderChat('/1/interaction/dialogs/7');
}

describe('a chat closed by an admin or blocked by its prospect', () => {
  it('offers the ambassador no way to reopen it, and says who can', async () => {
    closedChat('amara', true);
    expect(await screen.findByText('Only the university team can reopen it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.getByRole('form', { name: /How was your chat with/ })).toBeInTheDocument();
  });

  it('lets an admin reopen it', async () => {
    closedChat('admin', true);
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('lets the ambassador reopen a chat they closed', async () => {
    closedChat('amara', false);
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });
});

describe('a chat that hides contact details', () => {
  it('says so above the composer', async () => {
    const account = buildAccount('sofia');
    fakeChatApi({
      account,
      messages: buildMessages(1, 2),
      dialog: buildDialog({ contact_details_hidden: true }),
    });
    renderChat('/1/interaction/dialogs/7');
    expect(
      await screen.findByText(/phone numbers, emails, links and social handles are hidden/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });
});
