import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ActionPopup } from '../../../components/ui/action-popup';
import { TextArea } from '../../../components/ui/field';
import { useReportDialogMutation } from '../api/report-dialog';

type ReportDialogModalProps = {
  dialogId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Flag a whole conversation with a reason; spec §4: 'Conversation status has been changed!'. */
export function ReportDialogModal({ dialogId, open, onOpenChange }: ReportDialogModalProps) {
  const { t } = useTranslation('chat');
  const { t: tShell } = useTranslation();
  const [reason, setReason] = useState('');
  const mutation = useReportDialogMutation(dialogId);
  const submit = () => {
    if (!reason.trim()) return;
    mutation.mutate(reason.trim(), {
      onSuccess: () => {
        toast.success(tShell('spec.conversationStatusChanged'));
        setReason('');
        onOpenChange(false);
      },
    });
  };
  return (
    <ActionPopup
      open={open}
      onOpenChange={onOpenChange}
      title={t('reportDialog.title')}
      body={t('reportDialog.body')}
      confirmLabel={t('reportDialog.submit')}
      onConfirm={submit}
      dismissLabel={t('actions.cancel')}
      tone="danger"
      busy={mutation.isPending}
    >
      <TextArea
        label={t('reportDialog.reasonLabel')}
        value={reason}
        maxLength={500}
        rows={3}
        required
        onChange={(event) => setReason(event.target.value)}
      />
    </ActionPopup>
  );
}
