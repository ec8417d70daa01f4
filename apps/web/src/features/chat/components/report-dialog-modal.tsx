import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { reportDialogSchema } from '@quad/shared/contracts/dialogs';
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
  // The contract's reason (1 to 500 characters, trimmed); without one, Send waits at the field.
  const form = useForm({
    resolver: zodResolver(reportDialogSchema),
    defaultValues: { reported_reason: '' },
  });
  const mutation = useReportDialogMutation(dialogId);
  const submit = form.handleSubmit(({ reported_reason }) => {
    mutation.mutate(reported_reason, {
      onSuccess: () => {
        toast.success(tShell('spec.conversationStatusChanged'));
        form.reset();
        onOpenChange(false);
      },
    });
  });
  return (
    <ActionPopup
      open={open}
      onOpenChange={onOpenChange}
      title={t('reportDialog.title')}
      body={t('reportDialog.body')}
      confirmLabel={t('reportDialog.submit')}
      onConfirm={() => void submit()}
      dismissLabel={t('actions.cancel')}
      tone="danger"
      busy={mutation.isPending}
    >
      <TextArea
        label={t('reportDialog.reasonLabel')}
        maxLength={500}
        rows={3}
        required
        {...form.register('reported_reason')}
      />
    </ActionPopup>
  );
}
