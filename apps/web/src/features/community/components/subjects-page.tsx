import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formErrorOf } from '../lib/form-error';
import { useUpdateProfileMutation } from '../api/update-profile';
import { useCommunity, useCommunityAccount } from '../hooks/use-community';
import { SubjectPicker } from './subject-picker';
import styles from './community-pages.module.css';

/**
 * {base}/community/subjects: an account with no subject is not authorised yet (spec §4), so
 * everything leads here first; choosing at least one opens the community.
 */
export function SubjectsPage() {
  const { t } = useTranslation('community');
  const { root } = useCommunity();
  const account = useCommunityAccount();
  const navigate = useNavigate();
  const location = useLocation();
  const [ids, setIds] = useState<number[]>(() => account.subjects.map((subject) => subject.id));
  const [error, setError] = useState('');
  const save = useUpdateProfileMutation();
  const from = (location.state as { from?: unknown } | null)?.from;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ids.length === 0) {
      setError(t('subjects.required'));
      return;
    }
    setError('');
    save.mutate(
      { firstName: account.firstName, lastName: account.lastName, subjectIds: ids },
      {
        onSuccess: () =>
          void navigate(typeof from === 'string' && from !== location.pathname ? from : root, {
            replace: true,
          }),
        onError: (failure) => setError(formErrorOf(failure, t('errors.saveText'))),
      },
    );
  };

  return (
    <div className={styles.narrow}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('subjects.title')}</h1>
        <p className={styles.lead}>{t('subjects.lead')}</p>
      </header>
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <SubjectPicker
          value={ids}
          onChange={(next) => (setIds(next), setError(''))}
          error={error}
        />
        <Button type="submit" size="lg" fullWidth loading={save.isPending}>
          {t('subjects.submit', { count: ids.length })}
        </Button>
      </form>
    </div>
  );
}
