import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema, type AccountInfo } from '@quad/shared/contracts/auth';
import { LockIcon } from '../../../../components/ui/account-icons';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { PasswordInput } from '../../../../components/ui/password-input';
import { useFocusFirstError } from '../../hooks/use-focus-first-error';
import {
  fieldErrorsFromApi,
  fieldErrorsFromIssues,
  formErrorFor,
  isCodeError,
  type FieldErrors,
} from '../../validation';
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
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
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

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const close = () => {
    setOpen(false);
    setValues(EMPTY);
    setErrors({});
    setFormError('');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        fieldErrorsFromIssues(parsed.error.issues, t, {
          fields: FIELDS,
          values,
          required: {
            code: t('validation.codeRequired'),
            password: t('validation.newPasswordRequired'),
            confirm_password: t('validation.confirmRequired'),
          },
        }),
      );
      return focusFirstError();
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        close();
        setNotice(t('settings.password.changed'));
      },
      onError: (error) => {
        const found = isCodeError(error)
          ? { code: t('errors.invalidCode') }
          : fieldErrorsFromApi(error, FIELDS);
        if (Object.keys(found).length > 0) {
          setErrors(found);
          return focusFirstError();
        }
        setFormError(formErrorFor(error, t));
      },
    });
  };

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
        <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
          <FormAlert message={formError || notice} tone={formError ? 'danger' : 'success'} />
          <Input
            label={t('fields.emailCode')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            className={styles.code}
            value={values.code}
            onChange={(event) => edit('code', event.target.value)}
            error={errors.code}
          />
          <PasswordInput
            label={t('fields.newPassword')}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => edit('password', event.target.value)}
            hint={t('signUp.passwordHint')}
            error={errors.password}
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            name="confirm_password"
            autoComplete="new-password"
            value={values.confirm_password}
            onChange={(event) => edit('confirm_password', event.target.value)}
            error={errors.confirm_password}
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
