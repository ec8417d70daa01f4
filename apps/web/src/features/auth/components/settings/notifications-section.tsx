import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountInfo } from '@quad/shared/contracts/auth';
import { BellIcon, ShieldIcon } from '../../../../components/ui/account-icons';
import { CheckIcon } from '../../../../components/ui/icons';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Modal } from '../../../../components/ui/modal';
import { NotificationMethodFlow } from '../notification-method-flow';
import { PhoneVerificationFlow } from '../phone-verification-flow';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useChangeMailing } from '../../api/change-mailing';
import { SettingsRow, SettingsSection } from './settings-section';
import styles from './settings-forms.module.css';

/**
 * How we reach you about replies, and which universities may email you news. `controls` are
 * the app's other notification switches (missed-message notes, this browser's push), composed in
 * by the route.
 */
export function NotificationsSection({
  account,
  controls,
}: {
  account: AccountInfo;
  controls?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const { settings } = useWidget();
  const [dialog, setDialog] = useState<'method' | 'phone' | null>(null);
  const changeMailing = useChangeMailing();
  const data = account.notificationData;
  const method = data.method ?? 'email';
  const usesPhone = method !== 'email';
  const phone = [data.phone_country, data.phone_number].filter(Boolean).join(' ');
  const methodValue = usesPhone
    ? `${t(`notifications.methods.${method}`)} · ${phone}`
    : t('notifications.emailTo', { email: account.email });

  // Spec §3 mailing entries: one yes/no per university of this widget, by university id.
  const answerFor = (universityId: number) =>
    account.mailing.find((entry) => entry.id === universityId)?.answer ?? false;
  const toggleMailing = (universityId: number, answer: boolean) => {
    const others = account.mailing.filter((entry) => entry.id !== universityId);
    changeMailing.mutate({
      mailing: [...others, { id: universityId, answer }].sort((a, b) => a.id - b.id),
      university_id: universityId,
    });
  };

  return (
    <SettingsSection
      id="settings-notifications"
      title={t('settings.notifications.title')}
      description={t('settings.notifications.description')}
    >
      <SettingsRow
        icon={<BellIcon size={20} />}
        label={t('settings.notifications.method')}
        value={methodValue}
        action={
          <Button size="sm" variant="secondary" onClick={() => setDialog('method')}>
            {t('settings.change')}
          </Button>
        }
      />
      {usesPhone && (
        <SettingsRow
          icon={data.is_verified ? <CheckIcon size={20} /> : <ShieldIcon size={20} />}
          label={t('settings.notifications.phone')}
          value={
            data.is_verified
              ? t('settings.notifications.verified')
              : t('settings.notifications.notVerified')
          }
          action={
            data.is_verified ? undefined : (
              <Button size="sm" onClick={() => setDialog('phone')}>
                {t('otp.verify')}
              </Button>
            )
          }
        />
      )}
      <div className={styles.toggles}>
        {settings.universities.map((university) => (
          <Checkbox
            key={university.id}
            label={t('settings.notifications.mailing', { name: university.name })}
            description={t('settings.notifications.mailingHint')}
            checked={answerFor(university.id)}
            onChange={(event) => toggleMailing(university.id, event.target.checked)}
          />
        ))}
      </div>
      {controls}
      <Modal
        open={dialog === 'method'}
        onOpenChange={(open) => setDialog(open ? 'method' : null)}
        title={t('notifications.title')}
        description={t('notifications.description')}
      >
        <NotificationMethodFlow account={account} onDone={() => setDialog(null)} />
      </Modal>
      <Modal
        open={dialog === 'phone'}
        onOpenChange={(open) => setDialog(open ? 'phone' : null)}
        title={t('otp.title')}
        description={t('otp.description')}
      >
        <PhoneVerificationFlow
          current={data}
          onDone={() => setDialog(null)}
          onCancel={() => setDialog(null)}
        />
      </Modal>
    </SettingsSection>
  );
}
