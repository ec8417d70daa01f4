import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Dialog } from '@quad/shared/contracts/dialogs';
import type { AMBASSADOR_DISABLED_REASONS, DialogEvent } from '@quad/shared/events';
import { dialogKeys } from '../api/dialog-keys';
import type { MessageTimeline } from './use-message-timeline';

export type DisabledReason = (typeof AMBASSADOR_DISABLED_REASONS)[number];

/** What the state events of spec §4 leave behind for this person in this chat. */
export type DialogNotices = {
  /** Removed by someone: their name, or '' when not known. null while still a member. */
  removedBy: string | null;
  archived: boolean;
  disabledReason: DisabledReason | null;
};

/**
 * Applies `dialogs:{id}:events` to the caches: hidden keywords and reports change messages; block,
 * close, open and membership changes update the dialog and reload it; removal and archiving
 * leave a notice for the screen to show before it goes back to the list.
 */
export function useDialogEvents(
  dialogId: number,
  accountId: number,
  patchMessage: MessageTimeline['patch'],
  /** Where a pinned or unpinned message goes; screens without pins leave it out. */
  pinMessage?: MessageTimeline['pin'],
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notices, setNotices] = useState<DialogNotices>({
    removedBy: null,
    archived: false,
    disabledReason: null,
  });

  const patchDialog = useCallback(
    (changes: Partial<Dialog>) => {
      queryClient.setQueryData<Dialog>(dialogKeys.detail(dialogId), (dialog) =>
        dialog ? { ...dialog, ...changes } : dialog,
      );
      void queryClient.invalidateQueries({ queryKey: dialogKeys.detail(dialogId) });
      void queryClient.invalidateQueries({ queryKey: dialogKeys.lists() });
    },
    [queryClient, dialogId],
  );

  const handleEvent = useCallback(
    (event: DialogEvent) => {
      switch (event.type) {
        case 'keywordsHidden':
          patchMessage(event.messageId, { text: event.text, hide_keywords: event.hide_keywords });
          return;
        case 'messageReported':
          patchMessage(event.messageId, { reported: true });
          return;
        case 'prospectBlocked':
        case 'prospectUnblocked':
          patchDialog({ isProspectBlocked: event.isProspectBlocked });
          return;
        case 'ambassadorDetached':
          if (event.userId === accountId) {
            setNotices((state) => ({ ...state, removedBy: event.removedBy?.name ?? '' }));
          }
          patchDialog({});
          return;
        case 'ambassadorDisabled':
          if (event.userId === accountId) {
            setNotices((state) => ({ ...state, disabledReason: event.reason }));
          }
          patchDialog({});
          return;
        case 'ambassadorEnabled':
          if (event.userId === accountId) {
            setNotices((state) => ({ ...state, disabledReason: null }));
          }
          patchDialog({});
          return;
        case 'archived':
          setNotices((state) => ({ ...state, archived: true }));
          patchDialog({ archived: true });
          return;
        case 'unarchived':
          patchDialog({ archived: false });
          return;
        case 'closed':
          patchDialog({ closed: true, admin_closed: event.admin_closed });
          return;
        case 'opened':
          patchDialog({ closed: false, admin_closed: false });
          return;
        case 'messagePinned':
          pinMessage?.(event.message);
          return;
        case 'dialogEdited':
          toast.info(t('spec.chatEdited'));
          patchDialog({});
          return;
      }
    },
    [accountId, patchDialog, t, patchMessage, pinMessage],
  );

  return { notices, handleEvent, setNotices };
}
