import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { reportDialogSchema } from '@quad/shared/contracts/dialogs';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { TextArea } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useReportDialogMutation } from '../api/report-dialog';
import styles from './chat-modals.module.css';

export const DIALOG_REPORT_REASONS = [
  'contact',
  'uncomfortable',
  'inappropriate',
  'other',
] as const;
type DialogReportReason = (typeof DIALOG_REPORT_REASONS)[number];

const reportFormSchema = z.object({
  reason: z.enum(DIALOG_REPORT_REASONS).nullable().pipe(z.enum(DIALOG_REPORT_REASONS)),
  details: z.string().trim().max(400),
});
const EMPTY: z.input<typeof reportFormSchema> = { reason: null, details: '' };

type ReportDialogModalProps = {
  dialogId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Report a conversation (spec §4 'Conversation status has been changed!'): one tap on a reason,
 * then "Send report" or "Report and block". Blocking closes the chat for both sides; the
 * ambassador is not told who reported it or why.
 */
export function ReportDialogModal({ dialogId, open, onOpenChange }: ReportDialogModalProps) {
  const { t } = useTranslation('chat');
  const { t: tShell } = useTranslation();
  const form = useForm({ resolver: zodResolver(reportFormSchema), defaultValues: EMPTY });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const mutation = useReportDialogMutation(dialogId);

  const close = () => {
    form.reset(EMPTY);
    mutation.reset();
    onOpenChange(false);
  };
  const send = (block: boolean) =>
    form.handleSubmit(({ reason: picked, details }) => {
      const label = t(`reportDialog.reasons.${picked}`);
      const body = reportDialogSchema.parse({
        reported_reason: (details ? `${label}: ${details}` : label).slice(0, 500),
        block,
      });
      mutation.mutate(body, {
        onSuccess: () => {
          toast.success(
            block ? t('reportDialog.blocked') : tShell('spec.conversationStatusChanged'),
          );
          close();
        },
      });
    })();

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('reportDialog.title')}
      description={t('reportDialog.body')}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => void send(false)}
            disabled={!reason}
            loading={mutation.isPending && mutation.variables?.block === false}
          >
            {t('reportDialog.submit')}
          </Button>
          <Button
            onClick={() => void send(true)}
            disabled={!reason}
            loading={mutation.isPending && mutation.variables?.block === true}
          >
            {t('reportDialog.submitAndBlock')}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <ChoiceGroup
              legend={t('reportDialog.reasonLegend')}
              options={DIALOG_REPORT_REASONS.map((value) => ({
                value,
                label: t(`reportDialog.reasons.${value}`),
              }))}
              value={field.value}
              onChange={(value) => field.onChange(value as DialogReportReason)}
            />
          )}
        />
        <TextArea
          label={t('report.detailsLabel')}
          hint={t('report.detailsHint')}
          maxLength={400}
          rows={2}
          {...form.register('details')}
        />
        <p className={styles.note}>{t('reportDialog.blockExplained')}</p>
      </div>
    </Modal>
  );
}
