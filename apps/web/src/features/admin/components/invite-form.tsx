import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamInvitationSchema } from '@quad/shared/contracts/admin-people';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { cx } from '../../../lib/cx';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useInviteAmbassador } from '../api/people-api';
import styles from './admin.module.css';

/** Invite someone to become an ambassador: a single-use access code goes to their inbox. */
export function InviteForm() {
  const { t } = useTranslation('admin');
  const invite = useInviteAmbassador();
  const [sent, setSent] = useState('');
  const form = useContractForm(teamInvitationSchema, {
    defaultValues: { email: '' },
    formError: () => t('team.failed'),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ email }) => {
    form.clearErrors('root');
    invite.mutate(email, {
      onSuccess: (invitation) => {
        setSent(t('team.invite.sent', { email: invitation.email, code: invitation.access_code }));
        form.reset();
      },
      onError: (error) => form.showServerError(error),
    });
  });
  return (
    <section className={styles.section} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.sectionTitle}>
        {t('team.invite.title')}
      </h2>
      <p className={styles.sectionHint}>{t('team.invite.hint')}</p>
      <form className={styles.toolbar} onSubmit={submit} noValidate>
        <Input
          type="email"
          autoComplete="off"
          label={t('team.invite.email')}
          error={errors.email && t('team.invite.badEmail')}
          {...form.field('email')}
        />
        <Button type="submit" loading={invite.isPending}>
          {t('team.invite.send')}
        </Button>
      </form>
      <p role="status" className={cx(styles.notice, sent && styles.noticeOk)}>
        {sent}
      </p>
      {errors.root && <FormAlert message={errors.root.message} />}
    </section>
  );
}
