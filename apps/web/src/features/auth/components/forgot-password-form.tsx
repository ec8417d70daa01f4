import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRecoverySchema } from '@quad/shared/contracts/auth';
import { widgetScope } from '@quad/shared/rules/base-path';
import { MailIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useRecoverPassword } from '../api/recover-password';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { fieldError, formErrorFor } from '../validation';
import styles from './auth-form.module.css';

type ForgotPasswordFormProps = {
  initialEmail?: string;
  onSent: (email: string) => void;
  onBack: () => void;
};

/** "Forgot password?": the address to mail a link to (POST /account/recovery/password). */
export function ForgotPasswordForm({ initialEmail, onSent, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const { base } = useWidget();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const recover = useRecoverPassword();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const message = fieldError(
      passwordRecoverySchema.shape.email,
      email,
      t,
      t('validation.emailRequired'),
    );
    setEmailError(message);
    if (message) return focusFirstError();
    const address = email.trim().toLowerCase();
    recover.mutate(
      { email: address, scope: widgetScope(base) },
      {
        onSuccess: () => onSent(address),
        onError: (error) => setFormError(formErrorFor(error, t)),
      },
    );
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={formError} />
      <Input
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(undefined);
        }}
        error={emailError}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={recover.isPending}
          icon={<MailIcon size={18} />}
        >
          {t('forgot.submit')}
        </Button>
        <button type="button" className={`${styles.link} ${styles.center}`} onClick={onBack}>
          {t('forgot.back')}
        </button>
      </div>
    </form>
  );
}
