import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmCodeSchema } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { fieldError } from '../validation';
import styles from './auth-form.module.css';

type OtpFormProps = {
  /** Where the code went, shown to the person ("+44 7700 900123"). */
  destination: string;
  onSubmit: (code: string) => void;
  onResend: () => void;
  /** Go back and fix the number or address. */
  onChangeDestination?: () => void;
  submitting: boolean;
  resending?: boolean;
  error?: string;
  /** A polite confirmation, e.g. after a resend. */
  notice?: string;
  submitLabel: string;
};

/** "Enter the code we sent": one field the phone can fill from the message (one-time-code). */
export function OtpForm({
  destination,
  onSubmit,
  onResend,
  onChangeDestination,
  submitting,
  resending = false,
  error,
  notice,
  submitLabel,
}: OtpFormProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = fieldError(confirmCodeSchema.shape.code, code, t, t('validation.codeRequired'));
    setCodeError(message);
    if (message) return focusFirstError();
    onSubmit(code.trim());
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <p className={styles.summary}>
        <span>
          {t('otp.sentTo')} <strong>{destination}</strong>
        </span>
      </p>
      <FormAlert message={error || notice} tone={error ? 'danger' : 'success'} />
      <Input
        label={t('fields.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={20}
        className={styles.code}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setCodeError(undefined);
        }}
        error={codeError}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onResend} loading={resending} disabled={submitting}>
          {t('otp.resend')}
        </Button>
        {onChangeDestination && (
          <button
            type="button"
            className={`${styles.link} ${styles.center}`}
            onClick={onChangeDestination}
          >
            {t('otp.change')}
          </button>
        )}
      </div>
    </form>
  );
}
