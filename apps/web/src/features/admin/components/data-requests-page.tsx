import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  dataRequestLookupQuerySchema,
  type DataRequestPerson,
} from '@quad/shared/contracts/admin-data-requests';
import { ROLES } from '@quad/shared/roles';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/cx';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { fetchPersonExport, useDataRequestPerson, useErasePerson } from '../api/data-requests-api';
import { saveFile } from '../../../lib/save-file';
import { ActionNotice } from './action-notice';
import styles from './admin.module.css';
import queue from './moderation.module.css';
import { PageHeader } from './page-header';
import { dateTimeFormat } from '../../../lib/intl-formats';

/** The lookup's address as typed: spaces around it do not count. */
const lookupSchema = z.object({
  email: z.string().trim().pipe(dataRequestLookupQuerySchema.shape.email),
});

/** The person found: what the university holds, and the two things a request may ask for. */
function PersonCard({ person, onErased }: { person: DataRequestPerson; onErased: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const erase = useErasePerson();
  const [downloading, setDownloading] = useState<'idle' | 'working' | 'failed'>('idle');
  const [confirming, setConfirming] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const download = async () => {
    setDownloading('working');
    try {
      saveFile(
        `person-${person.id}-data.json`,
        await fetchPersonExport(person.id),
        'application/json',
      );
      setDownloading('idle');
    } catch {
      setDownloading('failed');
    }
  };
  const submitErase = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.trim().toLowerCase() !== person.email.toLowerCase()) {
      setError(t('dataRequests.confirmMismatch'));
      return;
    }
    erase.mutate(
      { id: person.id, confirm_email: confirm.trim() },
      { onSuccess: onErased, onError: (failure) => setError(failure.message || t('team.failed')) },
    );
  };
  const role =
    person.role_key === ROLES.prospect
      ? t('moderation.roles.prospect')
      : person.role_key === ROLES.ambassador
        ? t('moderation.roles.ambassador')
        : t('moderation.roles.other');
  return (
    <article className={queue.card} aria-labelledby="data-request-person">
      <div className={queue.cardHead}>
        <h3 id="data-request-person" className={queue.cardTitle}>
          {person.name}
        </h3>
        <span className={queue.meta}>
          {person.email} · {role}
        </span>
      </div>
      <p className={queue.reason}>
        {t('dataRequests.facts', {
          since: dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
            new Date(person.created_at),
          ),
          conversations: person.conversations,
          messages: person.messages,
        })}
      </p>
      <div className={queue.actions}>
        <Button
          size="sm"
          variant="secondary"
          loading={downloading === 'working'}
          onClick={() => void download()}
        >
          {t('dataRequests.download')}
        </Button>
        {person.role_key !== ROLES.admin && !confirming && (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {t('dataRequests.erase')}
          </Button>
        )}
      </div>
      {downloading === 'failed' && <FormAlert message={t('dataRequests.downloadFailed')} />}
      {confirming && (
        <form
          className={queue.review}
          onSubmit={submitErase}
          noValidate
          aria-label={t('dataRequests.erase')}
        >
          <p className={cx(styles.notice, styles.noticeWarning)}>
            {t('dataRequests.eraseWarning')}
          </p>
          <Input
            label={t('dataRequests.confirmLabel', { email: person.email })}
            value={confirm}
            autoComplete="off"
            error={error || undefined}
            onChange={(event) => {
              setConfirm(event.target.value);
              setError('');
            }}
          />
          <div className={queue.actions}>
            <Button type="submit" loading={erase.isPending}>
              {t('dataRequests.eraseNow', { name: person.name })}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              {t('groupChats.form.cancel')}
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}

/** `{base}/admin/data-requests`: find a person by email, export their data or erase them. */
export function DataRequestsPage() {
  const { t } = useTranslation('admin');
  const [email, setEmail] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const person = useDataRequestPerson(email);
  const form = useContractForm(lookupSchema, { defaultValues: { email: '' } });
  const submit = form.handleSubmit((lookup) => {
    setMessage('');
    setEmail(lookup.email.toLowerCase());
  });
  return (
    <>
      <PageHeader title={t('dataRequests.title')} intro={t('dataRequests.intro')} />
      <section className={styles.section} aria-labelledby="data-request-find">
        <h2 id="data-request-find" className={styles.sectionTitle}>
          {t('dataRequests.findTitle')}
        </h2>
        <form className={styles.inlineForm} onSubmit={submit} noValidate>
          <Input
            type="email"
            label={t('dataRequests.email')}
            autoComplete="off"
            error={form.formState.errors.email && t('dataRequests.emailInvalid')}
            {...form.field('email')}
          />
          <div className={styles.rowActions}>
            <Button type="submit">{t('dataRequests.find')}</Button>
          </div>
        </form>
        <ActionNotice message={message} />
        {email === null ? null : person.isError ? (
          <FormAlert message={t('guard.loadError')} />
        ) : person.isPending ? (
          <SkeletonGroup label={t('dataRequests.searching')}>
            <Skeleton width="100%" height={120} />
          </SkeletonGroup>
        ) : person.data === null ? (
          <p className={styles.muted}>{t('dataRequests.notFound', { email })}</p>
        ) : (
          <PersonCard
            key={person.data.id}
            person={person.data}
            onErased={() => {
              setMessage(t('dataRequests.erased', { email }));
              setEmail(null);
              form.reset();
            }}
          />
        )}
      </section>
    </>
  );
}
