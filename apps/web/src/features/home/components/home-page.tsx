import { useTranslation } from 'react-i18next';
import { HOME_LIMITS } from '@quad/shared/limits';
import { useWidget } from '../../widget/hooks/use-widget';
import { HomeHero } from './home-hero';
import { HomeSection } from './home-section';
import {
  FaqListSkeleton,
  GroupChatRailSkeleton,
  LiveEventRailSkeleton,
  PostRailSkeleton,
  ProfileRailSkeleton,
} from './section-skeletons';
import styles from './home-page.module.css';

/**
 * Home: the welcome, then the content sections, people first. Each section shows its skeleton
 * until its content feature renders the real cards in its place.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { base, settings } = useWidget();
  const { titles } = settings;
  return (
    <>
      <HomeHero />
      <div className={styles.sections}>
        <HomeSection
          title={titles.profile_title || t('home.sections.ambassadors')}
          seeAllTo={`${base.base}/chat-to-us`}
        >
          <ProfileRailSkeleton count={HOME_LIMITS.users} />
        </HomeSection>
        <HomeSection title={t('home.sections.liveEvents')}>
          <LiveEventRailSkeleton count={HOME_LIMITS.liveStreams} />
        </HomeSection>
        <HomeSection
          title={titles.content_title || t('home.sections.posts')}
          seeAllTo={`${base.base}/posts`}
        >
          <PostRailSkeleton count={HOME_LIMITS.posts} />
        </HomeSection>
        <HomeSection title={titles.group_chat_title || t('home.sections.groupChats')}>
          <GroupChatRailSkeleton count={HOME_LIMITS.groupChats} />
        </HomeSection>
        <HomeSection
          title={titles.faq_title || t('home.sections.faqs')}
          seeAllTo={`${base.base}/faq`}
        >
          <FaqListSkeleton count={HOME_LIMITS.faqs} />
        </HomeSection>
      </div>
    </>
  );
}
