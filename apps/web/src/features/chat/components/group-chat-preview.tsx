import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DIALOG_TYPES, type GroupChatPreview as Preview } from '@quad/shared/contracts/dialogs';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { UsersIcon } from '../../../components/ui/icons';
import { openAuthDialog } from '../../../app/session/auth-dialog-store';
import { joinDialog } from '../api/join-dialog';
import { formatDateTime } from '../lib/format';
import { fullName } from '../lib/people';
import { MessageText } from './message-text';
import styles from './group-chat-preview.module.css';
import { listFormat } from '../../../lib/intl-formats';
import { storedImage } from '../../../lib/stored-image';

type GroupChatPreviewProps = { preview: Preview; dialogPath: string };

/**
 * A public group chat seen signed out: its name, members, hosts and latest messages, and
 * "Sign up to join" — once the account is made, the person is in the chat.
 */
export function GroupChatPreview({ preview, dialogPath }: GroupChatPreviewProps) {
  const { t, i18n } = useTranslation('chat');
  const navigate = useNavigate();
  const { groupChat: chat, messages } = preview;
  const kind = chat.type === DIALOG_TYPES.forum ? 'forum' : 'group';
  const hosts = chat.ambassadors.slice(0, 3);
  const names = listFormat(i18n.language, { type: 'conjunction' }).format(
    hosts.map((host) => host.name),
  );

  const joinAfterSignUp = (mode: 'sign-up' | 'sign-in') =>
    openAuthDialog({
      mode,
      onSignedIn: () => {
        void joinDialog(chat.id)
          .catch(() => {
            // The chat then offers its own "Join" button.
          })
          .finally(
            () => void navigate(dialogPath, { replace: true, state: { focusComposer: true } }),
          );
      },
    });

  return (
    <article className={styles.preview} aria-labelledby="group-preview-title">
      <header className={styles.head}>
        {chat.avatar ? (
          <img {...storedImage(chat.avatar, '80px')} alt="" className={styles.picture} />
        ) : (
          <span className={styles.picture} style={{ background: chat.color }} aria-hidden="true">
            <UsersIcon size={32} />
          </span>
        )}
        <h1 id="group-preview-title" className={styles.title}>
          {chat.name}
        </h1>
        <p className={styles.members}>
          {t(`preview.members.${kind}`, { count: chat.members_count })}
        </p>
        {chat.description && (
          <p className={styles.description} dir="auto">
            {chat.description}
          </p>
        )}
        {hosts.length > 0 && (
          <p className={styles.hosts}>
            <span className={styles.faces} aria-hidden="true">
              {hosts.map((host) => (
                <Avatar
                  key={host.id}
                  id={host.id}
                  name={host.name}
                  lastName={host.last_name}
                  src={host.avatar}
                  size="xs"
                  className={styles.face}
                />
              ))}
            </span>
            {t('preview.hosts', { names })}
          </p>
        )}
      </header>

      <section className={styles.recent} aria-labelledby="group-preview-recent">
        <h2 id="group-preview-recent" className={styles.recentTitle}>
          {t('preview.recent')}
        </h2>
        {messages.length === 0 ? (
          <p className={styles.empty}>{t(`preview.empty.${kind}`)}</p>
        ) : (
          <ol className={styles.messages}>
            {messages.map((message) => (
              <li key={message.id} className={styles.message}>
                {message.user ? (
                  <Avatar
                    id={message.user.id}
                    name={message.user.name}
                    lastName={message.user.last_name}
                    src={message.user.avatar}
                    size="xs"
                  />
                ) : (
                  <span className={styles.avatarGap} aria-hidden="true" />
                )}
                <div className={styles.bubble}>
                  <p className={styles.byline}>
                    <span className={styles.author}>
                      {message.user ? fullName(message.user) : t('message.someone')}
                    </span>
                    <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
                  </p>
                  <MessageText text={message.text} className={styles.text} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      <div className={styles.actions}>
        <Button
          size="lg"
          fullWidth
          onClick={() => joinAfterSignUp('sign-up')}
          aria-haspopup="dialog"
        >
          {t(`preview.signUp.${kind}`)}
        </Button>
        <p className={styles.signIn}>
          {t('preview.haveAccount')}{' '}
          <button
            type="button"
            className={styles.link}
            onClick={() => joinAfterSignUp('sign-in')}
            aria-haspopup="dialog"
          >
            {t('preview.signIn')}
          </button>
        </p>
      </div>
    </article>
  );
}
