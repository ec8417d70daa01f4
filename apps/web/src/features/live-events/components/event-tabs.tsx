import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import type { Message } from '@quad/shared/contracts/dialogs';
import type { LiveStreamPage } from '@quad/shared/contracts/live-events';
import { hasEnded } from '@quad/shared/rules/live-event-status';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { EmptyState } from '../../../components/ui/empty-state';
import { useQuestionMutations } from '../api/question-mutations';
import { useQuestions } from '../hooks/use-questions';
import { AskToggle } from './ask-toggle';
import type { RenderChat } from './chat-slot';
import { JoinCard } from './join-modal';
import { ProspectsList } from './prospects-list';
import { QuestionAddon } from './question-addon';
import { QuestionsPanel } from './questions-panel';
import styles from './event-tabs.module.css';

type EventTabsProps = {
  page: LiveStreamPage;
  account: AccountInfo | null;
  returnPath: string;
  renderChat: RenderChat;
  onJoin: () => void;
};

type TabKey = 'liveChat' | 'questions' | 'speakersChat' | 'prospects';

/**
 * The tabs beside (desktop) or below (phone) the stage: the live chat first, then the questions,
 * and for the event's own people their speakers' chat and who registered. Which tabs show is
 * the server's word (abilities and the chats it returns).
 */
export function EventTabs({ page, account, returnPath, renderChat, onJoin }: EventTabsProps) {
  const { t } = useTranslation('liveEvents');
  const { liveStream: stream, abilities } = page;
  const [tab, setTab] = useState<TabKey>('liveChat');
  const liveChatId = stream.liveChat?.id ?? null;
  const inLiveChat =
    account !== null &&
    liveChatId !== null &&
    (abilities.canVoteQuestions || abilities.canSeeSpeakersChat);
  const questionsOn =
    account !== null && (abilities.canVoteQuestions || abilities.canAnswerQuestions);
  const questions = useQuestions(stream.id, liveChatId, questionsOn);
  const { ask, vote } = useQuestionMutations(stream.id);
  const [askMode, setAskMode] = useState(false);
  const askMutate = ask.mutate;

  const byMessage = useMemo(
    () => new Map((questions.data ?? []).map((question) => [question.messageId, question])),
    [questions.data],
  );
  const handleSent = useCallback(
    (message: Message) => {
      if (!askMode) return;
      setAskMode(false);
      askMutate(message.id);
    },
    [askMode, askMutate],
  );
  const renderMessageAddon = useCallback(
    (message: Message, own: boolean) => (
      <QuestionAddon
        own={own}
        question={byMessage.get(message.id)}
        canAsk={abilities.canAskQuestions}
        canVote={abilities.canVoteQuestions}
        text={message.text}
        asking={ask.isPending && ask.variables === message.id}
        onAsk={() => askMutate(message.id)}
        onVote={(on) => vote.mutate({ messageId: message.id, vote: on })}
      />
    ),
    [byMessage, abilities, ask.isPending, ask.variables, askMutate, vote],
  );

  const openQuestions = (questions.data ?? []).filter((question) => !question.answered).length;
  const speakersChatId = abilities.canSeeSpeakersChat ? (stream.speakersChat?.id ?? null) : null;
  const tabs: Array<{ key: TabKey; label: string }> = [
    { key: 'liveChat', label: t('tabs.liveChat') },
    ...(questionsOn
      ? [
          {
            key: 'questions' as const,
            label:
              openQuestions > 0
                ? t('tabs.questionsCount', { count: openQuestions })
                : t('tabs.questions'),
          },
        ]
      : []),
    ...(speakersChatId !== null
      ? [{ key: 'speakersChat' as const, label: t('tabs.speakersChat') }]
      : []),
    ...(abilities.canSeeProspects
      ? [{ key: 'prospects' as const, label: t('tabs.prospects') }]
      : []),
  ];

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as TabKey)} className={styles.tabs}>
      <TabsList aria-label={t('tabs.label')} className={styles.list}>
        {tabs.map((each) => (
          <TabsTrigger key={each.key} value={each.key} className={styles.trigger}>
            {each.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="liveChat" className={styles.content}>
        {liveChatId === null ? (
          <EmptyState headingLevel={2} title={t('chat.none.title')} text={t('chat.none.text')} />
        ) : account === null ? (
          <JoinCard onJoin={onJoin} over={hasEnded(stream.status)} />
        ) : !inLiveChat ? (
          <EmptyState
            headingLevel={2}
            title={t('chat.notForYou.title')}
            text={t('chat.notForYou.text')}
          />
        ) : (
          renderChat({
            dialogId: liveChatId,
            account,
            returnPath,
            label: t('chat.liveLabel', { name: stream.name }),
            placeholder: askMode ? t('questions.placeholder') : t('chat.placeholder'),
            renderMessageAddon: questionsOn ? renderMessageAddon : undefined,
            composerAddon: abilities.canAskQuestions ? (
              <AskToggle on={askMode} onChange={setAskMode} />
            ) : undefined,
            onSent: handleSent,
          })
        )}
      </TabsContent>
      {questionsOn && (
        <TabsContent value="questions" className={styles.content}>
          <QuestionsPanel eventId={stream.id} query={questions} abilities={abilities} />
        </TabsContent>
      )}
      {speakersChatId !== null && account !== null && (
        <TabsContent value="speakersChat" className={styles.content}>
          {renderChat({
            dialogId: speakersChatId,
            account,
            returnPath,
            label: t('chat.speakersLabel', { name: stream.name }),
            placeholder: t('chat.speakersPlaceholder'),
          })}
        </TabsContent>
      )}
      {abilities.canSeeProspects && (
        <TabsContent value="prospects" className={styles.content}>
          <ProspectsList eventId={stream.id} />
        </TabsContent>
      )}
    </Tabs>
  );
}
