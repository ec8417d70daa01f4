import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { editAccountSchema, type AccountInfo } from '@quad/shared/contracts/auth';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useContractForm } from '../../hooks/use-contract-form';
import { useEditAccount } from '../../api/edit-account';
import { NameFields } from '../name-fields';
import { AvatarPicker } from './avatar-picker';
import { SettingsSection } from './settings-section';
import styles from './settings-forms.module.css';

const namesSchema = editAccountSchema.pick({ firstName: true, lastName: true });

/** Photo and name: what students see next to your messages. */
export function ProfileSection({ account }: { account: AccountInfo }) {
  const { t } = useTranslation('auth');
  const [saved, setSaved] = useState(false);
  const edit = useEditAccount();
  const form = useContractForm(namesSchema, {
    defaultValues: { firstName: account.name, lastName: account.last_name },
    required: {
      firstName: t('validation.firstNameRequired'),
      lastName: t('validation.lastNameRequired'),
    },
  });
  const { errors } = form.formState;
  const [firstName, lastName] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName'],
  });
  const changed = firstName.trim() !== account.name || lastName.trim() !== account.last_name;
  // Any edit takes the last answer (saved, or why not) away.
  const field = (name: 'firstName' | 'lastName') =>
    form.field(name, () => {
      setSaved(false);
      form.clearErrors('root');
    });

  const handleSubmit = form.handleSubmit((names) => {
    edit.mutate(names, {
      onSuccess: () => setSaved(true),
      onError: (error) => form.showServerError(error, {}),
    });
  });
  const formError = errors.root?.message;

  return (
    <SettingsSection
      id="settings-profile"
      title={t('settings.profile.title')}
      description={t('settings.profile.description')}
    >
      <AvatarPicker account={account} />
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <NameFields
          className={styles.row}
          first={{ ...field('firstName'), error: errors.firstName?.message }}
          last={{ ...field('lastName'), error: errors.lastName?.message }}
        />
        <FormAlert
          message={formError ?? (saved ? t('settings.profile.saved') : undefined)}
          tone={formError ? 'danger' : 'success'}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={!changed} loading={edit.isPending}>
            {t('settings.profile.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
