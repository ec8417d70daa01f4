import { useTranslation } from 'react-i18next';
import type { GetContentResponse } from '@quad/shared/contracts/content';
import { Rail } from '../../../../components/ui/rail';
import { RAIL_CARD_SIZES } from '../../../../lib/stored-image';
import { AmbassadorCard } from '../ambassadors/ambassador-card';
import { GroupChatCard } from '../cards/group-chat-card';
import { LiveStreamCard } from '../cards/live-stream-card';
import { FaqList } from '../faqs/faq-list';
import { PostCard } from '../posts/post-card';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { HomeSection } from './home-section';

type HomeSectionsProps = {
  content: GetContentResponse;
  /** The search and filters to carry into "See all". */
  carry: string;
};

/**
 * The six content sections of spec §2, people first, each titled from the settings' titles and
 * shown only when it has something: ambassadors, live events, posts, group chats, FAQs, forum.
 */
export function HomeSections({ content, carry }: HomeSectionsProps) {
  const { t } = useTranslation();
  const { t: tContent } = useTranslation('content');
  const { base, settings } = useWidget();
  const { titles } = settings;
  return (
    <>
      {content.users.length > 0 && (
        <HomeSection
          title={titles.profile_title || t('home.sections.ambassadors')}
          seeAllTo={`${base.base}/chat-to-us${carry}`}
        >
          <Rail>
            {content.users.map((ambassador) => (
              <li key={ambassador.id}>
                <AmbassadorCard ambassador={ambassador} />
              </li>
            ))}
          </Rail>
        </HomeSection>
      )}
      {content.liveStreams.length > 0 && (
        <HomeSection title={t('home.sections.liveEvents')} seeAllTo={`${base.base}/live-streams`}>
          <Rail>
            {content.liveStreams.map((stream) => (
              <li key={stream.id}>
                <LiveStreamCard stream={stream} imageSizes={RAIL_CARD_SIZES} />
              </li>
            ))}
          </Rail>
        </HomeSection>
      )}
      {content.posts.length > 0 && (
        <HomeSection
          title={titles.content_title || t('home.sections.posts')}
          seeAllTo={`${base.base}/posts`}
        >
          <Rail>
            {content.posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} imageSizes={RAIL_CARD_SIZES} />
              </li>
            ))}
          </Rail>
        </HomeSection>
      )}
      {content.groupChats.length > 0 && (
        <HomeSection
          title={titles.group_chat_title || t('home.sections.groupChats')}
          seeAllTo={`${base.base}/interaction/group-chats`}
        >
          <Rail columns={3}>
            {content.groupChats.map((chat) => (
              <li key={chat.id}>
                <GroupChatCard chat={chat} />
              </li>
            ))}
          </Rail>
        </HomeSection>
      )}
      {content.faqs.length > 0 && (
        <HomeSection
          title={titles.faq_title || t('home.sections.faqs')}
          seeAllTo={`${base.base}/faq`}
        >
          <FaqList faqs={content.faqs} />
        </HomeSection>
      )}
      {content.forum.length > 0 && (
        <HomeSection title={tContent('home.forum')}>
          <Rail columns={3}>
            {content.forum.map((chat) => (
              <li key={chat.id}>
                <GroupChatCard chat={chat} />
              </li>
            ))}
          </Rail>
        </HomeSection>
      )}
    </>
  );
}

/** True when no section has anything to show. */
export function isEmptyContent(content: GetContentResponse): boolean {
  return (
    content.users.length +
      content.liveStreams.length +
      content.posts.length +
      content.groupChats.length +
      content.faqs.length +
      content.forum.length ===
    0
  );
}
