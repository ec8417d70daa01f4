import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginSchema, type AuthResult } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordInput } from '../../../components/ui/password-input';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useLogin } from '../api/login';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { currentAccessType } from '../session';
import { fieldErrorsFromIssues, formErrorFor, type FieldErrors } from '../validation';
import styles from './auth-form.module.css';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

type LoginFormProps = {
  onSignedIn: (result: AuthResult) => void;
  onForgotPassword: (email: string) => void;
  initialEmail?: string;
  /** A message to show above the form (e.g. "Your password has been changed"). */
  notice?: string;
};

/** Email and password sign-in (spec §2 login modal and sign-in screen). */
export function LoginForm({ onSignedIn, onForgotPassword, initialEmail, notice }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { base } = useWidget();
  const [values, setValues] = useState({ email: initialEmail ?? '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const loginMutation = useLogin();

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const parsed = loginSchema.safeParse({
      ...values,
      ...(base.kind === 'university'
        ? { universityId: base.universityId }
        : { universityGroupId: base.groupId }),
      accessType: currentAccessType(),
    });
    if (!parsed.success) {
      setErrors(
        fieldErrorsFromIssues(parsed.error.issues, t, {
          fields: FIELDS,
          values,
          required: {
            email: t('validation.emailRequired'),
            password: t('validation.passwordRequired'),
          },
        }),
      );
      focusFirstError();
      return;
    }
    setErrors({});
    loginMutation.mutate(parsed.data, {
      onSuccess: (result) => onSignedIn(result),
      onError: (error) => setFormError(formErrorFor(error, t)),
    });
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={formError || notice} tone={formError ? 'danger' : 'success'} />
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
        error={errors.email}
      />
      <PasswordInput
        label={t('fields.password')}
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(event) => edit('password', event.target.value)}
        error={errors.password}
      />
      <button
        type="button"
        className={`${styles.link} ${styles.end}`}
        onClick={() => onForgotPassword(values.email)}
      >
        {t('signIn.forgotPassword')}
      </button>
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={loginMutation.isPending}>
          {t('signIn.submit')}
        </Button>
      </div>
    </form>
  );
}
