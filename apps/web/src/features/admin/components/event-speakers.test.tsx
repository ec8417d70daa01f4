import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminLiveEventListResponseSchema,
  adminLiveEventSpeakersResponseSchema,
} from '@quad/shared/contracts/admin-live-events';
import { okAs, serveApi } from '../../../test/msw';
import { adminLiveEvent, API, consoleHandlers, renderConsole, serveTeam } from '../test-fixtures';

function serve() {
  let speakers: { id: number; name: string; role: 'ambassador' }[] = [];
  return serveApi(
    ...consoleHandlers(),
    http.get(`${API}/admin/liveEvents`, () =>
      okAs(adminLiveEventListResponseSchema, {
        liveEvents: [adminLiveEvent()],
        total: 1,
      }),
    ),
    http.get(`${API}/admin/liveEvents/4/speakers`, () =>
      okAs(adminLiveEventSpeakersResponseSchema, { speakers, speaker_code: '9F2C41AB' }),
    ),
    http.post(`${API}/admin/liveEvents/4/speakers`, () => {
      speakers = [{ id: 21, name: 'Maya Lee', role: 'ambassador' }];
      return okAs(adminLiveEventSpeakersResponseSchema, { speakers, speaker_code: '9F2C41AB' });
    }),
    http.delete(`${API}/admin/liveEvents/4/speakers/21`, () => {
      speakers = [];
      return okAs(adminLiveEventSpeakersResponseSchema, { speakers, speaker_code: '9F2C41AB' });
    }),
    serveTeam(),
  );
}

describe('live event speakers', () => {
  it('shows the join code, adds an ambassador as a speaker and removes them', async () => {
    const { callsTo } = serve();
    renderConsole('/1/admin/live-events');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Speakers of Virtual open day' }));
    const panel = await screen.findByRole('region', { name: 'Speakers of Virtual open day' });
    expect(within(panel).getByText('9F2C41AB')).toBeInTheDocument();
    await user.selectOptions(
      await within(panel).findByLabelText('Add an ambassador or admin'),
      'Maya Lee',
    );
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await user.click(
      await within(panel).findByRole('button', { name: 'Remove Maya Lee as a speaker' }),
    );
    expect(
      await within(panel).findByText('No speakers from the university yet.'),
    ).toBeInTheDocument();
    expect(callsTo('POST', '/admin/liveEvents/4/speakers')[0]?.body).toEqual({ user_id: 21 });
    expect(callsTo('DELETE', '/admin/liveEvents/4/speakers/21')).toHaveLength(1);
  });
});
