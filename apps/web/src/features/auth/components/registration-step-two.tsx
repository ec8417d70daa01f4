import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { registrationSchema } from '@quad/shared/contracts/auth';
import { ageOfConsent, ageOn, needsConsentConfirmation } from '@quad/shared/rules/age-of-consent';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input, Select } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordInput } from '../../../components/ui/password-input';
import { useWidget } from '../../../app/widget-context/use-widget';
import { legalLinksOf } from '../../../app/widget-context/legal-links';
import { useCountries } from '../api/get-countries';
import { useNationalities } from '../api/get-nationalities';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import type { RegistrationStepTwo as StepTwoValues } from '../registration-data';
import { compactErrors, fieldError, type FieldErrors } from '../validation';
import styles from './auth-form.module.css';

export type StepTwoField =
  'nationality' | 'residence_country' | 'birth_date' | 'password' | 'consent_confirmed' | 'terms';

/** People older than this did not type their own birth year. */
const OLDEST_AGE = 120;

type RegistrationStepTwoProps = {
  values: StepTwoValues;
  onEdit: (values: Partial<StepTwoValues>) => void;
  onBack: () => void;
  /** Valid and complete: create the account. */
  onSubmit: (details: { nationalityCode: string | null; needsConsent: boolean }) => void;
  submitting: boolean;
  /** The server's answer to a failed registration. */
  formError?: string;
  serverErrors?: FieldErrors<StepTwoField>;
};

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Registration step 2: nationality and country of residence, date of birth (for the age of
 * consent of the nationality, spec §5), password and consents.
 */
export function RegistrationStepTwo({
  values,
  onEdit,
  onBack,
  onSubmit,
  submitting,
  formError,
  serverErrors,
}: RegistrationStepTwoProps) {
  const { t } = useTranslation('auth');
  const { base, settings, branding } = useWidget();
  const legal = legalLinksOf(settings);
  const universityId = base.kind === 'university' ? base.universityId : null;
  const nationalities = useNationalities(universityId);
  const countries = useCountries();
  const [errors, setErrors] = useState<FieldErrors<StepTwoField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  // The server's field problems show until the field is edited (an edit sets it undefined).
  const shown: FieldErrors<StepTwoField> = { ...serverErrors, ...errors };

  useEffect(() => {
    if (serverErrors && Object.keys(serverErrors).length > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [serverErrors]);

  const nationalityCode =
    nationalities.data?.find((item) => item.id === values.nationality)?.code ?? null;
  const age = values.birth_date ? ageOn(values.birth_date) : null;
  const hasAge = age !== null && age >= 0 && age <= OLDEST_AGE;
  const needsConsent =
    values.nationality !== null && hasAge && needsConsentConfirmation(age, nationalityCode);
  const consentAge = ageOfConsent(nationalityCode);

  const edit = (field: StepTwoField | 'resive_email' | 'marketing_preference', value: unknown) => {
    onEdit({ [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { shape } = registrationSchema;
    const found = compactErrors<StepTwoField>({
      nationality:
        values.nationality === null
          ? t('validation.nationalityRequired')
          : fieldError(shape.nationality_id, values.nationality, t),
      residence_country:
        values.residence_country === null ? t('validation.residenceRequired') : undefined,
      birth_date: !values.birth_date
        ? t('validation.birthDateRequired')
        : (fieldError(shape.birth_date, values.birth_date, t) ??
          (hasAge ? undefined : t('validation.birthDateInvalid'))),
      consent_confirmed:
        needsConsent && !values.consent_confirmed ? t('validation.consentRequired') : undefined,
      password: fieldError(shape.password, values.password, t, t('validation.newPasswordRequired')),
      terms: values.terms ? undefined : t('validation.termsRequired'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    onSubmit({ nationalityCode, needsConsent });
  };

  const listsLoading = nationalities.isPending || countries.isPending;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={formError} />
      <div className={styles.row}>
        <Select
          label={t('fields.nationality')}
          name="nationality"
          value={values.nationality ?? ''}
          onChange={(event) =>
            edit('nationality', event.target.value ? Number(event.target.value) : null)
          }
          error={shown.nationality}
          aria-busy={nationalities.isPending || undefined}
        >
          <option value="">{listsLoading ? t('common.loadingList') : t('common.choose')}</option>
          {nationalities.data?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </Select>
        <Select
          label={t('fields.residenceCountry')}
          name="residence_country"
          autoComplete="country"
          value={values.residence_country ?? ''}
          onChange={(event) =>
            edit('residence_country', event.target.value ? Number(event.target.value) : null)
          }
          error={shown.residence_country}
          aria-busy={countries.isPending || undefined}
        >
          <option value="">{listsLoading ? t('common.loadingList') : t('common.choose')}</option>
          {countries.data?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </Select>
      </div>
      <Input
        label={t('fields.birthDate')}
        type="date"
        name="birth_date"
        autoComplete="bday"
        max={todayIso()}
        value={values.birth_date}
        onChange={(event) => edit('birth_date', event.target.value)}
        hint={shown.birth_date ? undefined : t('signUp.birthDateHint')}
        error={shown.birth_date}
      />
      {needsConsent && (
        <div className={styles.consentNotice}>
          <p>{t('signUp.consentNotice', { age: consentAge })}</p>
          <Checkbox
            name="consent_confirmed"
            label={t('signUp.consentConfirm')}
            checked={values.consent_confirmed}
            onChange={(event) => edit('consent_confirmed', event.target.checked)}
            error={shown.consent_confirmed}
          />
        </div>
      )}
      <PasswordInput
        label={t('fields.newPassword')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => edit('password', event.target.value)}
        hint={t('signUp.passwordHint')}
        error={shown.password}
      />
      <div className={styles.consents}>
        <Checkbox
          name="terms"
          label={
            <Trans
              t={t}
              i18nKey="signUp.terms"
              values={{ name: branding.name }}
              components={{
                terms: <LegalLink href={legal.terms} newTab={t('signUp.termsNewTab')} />,
                privacy: <LegalLink href={legal.privacy} newTab={t('signUp.termsNewTab')} />,
              }}
            />
          }
          checked={values.terms}
          onChange={(event) => edit('terms', event.target.checked)}
          error={shown.terms}
        />
        <Checkbox
          name="resive_email"
          label={t('signUp.resiveEmail')}
          checked={values.resive_email}
          onChange={(event) => edit('resive_email', event.target.checked)}
        />
        <Checkbox
          name="marketing_preference"
          label={t('signUp.marketing')}
          checked={values.marketing_preference}
          onChange={(event) => edit('marketing_preference', event.target.checked)}
        />
      </div>
      <div className={styles.actionsRow}>
        <Button variant="secondary" size="lg" onClick={onBack} disabled={submitting}>
          {t('common.back')}
        </Button>
        <Button type="submit" size="lg" loading={submitting}>
          {t('signUp.submit')}
        </Button>
      </div>
    </form>
  );
}

/** A link to a legal page in a new tab, or plain words when the university has none set. */
function LegalLink({
  href,
  newTab,
  children,
}: {
  href: string | null;
  newTab: string;
  children?: ReactNode;
}) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
      {children}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  );
}
