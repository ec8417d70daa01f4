import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Message } from '@quad/shared/contracts/dialogs';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useReportMessageMutation } from '../api/report-message';

type ReportMessageDialogProps = {
  dialogId: number;
  message: Message | null;
  onClose: () => void;
  onReported: (messageId: number) => void;
};

/** Reports someone's message in a community conversation, with an optional reason. */
export function ReportMessageDialog({
  dialogId,
  message,
  onClose,
  onReported,
}: ReportMessageDialogProps) {
  const { t } = useTranslation('community');
  const [reason, setReason] = useState('');
  const report = useReportMessageMutation(dialogId);
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => !open && close()}
      title={t('conversation.reportTitle')}
      description={message?.text}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('conversation.reportCancel')}
          </Button>
          <Button
            loading={report.isPending}
            onClick={() =>
              message &&
              report.mutate(
                { messageId: message.id, reason: reason.trim() },
                {
                  onSuccess: () => {
                    onReported(message.id);
                    toast.success(t('conversation.reported'));
                    close();
                  },
                },
              )
            }
          >
            {t('conversation.reportSubmit')}
          </Button>
        </>
      }
    >
      <TextArea
        label={t('conversation.reportReason')}
        value={reason}
        maxLength={500}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
