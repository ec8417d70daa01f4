import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../../components/ui/password-input';

type PasswordField = UseFormRegisterReturn & { error?: string };

/** A new password and its confirmation; a mismatch the contract finds reads in the reader's words. */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: PasswordField;
  confirmation: PasswordField;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordInput
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('signUp.passwordHint')}
        {...password}
      />
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
