import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { editAccountSchema, type AccountInfo } from '@quad/shared/contracts/auth';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useFocusFirstError } from '../../hooks/use-focus-first-error';
import { compactErrors, fieldError, formErrorFor, type FieldErrors } from '../../validation';
import { useEditAccount } from '../../api/edit-account';
import { AvatarPicker } from './avatar-picker';
import { SettingsSection } from './settings-section';
import styles from './settings-forms.module.css';

type Field = 'firstName' | 'lastName';

/** Photo and name: what students see next to your messages. */
export function ProfileSection({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState({ firstName: account.name, lastName: account.last_name });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [message, setMessage] = useState<{ text: string; tone: 'danger' | 'success' } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(formRef);
  const edit = useEditAccount();
  const changed =
    values.firstName.trim() !== account.name || values.lastName.trim() !== account.last_name;

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setMessage(null);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { shape } = editAccountSchema;
    const found = compactErrors<Field>({
      firstName: fieldError(
        shape.firstName,
        values.firstName,
        t,
        t('validation.firstNameRequired'),
      ),
      lastName: fieldError(shape.lastName, values.lastName, t, t('validation.lastNameRequired')),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError();
    const body = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    edit.mutate(body, {
      onSuccess: () => setMessage({ text: t('settings.profile.saved'), tone: 'success' }),
      onError: (error) => setMessage({ text: formErrorFor(error, t), tone: 'danger' }),
    });
  };

  return (
    <SettingsSection
      id="settings-profile"
      title={t('settings.profile.title')}
      description={t('settings.profile.description')}
    >
      <AvatarPicker account={account} />
      <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
        <div className={styles.row}>
          <Input
            label={t('fields.firstName')}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(event) => update('firstName', event.target.value)}
            error={errors.firstName}
          />
          <Input
            label={t('fields.lastName')}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(event) => update('lastName', event.target.value)}
            error={errors.lastName}
          />
        </div>
        <FormAlert message={message?.text} tone={message?.tone} />
        <div className={styles.actions}>
          <Button type="submit" disabled={!changed} loading={edit.isPending}>
            {t('settings.profile.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
