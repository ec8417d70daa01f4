import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ambassadorProfileChangeSchema,
  type AmbassadorProfile,
} from '@quad/shared/contracts/admin-people';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Input, TextArea } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import {
  useAmbassadorProfile,
  useChangeAmbassadorProfile,
  useSetAmbassadorAvatar,
} from '../api/people-api';
import { readBase64 } from '../lib/read-base64';
import styles from './admin.module.css';

type Field =
  'name' | 'last_name' | 'bio' | 'job_title' | 'year_of_study' | 'languages' | 'interests';
type Errors = Partial<Record<Field, string>>;

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function ProfileForm({ profile, onClose }: { profile: AmbassadorProfile; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useChangeAmbassadorProfile(profile.id);
  const photo = useSetAmbassadorAvatar(profile.id);
  const [values, setValues] = useState({
    name: profile.name,
    last_name: profile.last_name,
    bio: profile.bio,
    job_title: profile.job_title ?? '',
    year_of_study: profile.year_of_study === null ? '' : String(profile.year_of_study),
    languages: profile.languages.join(', '),
    interests: profile.interests.join(', '),
  });
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState('');
  const edit = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ambassadorProfileChangeSchema.safeParse({
      name: values.name,
      last_name: values.last_name,
      bio: values.bio,
      job_title: values.job_title.trim() || null,
      year_of_study: values.year_of_study === '' ? null : Number(values.year_of_study),
      languages: list(values.languages),
      interests: list(values.interests),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setFailed('');
    save.mutate(parsed.data, {
      onSuccess: (saved) => setStatus(t('team.editor.saved', { name: saved.name })),
      onError: () => setFailed(t('team.failed')),
    });
  };

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailed('');
    photo.mutate(await readBase64(file), {
      onSuccess: () => setStatus(t('team.editor.photoSaved')),
      onError: () => setFailed(t('team.editor.photoFailed')),
    });
  };

  return (
    <form
      className={styles.inlineForm}
      onSubmit={submit}
      noValidate
      aria-label={t('team.editor.title', { name: profile.name })}
    >
      <div className={styles.photoRow}>
        <Avatar
          id={profile.id}
          name={profile.name}
          lastName={profile.last_name}
          src={photo.data?.avatar ?? profile.avatar}
          size="lg"
        />
        <label className={styles.fileButton}>
          {photo.isPending ? t('team.editor.uploading') : t('team.editor.photo')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="visually-hidden"
            onChange={(event) => void pickPhoto(event)}
          />
        </label>
      </div>
      <div className={styles.twoColumns}>
        <Input
          label={t('team.editor.name')}
          value={values.name}
          error={errors.name}
          onChange={edit('name')}
        />
        <Input
          label={t('team.editor.lastName')}
          value={values.last_name}
          error={errors.last_name}
          onChange={edit('last_name')}
        />
      </div>
      <TextArea
        rows={4}
        label={t('team.editor.bio')}
        value={values.bio}
        error={errors.bio}
        onChange={edit('bio')}
      />
      <div className={styles.twoColumns}>
        <Input
          label={t('team.editor.jobTitle')}
          value={values.job_title}
          error={errors.job_title}
          onChange={edit('job_title')}
        />
        <Input
          type="number"
          min={1}
          max={8}
          label={t('team.editor.year')}
          value={values.year_of_study}
          error={errors.year_of_study}
          onChange={edit('year_of_study')}
        />
      </div>
      <Input
        label={t('team.editor.languages')}
        hint={t('team.editor.commaHint')}
        value={values.languages}
        error={errors.languages}
        onChange={edit('languages')}
      />
      <Input
        label={t('team.editor.interests')}
        hint={t('team.editor.commaHint')}
        value={values.interests}
        error={errors.interests}
        onChange={edit('interests')}
      />
      <div className={styles.rowActions}>
        <Button type="submit" loading={save.isPending}>
          {t('team.editor.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('team.editor.close')}
        </Button>
      </div>
      <p role="status" className={styles.notice}>
        {status}
      </p>
      {failed && <FormAlert message={failed} />}
    </form>
  );
}

/** An ambassador's name, profile fields and photo, corrected by an admin. */
export function AmbassadorEditor({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const query = useAmbassadorProfile(id);
  if (query.isError) return <FormAlert message={t('guard.loadError')} />;
  if (!query.data) {
    return (
      <SkeletonGroup>
        <Skeleton width="100%" height={240} />
      </SkeletonGroup>
    );
  }
  return <ProfileForm profile={query.data} onClose={onClose} />;
}
