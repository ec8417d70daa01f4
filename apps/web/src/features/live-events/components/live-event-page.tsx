import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isProspect } from '@quad/shared/roles';
import { ButtonLink } from '../../../components/ui/button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { useAccount } from '../../../app/session/get-account-info';
import { useSessionKnown } from '../../../app/session/use-session-token';
import { useWidget } from '../../../app/widget-context/use-widget';
import type { JoinSpeakerResult } from '../api/join-speaker';
import { liveEventKeys } from '../api/live-event-keys';
import { useLiveStreamQuery } from '../api/open-live-stream';
import { reportPlay } from '../api/track-watching';
import { useLiveStreamInfo } from '../hooks/use-live-stream-info';
import { useWatching } from '../hooks/use-watching';
import type { RenderChat } from './chat-slot';
import { EventAbout } from './event-about';
import { EventError, EventSkeleton } from './event-states';
import { EventTabs } from './event-tabs';
import { HostControls } from './host-controls';
import { JoinModal } from './join-modal';
import { SpeakerJoin } from './speaker-join';
import { Stage } from './stage';
import { badgeOf } from './status-badge';
import styles from './live-event-page.module.css';

type LiveEventPageProps = {
  /** The chat shown in the live chat and speakers' chat tabs (the app passes the chat room). */
  renderChat: RenderChat;
  /** Keeps a speaker's sign-in by code, as any sign-in does. */
  onSpeakerSignedIn: (result: JoinSpeakerResult) => void;
};

/**
 * {base}/live-streams/{eventSlug}: the live event page. The stage first, then the tabs (beside
 * it from 1024 px); status, chat and stream state follow `liveStreams:{id}:info` live.
 */
export function LiveEventPage({ renderChat, onSpeakerSignedIn }: LiveEventPageProps) {
  const { t } = useTranslation('liveEvents');
  const { eventSlug = '' } = useParams();
  const { base } = useWidget();
  const { account, isPending: accountPending } = useAccount();
  const sessionKnown = useSessionKnown();
  const accountId = account?.id ?? null;
  const pageKey = liveEventKeys.page(base.base, eventSlug, accountId);
  const query = useLiveStreamQuery(base, eventSlug, accountId, sessionKnown && !accountPending);
  const eventId = query.data?.liveStream.id ?? null;
  useLiveStreamInfo(eventId, pageKey);
  const [joinOpen, setJoinOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const page = query.data;
  const stream = page?.liveStream;
  const kind = stream ? badgeOf(stream) : null;
  useWatching({
    liveStreamId: eventId,
    prospectId: account && isProspect(account.key) ? account.id : null,
    // Live: watching while the page is open; on demand: while the recording plays.
    active: kind === 'live' || (kind === 'onDemand' && playing),
  });

  const back = (
    <ButtonLink
      to={`${base.base}/live-streams`}
      variant="ghost"
      size="sm"
      className={styles.back}
      icon={<ArrowLeftIcon size={18} />}
    >
      {t('page.back')}
    </ButtonLink>
  );
  if (!page || !stream) {
    return (
      <div className={styles.page}>
        {back}
        {query.isError ? (
          <EventError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <EventSkeleton />
        )}
      </div>
    );
  }
  const returnPath = `${base.base}/live-streams/${eventSlug}`;
  const status = badgeOf(stream);
  return (
    <div className={styles.page}>
      {back}
      <div className={styles.layout}>
        <div className={styles.main}>
          <Stage
            stream={stream}
            onPlay={() => void reportPlay(stream.id)}
            onPlayingChange={setPlaying}
          />
          <EventAbout stream={stream} headingOnly />
          <HostControls page={page} pageKey={pageKey} />
        </div>
        <section
          className={cx(styles.side, account === null && styles.sideGuest)}
          aria-label={t('tabs.regionLabel')}
        >
          <EventTabs
            page={page}
            account={account}
            returnPath={returnPath}
            renderChat={renderChat}
            onJoin={() => setJoinOpen(true)}
          />
        </section>
        <div className={styles.about}>
          <EventAbout stream={stream} />
          {account === null && <SpeakerJoin slug={stream.slug} onSignedIn={onSpeakerSignedIn} />}
        </div>
      </div>
      <JoinModal open={joinOpen} onOpenChange={setJoinOpen} eventName={stream.name} />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t(`announce.${status}`)}
      </div>
    </div>
  );
}
