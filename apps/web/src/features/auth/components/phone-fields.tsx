import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { phoneSchema } from '@quad/shared/contracts/auth';
import { compactErrors, fieldError, type FieldErrors } from '../validation';
import { Input } from '../../../components/ui/field';
import styles from './auth-form.module.css';

export type PhoneValues = { phone_country: string; phone_number: string };

/** The phone fields' problems against the shared schema, each required field named. */
export function validatePhone(
  values: PhoneValues,
  t: TFunction<'auth'>,
): FieldErrors<keyof PhoneValues> {
  const { shape } = phoneSchema;
  return compactErrors<keyof PhoneValues>({
    phone_country: fieldError(
      shape.phone_country,
      values.phone_country,
      t,
      t('validation.phoneCountryRequired'),
    ),
    phone_number: fieldError(
      shape.phone_number,
      values.phone_number,
      t,
      t('validation.phoneRequired'),
    ),
  });
}

type PhoneFieldsProps = {
  values: PhoneValues;
  onChange: (values: PhoneValues) => void;
  errors: Partial<Record<keyof PhoneValues, string>>;
};

/** Country calling code and number, side by side, with the browser's phone autofill. */
export function PhoneFields({ values, onChange, errors }: PhoneFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.phone}>
      <Input
        label={t('fields.phoneCountry')}
        name="phone_country"
        autoComplete="tel-country-code"
        inputMode="tel"
        placeholder="+44"
        value={values.phone_country}
        onChange={(event) => onChange({ ...values, phone_country: event.target.value })}
        error={errors.phone_country}
      />
      <Input
        label={t('fields.phoneNumber')}
        name="phone_number"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        value={values.phone_number}
        onChange={(event) => onChange({ ...values, phone_number: event.target.value })}
        error={errors.phone_number}
      />
    </div>
  );
}
