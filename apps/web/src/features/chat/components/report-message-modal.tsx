import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Message } from '@quad/shared/contracts/dialogs';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { TextArea } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { useReportMessageMutation } from '../api/report-message';
import { fullName } from '../lib/people';
import styles from './chat-modals.module.css';

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
type ReportReason = (typeof REPORT_REASONS)[number];

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
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const mutation = useReportMessageMutation();
  const author = message?.user ? fullName(message.user) : t('message.someone');

  const close = () => {
    setReason(null);
    setDetails('');
    mutation.reset();
    onClose();
  };
  const submit = () => {
    if (!message || !reason) return;
    const label = t(`report.reasons.${reason}`);
    const text = details.trim();
    mutation.mutate(
      {
        dialog_id: dialogId,
        message_id: message.id,
        reported_reason: (text ? `${label}: ${text}` : label).slice(0, 500),
      },
      {
        onSuccess: () => {
          toast.success(t('report.done'));
          onReported(message.id);
          close();
        },
      },
    );
  };

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
          <Button onClick={submit} disabled={!reason} loading={mutation.isPending}>
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
        <ChoiceGroup
          legend={t('report.reasonLegend')}
          options={REPORT_REASONS.map((value) => ({
            value,
            label: t(`report.reasons.${value}`),
          }))}
          value={reason}
          onChange={(value) => setReason(value as ReportReason)}
        />
        <TextArea
          label={t('report.detailsLabel')}
          hint={t('report.detailsHint')}
          value={details}
          maxLength={400}
          rows={3}
          onChange={(event) => setDetails(event.target.value)}
        />
      </div>
    </Modal>
  );
}
