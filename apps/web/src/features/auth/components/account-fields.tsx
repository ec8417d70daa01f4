import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';

type InputProps = ComponentProps<typeof Input>;

/** An email address field as phones and browsers fill it best; labelled "Email" unless told. */
export function EmailInput({
  label,
  ...props
}: Omit<InputProps, 'type' | 'label'> & { label?: string }) {
  const { t } = useTranslation('auth');
  return (
    <Input
      label={label ?? t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

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
