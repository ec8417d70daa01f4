import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ambassadorProfileChangeSchema,
  type AmbassadorProfile,
  type AmbassadorProfileChange,
} from '@quad/shared/contracts/admin-people';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Input, TextArea } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import {
  useAmbassadorProfile,
  useChangeAmbassadorProfile,
  useSetAmbassadorAvatar,
} from '../api/people-api';
import { readBase64 } from '../lib/read-base64';
import styles from './admin.module.css';

type ProfileFields = {
  name: string;
  last_name: string;
  bio: string;
  job_title: string;
  year_of_study: string;
  /** Comma-separated, as typed. */
  languages: string;
  interests: string;
};

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The shared schema over the form's text: lists split at commas, empty optional fields none. */
const profileSchema = z.preprocess((values) => {
  if (typeof values !== 'object' || values === null) return values;
  const fields = values as ProfileFields;
  return {
    name: fields.name,
    last_name: fields.last_name,
    bio: fields.bio,
    job_title: fields.job_title.trim() || null,
    year_of_study: fields.year_of_study === '' ? null : Number(fields.year_of_study),
    languages: list(fields.languages),
    interests: list(fields.interests),
  };
}, ambassadorProfileChangeSchema) as unknown as z.ZodType<AmbassadorProfileChange, ProfileFields>;

function ProfileForm({ profile, onClose }: { profile: AmbassadorProfile; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useChangeAmbassadorProfile(profile.id);
  const photo = useSetAmbassadorAvatar(profile.id);
  const form = useContractForm(profileSchema, {
    defaultValues: {
      name: profile.name,
      last_name: profile.last_name,
      bio: profile.bio,
      job_title: profile.job_title ?? '',
      year_of_study: profile.year_of_study === null ? '' : String(profile.year_of_study),
      languages: profile.languages.join(', '),
      interests: profile.interests.join(', '),
    },
    formError: () => t('team.failed'),
  });
  const { errors } = form.formState;
  const [status, setStatus] = useState('');

  const submit = form.handleSubmit((change) => {
    form.clearErrors('root');
    save.mutate(change, {
      onSuccess: (saved) => setStatus(t('team.editor.saved', { name: saved.name })),
      onError: (error) => form.showServerError(error),
    });
  });

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    form.clearErrors('root');
    photo.mutate(await readBase64(file), {
      onSuccess: () => setStatus(t('team.editor.photoSaved')),
      onError: () => form.setError('root', { message: t('team.editor.photoFailed') }),
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
        <Input label={t('team.editor.name')} error={errors.name?.message} {...form.field('name')} />
        <Input
          label={t('team.editor.lastName')}
          error={errors.last_name?.message}
          {...form.field('last_name')}
        />
      </div>
      <TextArea
        rows={4}
        label={t('team.editor.bio')}
        error={errors.bio?.message}
        {...form.field('bio')}
      />
      <div className={styles.twoColumns}>
        <Input
          label={t('team.editor.jobTitle')}
          error={errors.job_title?.message}
          {...form.field('job_title')}
        />
        <Input
          type="number"
          min={1}
          max={8}
          label={t('team.editor.year')}
          error={errors.year_of_study?.message}
          {...form.field('year_of_study')}
        />
      </div>
      <Input
        label={t('team.editor.languages')}
        hint={t('team.editor.commaHint')}
        error={errors.languages?.message}
        {...form.field('languages')}
      />
      <Input
        label={t('team.editor.interests')}
        hint={t('team.editor.commaHint')}
        error={errors.interests?.message}
        {...form.field('interests')}
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
      {errors.root && <FormAlert message={errors.root.message} />}
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
