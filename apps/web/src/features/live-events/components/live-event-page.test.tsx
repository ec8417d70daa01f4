import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountInfoResponseSchema, type AccountInfo } from '@quad/shared/contracts/auth';
import {
  liveStreamPageSchema,
  questionResponseSchema,
  questionsResponseSchema,
  type LiveQuestion,
  type LiveStreamPage,
  timeTrackResponseSchema,
  watchResponseSchema,
} from '@quad/shared/contracts/live-events';
import { dialogEventsChannel, liveStreamInfoChannel } from '@quad/shared/events';
import { failWith, mswServer, okAs } from '../../../test/msw';
import {
  buildAccount,
  buildPage,
  buildQuestion,
  prospectAbilities,
  speakerAbilities,
} from '../test/fixtures';
import { channels, emit } from '../test/realtime';
import { renderLiveEvent } from '../test/render';

vi.mock('../../../lib/socket', async () => (await import('../test/realtime')).fakeRealtimeModule());

const WIDGET = '/api/v1/widget';

function serve({
  page,
  account = null,
  questions = [],
}: {
  page: LiveStreamPage;
  account?: AccountInfo | null;
  questions?: LiveQuestion[];
}) {
  const state = { page, questions: [...questions], votes: [] as string[] };
  mswServer.use(
    http.get('/api/v1/interactionSite/account/info', () =>
      account ? okAs(accountInfoResponseSchema, { account }) : failWith(401, 'UNAUTHORIZED'),
    ),
    http.post(`${WIDGET}/LiveStreams/watch`, () =>
      okAs(watchResponseSchema, { registeredProspectIds: [11] }),
    ),
    http.post(`${WIDGET}/LiveStreams/timeTrack`, () =>
      okAs(timeTrackResponseSchema, { counted: true, watchSeconds: 1 }),
    ),
    http.post(`${WIDGET}/liveStreams/:slug`, () => okAs(liveStreamPageSchema, state.page)),
    http.get(`${WIDGET}/liveStreams/:id/questions`, () =>
      okAs(questionsResponseSchema, { questions: state.questions }),
    ),
    http.post(`${WIDGET}/liveStreams/:id/questions/:messageId/vote`, ({ params }) => {
      const id = Number(params.messageId);
      state.votes.push(`POST ${id}`);
      const question = state.questions.find((each) => each.messageId === id)!;
      const voted = { ...question, vote_count: question.vote_count + 1, isVoted: true };
      state.questions = state.questions.map((each) => (each.messageId === id ? voted : each));
      return okAs(questionResponseSchema, { question: voted });
    }),
  );
  return state;
}

beforeEach(() => channels.clear());

describe('live event page', () => {
  it('changes its badge when the event ends, without a reload', async () => {
    const state = serve({
      page: buildPage({ abilities: prospectAbilities }),
      account: buildAccount('prospect'),
    });
    renderLiveEvent();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Engineering Taster Lecture' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('live-status')).toHaveTextContent('Live');
    await waitFor(() => expect(channels.get(liveStreamInfoChannel(5))?.size).toBe(1));
    // The page is asked again for what changed with the status: the server has it by then.
    state.page = buildPage({
      abilities: prospectAbilities,
      stream: { status: 'completed', statusName: 'completed', video: null },
    });
    emit(liveStreamInfoChannel(5), {
      status: 'completed',
      isChatActive: true,
      isStreamActive: false,
    });
    await waitFor(() => expect(screen.getByTestId('live-status')).toHaveTextContent('Ended'));
    expect(screen.getByText('This event has ended')).toBeInTheDocument();
  });

  it('ignores a realtime payload that is not the contract’s', async () => {
    serve({ page: buildPage({ abilities: prospectAbilities }), account: buildAccount('prospect') });
    renderLiveEvent();
    await screen.findByRole('heading', { level: 1, name: 'Engineering Taster Lecture' });
    await waitFor(() => expect(channels.get(liveStreamInfoChannel(5))?.size).toBe(1));
    emit(liveStreamInfoChannel(5), { status: 'exploded' });
    expect(screen.getByTestId('live-status')).toHaveTextContent('Live');
  });

  it('shows a prospect the live chat and questions, never the speakers’ chat or the people', async () => {
    serve({ page: buildPage({ abilities: prospectAbilities }), account: buildAccount('prospect') });
    renderLiveEvent();
    const tabs = await screen.findByRole('tablist', { name: 'Live event' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Live chat', 'Q&A']),
    );
    expect(screen.getByRole('tab', { name: 'Live chat' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: /^Live chat of/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ask the speakers' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Event controls' })).not.toBeInTheDocument();
  });

  it('shows a speaker every tab and the controls the server allows', async () => {
    serve({ page: buildPage({ abilities: speakerAbilities }), account: buildAccount('speaker') });
    renderLiveEvent();
    const tabs = await screen.findByRole('tablist', { name: 'Live event' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Live chat', 'Q&A', 'Speakers', 'People']),
    );
    const controls = screen.getByRole('region', { name: 'Event controls' });
    expect(within(controls).getByRole('button', { name: 'End event' })).toBeInTheDocument();
    expect(within(controls).getByRole('button', { name: 'Cancel event' })).toBeInTheDocument();
    expect(within(controls).getByRole('button', { name: 'Close chat' })).toBeInTheDocument();
    expect(within(controls).queryByRole('button', { name: 'Go live' })).not.toBeInTheDocument();
  });

  it('invites a visitor to join, and the join modal offers both ways in', async () => {
    serve({ page: buildPage() });
    renderLiveEvent({ signedIn: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Join the event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Engineering Taster Lecture' });
    expect(within(dialog).getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'I have an account' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Q&A' })).not.toBeInTheDocument();
  });

  it('invites a visitor of an event that is over to read its chat, not to join it live', async () => {
    serve({
      page: buildPage({
        stream: { status: 'onDemand', statusName: 'on Demand', video: 'https://cdn.test/v.webm' },
      }),
    });
    renderLiveEvent({ signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Read the live chat' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Join the conversation' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join to read it' }));
    expect(
      await screen.findByRole('dialog', { name: 'Join Engineering Taster Lecture' }),
    ).toBeInTheDocument();
  });

  it('lists questions by votes, upvotes once and follows votes from others live', async () => {
    const state = serve({
      page: buildPage({ abilities: prospectAbilities }),
      account: buildAccount('prospect'),
      questions: [
        buildQuestion({ messageId: 301, text: 'Is there a foundation year?', vote_count: 3 }),
        buildQuestion({ messageId: 302, text: 'Can I visit the labs?', vote_count: 1 }),
      ],
    });
    renderLiveEvent();
    await userEvent.click(await screen.findByRole('tab', { name: /^Q&A/ }));
    const list = await screen.findByRole('list', { name: 'Questions, most votes first' });
    const texts = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent);
    expect(texts()).toEqual(['Is there a foundation year?', 'Can I visit the labs?']);

    const labs = within(list).getByRole('button', { name: /^Upvote: Can I visit the labs\?/ });
    await userEvent.click(labs);
    await waitFor(() => expect(labs).toHaveAttribute('aria-pressed', 'true'));
    expect(labs).toHaveAccessibleName('Upvote: Can I visit the labs? (2 votes)');
    expect(state.votes).toEqual(['POST 302']);

    // Others vote: the order follows, and this person's own vote stays marked.
    await waitFor(() => expect(channels.get(dialogEventsChannel(70))?.size).toBeGreaterThan(0));
    emit(dialogEventsChannel(70), {
      type: 'questionVoted',
      dialogId: 70,
      messageId: 302,
      vote_count: 5,
      answered: false,
    });
    await waitFor(() =>
      expect(texts()).toEqual(['Can I visit the labs?', 'Is there a foundation year?']),
    );
    expect(
      within(list).getByRole('button', { name: 'Upvote: Can I visit the labs? (5 votes)' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
