import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { parsePathId } from '@quad/shared/rules/base-path';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorIllustration, LostIllustration } from '../../../components/ui/illustrations';
import { ApiError } from '../../../lib/api-client';
import { useAccount } from '../../../app/session/get-account-info';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useCreateChatMutation } from '../api/create-chat';
import { ConversationSkeleton } from './conversation-states';
import styles from './start-chat-page.module.css';

/**
 * Starting a chat with a person: {base}/interaction/dialogs/new?userId={id} (the profile's
 * "Chat with …") and {base}/interaction/{userId} (spec §2, after single sign-on). Signed out, it
 * goes to sign-up and comes back; signed in, it finds or creates the chat and opens it.
 */
export function StartChatPage() {
  const { t } = useTranslation('chat');
  const { base } = useWidget();
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { isPending, isSignedIn } = useAccount();
  const mutation = useCreateChatMutation();
  const userId = parsePathId(params['userId'] ?? search.get('userId') ?? undefined);
  const started = useRef<number | null>(null);
  const listPath = `${base.base}/interaction/dialogs`;
  const { mutate } = mutation;

  useEffect(() => {
    if (isPending || userId === null) return;
    if (!isSignedIn) {
      // Someone who follows a "chat with" link is most likely new here: sign-up, sign-in a tap away.
      void navigate(`${base.base}/interaction/sign-up`, {
        replace: true,
        state: { from: `${location.pathname}${location.search}` },
      });
      return;
    }
    // Once per person, also under StrictMode's double effects (createChat is idempotent anyway).
    if (started.current === userId) return;
    started.current = userId;
    mutate(userId, {
      onSuccess: (dialogId) =>
        void navigate(`${listPath}/${dialogId}`, { replace: true, state: { focusComposer: true } }),
    });
  }, [isPending, isSignedIn, userId, base.base, listPath, location, navigate, mutate]);

  if (userId === null || mutation.isError) {
    const error = mutation.error;
    const missing =
      userId === null ||
      (error instanceof ApiError && (error.status === 404 || error.status === 400));
    const refused = error instanceof ApiError && error.status === 403;
    return (
      <div className={styles.page}>
        <EmptyState
          headingLevel={1}
          illustration={missing || refused ? <LostIllustration /> : <ErrorIllustration />}
          title={
            missing
              ? t('start.missing.title')
              : refused
                ? t('start.refused.title')
                : t('start.failed.title')
          }
          text={
            missing
              ? t('start.missing.text')
              : refused
                ? error.message || t('start.refused.text')
                : t('start.failed.text')
          }
          action={
            missing || refused ? (
              <ButtonLink to={`${base.base}/chat-to-us`}>{t('start.findStudent')}</ButtonLink>
            ) : (
              <Button
                onClick={() => {
                  started.current = null;
                  mutate(userId, {
                    onSuccess: (dialogId) =>
                      void navigate(`${listPath}/${dialogId}`, { replace: true }),
                  });
                }}
              >
                {t('list.tryAgain')}
              </Button>
            )
          }
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('start.opening')}</h1>
      <div className={styles.card}>
        <ConversationSkeleton />
      </div>
    </div>
  );
}
