import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminGroupChatCreateSchema,
  adminGroupChatListResponseSchema,
  adminGroupChatMembersResponseSchema,
  adminGroupChatResponseSchema,
  type AdminGroupChat,
} from '@quad/shared/contracts/admin-group-chats';
import { okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole, serveTeam } from '../test-fixtures';

const chat: AdminGroupChat = {
  id: 30,
  kind: 'group',
  name: 'Physics applicants',
  description: '',
  private_code: 'K7PQ2M9X',
  archived: false,
  members_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
};

function serve() {
  let members: { id: number; name: string; role: 'ambassador' }[] = [];
  return serveApi(
    ...consoleHandlers(),
    http.get(`${API}/admin/groupChats`, () =>
      okAs(adminGroupChatListResponseSchema, { groupChats: [chat], total: 1 }),
    ),
    http.post(`${API}/admin/groupChats`, async ({ request }) => {
      const input = adminGroupChatCreateSchema.parse(await request.json());
      return okAs(adminGroupChatResponseSchema, {
        groupChat: { ...chat, id: 31, name: input.name, kind: input.kind, private_code: null },
      });
    }),
    http.patch(`${API}/admin/groupChats/30`, () =>
      okAs(adminGroupChatResponseSchema, { groupChat: { ...chat, private_code: 'NEWCODE2' } }),
    ),
    http.get(`${API}/admin/groupChats/30/members`, () =>
      okAs(adminGroupChatMembersResponseSchema, { members }),
    ),
    http.post(`${API}/admin/groupChats/30/members`, () => {
      members = [{ id: 21, name: 'Maya Lee', role: 'ambassador' }];
      return okAs(adminGroupChatMembersResponseSchema, { members });
    }),
    serveTeam(),
  );
}

describe('group chats and forums', () => {
  it('creates a forum after checking its name', async () => {
    const { callsTo } = serve();
    renderConsole('/1/admin/group-chats');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Create a group chat or forum' });
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(
      await within(form).findByText('Give it a name of 2 to 80 characters.'),
    ).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Forum');
    await user.type(within(form).getByLabelText('Name'), 'Open forum');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Open forum is ready.')).toBeInTheDocument();
    expect(callsTo('POST', '/admin/groupChats')[0]?.body).toEqual({
      kind: 'forum',
      name: 'Open forum',
      description: '',
      is_private: false,
    });
  });

  it('shows the private code, makes a new one, and adds an ambassador', async () => {
    const { callsTo } = serve();
    renderConsole('/1/admin/group-chats');
    const user = userEvent.setup();
    expect(await screen.findByText('K7PQ2M9X')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give Physics applicants a new code' }));
    expect(
      await screen.findByText('Physics applicants has a new code; the old one no longer works.'),
    ).toBeInTheDocument();
    expect(callsTo('PATCH', '/admin/groupChats/30')[0]?.body).toEqual({ new_code: true });

    await user.click(screen.getByRole('button', { name: 'Members of Physics applicants' }));
    const panel = await screen.findByRole('region', { name: 'Members of Physics applicants' });
    await user.selectOptions(await within(panel).findByLabelText('Add an ambassador'), 'Maya Lee');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(
      await within(panel).findByRole('button', { name: 'Remove Maya Lee' }),
    ).toBeInTheDocument();
    expect(callsTo('POST', '/admin/groupChats/30/members')[0]?.body).toEqual({ user_ids: [21] });
  });
});
