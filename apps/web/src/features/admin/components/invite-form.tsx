import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { teamInvitationSchema } from '@quad/shared/contracts/admin-people';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { cx } from '../../../lib/cx';
import { useInviteAmbassador } from '../api/people-api';
import styles from './admin.module.css';

/** Invite someone to become an ambassador: a single-use access code goes to their inbox. */
export function InviteForm() {
  const { t } = useTranslation('admin');
  const invite = useInviteAmbassador();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState('');
  const [failed, setFailed] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = teamInvitationSchema.safeParse({ email });
    if (!parsed.success) {
      setError(t('team.invite.badEmail'));
      return;
    }
    setFailed(false);
    invite.mutate(parsed.data.email, {
      onSuccess: (invitation) => {
        setSent(t('team.invite.sent', { email: invitation.email, code: invitation.access_code }));
        setEmail('');
      },
      onError: () => setFailed(true),
    });
  };
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
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" loading={invite.isPending}>
          {t('team.invite.send')}
        </Button>
      </form>
      <p role="status" className={cx(styles.notice, sent && styles.noticeOk)}>
        {sent}
      </p>
      {failed && <FormAlert message={t('team.failed')} />}
    </section>
  );
}
