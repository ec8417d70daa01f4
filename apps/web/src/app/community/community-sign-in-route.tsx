import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  communityGoogleLinkSchema,
  communityLoginSchema,
} from '@quad/shared/contracts/community-accounts';
import { Button } from '../../components/ui/button';
import { EmailInput, Input } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordInput } from '../../components/ui/password-input';
import { useContractForm } from '../../features/auth/hooks/use-contract-form';
import { confirmGoogleLink } from '../../features/community/api/google-sign-in';
import { login } from '../../features/community/api/sign-in';
import { useCommunity } from '../../features/community/hooks/use-community';
import { useCommunitySession } from '../../features/community/hooks/use-community-session';
import { CommunityScreenSkeleton } from '../../features/community/components/community-skeletons';
import {
  authPaths,
  CommunityAuthFrame,
  QuickSignIn,
  useCommunitySignedIn,
} from './community-auth-frame';
import { ResetPasswordForm } from './community-password-route';
import { useWidget } from '../widget-context/use-widget';
import styles from './community-auth.module.css';

const loginFields = communityLoginSchema.pick({ email: true, password: true });

/**
 * {base}/community/sign-in: email and password, Google, or the widget's session; the mailed
 * reset link (`?action=reset-password&email&code`) lands here too.
 */
export function CommunitySignInRoute() {
  const { t } = useTranslation('community');
  const { root } = useCommunity();
  const { branding } = useWidget();
  const { token, known } = useCommunitySession();
  const [params] = useSearchParams();
  const [linkEmail, setLinkEmail] = useState<string | null>(null);
  const signedInBefore = useState(() => token !== null)[0];

  if (params.get('action') === 'reset-password') {
    return <ResetPasswordForm email={params.get('email') ?? ''} code={params.get('code') ?? ''} />;
  }
  if (!known) return <CommunityScreenSkeleton />;
  // Already signed in when arriving: nothing to do here.
  if (token && signedInBefore) return <Navigate to={root} replace />;
  if (linkEmail) return <GoogleLinkForm email={linkEmail} />;
  return (
    <CommunityAuthFrame
      title={t('auth.signInTitle')}
      lead={t('auth.signInLead', { university: branding.name })}
      footer={
        <>
          {t('auth.noAccount')} <Link to={authPaths.signUp(root)}>{t('auth.toSignUp')}</Link>
        </>
      }
    >
      <QuickSignIn onLinkRequired={setLinkEmail} />
      <LoginForm />
    </CommunityAuthFrame>
  );
}

function LoginForm() {
  const { t } = useTranslation('community');
  const { t: tAuth } = useTranslation('auth');
  const { root, universityId } = useCommunity();
  const signedIn = useCommunitySignedIn();
  const form = useContractForm(loginFields, {
    defaultValues: { email: '', password: '' },
    required: {
      email: tAuth('validation.emailRequired'),
      password: tAuth('validation.passwordRequired'),
    },
  });
  // react-hook-form is submitting while the handler's promise is pending.
  const { errors, isSubmitting: pending } = form.formState;
  const handleSubmit = form.handleSubmit((values) => {
    form.clearErrors('root');
    return login({ ...values, universityId })
      .then(signedIn)
      .catch((error: unknown) => form.showServerError(error, {}));
  });
  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      <FormAlert message={errors.root?.message} />
      <EmailInput label={t('auth.email')} error={errors.email?.message} {...form.field('email')} />
      <PasswordInput
        label={t('auth.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.field('password')}
      />
      <Link to={authPaths.forgot(root)} className={styles.link}>
        {t('auth.forgotPassword')}
      </Link>
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {t('auth.signIn')}
      </Button>
    </form>
  );
}

const linkFields = communityGoogleLinkSchema.pick({ ssoCode: true });

/** Google's address already has a password account: the mailed code links the two. */
export function GoogleLinkForm({ email }: { email: string }) {
  const { t } = useTranslation('community');
  const { universityId } = useCommunity();
  const signedIn = useCommunitySignedIn();
  const form = useContractForm(linkFields, { defaultValues: { ssoCode: '' } });
  // react-hook-form is submitting while the handler's promise is pending.
  const { errors, isSubmitting: pending } = form.formState;
  const handleSubmit = form.handleSubmit(({ ssoCode }) => {
    return confirmGoogleLink({ email, ssoCode, universityId })
      .then(signedIn)
      .catch((error: unknown) => form.showServerError(error));
  });
  return (
    <CommunityAuthFrame title={t('auth.linkTitle')} lead={t('auth.linkLead', { email })}>
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <FormAlert message={errors.root?.message} />
        <Input
          label={t('auth.linkCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.ssoCode?.message}
          {...form.field('ssoCode')}
        />
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {t('auth.linkSubmit')}
        </Button>
      </form>
    </CommunityAuthFrame>
  );
}
