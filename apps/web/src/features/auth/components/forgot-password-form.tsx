import { useTranslation } from 'react-i18next';
import { passwordRecoverySchema } from '@quad/shared/contracts/auth';
import { widgetScope } from '@quad/shared/rules/base-path';
import { MailIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { EmailInput } from '../../../components/ui/field';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useRecoverPassword } from '../api/recover-password';
import { useContractForm } from '../hooks/use-contract-form';
import styles from './auth-form.module.css';

type ForgotPasswordFormProps = {
  initialEmail?: string;
  onSent: (email: string) => void;
  onBack: () => void;
};

const fieldsSchema = passwordRecoverySchema.pick({ email: true });

/** "Forgot password?": the address to mail a link to (POST /account/recovery/password). */
export function ForgotPasswordForm({ initialEmail, onSent, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const { base } = useWidget();
  const recover = useRecoverPassword();
  const form = useContractForm(fieldsSchema, {
    defaultValues: { email: initialEmail ?? '' },
    required: { email: t('validation.emailRequired') },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(({ email }) => {
    form.clearErrors('root');
    recover.mutate(
      { email, scope: widgetScope(base) },
      {
        onSuccess: () => onSent(email),
        onError: (error) => form.showServerError(error, {}),
      },
    );
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={errors.root?.message ?? ''} />
      <EmailInput
        label={t('fields.email')}
        error={errors.email?.message}
        {...form.field('email')}
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
