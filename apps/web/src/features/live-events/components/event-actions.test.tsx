import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountInfoResponseSchema, type AccountInfo } from '@quad/shared/contracts/auth';
import {
  faqDraftsResponseSchema,
  joinSpeakerResponseSchema,
  liveStreamPageSchema,
  liveStreamStateSchema,
  questionResponseSchema,
  questionsResponseSchema,
  type LiveQuestion,
  type LiveStreamPage,
} from '@quad/shared/contracts/live-events';
import { liveStreamInfoChannel } from '@quad/shared/events';
import { failWith, mswServer, okAs } from '../../../test/msw';
import { buildAccount, buildPage, buildQuestion, speakerAbilities } from '../test/fixtures';
import { channels, emit } from '../test/realtime';
import { renderLiveEvent } from '../test/render';

vi.mock('../../../lib/socket', async () => (await import('../test/realtime')).fakeRealtimeModule());

const WIDGET = '/api/v1/widget';

function serve(page: LiveStreamPage, account: AccountInfo | null, questions: LiveQuestion[] = []) {
  const writes: string[] = [];
  let current = page;
  mswServer.use(
    http.get('/api/v1/interactionSite/account/info', () =>
      account ? okAs(accountInfoResponseSchema, { account }) : failWith(401, 'UNAUTHORIZED'),
    ),
    http.put(`${WIDGET}/liveStreams/:id/status`, async ({ request }) => {
      const { status } = (await request.json()) as { status: 'completed' };
      writes.push(`status ${status}`);
      // What the page answers from now on.
      current = liveStreamPageSchema.parse({
        ...current,
        liveStream: { ...current.liveStream, status, statusName: status },
      });
      return okAs(liveStreamStateSchema, {
        id: 5,
        status,
        statusName: status,
        isChatActive: true,
        isStreamActive: false,
      });
    }),
    http.post(`${WIDGET}/liveStreams/:id/questions/faqDrafts`, () => {
      writes.push('faqDrafts');
      return okAs(faqDraftsResponseSchema, {
        faqs: [{ id: 90, question: 'Parking?', messageId: 301, is_published: false }],
        skipped: 0,
      });
    }),
    http.post(`${WIDGET}/liveStreams/:id/questions/:messageId/answer`, ({ params }) => {
      writes.push(`answer ${String(params.messageId)}`);
      const question = questions.find((each) => each.messageId === Number(params.messageId))!;
      return okAs(questionResponseSchema, { question: { ...question, answered: true } });
    }),
    http.get(`${WIDGET}/liveStreams/:id/questions`, () =>
      okAs(questionsResponseSchema, { questions }),
    ),
    http.post(`${WIDGET}/liveStreams/:slug/joinSpeaker`, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      writes.push(`joinSpeaker ${body.code}`);
      return body.code === 'DEMO-SPEAKER'
        ? okAs(joinSpeakerResponseSchema, {
            token: 'speaker-token',
            refreshToken: 'speaker-refresh',
            account: buildAccount('speaker', 40),
            liveStream: { id: 5, slug: 'engineering-taster-lecture' },
          })
        : failWith(403, 'FORBIDDEN', 'This speaker code is not valid for this event.');
    }),
    http.post(`${WIDGET}/liveStreams/:slug`, () => okAs(liveStreamPageSchema, current)),
  );
  return writes;
}

beforeEach(() => channels.clear());

describe('live event actions', () => {
  it('lets a speaker end the event after confirming in the stream modal', async () => {
    const writes = serve(buildPage({ abilities: speakerAbilities }), buildAccount('speaker'));
    renderLiveEvent();
    await userEvent.click(await screen.findByRole('button', { name: 'End event' }));
    const modal = await screen.findByRole('dialog', { name: 'End the event?' });
    await userEvent.click(within(modal).getByRole('button', { name: 'End event' }));
    await waitFor(() => expect(screen.getByTestId('live-status')).toHaveTextContent('Ended'));
    expect(writes).toEqual(['status completed']);
  });

  it('follows the chat being closed elsewhere: the control offers to reopen it', async () => {
    serve(buildPage({ abilities: speakerAbilities }), buildAccount('speaker'));
    renderLiveEvent();
    expect(await screen.findByRole('button', { name: 'Close chat' })).toBeInTheDocument();
    await waitFor(() => expect(channels.get(liveStreamInfoChannel(5))?.size).toBe(1));
    emit(liveStreamInfoChannel(5), {
      status: 'inProgress',
      isChatActive: false,
      isStreamActive: true,
    });
    expect(await screen.findByRole('button', { name: 'Reopen chat' })).toBeInTheDocument();
  });

  it('lets the event’s people mark a question answered, and an admin draft FAQs after the event', async () => {
    const writes = serve(
      buildPage({
        abilities: { ...speakerAbilities, canDraftFaqs: true },
        stream: { status: 'completed', statusName: 'completed', video: null },
      }),
      buildAccount('speaker'),
      [
        buildQuestion({ messageId: 301, text: 'Parking?', answered: true }),
        buildQuestion({ messageId: 302, text: 'Labs?' }),
      ],
    );
    renderLiveEvent();
    await userEvent.click(await screen.findByRole('tab', { name: /^Q&A/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark answered: Labs?' }));
    await waitFor(() => expect(writes).toContain('answer 302'));
    await userEvent.click(screen.getByRole('button', { name: 'Turn into FAQ drafts' }));
    expect(await screen.findByText(/1 FAQ draft created/)).toBeInTheDocument();
    expect(writes).toContain('faqDrafts');
  });

  it('signs a speaker in by code, and says so when the code is wrong', async () => {
    const writes = serve(buildPage(), null);
    const onSignedIn = vi.fn();
    renderLiveEvent({ signedIn: false, onSpeakerSignedIn: onSignedIn });
    await userEvent.click(
      await screen.findByRole('button', { name: /Join with your speaker code/ }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Join as a speaker' });
    await userEvent.type(within(modal).getByLabelText('Speaker code'), 'WRONG');
    await userEvent.click(within(modal).getByRole('button', { name: 'Join as speaker' }));
    expect(
      await within(modal).findByText('This speaker code is not valid for this event.'),
    ).toBeInTheDocument();
    await userEvent.clear(within(modal).getByLabelText('Speaker code'));
    await userEvent.type(within(modal).getByLabelText('Speaker code'), 'DEMO-SPEAKER');
    await userEvent.type(within(modal).getByLabelText('First name'), 'Daniel');
    await userEvent.click(within(modal).getByRole('button', { name: 'Join as speaker' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ token: 'speaker-token' });
    expect(writes).toEqual(['joinSpeaker WRONG', 'joinSpeaker DEMO-SPEAKER']);
  });
});
