import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { registrationSchema } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { EmailInput } from '../../../components/ui/field';
import { isEmailUnique } from '../api/check-email-unique';
import { useContractForm } from '../hooks/use-contract-form';
import type { RegistrationStepOne as StepOneValues } from '../registration-data';
import { formErrorFor } from '../validation';
import { NameFields } from './name-fields';
import styles from './auth-form.module.css';

type RegistrationStepOneProps = {
  values: StepOneValues;
  onEdit: (values: Partial<StepOneValues>) => void;
  /** Called once the details are valid and the email is free (spec §5 uniqueness check). */
  onNext: () => void;
  onSignInInstead: (email: string) => void;
  /** A registration failure that sent the person back here (the email was taken meanwhile). */
  serverError?: string;
};

// The registration contract's own fields, under the names this step keeps them by.
const { shape } = registrationSchema;
const stepOneSchema = z.object({
  email: shape.email,
  first_name: shape.name,
  last_name: shape.last_name,
});

/** Registration step 1: email, first and last name. */
export function RegistrationStepOne({
  values,
  onEdit,
  onNext,
  onSignInInstead,
  serverError,
}: RegistrationStepOneProps) {
  const { t } = useTranslation('auth');
  const [emailTaken, setEmailTaken] = useState(false);
  const [checking, setChecking] = useState(false);
  const form = useContractForm(stepOneSchema, {
    defaultValues: values,
    required: {
      email: t('validation.emailRequired'),
      first_name: t('validation.firstNameRequired'),
      last_name: t('validation.lastNameRequired'),
    },
  });
  const { errors } = form.formState;
  const field = (name: keyof StepOneValues) =>
    form.field(name, (event) => {
      onEdit({ [name]: event.target.value });
      if (name === 'email') setEmailTaken(false);
    });

  const handleSubmit = form.handleSubmit(async ({ email }) => {
    form.clearErrors('root');
    setChecking(true);
    try {
      if (await isEmailUnique(email)) return onNext();
      setEmailTaken(true);
      form.setError('email', { message: t('validation.emailTaken') }, { shouldFocus: true });
    } catch (error) {
      form.setError('root', { message: formErrorFor(error, t) });
    } finally {
      setChecking(false);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={errors.root?.message || serverError} />
      <EmailInput
        label={t('fields.email')}
        hint={errors.email ? undefined : t('signUp.emailHint')}
        error={errors.email?.message}
        {...field('email')}
      />
      {emailTaken && (
        <button
          type="button"
          className={`${styles.link} ${styles.end}`}
          onClick={() => onSignInInstead(form.getValues('email'))}
        >
          {t('signUp.signInInstead')}
        </button>
      )}
      <NameFields
        className={styles.row}
        first={{ ...field('first_name'), error: errors.first_name?.message }}
        last={{ ...field('last_name'), error: errors.last_name?.message }}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={checking}>
          {t('signUp.continue')}
        </Button>
      </div>
    </form>
  );
}
