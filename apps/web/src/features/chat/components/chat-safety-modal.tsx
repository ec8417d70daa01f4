import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ChatSafetySettings } from '@quad/shared/contracts/dialog-actions';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useChatSafetyQuery, useSaveChatSafetyMutation } from '../api/chat-safety';
import styles from './chat-modals.module.css';

/** Idle periods an admin picks from, in minutes (an hour, a day, three days, a week, 30 days). */
const PERIODS = [60, 1440, 4320, 10080, 43200] as const;

function SafetyForm({ saved, onDone }: { saved: ChatSafetySettings; onDone: () => void }) {
  const { t } = useTranslation('chat');
  const [mask, setMask] = useState(saved.maskContactDetails);
  const [minutes, setMinutes] = useState(saved.autoCloseAfterMinutes);
  const save = useSaveChatSafetyMutation();
  const periods =
    minutes === null || (PERIODS as readonly number[]).includes(minutes)
      ? PERIODS
      : [...PERIODS, minutes].sort((a, b) => a - b);
  return (
    <form
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { maskContactDetails: mask, autoCloseAfterMinutes: minutes },
          {
            onSuccess: () => {
              toast.success(t('safetySettings.saved'));
              onDone();
            },
          },
        );
      }}
    >
      <Checkbox
        label={t('safetySettings.mask')}
        description={t('safetySettings.maskHint')}
        checked={mask}
        onChange={(event) => setMask(event.target.checked)}
      />
      <Select
        label={t('safetySettings.autoClose')}
        hint={t('safetySettings.autoCloseHint')}
        value={minutes === null ? '' : String(minutes)}
        onChange={(event) => setMinutes(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('safetySettings.never')}</option>
        {periods.map((value) => (
          <option key={value} value={value}>
            {value % 1440 === 0
              ? t('safetySettings.days', { count: value / 1440 })
              : value % 60 === 0
                ? t('safetySettings.hours', { count: value / 60 })
                : t('safetySettings.minutes', { count: value })}
          </option>
        ))}
      </Select>
      <Button type="submit" loading={save.isPending}>
        {t('safetySettings.save')}
      </Button>
    </form>
  );
}

/** An admin's chat safety settings for their university: hide contact details, close idle chats. */
export function ChatSafetyModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const query = useChatSafetyQuery(open);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('safetySettings.title')}
      description={t('safetySettings.body')}
    >
      {query.data ? (
        <SafetyForm saved={query.data} onDone={() => onOpenChange(false)} />
      ) : query.isError ? (
        <p role="alert">{t('safetySettings.loadFailed')}</p>
      ) : (
        <Skeleton height={160} />
      )}
    </Modal>
  );
}
