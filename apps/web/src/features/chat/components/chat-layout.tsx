import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { parsePathId } from '@quad/shared/rules/base-path';
import { isAdmin } from '@quad/shared/roles';
import { ShieldIcon } from '../../../components/ui/account-icons';
import { IconButton } from '../../../components/ui/icon-button';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ChatIllustration } from '../../../components/ui/illustrations';
import { cx } from '../../../lib/cx';
import { useAccount } from '../../../app/session/get-account-info';
import { useGroupChatPreviewQuery } from '../api/get-group-chat-preview';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useUnreadCounterQuery } from '../api/get-unread-counter';
import { useUserDialogsRealtime } from '../hooks/use-user-dialogs-realtime';
import { ChatSafetyModal } from './chat-safety-modal';
import { ConversationSkeleton } from './conversation-states';
import { DialogList, DialogListSkeleton } from './dialog-list';
import { GroupChatPreview } from './group-chat-preview';
import { NotificationPrompt } from './notification-prompt';
import styles from './chat-layout.module.css';

/** What the chat routes below the layout receive. */
export type ChatOutletContext = { account: AccountInfo; listPath: string };

/**
 * Chats at {base}/interaction/dialogs[/{id}]: the list and the open chat side by side on
 * desktop; on phones the list, then the chat with a way back.
 */
export function ChatLayout() {
  const { t } = useTranslation('chat');
  const { base } = useWidget();
  const { account, isPending } = useAccount();
  const { dialogId } = useParams();
  const listPath = `${base.base}/interaction/dialogs`;
  const hasDialog = dialogId !== undefined;

  if (isPending) {
    return (
      <div className={styles.page}>
        <div className={cx(styles.layout, hasDialog && styles.hasDialog)}>
          <aside className={styles.listPane}>
            <div className={styles.listHeader}>
              <h1 className={styles.listTitle}>{t('list.title')}</h1>
            </div>
            <DialogListSkeleton />
          </aside>
          <section className={styles.chatPane}>
            <ConversationSkeleton />
          </section>
        </div>
      </div>
    );
  }
  if (!account) {
    return hasDialog ? (
      <SignedOutChat dialogId={parsePathId(dialogId)} listPath={listPath} />
    ) : (
      <SignInGate hasDialog={false} />
    );
  }
  return (
    <SignedInLayout
      account={account}
      listPath={listPath}
      activeDialogId={dialogId === undefined ? null : parsePathId(dialogId)}
      hasDialog={hasDialog}
    />
  );
}

function SignedInLayout({
  account,
  listPath,
  activeDialogId,
  hasDialog,
}: {
  account: AccountInfo;
  listPath: string;
  activeDialogId: number | null;
  hasDialog: boolean;
}) {
  const { t } = useTranslation('chat');
  const { base } = useWidget();
  const navigate = useNavigate();
  const unread = useUnreadCounterQuery(true).data ?? 0;
  const [safetyOpen, setSafetyOpen] = useState(false);
  useUserDialogsRealtime({
    accountId: account.id,
    base,
    viewingDialogId: activeDialogId,
    openDialog: (id) => void navigate(`${listPath}/${id}`),
  });
  const ListHeading = hasDialog ? 'h2' : 'h1';
  useFullWindowScreen();
  return (
    <div className={styles.page}>
      <div className={cx(styles.layout, hasDialog && styles.hasDialog)}>
        <aside className={styles.listPane} aria-labelledby="chat-list-title">
          <div className={styles.listHeader}>
            <ListHeading id="chat-list-title" className={styles.listTitle}>
              {t('list.title')}
            </ListHeading>
            {unread > 0 && (
              <span className={styles.unread} data-testid="unread-total">
                {t('list.unreadTotal', { count: unread })}
              </span>
            )}
            {isAdmin(account.key) && (
              <>
                <IconButton
                  aria-label={t('safetySettings.open')}
                  icon={<ShieldIcon />}
                  onClick={() => setSafetyOpen(true)}
                />
                <ChatSafetyModal open={safetyOpen} onOpenChange={setSafetyOpen} />
              </>
            )}
          </div>
          <div className={styles.listScroll}>
            <DialogList account={account} activeDialogId={activeDialogId} listPath={listPath} />
          </div>
          <NotificationPrompt />
        </aside>
        <section className={styles.chatPane}>
          <Outlet context={{ account, listPath } satisfies ChatOutletContext} />
        </section>
      </div>
    </div>
  );
}

/**
 * The chats fill the window below the header, and only the list and the messages scroll: one
 * scroll container per pane, never a fixed card inside a scrolling page. (Embedded, the frame
 * grows with the content instead.)
 */
function useFullWindowScreen(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset['screen'] = 'chat';
    return () => {
      delete root.dataset['screen'];
    };
  }, []);
}

/**
 * A chat opened signed out: a public group chat shows what it is about and who is talking, with
 * "Sign up to join"; anything else (a private conversation) asks to sign in.
 */
function SignedOutChat({ dialogId, listPath }: { dialogId: number | null; listPath: string }) {
  const preview = useGroupChatPreviewQuery(dialogId);
  if (dialogId !== null && preview.isPending) {
    return (
      <div className={styles.gate}>
        <ConversationSkeleton />
      </div>
    );
  }
  if (dialogId !== null && preview.data) {
    return <GroupChatPreview preview={preview.data} dialogPath={`${listPath}/${dialogId}`} />;
  }
  return <SignInGate hasDialog />;
}

/** Chats belong to someone: signed out, the screen says so and leads to sign-in and back. */
function SignInGate({ hasDialog }: { hasDialog: boolean }) {
  const { t } = useTranslation('chat');
  const { base } = useWidget();
  const location = useLocation();
  return (
    <div className={styles.gate}>
      <h1 className={styles.gateTitle}>{hasDialog ? t('gate.dialogTitle') : t('list.title')}</h1>
      <EmptyState
        illustration={<ChatIllustration />}
        title={t('gate.title')}
        text={t('gate.text')}
        action={
          <ButtonLink
            to={`${base.base}/interaction/sign-in`}
            state={{ from: `${location.pathname}${location.search}` }}
          >
            {t('gate.signIn')}
          </ButtonLink>
        }
      />
    </div>
  );
}

/** {base}/interaction/dialogs with no chat open: on desktop the right pane invites a choice. */
export function ChatIndexPage() {
  const { t } = useTranslation('chat');
  return (
    <EmptyState
      className={styles.pick}
      illustration={<ChatIllustration />}
      title={t('pick.title')}
      text={t('pick.text')}
    />
  );
}
