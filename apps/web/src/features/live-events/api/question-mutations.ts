import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionResponseSchema, type LiveQuestion } from '@quad/shared/contracts/live-events';
import { apiClient } from '../../../lib/api-client';
import { sortQuestions } from './get-questions';
import { liveEventKeys } from './live-event-keys';

const base = (eventId: number) => `/widget/liveStreams/${eventId}/questions`;
const init = { schema: questionResponseSchema };

/** POST /widget/liveStreams/{id}/questions: asks one of one's own live-chat messages. */
export async function askQuestion(eventId: number, messageId: number): Promise<LiveQuestion> {
  return (await apiClient.post(base(eventId), { messageId }, init)).question;
}

/** POST or DELETE …/questions/{messageId}/vote: one upvote per account, or taking it back. */
export async function voteQuestion(
  eventId: number,
  messageId: number,
  vote: boolean,
): Promise<LiveQuestion> {
  const path = `${base(eventId)}/${messageId}/vote`;
  const data = vote
    ? await apiClient.post(path, undefined, init)
    : await apiClient.delete(path, init);
  return data.question;
}

/** POST …/questions/{messageId}/answer: the event's people mark a question answered. */
export async function answerQuestion(eventId: number, messageId: number): Promise<LiveQuestion> {
  return (await apiClient.post(`${base(eventId)}/${messageId}/answer`, undefined, init)).question;
}

/** Puts a question (new or changed) into the cached list, in vote order. */
export function upsertQuestion(
  questions: LiveQuestion[] | undefined,
  question: LiveQuestion,
): LiveQuestion[] {
  const others = (questions ?? []).filter((each) => each.messageId !== question.messageId);
  return sortQuestions([...others, question]);
}

/** Asking, voting and answering, each answer written into the cached list. */
export function useQuestionMutations(eventId: number) {
  const queryClient = useQueryClient();
  const key = liveEventKeys.questions(eventId);
  const store = (question: LiveQuestion) =>
    queryClient.setQueryData<LiveQuestion[]>(key, (list) => upsertQuestion(list, question));
  const ask = useMutation({
    mutationFn: (messageId: number) => askQuestion(eventId, messageId),
    onSuccess: store,
  });
  const vote = useMutation({
    mutationFn: ({ messageId, vote: on }: { messageId: number; vote: boolean }) =>
      voteQuestion(eventId, messageId, on),
    // Optimistic: the arrow and the count move at once.
    onMutate: ({ messageId, vote: on }) => {
      queryClient.setQueryData<LiveQuestion[]>(key, (list) =>
        list
          ? sortQuestions(
              list.map((each) =>
                each.messageId === messageId && each.isVoted !== on
                  ? {
                      ...each,
                      isVoted: on,
                      vote_count: Math.max(0, each.vote_count + (on ? 1 : -1)),
                    }
                  : each,
              ),
            )
          : list,
      );
    },
    onSuccess: store,
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const answer = useMutation({
    mutationFn: (messageId: number) => answerQuestion(eventId, messageId),
    onSuccess: store,
  });
  return { ask, vote, answer };
}
