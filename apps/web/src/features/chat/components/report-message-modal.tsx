import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { reportMessageSchema, type Message } from '@quad/shared/contracts/dialogs';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { TextArea } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useReportMessageMutation } from '../api/report-message';
import { fullName } from '../lib/people';
import styles from './chat-modals.module.css';

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
type ReportReason = (typeof REPORT_REASONS)[number];

// A reason picked from the list, and optional details that fit the contract's reason with it.
const reportFormSchema = z.object({
  reason: z.enum(REPORT_REASONS).nullable().pipe(z.enum(REPORT_REASONS)),
  details: z.string().trim().max(400),
});
const EMPTY: z.input<typeof reportFormSchema> = { reason: null, details: '' };

type ReportMessageModalProps = {
  dialogId: number;
  message: Message | null;
  onClose: () => void;
  onReported: (messageId: number) => void;
};

/** Report message (spec §2 modal): a reason, optional details, sent to the university. */
export function ReportMessageModal({
  dialogId,
  message,
  onClose,
  onReported,
}: ReportMessageModalProps) {
  const { t } = useTranslation('chat');
  const form = useForm({
    resolver: zodResolver(reportFormSchema),
    defaultValues: EMPTY,
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const mutation = useReportMessageMutation();
  const author = message?.user ? fullName(message.user) : t('message.someone');

  const close = () => {
    form.reset(EMPTY);
    mutation.reset();
    onClose();
  };
  const submit = form.handleSubmit(({ reason: picked, details }) => {
    if (!message) return;
    const label = t(`report.reasons.${picked}`);
    const body = reportMessageSchema.parse({
      dialog_id: dialogId,
      message_id: message.id,
      reported_reason: (details ? `${label}: ${details}` : label).slice(0, 500),
    });
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(t('report.done'));
        onReported(message.id);
        close();
      },
    });
  });

  return (
    <Modal
      open={message !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('report.title')}
      description={t('report.description', { name: author })}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={!reason} loading={mutation.isPending}>
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <div className={styles.stack}>
        {message && (
          <blockquote className={styles.quoted}>
            <span className={styles.quotedText}>{message.text}</span>
          </blockquote>
        )}
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <ChoiceGroup
              legend={t('report.reasonLegend')}
              options={REPORT_REASONS.map((value) => ({
                value,
                label: t(`report.reasons.${value}`),
              }))}
              value={field.value}
              onChange={(value) => field.onChange(value as ReportReason)}
            />
          )}
        />
        <TextArea
          label={t('report.detailsLabel')}
          hint={t('report.detailsHint')}
          maxLength={400}
          rows={3}
          {...form.register('details')}
        />
      </div>
    </Modal>
  );
}
