import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DIALOG_TYPES, isSystemMessageType, type Dialog } from '@quad/shared/contracts/dialogs';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { isProspect } from '@quad/shared/roles';
import { Avatar } from '../../../components/ui/avatar';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChatIllustration } from '../../../components/ui/illustrations';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { withSafetyLabels } from '../lib/safety-text';
import { cx } from '../../../lib/cx';
import { useWidget } from '../../../app/widget-context/use-widget';
import { flattenDialogs, useDialogsQuery } from '../api/get-dialogs';
import { formatListTime } from '../lib/format';
import { counterpartOf, dialogName } from '../lib/people';
import { GroupBadge } from './conversation-header';
import styles from './dialog-list.module.css';

type DialogListProps = {
  account: AccountInfo;
  activeDialogId: number | null;
  listPath: string;
};

/** The person's chats, newest activity first, with unread badges and the last message. */
export function DialogList({ account, activeDialogId, listPath }: DialogListProps) {
  const { t } = useTranslation('chat');
  const { base } = useWidget();
  const query = useDialogsQuery(base, true);
  const dialogs = flattenDialogs(query.data);

  if (query.isPending) return <DialogListSkeleton />;
  if (query.isError) {
    return (
      <div className={styles.state}>
        <p>{t('list.failed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('list.tryAgain')}
        </Button>
      </div>
    );
  }
  if (dialogs.length === 0) {
    return (
      <EmptyState
        className={styles.empty}
        headingLevel={2}
        illustration={<ChatIllustration />}
        title={t('list.empty.title')}
        text={isProspect(account.key) ? t('list.empty.prospect') : t('list.empty.staff')}
        action={
          isProspect(account.key) ? (
            <ButtonLink to={`${base.base}/chat-to-us`}>{t('list.empty.findStudent')}</ButtonLink>
          ) : undefined
        }
      />
    );
  }
  return (
    <nav aria-label={t('list.label')} className={styles.nav}>
      <ul className={styles.list}>
        {dialogs.map((dialog) => (
          <li key={dialog.id}>
            <DialogRow
              dialog={dialog}
              accountId={account.id}
              to={`${listPath}/${dialog.id}`}
              active={dialog.id === activeDialogId}
            />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            size="sm"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('list.more')}
          </Button>
        </div>
      )}
    </nav>
  );
}

function DialogRow({
  dialog,
  accountId,
  to,
  active,
}: {
  dialog: Dialog;
  accountId: number;
  to: string;
  active: boolean;
}) {
  const { t } = useTranslation('chat');
  const name = dialogName(dialog, accountId) || t('conversation.untitled');
  const person = counterpartOf(dialog, accountId);
  const last = dialog.last_message
    ? {
        ...dialog.last_message,
        text: withSafetyLabels(dialog.last_message.text, (kind) => t(`safety.hidden.${kind}`)),
      }
    : null;
  const unread = active ? 0 : dialog.new_messages;
  const preview = last
    ? isSystemMessageType(last.type) || !last.user
      ? last.text
      : last.user.id === accountId
        ? t('list.youPrefix', { text: last.text })
        : dialog.type === DIALOG_TYPES.individual
          ? last.text
          : t('list.authorPrefix', { name: last.user.name, text: last.text })
    : dialog.description || t('list.noMessages');
  const time = dialog.last_activity ?? last?.created_at ?? dialog.created_at;
  return (
    <Link
      to={to}
      className={cx(styles.row, active && styles.active, unread > 0 && styles.unread)}
      aria-current={active ? 'page' : undefined}
    >
      {person ? (
        <Avatar
          id={person.id}
          name={person.name}
          lastName={person.last_name}
          src={person.avatar}
          size="md"
          className={styles.avatar}
        />
      ) : (
        <GroupBadge dialog={dialog} name={name} size={56} />
      )}
      <span className={styles.body}>
        <span className={styles.top}>
          <span className={styles.name}>{name}</span>
          <time className={styles.time} dateTime={time}>
            {formatListTime(time)}
          </time>
        </span>
        <span className={styles.bottom}>
          <span className={styles.preview}>
            {dialog.closed && <span className={styles.tag}>{t('conversation.closed')}</span>}
            {preview}
          </span>
          {unread > 0 && (
            <span className={styles.badge}>
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className="visually-hidden">{t('list.unread', { count: unread })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

/** Rows shaped like chats while the list loads. */
export function DialogListSkeleton() {
  return (
    <SkeletonGroup className={styles.list}>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={styles.row}>
          <Skeleton shape="circle" width={56} />
          <span className={styles.body}>
            <Skeleton width="45%" height={16} />
            <Skeleton width="80%" />
          </span>
        </div>
      ))}
    </SkeletonGroup>
  );
}
