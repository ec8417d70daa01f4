import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DialogAbilities } from '@quad/shared/contracts/dialogs';
import { okEmpty, serveApi } from '../../../test/msw';
import { testQueryClient } from '../../../test/helpers';
import { buildMember, people } from '../test-fixtures';
import { MembersModal } from './members-modal';

const abilities = (overrides: Partial<DialogAbilities>): DialogAbilities => ({
  canSend: true,
  canClose: true,
  canInvite: true,
  canModerate: false,
  canManageAmbassadors: false,
  canArchive: true,
  canReport: false,
  canLeave: true,
  canJoin: false,
  ...overrides,
});

const members = [buildMember('sofia'), buildMember('amara'), buildMember('admin')];

/** The members modal of chat 7 as a person sees it, with what they may do. */
const modal = (accountId: number, can: Partial<DialogAbilities>, shown = members) => (
  <QueryClientProvider client={testQueryClient()}>
    <MembersModal
      open
      onOpenChange={() => {}}
      members={shown}
      accountId={accountId}
      dialogId={7}
      abilities={abilities(can)}
    />
  </QueryClientProvider>
);

describe('members of a chat, as staff see them', () => {
  it('lets an admin pause an ambassador and let them write again', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      http.put('*/api/v1/interactionSite/dialogs/7/ambassadorStatus', () => okEmpty()),
    );
    const paused = [buildMember('sofia'), { ...buildMember('amara'), is_enabled: false }];
    const { rerender } = render(
      modal(people.admin.id, { canModerate: true, canManageAmbassadors: true }),
    );
    await user.click(
      await screen.findByRole('button', { name: "Pause Amara Okafor's messages in this chat" }),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT', '/interactionSite/dialogs/7/ambassadorStatus')).toHaveLength(1),
    );
    expect(api.callsTo('PUT', '/interactionSite/dialogs/7/ambassadorStatus')[0]!.body).toEqual({
      user_id: people.amara.id,
      is_enabled: false,
    });

    rerender(modal(people.admin.id, { canModerate: true, canManageAmbassadors: true }, paused));
    expect(screen.getByText('Paused in this chat')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: "Resume Amara Okafor's messages in this chat" }),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT', '/interactionSite/dialogs/7/ambassadorStatus')).toHaveLength(2),
    );
    expect(api.callsTo('PUT', '/interactionSite/dialogs/7/ambassadorStatus')[1]!.body).toEqual({
      user_id: people.amara.id,
      is_enabled: true,
    });
  });

  it('removes an ambassador only after a second tap that names them', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveApi(
      http.put('*/api/v1/interactionSite/dialogs/7/detachAmbassador', () => okEmpty()),
    );
    render(modal(people.admin.id, { canModerate: true }));
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Amara Okafor from this chat' }),
    );
    expect(api.calls).toHaveLength(0);
    const confirm = screen.getByRole('group', { name: 'Remove Amara Okafor from this chat?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/interactionSite/dialogs/7/detachAmbassador')[0]!.body).toEqual({
        user_id: people.amara.id,
      }),
    );
  });

  it('shows no controls to a prospect', async () => {
    render(modal(people.sofia.id, { canReport: true }));
    await screen.findByText('Amara Okafor');
    expect(screen.queryByRole('button', { name: /Remove|Pause/ })).toBeNull();
  });
});
