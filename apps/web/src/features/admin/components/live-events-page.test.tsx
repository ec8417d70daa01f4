import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminLiveEventCreateSchema,
  adminLiveEventListResponseSchema,
  adminLiveEventResponseSchema,
  type AdminLiveEvent,
} from '@quad/shared/contracts/admin-live-events';
import { liveStreamStateSchema } from '@quad/shared/contracts/live-events';
import { okAs, serveApi } from '../../../test/msw';
import { adminLiveEvent, API, consoleHandlers, renderConsole } from '../test-fixtures';

function serveEvents(events: AdminLiveEvent[] = [adminLiveEvent()]) {
  return serveApi(
    ...consoleHandlers(),
    http.get(`${API}/admin/liveEvents`, () =>
      okAs(adminLiveEventListResponseSchema, { liveEvents: events, total: events.length }),
    ),
    http.post(`${API}/admin/liveEvents`, async ({ request }) => {
      const input = adminLiveEventCreateSchema.parse(await request.json());
      return okAs(adminLiveEventResponseSchema, {
        liveEvent: adminLiveEvent({ id: 9, name: input.name, speaker_code: 'C0FFEE12' }),
      });
    }),
    http.put(`${API}/admin/liveEvents/:id/status`, ({ params }) =>
      okAs(liveStreamStateSchema, {
        id: Number(params.id),
        status: 'inProgress',
        statusName: 'Live',
        isChatActive: true,
        isStreamActive: true,
      }),
    ),
  );
}

describe('live events', () => {
  it('lists events with their join code and only the moves the status rule allows', async () => {
    serveEvents();
    renderConsole('/1/admin/live-events');
    expect(await screen.findByText('Virtual open day')).toBeInTheDocument();
    expect(screen.getByText('9F2C41AB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go live: Virtual open day' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Virtual open day' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End Virtual open day' })).not.toBeInTheDocument();
  });

  it('goes live with the live events status route', async () => {
    const { callsTo } = serveEvents();
    renderConsole('/1/admin/live-events');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Go live: Virtual open day' }));
    expect(await screen.findByText('Virtual open day is now Live.')).toBeInTheDocument();
    expect(callsTo('PUT', '/admin/liveEvents/4/status')[0]?.body).toEqual({
      status: 'inProgress',
    });
  });

  it('schedules an event, checking the dates first', async () => {
    const { callsTo } = serveEvents([]);
    renderConsole('/1/admin/live-events');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Meet the engineers');
    await user.click(screen.getByRole('button', { name: 'Schedule event' }));
    expect(screen.getAllByText('Choose a date and time.')).toHaveLength(2);
    expect(callsTo('POST', '/admin/liveEvents')).toHaveLength(0);

    await user.type(screen.getByLabelText('Starts'), '2026-12-05T18:00');
    await user.type(screen.getByLabelText('Ends'), '2026-12-05T17:00');
    await user.click(screen.getByRole('button', { name: 'Schedule event' }));
    expect(screen.getByText('The event must end after it starts.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Ends'));
    await user.type(screen.getByLabelText('Ends'), '2026-12-05T19:00');
    await user.click(screen.getByRole('button', { name: 'Schedule event' }));
    expect(
      await screen.findByText(
        'Meet the engineers is scheduled. Speakers join with the code C0FFEE12.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('POST', '/admin/liveEvents')[0]?.body).toMatchObject({
      name: 'Meet the engineers',
      from_date: new Date('2026-12-05T18:00').toISOString(),
    });
  });
});
