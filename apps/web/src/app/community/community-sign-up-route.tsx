import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { communityRegistrationSchema } from '@quad/shared/contracts/community-accounts';
import { Button } from '../../components/ui/button';
import { EmailInput, Input } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordInput } from '../../components/ui/password-input';
import { useContractForm } from '../../features/auth/hooks/use-contract-form';
import { register } from '../../features/community/api/register';
import { checkEmail } from '../../features/community/api/sign-in';
import { useCommunity } from '../../features/community/hooks/use-community';
import { useCommunitySession } from '../../features/community/hooks/use-community-session';
import {
  authPaths,
  CommunityAuthFrame,
  QuickSignIn,
  useCommunitySignedIn,
} from './community-auth-frame';
import { GoogleLinkForm } from './community-sign-in-route';
import styles from './community-auth.module.css';

const fields = communityRegistrationSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  password: true,
});

/**
 * {base}/community/sign-up: a new community account (names, email, password); its subjects
 * are chosen next, on the subject picker the community leads an unauthorised account to.
 */
export function CommunitySignUpRoute() {
  const { t } = useTranslation('community');
  const { t: tAuth } = useTranslation('auth');
  const { root, universityId } = useCommunity();
  const { token } = useCommunitySession();
  const signedIn = useCommunitySignedIn();
  const [linkEmail, setLinkEmail] = useState<string | null>(null);
  const signedInBefore = useState(() => token !== null)[0];
  const form = useContractForm(fields, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    required: {
      email: tAuth('validation.emailRequired'),
      password: tAuth('validation.passwordRequired'),
    },
  });
  // react-hook-form is submitting while the handler's promise is pending.
  const { errors, isSubmitting: pending } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    form.clearErrors('root');
    try {
      if (await checkEmail(values.email, universityId)) {
        form.setError('email', { message: t('auth.emailTaken') }, { shouldFocus: true });
        return;
      }
      signedIn(await register({ ...values, universityId, subjectIds: [] }));
    } catch (error) {
      form.showServerError(error);
    }
  });

  if (token && signedInBefore) return <Navigate to={root} replace />;
  if (linkEmail) return <GoogleLinkForm email={linkEmail} />;
  return (
    <CommunityAuthFrame
      title={t('auth.signUpTitle')}
      lead={t('auth.signUpLead')}
      footer={
        <>
          {t('auth.haveAccount')} <Link to={authPaths.signIn(root)}>{t('auth.toSignIn')}</Link>
        </>
      }
    >
      <QuickSignIn onLinkRequired={setLinkEmail} />
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <FormAlert message={errors.root?.message} />
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
        <EmailInput
          label={t('auth.email')}
          error={errors.email?.message}
          {...form.field('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={errors.password?.message}
          {...form.field('password')}
        />
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {t('auth.signUp')}
        </Button>
      </form>
    </CommunityAuthFrame>
  );
}
