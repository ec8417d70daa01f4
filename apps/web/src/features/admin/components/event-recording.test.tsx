import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  adminLiveEventListResponseSchema,
  adminLiveEventResponseSchema,
  type AdminLiveEvent,
} from '@quad/shared/contracts/admin-live-events';
import { ERROR_CODES } from '@quad/shared/errors';
import { failWith, okAs, serveApi } from '../../../test/msw';
import { API, consoleHandlers, renderConsole } from '../test-fixtures';

const ended: AdminLiveEvent = {
  id: 4,
  name: 'Virtual open day',
  slug: 'virtual-open-day-a1b2c3',
  status: 'completed',
  description: '',
  from_date: '2026-11-20T16:00:00.000Z',
  to_date: '2026-11-20T17:00:00.000Z',
  is_promote: false,
  speaker_code: '9F2C41AB',
  recording_url: null,
  created_at: '2026-11-10T10:00:00.000Z',
};

/** The console's events, where an accepted upload gives the event its recording. */
function serveRecording(answer: 'ok' | 'notVideo' = 'ok') {
  let event = ended;
  return serveApi(
    ...consoleHandlers(),
    http.get(`${API}/admin/liveEvents`, () =>
      okAs(adminLiveEventListResponseSchema, { liveEvents: [event], total: 1 }),
    ),
    http.post(`${API}/admin/liveEvents/:id/recording`, () => {
      if (answer === 'notVideo') {
        return failWith(
          400,
          ERROR_CODES.BAD_REQUEST,
          'Upload the recording as an MP4 or WebM video.',
        );
      }
      event = { ...event, recording_url: '/files/recordings/1/4-abc.mp4' };
      return okAs(adminLiveEventResponseSchema, { liveEvent: event });
    }),
  );
}

const video = () =>
  new File([new Uint8Array(3 * 1024 * 1024)], 'open-day.mp4', { type: 'video/mp4' });

describe('live event recording', () => {
  it('uploads a recording, then offers to publish the event on demand', async () => {
    const { callsTo } = serveRecording();
    renderConsole('/1/admin/live-events');
    const user = userEvent.setup();
    await screen.findByText('Virtual open day');
    expect(
      screen.queryByRole('button', { name: 'Publish on demand: Virtual open day' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload recording: Virtual open day' }));
    expect(screen.getByText(/No recording yet/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Recording (MP4 or WebM)'), video());
    expect(screen.getByText('open-day.mp4, 3 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(
      await screen.findByText(
        'The recording of Virtual open day is uploaded. You can now publish it on demand.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('POST', '/admin/liveEvents/4/recording')).toHaveLength(1);
    const body = callsTo('POST', '/admin/liveEvents/4/recording')[0]?.body as FormData;
    expect(body.has('file')).toBe(true);
    expect(
      await screen.findByRole('button', { name: 'Publish on demand: Virtual open day' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Watch the current recording of Virtual open day' }),
    ).toHaveAttribute('href', '/files/recordings/1/4-abc.mp4');
  });

  it('says inline when a file is not a video, before and after sending it', async () => {
    const { callsTo } = serveRecording('notVideo');
    renderConsole('/1/admin/live-events');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(
      await screen.findByRole('button', { name: 'Upload recording: Virtual open day' }),
    );
    const input = screen.getByLabelText('Recording (MP4 or WebM)');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file is not an MP4 or WebM video. Choose another file.',
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(callsTo('POST', '/admin/liveEvents/4/recording')).toHaveLength(0);

    // The server reads the bytes: a file that only claims to be a video is refused there.
    await user.upload(input, video());
    expect(screen.queryByText(/not an MP4 or WebM/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('This file is not an MP4 or WebM video. Choose another file.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a recording after a confirmation, and only once the event is off demand', async () => {
    let event: AdminLiveEvent = { ...ended, recording_url: '/files/recordings/1/4-abc.mp4' };
    const { callsTo } = serveApi(
      ...consoleHandlers(),
      http.get(`${API}/admin/liveEvents`, () =>
        okAs(adminLiveEventListResponseSchema, { liveEvents: [event], total: 1 }),
      ),
      http.delete(`${API}/admin/liveEvents/:id/recording`, () => {
        event = { ...event, recording_url: null };
        return okAs(adminLiveEventResponseSchema, { liveEvent: event });
      }),
    );
    renderConsole('/1/admin/live-events');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Replace recording: Virtual open day' }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove recording' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this recording?' });
    expect(dialog).toHaveTextContent('The video of Virtual open day is deleted for good.');
    // Cancel sends nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(callsTo('DELETE', '/admin/liveEvents/4/recording')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove recording' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this recording?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove recording' }));
    expect(
      await screen.findByText('The recording of Virtual open day is removed.'),
    ).toBeInTheDocument();
    expect(callsTo('DELETE', '/admin/liveEvents/4/recording')).toHaveLength(1);
    expect(
      await screen.findByRole('button', { name: 'Upload recording: Virtual open day' }),
    ).toBeInTheDocument();
  });

  it('offers no removal while people watch the recording on demand', async () => {
    const onDemand: AdminLiveEvent = {
      ...ended,
      status: 'onDemand',
      recording_url: '/files/recordings/1/4-abc.mp4',
    };
    serveApi(
      ...consoleHandlers(),
      http.get(`${API}/admin/liveEvents`, () =>
        okAs(adminLiveEventListResponseSchema, { liveEvents: [onDemand], total: 1 }),
      ),
    );
    renderConsole('/1/admin/live-events');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Replace recording: Virtual open day' }),
    );
    expect(screen.getByText(/To remove it, first change the event's status/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove recording' })).not.toBeInTheDocument();
  });
});
