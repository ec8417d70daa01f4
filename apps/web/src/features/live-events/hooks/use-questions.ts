import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LiveQuestion } from '@quad/shared/contracts/live-events';
import { sortQuestions, useQuestionsQuery } from '../api/get-questions';
import { liveEventKeys } from '../api/live-event-keys';
import { subscribeQuestionEvents } from '../realtime';

/**
 * The event's questions, kept in vote order as votes and answers arrive in realtime; a new
 * question is fetched (the event carries no text).
 */
export function useQuestions(eventId: number, liveChatId: number | null, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuestionsQuery(eventId, enabled);
  useEffect(() => {
    if (!enabled || liveChatId === null) return;
    const key = liveEventKeys.questions(eventId);
    return subscribeQuestionEvents(liveChatId, (event) => {
      const list = queryClient.getQueryData<LiveQuestion[]>(key);
      const known = list?.some((question) => question.messageId === event.messageId);
      if (!known) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      queryClient.setQueryData<LiveQuestion[]>(key, (current) =>
        current
          ? sortQuestions(
              current.map((question) =>
                question.messageId === event.messageId
                  ? { ...question, vote_count: event.vote_count, answered: event.answered }
                  : question,
              ),
            )
          : current,
      );
    });
  }, [enabled, eventId, liveChatId, queryClient]);
  return query;
}
