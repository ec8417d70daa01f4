import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationData, Phone } from '@quad/shared/contracts/auth';
import { useConfirmPhone } from '../api/confirm-phone';
import { useRequestPhoneCode } from '../api/verify-phone';
import { formErrorFor } from '../validation';
import { OtpForm } from './otp-form';
import { PhoneForm } from './phone-form';

type PhoneVerificationFlowProps = {
  current: NotificationData;
  onDone: () => void;
  onCancel: () => void;
};

/** The OTP verification popup (spec §2): a phone, then the code texted to it. */
export function PhoneVerificationFlow({ current, onDone, onCancel }: PhoneVerificationFlowProps) {
  const { t } = useTranslation('auth');
  const [stage, setStage] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState<Phone>({
    phone_country: current.phone_country ?? '',
    phone_number: current.phone_number ?? '',
  });
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const requestCode = useRequestPhoneCode();
  const confirm = useConfirmPhone();

  const send = (to: Phone, resend: boolean) => {
    setFormError('');
    requestCode.mutate(to, {
      onSuccess: () => {
        if (resend) setNotice(t('otp.resent'));
        setStage('code');
      },
      onError: (error) => setFormError(formErrorFor(error, t)),
    });
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
        onResend={() => send(phone, true)}
        onChangeDestination={() => {
          setStage('phone');
          setNotice('');
          setFormError('');
        }}
      />
    );
  }

  return (
    <PhoneForm
      initial={phone}
      formError={formError}
      sending={requestCode.isPending}
      leave={{ label: t('common.cancel'), onClick: onCancel }}
      onSubmit={(typed) => {
        setPhone(typed);
        send(typed, false);
      }}
    />
  );
}
