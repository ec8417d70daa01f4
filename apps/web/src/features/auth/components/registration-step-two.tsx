import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
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
import { useContractForm } from '../hooks/use-contract-form';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import type { RegistrationStepTwo as StepTwoValues } from '../registration-data';
import type { FieldErrors } from '../../../lib/forms/validation';
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
  /** Signing up through the university's sign-in: no password of our own is asked for. */
  withoutPassword?: boolean;
};

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

function plausibleAge(birthDate: string): number | null {
  const age = birthDate ? ageOn(birthDate) : null;
  return age !== null && age >= 0 && age <= OLDEST_AGE ? age : null;
}

/**
 * The registration contract's step-2 fields under the names the step keeps them by, each
 * required, plus what spec §5 asks of the person: a real birth date, the guardian's agreement
 * below the nationality's age of consent (`needsConsent`), and the terms.
 */
function stepTwoSchema(t: TFunction<'auth'>, needsConsent: boolean, withoutPassword: boolean) {
  const { shape } = registrationSchema;
  const present = (value: number | null | undefined) => value != null;
  return z.object({
    nationality: shape.nationality_id.refine(present, t('validation.nationalityRequired')),
    residence_country: shape.residence_country_id.refine(
      present,
      t('validation.residenceRequired'),
    ),
    birth_date: shape.birth_date.refine(
      (value) => value !== undefined && plausibleAge(value) !== null,
      t('validation.birthDateInvalid'),
    ),
    password: withoutPassword ? z.literal('') : shape.password,
    consent_confirmed: z
      .boolean()
      .refine((agreed) => agreed || !needsConsent, t('validation.consentRequired')),
    terms: z.boolean().refine(Boolean, t('validation.termsRequired')),
    resive_email: shape.resive_email,
    marketing_preference: shape.marketing_preference,
  });
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
  withoutPassword = false,
}: RegistrationStepTwoProps) {
  const { t } = useTranslation('auth');
  const { base, settings, branding } = useWidget();
  const legal = legalLinksOf(settings);
  const universityId = base.kind === 'university' ? base.universityId : null;
  const nationalities = useNationalities(universityId);
  const countries = useCountries();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const nationalityCode =
    nationalities.data?.find((item) => item.id === values.nationality)?.code ?? null;
  const age = plausibleAge(values.birth_date);
  const needsConsent =
    values.nationality !== null && age !== null && needsConsentConfirmation(age, nationalityCode);
  const consentAge = ageOfConsent(nationalityCode);
  // The values live in the flow (`onEdit` keeps them there), so the rules read them from it.
  const form = useContractForm(stepTwoSchema(t, needsConsent, withoutPassword), {
    defaultValues: withoutPassword ? { ...values, password: '' } : values,
    required: {
      nationality: t('validation.nationalityRequired'),
      residence_country: t('validation.residenceRequired'),
      birth_date: t('validation.birthDateRequired'),
      password: t('validation.newPasswordRequired'),
    },
  });
  const { errors } = form.formState;

  // The server's field problems show until the field is edited.
  useEffect(() => {
    const found = Object.entries(serverErrors ?? {}) as Array<[StepTwoField, string]>;
    found.forEach(([name, message]) => form.setError(name, { message }));
    if (found.length > 0) focusFirstError();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer of the server
  }, [serverErrors]);

  const field = (name: keyof StepTwoValues) =>
    form.field(name, (event) => {
      const { type, checked, value } = event.target;
      onEdit({ [name]: type === 'checkbox' ? checked : value });
    });
  // A list's choice is its id, or null for "Choose…"; the lists arrive after the form, so the
  // choice is shown from the flow's values.
  const choice = (name: 'nationality' | 'residence_country') => ({
    ...form.register(name, {
      setValueAs: (value: string | number | null) =>
        value === '' || value === null ? null : Number(value),
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        form.clearErrors(name);
        onEdit({ [name]: event.target.value ? Number(event.target.value) : null });
      },
    }),
    value: values[name] ?? '',
    error: errors[name]?.message,
  });

  const handleSubmit = form.handleSubmit(
    () => onSubmit({ nationalityCode, needsConsent }),
    () => focusFirstError(),
  );

  const listsLoading = nationalities.isPending || countries.isPending;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={formError} />
      <div className={styles.row}>
        <Select
          label={t('fields.nationality')}
          {...choice('nationality')}
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
          autoComplete="country"
          {...choice('residence_country')}
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
        autoComplete="bday"
        max={todayIso()}
        hint={errors.birth_date ? undefined : t('signUp.birthDateHint')}
        error={errors.birth_date?.message}
        {...field('birth_date')}
      />
      {needsConsent && (
        <div className={styles.consentNotice}>
          <p>{t('signUp.consentNotice', { age: consentAge })}</p>
          <Checkbox
            label={t('signUp.consentConfirm')}
            error={errors.consent_confirmed?.message}
            {...field('consent_confirmed')}
          />
        </div>
      )}
      {!withoutPassword && (
        <PasswordInput
          label={t('fields.newPassword')}
          autoComplete="new-password"
          hint={t('signUp.passwordHint')}
          error={errors.password?.message}
          {...field('password')}
        />
      )}
      <div className={styles.consents}>
        <Checkbox
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
          error={errors.terms?.message}
          {...field('terms')}
        />
        <Checkbox label={t('signUp.resiveEmail')} {...field('resive_email')} />
        <Checkbox label={t('signUp.marketing')} {...field('marketing_preference')} />
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
