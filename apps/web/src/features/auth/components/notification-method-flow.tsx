import { useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  NOTIFICATION_METHODS,
  notificationMethodSchema,
  type AccountInfo,
  type Phone,
} from '@quad/shared/contracts/auth';
import {
  BellIcon,
  MailIcon,
  MessageCircleIcon,
  PhoneIcon,
} from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { FormAlert } from '../../../components/ui/form-alert';
import { useConfirmNotificationMethod } from '../api/confirm-notification-method';
import { useSetNotificationMethod } from '../api/set-notification-method';
import { useContractForm } from '../hooks/use-contract-form';
import { formErrorFor } from '../validation';
import { OtpForm } from './otp-form';
import { PhoneForm } from './phone-form';
import styles from './auth-form.module.css';

type Method = (typeof NOTIFICATION_METHODS)[number];

// The choice of the first stage: one of the contract's methods.
const choiceSchema = z.object({ method: notificationMethodSchema.shape.method });
type Stage = 'choose' | 'phone' | 'code';

type NotificationMethodFlowProps = {
  account: AccountInfo;
  onDone: (method: Method) => void;
  /** Offered during sign-up: decide later. */
  onSkip?: () => void;
  /** Called when the stage changes, so a frame can say which step this is. */
  onStageChange?: (stage: Stage) => void;
};

const ICONS: Record<Method, ReactNode> = {
  email: <MailIcon size={22} />,
  sms: <PhoneIcon size={22} />,
  whatsapp: <MessageCircleIcon size={22} />,
};

/**
 * The stepped notification-method popup (spec §2): choose email, text or WhatsApp; a phone for
 * the last two; then the code that proves the phone is theirs.
 */
export function NotificationMethodFlow({
  account,
  onDone,
  onSkip,
  onStageChange,
}: NotificationMethodFlowProps) {
  const { t } = useTranslation('auth');
  const current = account.notificationData;
  const [stage, setStageState] = useState<Stage>('choose');
  const choice = useContractForm(choiceSchema, {
    defaultValues: { method: current.method ?? 'email' },
  });
  const method = useWatch({ control: choice.control, name: 'method' });
  const [phone, setPhone] = useState<Phone>({
    phone_country: current.phone_country ?? '',
    phone_number: current.phone_number ?? '',
  });
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const setMethodMutation = useSetNotificationMethod();
  const confirmMutation = useConfirmNotificationMethod();

  const setStage = (next: Stage) => {
    setStageState(next);
    setFormError('');
    setNotice('');
    onStageChange?.(next);
  };

  const sendPhone = (to: Phone, options: { resend: boolean }) => {
    setFormError('');
    setMethodMutation.mutate(
      { method, ...to },
      {
        onSuccess: (result) => {
          if (!result.verificationRequired) return onDone(method);
          if (options.resend) setNotice(t('otp.resent'));
          else setStage('code');
        },
        onError: (error) => setFormError(formErrorFor(error, t)),
      },
    );
  };

  const handleChoose = choice.handleSubmit(({ method }) => {
    if (method !== 'email') return setStage('phone');
    setMethodMutation.mutate(
      { method: 'email' },
      {
        onSuccess: () => onDone('email'),
        onError: (error) => setFormError(formErrorFor(error, t)),
      },
    );
  });

  if (stage === 'code') {
    return (
      <OtpForm
        destination={`${phone.phone_country} ${phone.phone_number}`}
        submitLabel={t('notifications.confirm')}
        submitting={confirmMutation.isPending}
        resending={setMethodMutation.isPending}
        error={formError}
        notice={notice}
        onSubmit={(code) =>
          confirmMutation.mutate(code, {
            onSuccess: () => onDone(method),
            onError: (error) => setFormError(formErrorFor(error, t)),
          })
        }
        onResend={() => sendPhone(phone, { resend: true })}
        onChangeDestination={() => setStage('phone')}
      />
    );
  }

  if (stage === 'phone') {
    return (
      <PhoneForm
        initial={phone}
        intro={t(
          method === 'sms' ? 'notifications.phoneIntroSms' : 'notifications.phoneIntroWhatsapp',
        )}
        formError={formError}
        sending={setMethodMutation.isPending}
        leave={{ label: t('common.back'), onClick: () => setStage('choose') }}
        onSubmit={(typed) => {
          setPhone(typed);
          sendPhone(typed, { resend: false });
        }}
      />
    );
  }

  const options = NOTIFICATION_METHODS.map((value) => ({
    value,
    label: t(`notifications.methods.${value}`),
    description:
      value === 'email'
        ? t('notifications.emailTo', { email: account.email })
        : t(`notifications.descriptions.${value}`),
    icon: ICONS[value],
  }));

  return (
    <form className={styles.form} noValidate onSubmit={handleChoose}>
      <FormAlert message={formError} />
      <Controller
        control={choice.control}
        name="method"
        render={({ field }) => (
          <ChoiceGroup
            legend={t('notifications.legend')}
            hideLegend
            options={options}
            value={field.value}
            onChange={(value) => field.onChange(value as Method)}
          />
        )}
      />
      <div className={onSkip ? styles.actionsRow : styles.actions}>
        {onSkip && (
          <Button variant="ghost" size="lg" onClick={onSkip}>
            {t('notifications.later')}
          </Button>
        )}
        <Button
          type="submit"
          size="lg"
          fullWidth={!onSkip}
          loading={setMethodMutation.isPending}
          icon={method === 'email' ? <BellIcon size={18} /> : undefined}
        >
          {method === 'email' ? t('notifications.useEmail') : t('common.continue')}
        </Button>
      </div>
    </form>
  );
}
