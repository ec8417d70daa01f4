import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationData } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useConfirmPhone } from '../api/confirm-phone';
import { useRequestPhoneCode } from '../api/verify-phone';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { formErrorFor } from '../validation';
import { OtpForm } from './otp-form';
import { PhoneFields, validatePhone, type PhoneValues } from './phone-fields';
import styles from './auth-form.module.css';

type PhoneVerificationFlowProps = {
  current: NotificationData;
  onDone: () => void;
  onCancel: () => void;
};

/** The OTP verification popup (spec §2): a phone, then the code texted to it. */
export function PhoneVerificationFlow({ current, onDone, onCancel }: PhoneVerificationFlowProps) {
  const { t } = useTranslation('auth');
  const [stage, setStage] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState<PhoneValues>({
    phone_country: current.phone_country ?? '',
    phone_number: current.phone_number ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof PhoneValues, string>>>({});
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const requestCode = useRequestPhoneCode();
  const confirm = useConfirmPhone();

  const send = (resend: boolean) => {
    setFormError('');
    requestCode.mutate(phone, {
      onSuccess: () => {
        if (resend) setNotice(t('otp.resent'));
        setStage('code');
      },
      onError: (error) => setFormError(formErrorFor(error, t)),
    });
  };

  const handlePhone = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePhone(phone, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError();
    send(false);
  };

  if (stage === 'code') {
    return (
      <OtpForm
        destination={`${phone.phone_country} ${phone.phone_number}`}
        submitLabel={t('otp.verify')}
        submitting={confirm.isPending}
        resending={requestCode.isPending}
        error={formError}
        notice={notice}
        onSubmit={(code) =>
          confirm.mutate(
            { ...phone, code },
            { onSuccess: onDone, onError: (error) => setFormError(formErrorFor(error, t)) },
          )
        }
        onResend={() => send(true)}
        onChangeDestination={() => {
          setStage('phone');
          setNotice('');
          setFormError('');
        }}
      />
    );
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handlePhone}>
      <FormAlert message={formError} />
      <PhoneFields
        values={phone}
        onChange={(values) => {
          setPhone(values);
          setErrors({});
        }}
        errors={errors}
      />
      <div className={styles.actionsRow}>
        <Button variant="secondary" size="lg" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="lg" loading={requestCode.isPending}>
          {t('notifications.sendCode')}
        </Button>
      </div>
    </form>
  );
}
