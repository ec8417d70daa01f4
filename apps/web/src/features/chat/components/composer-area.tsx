import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DIALOG_TYPES, type Dialog, type Message } from '@quad/shared/contracts/dialogs';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { isAdmin, isAmbassador, isProspect } from '@quad/shared/roles';
import { Button } from '../../../components/ui/button';
import { ArchiveIcon, HourglassIcon, LockClosedIcon } from '../../../components/ui/chat-icons';
import { useToggleCloseMutation } from '../api/toggle-close';
import type { DisabledReason } from '../hooks/use-dialog-events';
import { Composer } from './composer';
import { ComposerNotice } from './composer-notice';
import noticeStyles from './composer-notice.module.css';
import { ExperienceQuestionsPrompt } from './experience-questions';
import { FeedbackCard } from './feedback-card';
import { ProspectFeedbackCard } from './prospect-feedback-card';

type ComposerAreaProps = {
  dialog: Dialog;
  account: AccountInfo;
  /** The ambassador's time allowance ran out on a send (spec §4 timeIsUp). */
  timeLimitReached: boolean;
  disabledReason: DisabledReason | null;
  replyTo: Message | null;
  onCancelReply: () => void;
  onSend: (text: string, replyTo: Message | null) => void;
  placeholder: string;
  /** Who the prospect talked to, for the feedback question. */
  ambassadorName: string;
  /** Puts the cursor in the field at once (arriving from "Chat with …"). */
  autoFocus?: boolean;
  /** The person is typing (the others' typing indicator). */
  onType?: () => void;
};

/**
 * The composer, or in its place the reason nobody can write here (closed, archived, blocked,
 * time is up, not a member yet) with the next step when there is one.
 */
export function ComposerArea({
  dialog,
  account,
  timeLimitReached,
  disabledReason,
  replyTo,
  onCancelReply,
  onSend,
  placeholder,
  ambassadorName,
  autoFocus = false,
  onType,
}: ComposerAreaProps) {
  const { t } = useTranslation('chat');
  const { t: tShell } = useTranslation();
  const abilities = dialog.abilities;
  const role = account.key;
  const toggle = useToggleCloseMutation(dialog.id, isAmbassador(role));

  if (dialog.archived) {
    return (
      <ComposerNotice
        icon={<ArchiveIcon />}
        title={t('state.archived.title')}
        text={t('state.archived.text')}
      />
    );
  }
  if (dialog.closed) {
    const askFeedback =
      isProspect(role) && dialog.type === DIALOG_TYPES.individual && !dialog.feedback;
    // A chat an admin closed (or a prospect blocked) only an admin reopens.
    const canReopen = (abilities?.canClose ?? false) && (!dialog.admin_closed || isAdmin(role));
    // The ambassador (or an admin) rates the prospect once the chat is over.
    const rateProspect =
      !isProspect(role) &&
      dialog.type === DIALOG_TYPES.individual &&
      (abilities?.canModerate ?? false);
    return (
      <ComposerNotice
        icon={<LockClosedIcon />}
        title={t('state.closed.title')}
        text={
          canReopen
            ? t('state.closed.textStaff')
            : abilities?.canClose
              ? t('state.closed.textAdminOnly')
              : t('state.closed.text')
        }
        action={
          canReopen ? (
            <Button
              variant="secondary"
              loading={toggle.isPending}
              onClick={() =>
                toggle.mutate(undefined, {
                  onSuccess: () => toast.success(tShell('spec.conversationStatusChanged')),
                })
              }
            >
              {t('actions.reopen')}
            </Button>
          ) : undefined
        }
      >
        {askFeedback && (
          <FeedbackCard
            dialogId={dialog.id}
            ambassadorName={ambassadorName}
            universityName={dialog.university?.name ?? ''}
          />
        )}
        {isProspect(role) && dialog.type === DIALOG_TYPES.individual && (
          <ExperienceQuestionsPrompt universityId={dialog.university_id} />
        )}
        {rateProspect && dialog.prospect && (
          <ProspectFeedbackCard dialogId={dialog.id} prospect={dialog.prospect} />
        )}
      </ComposerNotice>
    );
  }
  if (isProspect(role) && dialog.isProspectBlocked) {
    return (
      <ComposerNotice
        icon={<LockClosedIcon />}
        title={t('state.blocked.title')}
        text={t('state.blocked.text')}
      />
    );
  }
  const timeIsUp = timeLimitReached || disabledReason === 'timeLimitReached' || account.timeIsUp;
  if (isAmbassador(role) && timeIsUp) {
    return (
      <ComposerNotice
        icon={<HourglassIcon />}
        title={t('state.timeIsUp.title')}
        text={t('state.timeIsUp.text')}
      />
    );
  }
  const me = dialog.members?.find((member) => member.id === account.id);
  if (disabledReason || me?.is_enabled === false || !account.permission.is_enabled) {
    return (
      <ComposerNotice
        icon={<LockClosedIcon />}
        title={t('state.disabled.title')}
        text={t('state.disabled.text')}
      />
    );
  }
  if (abilities && !abilities.canSend) {
    return (
      <ComposerNotice
        icon={<LockClosedIcon />}
        title={t('state.readOnly.title')}
        text={t('state.readOnly.text')}
      />
    );
  }
  return (
    <>
      {dialog.contact_details_hidden && (
        <p className={noticeStyles.safetyNote}>
          <LockClosedIcon size={14} aria-hidden="true" />
          {t('safety.composerNote')}
        </p>
      )}
      <Composer
        dialogId={dialog.id}
        replyTo={replyTo}
        onCancelReply={onCancelReply}
        onSend={onSend}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onType={onType}
      />
    </>
  );
}
