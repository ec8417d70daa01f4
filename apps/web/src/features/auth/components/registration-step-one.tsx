import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registrationSchema } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { isEmailUnique } from '../api/check-email-unique';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import type { RegistrationStepOne as StepOneValues } from '../registration-data';
import { compactErrors, fieldError, formErrorFor, type FieldErrors } from '../validation';
import styles from './auth-form.module.css';

type Field = 'email' | 'first_name' | 'last_name';

type RegistrationStepOneProps = {
  values: StepOneValues;
  onEdit: (values: Partial<StepOneValues>) => void;
  /** Called once the details are valid and the email is free (spec §5 uniqueness check). */
  onNext: () => void;
  onSignInInstead: (email: string) => void;
  /** A registration failure that sent the person back here (the email was taken meanwhile). */
  serverError?: string;
};

/** Registration step 1: email, first and last name. */
export function RegistrationStepOne({
  values,
  onEdit,
  onNext,
  onSignInInstead,
  serverError,
}: RegistrationStepOneProps) {
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [emailTaken, setEmailTaken] = useState(false);
  const [formError, setFormError] = useState('');
  const [checking, setChecking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);

  const edit = (field: Field, value: string) => {
    onEdit({ [field]: value });
    if (field === 'email') setEmailTaken(false);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const { shape } = registrationSchema;
    const found = compactErrors<Field>({
      email: fieldError(shape.email, values.email, t, t('validation.emailRequired')),
      first_name: fieldError(shape.name, values.first_name, t, t('validation.firstNameRequired')),
      last_name: fieldError(shape.last_name, values.last_name, t, t('validation.lastNameRequired')),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setChecking(true);
    try {
      const unique = await isEmailUnique(values.email.trim().toLowerCase());
      if (!unique) {
        setEmailTaken(true);
        setErrors({ email: t('validation.emailTaken') });
        focusFirstError();
        return;
      }
      onNext();
    } catch (error) {
      setFormError(formErrorFor(error, t));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={formError || serverError} />
      <Input
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        onChange={(event) => edit('email', event.target.value)}
        hint={errors.email ? undefined : t('signUp.emailHint')}
        error={errors.email}
      />
      {emailTaken && (
        <button
          type="button"
          className={`${styles.link} ${styles.end}`}
          onClick={() => onSignInInstead(values.email)}
        >
          {t('signUp.signInInstead')}
        </button>
      )}
      <div className={styles.row}>
        <Input
          label={t('fields.firstName')}
          name="first_name"
          autoComplete="given-name"
          value={values.first_name}
          onChange={(event) => edit('first_name', event.target.value)}
          error={errors.first_name}
        />
        <Input
          label={t('fields.lastName')}
          name="last_name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={(event) => edit('last_name', event.target.value)}
          error={errors.last_name}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={checking}>
          {t('signUp.continue')}
        </Button>
      </div>
    </form>
  );
}
