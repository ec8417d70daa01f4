import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  emailChangeRequestSchema,
  emailChangeSchema,
  type AccountInfo,
} from '@quad/shared/contracts/auth';
import { MailIcon } from '../../../../components/ui/account-icons';
import { Button } from '../../../../components/ui/button';
import { EmailInput, Input } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useContractForm } from '../../hooks/use-contract-form';
import { isCodeError } from '../../validation';
import { useChangeEmail } from '../../api/change-email';
import { useRequestEmailCode } from '../../api/request-email-code';
import { SettingsRow } from './settings-section';
import styles from './settings-forms.module.css';

const codeSchema = emailChangeSchema.pick({ code: true });

/** Email change: the new address gets a code (GET /account/edit/email), the code confirms it. */
export function EmailChange({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('auth');
  const [stage, setStage] = useState<'idle' | 'address' | 'code'>('idle');
  // The new address as the contract reads it (trimmed, lower case), once a code went to it.
  const [email, setEmail] = useState('');
  const [done, setDone] = useState('');

  return (
    <SettingsRow
      icon={<MailIcon size={20} />}
      label={t('settings.email.label')}
      value={account.email}
      action={
        stage === 'idle' ? (
          <Button size="sm" variant="secondary" onClick={() => setStage('address')}>
            {t('settings.change')}
          </Button>
        ) : undefined
      }
    >
      {stage === 'address' ? (
        <AddressForm
          account={account}
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStage('code');
          }}
          onCancel={() => setStage('idle')}
        />
      ) : stage === 'code' ? (
        <CodeForm
          email={email}
          onChanged={() => {
            setDone(t('settings.email.changed', { email }));
            setEmail('');
            setStage('idle');
          }}
          onBack={() => setStage('address')}
        />
      ) : done ? (
        <FormAlert message={done} tone="success" />
      ) : undefined}
    </SettingsRow>
  );
}

type AddressFormProps = {
  account: AccountInfo;
  initialEmail: string;
  onSent: (email: string) => void;
  onCancel: () => void;
};

/** The new address, which must differ from the current one. */
function AddressForm({ account, initialEmail, onSent, onCancel }: AddressFormProps) {
  const { t } = useTranslation('auth');
  const requestCode = useRequestEmailCode();
  const form = useContractForm(
    emailChangeRequestSchema.refine(({ email }) => email !== account.email, {
      error: t('validation.sameEmail'),
      path: ['email'],
    }),
    { defaultValues: { email: initialEmail }, required: { email: t('validation.emailRequired') } },
  );
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(({ email }) => {
    form.clearErrors('root');
    requestCode.mutate(email, {
      onSuccess: () => onSent(email),
      onError: (error) => form.showServerError(error, {}),
    });
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={errors.root?.message ?? ''} />
      <EmailInput
        label={t('fields.newEmail')}
        hint={t('settings.email.hint')}
        error={errors.email?.message}
        {...form.field('email')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={requestCode.isPending}>
          {t('settings.sendCode')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

type CodeFormProps = { email: string; onChanged: () => void; onBack: () => void };

/** The code mailed to the new address, which makes it the account's. */
function CodeForm({ email, onChanged, onBack }: CodeFormProps) {
  const { t } = useTranslation('auth');
  const confirm = useChangeEmail();
  const form = useContractForm(codeSchema, {
    defaultValues: { code: '' },
    required: { code: t('validation.codeRequired') },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(({ code }) => {
    form.clearErrors('root');
    confirm.mutate(
      { email, code },
      {
        onSuccess: onChanged,
        onError: (error) =>
          form.showServerError(error, isCodeError(error) ? { code: t('errors.invalidCode') } : {}),
      },
    );
  });

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={errors.root?.message ?? ''} />
      <p className={styles.note}>
        {t('settings.email.codeSent')} <strong>{email}</strong>
      </p>
      <Input
        label={t('fields.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        className={styles.code}
        error={errors.code?.message}
        {...form.field('code')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={confirm.isPending}>
          {t('settings.email.confirm')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
      </div>
    </form>
  );
}
