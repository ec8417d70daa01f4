import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  moderationDecisionResponseSchema,
  moderationDetailSchema,
  moderationListResponseSchema,
  type ModerationItem,
} from '@quad/shared/contracts/admin-moderation';
import { okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole } from '../test-fixtures';

const sofia = { id: 7, name: 'Sofia Rossi', email: 'sofia@example.test', role_key: 'prospect' };
const amara = {
  id: 8,
  name: 'Amara Okafor',
  email: 'amara@example.test',
  role_key: 'univercity-student',
};
const message = (id: number, seq: number, text: string, author = amara) => ({
  id,
  seq,
  type: 'text',
  text,
  author,
  hide_keywords: false,
  hidden_keywords: [],
  hidden_by_admin: false,
  created_at: '2026-11-24T10:00:00.000Z',
});
const reported: ModerationItem = {
  kind: 'message_report',
  id: 3,
  dialog: { id: 12, type: 1, name: null, closed: false, archived: false },
  message: message(41, 4, 'Add me on WhatsApp +44 7700 900123'),
  reporter: sofia,
  reason: 'Asked me to move to WhatsApp',
  created_at: '2026-11-24T10:05:00.000Z',
};
const counts = {
  open: 1,
  dialog_report: 0,
  message_report: 1,
  keyword_hit: 0,
  safeguarding_flag: 0,
};

describe('moderation queue', () => {
  it('shows who reported what and why, with the original words, and hides the message', async () => {
    let decided = false;
    const { callsTo } = serveApi(
      ...consoleHandlers({ moderation: counts }),
      // Once decided, the item is gone from the queue (its card unmounts on the refetch).
      http.get(`${API}/admin/moderation`, () =>
        okAs(
          moderationListResponseSchema,
          decided
            ? { items: [], total: 0, counts: { ...counts, open: 0, message_report: 0 } }
            : { items: [reported], total: 1, counts },
        ),
      ),
      http.get(`${API}/admin/moderation/message_report/3`, () =>
        okAs(moderationDetailSchema, {
          item: reported,
          transcript: [message(40, 3, 'Is the campus nice?', sofia), reported.message!],
          members: [
            { ...sofia, is_blocked: false, is_detached: false, is_disabled: false },
            { ...amara, is_blocked: false, is_detached: false, is_disabled: false },
          ],
          decisions: [],
        }),
      ),
      http.post(`${API}/admin/moderation/message_report/3/decision`, () => {
        decided = true;
        return okAs(moderationDecisionResponseSchema, {
          counts: {
            open: 0,
            dialog_report: 0,
            message_report: 0,
            keyword_hit: 0,
            safeguarding_flag: 0,
          },
        });
      }),
    );
    renderConsole('/1/admin/moderation');
    expect(await screen.findByRole('heading', { name: 'Reported by Sofia Rossi' })).toBeVisible();
    expect(screen.getByText('Reason: “Asked me to move to WhatsApp”')).toBeVisible();
    expect(screen.getByText('Add me on WhatsApp +44 7700 900123')).toBeVisible();
    expect(screen.getByRole('link', { name: '1 to review in the moderation queue' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const transcript = await screen.findByRole('list', { name: 'The conversation around it' });
    expect(within(transcript).getByText('Is the campus nice?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Block Sofia Rossi' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Amara Okafor from the chat' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Hide the message' }));
    expect(await screen.findByText('The message is hidden from the prospect.')).toBeVisible();
    expect(await screen.findByText('Nothing to review')).toBeVisible();
    expect(callsTo('POST', '/admin/moderation/message_report/3/decision')[0]?.body).toEqual({
      action: 'hide_message',
      keep_open: false,
    });
  });

  it('says when nothing waits', async () => {
    serveApi(
      ...consoleHandlers(),
      http.get(`${API}/admin/moderation`, () =>
        okAs(moderationListResponseSchema, {
          items: [],
          total: 0,
          counts: {
            open: 0,
            dialog_report: 0,
            message_report: 0,
            keyword_hit: 0,
            safeguarding_flag: 0,
          },
        }),
      ),
    );
    renderConsole('/1/admin/moderation');
    expect(await screen.findByText('Nothing to review')).toBeVisible();
  });
});
