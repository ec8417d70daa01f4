import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { communityProfileFieldsSchema } from '@quad/shared/contracts/community-accounts';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { useContractForm } from '../../features/auth/hooks/use-contract-form';
import { logout } from '../../features/community/api/logout';
import { useSubscribeMutation } from '../../features/community/api/subscribe';
import { useUpdateProfileMutation } from '../../features/community/api/update-profile';
import { SubjectPicker } from '../../features/community/components/subject-picker';
import { useCommunity, useCommunityAccount } from '../../features/community/hooks/use-community';
import { communityPaths } from '../../features/community/lib/paths';
import { endCommunitySession } from '../../features/community/session';
import styles from './community-profile.module.css';

const nameFields = communityProfileFieldsSchema.pick({ firstName: true, lastName: true });
const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** {base}/community/profile: names, photo and subjects; e-mail updates; signing out. */
export function CommunityProfileRoute() {
  const { t } = useTranslation('community');
  const titleId = useId();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 id={titleId} className={styles.title}>
          {t('profile.title')}
        </h1>
        <p className={styles.lead}>{t('profile.lead')}</p>
      </header>
      <ProfileForm />
      <UpdatesSection />
      <SignOutSection />
    </div>
  );
}

function ProfileForm() {
  const { t } = useTranslation('community');
  const account = useCommunityAccount();
  const save = useUpdateProfileMutation();
  const [subjectIds, setSubjectIds] = useState(() => account.subjects.map((each) => each.id));
  const [subjectsError, setSubjectsError] = useState('');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState('');
  const form = useContractForm(nameFields, {
    defaultValues: { firstName: account.firstName, lastName: account.lastName },
  });
  const { errors } = form.formState;

  // A preview of the chosen photo, its object URL released when it changes.
  const preview = useMemo(() => (avatar ? URL.createObjectURL(avatar) : null), [avatar]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const handleSubmit = form.handleSubmit((names) => {
    if (subjectIds.length === 0 && account.roleKey !== 'univercity-admin') {
      setSubjectsError(t('subjects.required'));
      return;
    }
    save.mutate(
      { ...names, subjectIds, avatar },
      {
        onSuccess: () => {
          setAvatar(null);
          toast.success(t('profile.saved'));
        },
        onError: (error) => form.showServerError(error),
      },
    );
  });

  return (
    <form className={styles.card} noValidate onSubmit={handleSubmit}>
      <FormAlert message={errors.root?.message} />
      <div className={styles.photo}>
        <Avatar
          id={account.id}
          name={form.watch('firstName') || account.firstName}
          lastName={form.watch('lastName')}
          src={preview ?? account.avatar}
          size="lg"
        />
        <div className={styles.photoControl}>
          <label className={styles.fileLabel}>
            <input
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className={styles.file}
              aria-describedby="community-photo-hint"
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                if (file && file.size > MAX_AVATAR_BYTES) {
                  setAvatarError(t('profile.photoTooBig'));
                  return;
                }
                setAvatarError('');
                setAvatar(file);
              }}
            />
            <span className={styles.fileButton}>{t('profile.changePhoto')}</span>
          </label>
          <p id="community-photo-hint" className={styles.hint}>
            {avatarError || t('profile.photoHint')}
          </p>
        </div>
      </div>
      <div className={styles.names}>
        <Input
          label={t('auth.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.field('firstName')}
        />
        <Input
          label={t('auth.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.field('lastName')}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('profile.subjects')}</legend>
        <SubjectPicker
          value={subjectIds}
          onChange={(next) => {
            setSubjectIds(next);
            setSubjectsError('');
          }}
          error={subjectsError}
        />
      </fieldset>
      <Button type="submit" size="lg" loading={save.isPending} className={styles.submit}>
        {t('profile.save')}
      </Button>
    </form>
  );
}

function UpdatesSection() {
  const { t } = useTranslation('community');
  const account = useCommunityAccount();
  const subscribe = useSubscribeMutation();
  return (
    <section className={styles.card} aria-labelledby="community-updates">
      <h2 id="community-updates" className={styles.sectionTitle}>
        {t('profile.updates')}
      </h2>
      <Checkbox
        label={t('profile.updatesLabel')}
        description={t('profile.updatesHint')}
        checked={account.subscribed}
        onChange={(event) => subscribe.mutate(event.target.checked)}
      />
    </section>
  );
}

function SignOutSection() {
  const { t } = useTranslation('community');
  const { root } = useCommunity();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const handleSignOut = () => {
    setPending(true);
    // The server forgets the refresh token; whatever it answers, this device signs out.
    void logout()
      .catch(() => undefined)
      .finally(() => {
        endCommunitySession(queryClient, location.pathname);
        void navigate(communityPaths.signIn(root), { replace: true });
      });
  };
  return (
    <section className={styles.card} aria-labelledby="community-sign-out">
      <h2 id="community-sign-out" className={styles.sectionTitle}>
        {t('profile.signOutTitle')}
      </h2>
      <p className={styles.hint}>{t('profile.signOutText')}</p>
      <Button variant="secondary" loading={pending} onClick={handleSignOut}>
        {t('profile.signOut')}
      </Button>
    </section>
  );
}
