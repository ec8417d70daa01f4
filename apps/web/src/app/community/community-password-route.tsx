import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  communityRecoveryConfirmSchema,
  communityRecoverySchema,
} from '@quad/shared/contracts/community-accounts';
import { Button } from '../../components/ui/button';
import { EmailInput } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordInput } from '../../components/ui/password-input';
import { useContractForm } from '../../features/auth/hooks/use-contract-form';
import {
  confirmPasswordReset,
  requestPasswordReset,
} from '../../features/community/api/recover-password';
import { useCommunity } from '../../features/community/hooks/use-community';
import { authPaths, CommunityAuthFrame, useCommunitySignedIn } from './community-auth-frame';
import styles from './community-auth.module.css';

const requestFields = communityRecoverySchema.pick({ email: true });

/** {base}/community/forgot-password: mails a link to choose a new password. */
export function CommunityForgotPasswordRoute() {
  const { t } = useTranslation('community');
  const { t: tAuth } = useTranslation('auth');
  const { root, universityId } = useCommunity();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm(requestFields, {
    defaultValues: { email: '' },
    required: { email: tAuth('validation.emailRequired') },
  });
  // react-hook-form is submitting while the handler's promise is pending.
  const { errors, isSubmitting: pending } = form.formState;
  const handleSubmit = form.handleSubmit(({ email }) => {
    return requestPasswordReset(email, universityId)
      .then(() => setSentTo(email))
      .catch((error: unknown) => form.showServerError(error));
  });
  const back = <Link to={authPaths.signIn(root)}>{t('auth.backToSignIn')}</Link>;
  return (
    <CommunityAuthFrame title={t('auth.forgotTitle')} lead={t('auth.forgotLead')} footer={back}>
      {sentTo ? (
        <FormAlert tone="success" message={t('auth.forgotSent', { email: sentTo })} />
      ) : (
        <form className={styles.form} noValidate onSubmit={handleSubmit}>
          <FormAlert message={errors.root?.message} />
          <EmailInput
            label={t('auth.email')}
            error={errors.email?.message}
            {...form.field('email')}
          />
          <Button type="submit" size="lg" fullWidth loading={pending}>
            {t('auth.forgotSubmit')}
          </Button>
        </form>
      )}
    </CommunityAuthFrame>
  );
}

const resetFields = communityRecoveryConfirmSchema.pick({ password: true });

/** The mailed link's screen: a new password, then signed in. */
export function ResetPasswordForm({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation('community');
  const { root } = useCommunity();
  const signedIn = useCommunitySignedIn();
  const form = useContractForm(resetFields, { defaultValues: { password: '' } });
  // react-hook-form is submitting while the handler's promise is pending.
  const { errors, isSubmitting: pending } = form.formState;
  const handleSubmit = form.handleSubmit(({ password }) => {
    form.clearErrors('root');
    return confirmPasswordReset({ email, code, password })
      .then(signedIn)
      .catch((error: unknown) => form.showServerError(error));
  });
  return (
    <CommunityAuthFrame
      title={t('auth.resetTitle')}
      lead={email}
      footer={<Link to={authPaths.signIn(root)}>{t('auth.backToSignIn')}</Link>}
    >
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <FormAlert message={errors.root?.message} />
        <PasswordInput
          label={t('auth.newPassword')}
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={errors.password?.message}
          {...form.field('password')}
        />
        <Button type="submit" size="lg" fullWidth loading={pending}>
          {t('auth.resetSubmit')}
        </Button>
      </form>
    </CommunityAuthFrame>
  );
}
