import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema, type AccountInfo } from '@quad/shared/contracts/auth';
import { LockIcon } from '../../../../components/ui/account-icons';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useContractForm } from '../../hooks/use-contract-form';
import { formErrorFor, isCodeError } from '../../validation';
import { fieldErrorsFromApi } from '../../../../lib/forms/validation';
import { NewPasswordFields } from '../account-fields';
import { useChangePassword } from '../../api/change-password';
import { useRequestPasswordCode } from '../../api/request-password-code';
import { SettingsRow } from './settings-section';
import styles from './settings-forms.module.css';

const FIELDS = ['code', 'password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = { code: '', password: '', confirm_password: '' };

/**
 * Password change (spec §5): a code is mailed first (GET /account/edit/password), then the
 * code, the new password and its confirmation, which must be equal.
 */
export function PasswordChange({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const form = useContractForm(passwordChangeSchema, {
    defaultValues: EMPTY,
    required: {
      code: t('validation.codeRequired'),
      password: t('validation.newPasswordRequired'),
      confirm_password: t('validation.confirmRequired'),
    },
  });
  const { errors } = form.formState;
  const requestCode = useRequestPasswordCode();
  const change = useChangePassword();

  const sendCode = (again: boolean) => {
    setFormError('');
    setNotice('');
    requestCode.mutate(undefined, {
      onSuccess: ({ expiresInMinutes }) => {
        setOpen(true);
        setNotice(
          again
            ? t('settings.password.codeResent')
            : t('settings.password.codeSent', { email: account.email, minutes: expiresInMinutes }),
        );
      },
      onError: (error) => setFormError(formErrorFor(error, t)),
    });
  };

  const close = () => {
    setOpen(false);
    form.reset(EMPTY);
    setFormError('');
  };

  const handleSubmit = form.handleSubmit((values) => {
    setFormError('');
    change.mutate(values, {
      onSuccess: () => {
        close();
        setNotice(t('settings.password.changed'));
      },
      onError: (error) => {
        const found = Object.entries(
          isCodeError(error)
            ? { code: t('errors.invalidCode') }
            : fieldErrorsFromApi(error, FIELDS),
        );
        if (found.length === 0) return setFormError(formErrorFor(error, t));
        found.forEach(([name, message], index) =>
          form.setError(name as Field, { message }, { shouldFocus: index === 0 }),
        );
      },
    });
  });

  return (
    <SettingsRow
      icon={<LockIcon size={20} />}
      label={t('settings.password.label')}
      value={t('settings.password.value')}
      action={
        open ? undefined : (
          <Button
            size="sm"
            variant="secondary"
            loading={requestCode.isPending}
            onClick={() => sendCode(false)}
          >
            {t('settings.change')}
          </Button>
        )
      }
    >
      {open ? (
        <form className={styles.form} noValidate onSubmit={handleSubmit}>
          <FormAlert message={formError || notice} tone={formError ? 'danger' : 'success'} />
          <Input
            label={t('fields.emailCode')}
            autoComplete="one-time-code"
            inputMode="numeric"
            className={styles.code}
            error={errors.code?.message}
            {...form.field('code')}
          />
          <NewPasswordFields
            password={{ ...form.field('password'), error: errors.password?.message }}
            confirmation={{
              ...form.field('confirm_password'),
              error: errors.confirm_password?.message,
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={change.isPending}>
              {t('settings.password.save')}
            </Button>
            <Button variant="secondary" onClick={close} disabled={change.isPending}>
              {t('common.cancel')}
            </Button>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => sendCode(true)}
            loading={requestCode.isPending}
          >
            {t('settings.password.resend')}
          </Button>
        </form>
      ) : formError || notice ? (
        <FormAlert message={formError || notice} tone={formError ? 'danger' : 'success'} />
      ) : undefined}
    </SettingsRow>
  );
}
