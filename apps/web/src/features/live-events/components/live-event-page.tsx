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
import { useStagePublisher, useStageViewer } from '../hooks/use-stage-media';
import type { StageFeed } from '../media/viewer';
import { useWatching } from '../hooks/use-watching';
import type { RenderChat } from './chat-slot';
import { EventAbout } from './event-about';
import { EventError, EventSkeleton } from './event-states';
import { EventTabs } from './event-tabs';
import { HostControls } from './host-controls';
import { JoinModal } from './join-modal';
import { SpeakerControls } from './speaker-controls';
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
  // The event's own people publish and watch the back room until and while it is live; everyone
  // else watches the stage while it is live.
  const backstage = page?.abilities.canSeeSpeakersChat ?? false;
  const stageOpen = kind === 'live' || kind === 'upcoming';
  const { publisher, snapshot } = useStagePublisher(eventId, backstage && stageOpen);
  const view = useStageViewer(
    eventId,
    backstage ? 'backstage' : 'stage',
    backstage ? stageOpen : kind === 'live',
  );
  const local: StageFeed | null =
    snapshot?.publisherId && snapshot.preview
      ? {
          publisherId: snapshot.publisherId,
          accountId: account?.id ?? 0,
          name:
            view?.feeds.find((feed) => feed.publisherId === snapshot.publisherId)?.name ??
            account?.name ??
            '',
          state: snapshot.state,
          camera: snapshot.preview,
          screen: snapshot.screen,
        }
      : null;

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
            media={{ view, local }}
          />
          {publisher && snapshot && (
            <SpeakerControls publisher={publisher} snapshot={snapshot} live={kind === 'live'} />
          )}
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
