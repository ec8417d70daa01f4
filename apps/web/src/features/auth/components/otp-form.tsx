import { useTranslation } from 'react-i18next';
import { confirmCodeSchema } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useContractForm } from '../hooks/use-contract-form';
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

const fieldsSchema = confirmCodeSchema.pick({ code: true });

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
  const form = useContractForm(fieldsSchema, {
    defaultValues: { code: '' },
    required: { code: t('validation.codeRequired') },
  });
  const codeError = form.formState.errors.code?.message;
  const handleSubmit = form.handleSubmit(({ code }) => onSubmit(code.trim()));

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <p className={styles.summary}>
        <span>
          {t('otp.sentTo')} <strong>{destination}</strong>
        </span>
      </p>
      <FormAlert message={error || notice} tone={error ? 'danger' : 'success'} />
      <Input
        label={t('fields.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={20}
        className={styles.code}
        error={codeError}
        {...form.field('code')}
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
