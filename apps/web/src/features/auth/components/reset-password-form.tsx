import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRecoveryConfirmSchema, type AuthResult } from '@quad/shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useConfirmPasswordRecovery } from '../api/confirm-password-recovery';
import { useContractForm } from '../hooks/use-contract-form';
import { formErrorFor } from '../validation';
import { fieldErrorsFromApi } from '../../../lib/forms/validation';
import { NewPasswordFields } from './account-fields';
import styles from './auth-form.module.css';

const FIELDS = ['new_password', 'confirm_password'] as const;

type ResetPasswordFormProps = {
  userId: number;
  code: string;
  /** The new password is set and the person is signed in with it. */
  onDone: (result: AuthResult) => void;
  onRequestNewLink: () => void;
};

/** The mailed recovery link's screen: a new password, twice (spec §5), then signed in. */
export function ResetPasswordForm({
  userId,
  code,
  onDone,
  onRequestNewLink,
}: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [linkExpired, setLinkExpired] = useState(false);
  const confirm = useConfirmPasswordRecovery();
  // The link's user and code travel with the two passwords through the contract's schema.
  const form = useContractForm(passwordRecoveryConfirmSchema, {
    defaultValues: { user_id: userId, code, new_password: '', confirm_password: '' },
    required: {
      new_password: t('validation.newPasswordRequired'),
      confirm_password: t('validation.confirmRequired'),
    },
  });
  const { errors } = form.formState;
  const linkIsBad = (message: string) => {
    setLinkExpired(true);
    form.setError('root', { message });
  };

  const handleSubmit = form.handleSubmit(
    (values) => {
      form.clearErrors('root');
      confirm.mutate(values, {
        onSuccess: onDone,
        onError: (error) => {
          const found = Object.entries(fieldErrorsFromApi(error, FIELDS));
          if (found.length === 0) return linkIsBad(formErrorFor(error, t));
          found.forEach(([field, message], index) =>
            form.setError(
              field as (typeof FIELDS)[number],
              { message },
              { shouldFocus: index === 0 },
            ),
          );
        },
      });
    },
    (invalid) => {
      // Only the link itself is malformed: only a new one helps.
      if (!FIELDS.some((field) => invalid[field])) linkIsBad(t('reset.badLink'));
    },
  );

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={errors.root?.message ?? ''} />
      <NewPasswordFields
        password={{ ...form.field('new_password'), error: errors.new_password?.message }}
        confirmation={{
          ...form.field('confirm_password'),
          error: errors.confirm_password?.message,
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth loading={confirm.isPending}>
          {t('reset.submit')}
        </Button>
        {linkExpired && (
          <button
            type="button"
            className={`${styles.link} ${styles.center}`}
            onClick={onRequestNewLink}
          >
            {t('reset.newLink')}
          </button>
        )}
      </div>
    </form>
  );
}
