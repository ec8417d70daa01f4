import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { useJoinSpeakerMutation, type JoinSpeakerResult } from '../api/join-speaker';
import styles from './speaker-join.module.css';

type SpeakerJoinProps = {
  slug: string;
  /** Keeps the speaker's sign-in, as any sign-in does. */
  onSignedIn: (result: JoinSpeakerResult) => void;
};

/**
 * "Speaking at this event?": an external speaker joins with the speaker code they were sent,
 * giving their name the first time.
 */
export function SpeakerJoin({ slug, onSignedIn }: SpeakerJoinProps) {
  const { t } = useTranslation('liveEvents');
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const mutation = useJoinSpeakerMutation();
  const problem =
    mutation.error instanceof ApiError
      ? mutation.error.message || t('speaker.failed')
      : mutation.error
        ? t('speaker.failed')
        : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    mutation.mutate(
      {
        slug,
        code: code.trim(),
        name: name.trim() || undefined,
        last_name: lastName.trim() || undefined,
        email: email.trim() || undefined,
      },
      {
        onSuccess: (result) => {
          setOpen(false);
          onSignedIn(result);
        },
      },
    );
  };

  return (
    <>
      <button type="button" className={styles.link} onClick={() => setOpen(true)}>
        {t('speaker.open')}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('speaker.title')}
        description={t('speaker.text')}
      >
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <FormAlert message={problem} />
          <Input
            label={t('speaker.code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            required
          />
          <div className={styles.names}>
            <Input
              label={t('speaker.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="given-name"
            />
            <Input
              label={t('speaker.lastName')}
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
              autoComplete="family-name"
            />
          </div>
          <Input
            label={t('speaker.email')}
            hint={t('speaker.emailHint')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
          />
          <Button type="submit" loading={mutation.isPending} disabled={!code.trim()}>
            {t('speaker.submit')}
          </Button>
        </form>
      </Modal>
    </>
  );
}
