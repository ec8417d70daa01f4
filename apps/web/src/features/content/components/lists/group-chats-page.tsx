import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChatIllustration } from '../../../../components/ui/illustrations';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useGroupChatsQuery } from '../../api/get-group-chats';
import { useListScope } from '../../hooks/use-list-scope';
import { usePageSize } from '../../hooks/use-page-size';
import { GroupChatCard } from '../cards/group-chat-card';
import { ContentGrid } from '../shared/content-grid';
import { ListPage } from '../shared/list-page';
import { PostGridSkeleton } from '../shared/skeletons';

/** `{base}/interaction/group-chats`: every public group chat of the widget, a page at a time. */
export function GroupChatsPage() {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const pageSize = usePageSize();
  const query = useGroupChatsQuery(useListScope(), pageSize);
  const title = t('groupChats.title');

  return (
    <ListPage
      title={title}
      countLabel={(count) => t('groupChats.count', { count })}
      query={query}
      skeleton={<PostGridSkeleton count={pageSize} />}
      empty={
        <EmptyState
          illustration={<ChatIllustration />}
          title={t('groupChats.emptyTitle')}
          text={t('groupChats.emptyText')}
          action={<ButtonLink to={`${base.base}/chat-to-us`}>{t('ask.action')}</ButtonLink>}
        />
      }
    >
      {(chats) => (
        <ContentGrid label={title}>
          {chats.map((chat) => (
            <li key={chat.id}>
              <GroupChatCard chat={chat} headingLevel={2} />
            </li>
          ))}
        </ContentGrid>
      )}
    </ListPage>
  );
}
