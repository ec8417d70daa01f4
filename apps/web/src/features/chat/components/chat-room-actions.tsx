import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DIALOG_TYPES, type Dialog, type Message } from '@quad/shared/contracts/dialogs';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { isAdmin, isAmbassador, isProspect } from '@quad/shared/roles';
import { fullName } from '../lib/people';
import { SignOutIcon } from '../../../components/ui/account-icons';
import { ActionPopup } from '../../../components/ui/action-popup';
import {
  ArchiveIcon,
  FlagIcon,
  LockClosedIcon,
  StarIcon,
  UnlockIcon,
  UserPlusIcon,
} from '../../../components/ui/chat-icons';
import { UsersIcon } from '../../../components/ui/icons';
import type { MenuItem } from '../../../components/ui/menu';
import { useExitDialogMutation } from '../api/exit-dialog';
import { useBlockProspectMutation, useToggleArchiveMutation } from '../api/moderate-dialog';
import { useToggleCloseMutation } from '../api/toggle-close';
import { FeedbackModal } from './feedback-modal';
import { InviteUsersModal } from './invite-users-modal';
import { MembersModal } from './members-modal';
import { ProspectInfoModal } from './prospect-info-modal';
import { ReportDialogModal } from './report-dialog-modal';
import { ReportMessageModal } from './report-message-modal';

export type ChatModal =
  | 'members'
  | 'prospect'
  | 'invite'
  | 'close'
  | 'reportDialog'
  | 'leave'
  | 'block'
  | 'archive'
  | 'feedback';

/** Close or reopen, with the spec §4 confirmation toast. */
function useCloseToggle(dialog: Dialog, account: AccountInfo) {
  const { t } = useTranslation();
  const mutation = useToggleCloseMutation(dialog.id, isAmbassador(account.key));
  const toggle = (onDone?: () => void) =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('spec.conversationStatusChanged'));
        onDone?.();
      },
    });
  return { toggle, busy: mutation.isPending };
}

/** The "more" menu of a chat: only what this person may do here (the dialog's abilities). */
export function useChatMenuItems(
  dialog: Dialog,
  account: AccountInfo,
  open: (modal: ChatModal) => void,
): MenuItem[] {
  const { t } = useTranslation('chat');
  const { toggle } = useCloseToggle(dialog, account);
  const block = useBlockProspectMutation(dialog.id);
  const abilities = dialog.abilities;
  const items: MenuItem[] = [];
  const prospect = dialog.type === DIALOG_TYPES.individual ? dialog.prospect : null;
  if (dialog.type === DIALOG_TYPES.individual && (dialog.members?.length ?? 0) > 0) {
    items.push({
      key: 'members',
      label: t('menu.members'),
      icon: <UsersIcon />,
      onSelect: () => open('members'),
    });
  }
  if (abilities?.canInvite) {
    items.push({
      key: 'invite',
      label: t('menu.invite'),
      icon: <UserPlusIcon />,
      onSelect: () => open('invite'),
    });
  }
  // A chat an admin closed (or a prospect blocked) only an admin reopens.
  const canReopen = !dialog.admin_closed || isAdmin(account.key);
  if (abilities?.canClose && (!dialog.closed || canReopen)) {
    items.push(
      dialog.closed
        ? { key: 'reopen', label: t('menu.reopen'), icon: <UnlockIcon />, onSelect: () => toggle() }
        : {
            key: 'close',
            label: t('menu.close'),
            icon: <LockClosedIcon />,
            onSelect: () => open('close'),
          },
    );
  }
  if (abilities?.canModerate && prospect) {
    items.push(
      dialog.isProspectBlocked
        ? {
            key: 'unblock',
            label: t('menu.unblock', { name: prospect.name }),
            icon: <UnlockIcon />,
            onSelect: () => block.mutate({ prospectId: prospect.id, blocked: false }),
          }
        : {
            key: 'block',
            label: t('menu.block', { name: prospect.name }),
            icon: <LockClosedIcon />,
            tone: 'danger',
            onSelect: () => open('block'),
          },
    );
  }
  if (abilities?.canArchive && !dialog.archived) {
    items.push({
      key: 'archive',
      label: t('menu.archive'),
      icon: <ArchiveIcon />,
      onSelect: () => open('archive'),
    });
  }
  if (dialog.isJoined) {
    items.push({
      key: 'feedback',
      label: t('menu.feedback'),
      icon: <StarIcon />,
      onSelect: () => open('feedback'),
    });
  }
  if (abilities?.canLeave) {
    items.push({
      key: 'leave',
      label: t('menu.leave'),
      icon: <SignOutIcon />,
      onSelect: () => open('leave'),
    });
  }
  if (abilities?.canReport && !dialog.reported && dialog.type === DIALOG_TYPES.individual) {
    items.push({
      key: 'report',
      label: t('menu.report'),
      icon: <FlagIcon />,
      tone: 'danger',
      onSelect: () => open('reportDialog'),
    });
  }
  return items;
}

type ChatRoomModalsProps = {
  dialog: Dialog;
  account: AccountInfo;
  title: string;
  listPath: string;
  modal: ChatModal | null;
  onModalChange: (modal: ChatModal | null) => void;
  reporting: Message | null;
  onReportingChange: (message: Message | null) => void;
  onReported: (messageId: number) => void;
  /** Set when this person was removed: the remover's name, or '' if not known. */
  removedBy: string | null;
};

/** The dialogs a chat opens: members, prospect info, invite, close, leave, the two reports. */
export function ChatRoomModals({
  dialog,
  account,
  title,
  listPath,
  modal,
  onModalChange,
  reporting,
  onReportingChange,
  onReported,
  removedBy,
}: ChatRoomModalsProps) {
  const { t } = useTranslation('chat');
  const { t: tShell } = useTranslation();
  const navigate = useNavigate();
  const close = useCloseToggle(dialog, account);
  const leave = useExitDialogMutation(dialog.id);
  const block = useBlockProspectMutation(dialog.id);
  const archive = useToggleArchiveMutation(dialog.id);
  const prospect = dialog.type === DIALOG_TYPES.individual ? dialog.prospect : null;
  const memberIds = useMemo(
    () => new Set((dialog.members ?? []).map((member) => member.id)),
    [dialog.members],
  );
  const toggler = (name: ChatModal) => (open: boolean) => onModalChange(open ? name : null);
  const backToList = () => void navigate(listPath, { replace: true });
  return (
    <>
      <MembersModal
        open={modal === 'members'}
        onOpenChange={toggler('members')}
        members={dialog.members ?? []}
        accountId={account.id}
        dialogId={dialog.id}
        abilities={dialog.abilities}
      />
      {!isProspect(account.key) && dialog.type === DIALOG_TYPES.individual && (
        <ProspectInfoModal
          dialogId={dialog.id}
          open={modal === 'prospect'}
          onOpenChange={toggler('prospect')}
        />
      )}
      {dialog.abilities?.canInvite && (
        <InviteUsersModal
          dialogId={dialog.id}
          open={modal === 'invite'}
          onOpenChange={toggler('invite')}
          memberIds={memberIds}
        />
      )}
      <ActionPopup
        open={modal === 'close'}
        onOpenChange={toggler('close')}
        title={t('closeDialog.title')}
        body={t('closeDialog.body', { name: title })}
        confirmLabel={t('closeDialog.confirm')}
        dismissLabel={t('actions.cancel')}
        busy={close.busy}
        onConfirm={() => close.toggle(() => onModalChange(null))}
      />
      <ActionPopup
        open={modal === 'leave'}
        onOpenChange={toggler('leave')}
        title={t('leaveDialog.title', { name: title })}
        body={t('leaveDialog.body')}
        confirmLabel={t('leaveDialog.confirm')}
        dismissLabel={t('actions.cancel')}
        tone="danger"
        busy={leave.isPending}
        onConfirm={() => leave.mutate(undefined, { onSuccess: backToList })}
      />
      {prospect && (
        <ActionPopup
          open={modal === 'block'}
          onOpenChange={toggler('block')}
          title={t('blockDialog.title', { name: fullName(prospect) })}
          body={t('blockDialog.body', { name: prospect.name })}
          confirmLabel={t('blockDialog.confirm')}
          dismissLabel={t('actions.cancel')}
          tone="danger"
          busy={block.isPending}
          onConfirm={() =>
            block.mutate(
              { prospectId: prospect.id, blocked: true },
              { onSuccess: () => onModalChange(null) },
            )
          }
        />
      )}
      <ActionPopup
        open={modal === 'archive'}
        onOpenChange={toggler('archive')}
        title={t('archiveDialog.title')}
        body={t('archiveDialog.body', { name: title })}
        confirmLabel={t('archiveDialog.confirm')}
        dismissLabel={t('actions.cancel')}
        busy={archive.isPending}
        onConfirm={() =>
          archive.mutate(undefined, {
            onSuccess: () => {
              toast.success(tShell('spec.conversationStatusChanged'));
              backToList();
            },
          })
        }
      />
      <FeedbackModal
        dialogId={dialog.id}
        open={modal === 'feedback'}
        onOpenChange={toggler('feedback')}
      />
      <ReportDialogModal
        dialogId={dialog.id}
        open={modal === 'reportDialog'}
        onOpenChange={toggler('reportDialog')}
      />
      <ReportMessageModal
        dialogId={dialog.id}
        message={reporting}
        onClose={() => onReportingChange(null)}
        onReported={onReported}
      />
      <ActionPopup
        open={removedBy !== null}
        onOpenChange={(open) => {
          if (!open) backToList();
        }}
        title={tShell('spec.removedFromConversation')}
        body={
          removedBy ? tShell('errors.removedFromConversationBy', { name: removedBy }) : undefined
        }
        dismissLabel={t('actions.backToChats')}
      />
    </>
  );
}
