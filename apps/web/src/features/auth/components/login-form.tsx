import { useTranslation } from 'react-i18next';
import { loginSchema, type AuthResult } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordInput } from '../../../components/ui/password-input';
import { EmailInput } from '../../../components/ui/field';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useLogin } from '../api/login';
import { currentAccessType } from '../session';
import { useContractForm } from '../hooks/use-contract-form';
import styles from './auth-form.module.css';

type LoginFormProps = {
  onSignedIn: (result: AuthResult) => void;
  onForgotPassword: (email: string) => void;
  initialEmail?: string;
  /** A message to show above the form (e.g. "Your password has been changed"). */
  notice?: string;
};

const fieldsSchema = loginSchema.pick({ email: true, password: true });

/** Email and password sign-in (spec §2 login modal and sign-in screen). */
export function LoginForm({ onSignedIn, onForgotPassword, initialEmail, notice }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { base } = useWidget();
  const loginMutation = useLogin();
  const form = useContractForm(fieldsSchema, {
    defaultValues: { email: initialEmail ?? '', password: '' },
    required: {
      email: t('validation.emailRequired'),
      password: t('validation.passwordRequired'),
    },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) => {
    form.clearErrors('root');
    const credentials = loginSchema.parse({
      ...values,
      ...(base.kind === 'university'
        ? { universityId: base.universityId }
        : { universityGroupId: base.groupId }),
      accessType: currentAccessType(),
    });
    loginMutation.mutate(credentials, {
      onSuccess: (result) => onSignedIn(result),
      onError: (error) => form.showServerError(error, {}),
    });
  });
  const formError = errors.root?.message ?? '';

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={formError || notice} tone={formError ? 'danger' : 'success'} />
      <EmailInput
        label={t('fields.email')}
        error={errors.email?.message}
        {...form.field('email')}
      />
      <PasswordInput
        label={t('fields.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.field('password')}
      />
      <button
        type="button"
        className={`${styles.link} ${styles.end}`}
        onClick={() => onForgotPassword(form.getValues('email'))}
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
