import { useTranslation } from 'react-i18next';
import { phoneSchema, type Phone } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useContractForm } from '../hooks/use-contract-form';
import styles from './auth-form.module.css';

type PhoneFormProps = {
  initial: Phone;
  /** A line above the fields: why we ask. */
  intro?: string;
  /** Why the last attempt failed. */
  formError: string;
  sending: boolean;
  /** The way out beside the submit button (back, cancel). */
  leave: { label: string; onClick: () => void };
  /** The phone, as the contract reads it, to text a code to. */
  onSubmit: (phone: Phone) => void;
};

/**
 * The phone to text a code to: country calling code and number side by side (with the
 * browser's phone autofill), checked against the contract's phone schema.
 */
export function PhoneForm({ initial, intro, formError, sending, leave, onSubmit }: PhoneFormProps) {
  const { t } = useTranslation('auth');
  const form = useContractForm(phoneSchema, {
    defaultValues: initial,
    required: {
      phone_country: t('validation.phoneCountryRequired'),
      phone_number: t('validation.phoneRequired'),
    },
  });
  const { errors } = form.formState;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormAlert message={formError} />
      {intro && <p className={styles.muted}>{intro}</p>}
      <div className={styles.phone}>
        <Input
          label={t('fields.phoneCountry')}
          autoComplete="tel-country-code"
          inputMode="tel"
          placeholder="+44"
          error={errors.phone_country?.message}
          {...form.field('phone_country')}
        />
        <Input
          label={t('fields.phoneNumber')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          error={errors.phone_number?.message}
          {...form.field('phone_number')}
        />
      </div>
      <div className={styles.actionsRow}>
        <Button variant="secondary" size="lg" onClick={leave.onClick}>
          {leave.label}
        </Button>
        <Button type="submit" size="lg" loading={sending}>
          {t('notifications.sendCode')}
        </Button>
      </div>
    </form>
  );
}
