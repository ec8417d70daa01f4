import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailChangeSchema, type AccountInfo } from '@quad/shared/contracts/auth';
import { MailIcon } from '../../../../components/ui/account-icons';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useFocusFirstError } from '../../hooks/use-focus-first-error';
import { fieldError, formErrorFor, isCodeError } from '../../validation';
import { useChangeEmail } from '../../api/change-email';
import { useRequestEmailCode } from '../../api/request-email-code';
import { SettingsRow } from './settings-section';
import styles from './settings-forms.module.css';

type Stage = 'idle' | 'address' | 'code';

/** Email change: the new address gets a code (GET /account/edit/email), the code confirms it. */
export function EmailChange({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('auth');
  const [stage, setStage] = useState<Stage>('idle');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ email?: string; code?: string }>({});
  const [formError, setFormError] = useState('');
  const [done, setDone] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const requestCode = useRequestEmailCode();
  const confirm = useChangeEmail();

  const reset = (next: Stage) => {
    setStage(next);
    setErrors({});
    setFormError('');
    if (next === 'address') setCode('');
  };

  const handleAddress = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const message =
      fieldError(emailChangeSchema.shape.email, email, t, t('validation.emailRequired')) ??
      (email.trim().toLowerCase() === account.email ? t('validation.sameEmail') : undefined);
    setErrors({ email: message });
    if (message) return focusFirstError();
    requestCode.mutate(email.trim().toLowerCase(), {
      onSuccess: () => reset('code'),
      onError: (error) => setFormError(formErrorFor(error, t)),
    });
  };

  const handleCode = (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    const message = fieldError(emailChangeSchema.shape.code, code, t, t('validation.codeRequired'));
    setErrors({ code: message });
    if (message) return focusFirstError();
    confirm.mutate(
      { email: email.trim().toLowerCase(), code: code.trim() },
      {
        onSuccess: () => {
          setDone(t('settings.email.changed', { email: email.trim().toLowerCase() }));
          reset('idle');
          setEmail('');
          setCode('');
        },
        onError: (error) => {
          if (isCodeError(error)) {
            setErrors({ code: t('errors.invalidCode') });
            return focusFirstError();
          }
          setFormError(formErrorFor(error, t));
        },
      },
    );
  };

  return (
    <SettingsRow
      icon={<MailIcon size={20} />}
      label={t('settings.email.label')}
      value={account.email}
      action={
        stage === 'idle' ? (
          <Button size="sm" variant="secondary" onClick={() => reset('address')}>
            {t('settings.change')}
          </Button>
        ) : undefined
      }
    >
      {stage === 'idle' ? (
        done ? (
          <FormAlert message={done} tone="success" />
        ) : undefined
      ) : (
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          onSubmit={stage === 'address' ? handleAddress : handleCode}
        >
          <FormAlert message={formError} />
          {stage === 'address' ? (
            <Input
              label={t('fields.newEmail')}
              type="email"
              name="new_email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setErrors({});
              }}
              hint={t('settings.email.hint')}
              error={errors.email}
            />
          ) : (
            <>
              <p className={styles.note}>
                {t('settings.email.codeSent')} <strong>{email.trim().toLowerCase()}</strong>
              </p>
              <Input
                label={t('fields.code')}
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                className={styles.code}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setErrors({});
                }}
                error={errors.code}
              />
            </>
          )}
          <div className={styles.actions}>
            <Button
              type="submit"
              loading={stage === 'address' ? requestCode.isPending : confirm.isPending}
            >
              {stage === 'address' ? t('settings.sendCode') : t('settings.email.confirm')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => (stage === 'code' ? reset('address') : reset('idle'))}
            >
              {stage === 'code' ? t('common.back') : t('common.cancel')}
            </Button>
          </div>
        </form>
      )}
    </SettingsRow>
  );
}
