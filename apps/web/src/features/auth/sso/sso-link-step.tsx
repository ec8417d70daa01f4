import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthResult } from '@quad/shared/contracts/auth';
import { widgetScope } from '@quad/shared/rules/base-path';
import { useWidget } from '../../../app/widget-context/use-widget';
import { OtpForm } from '../components/otp-form';
import { currentAccessType } from '../session';
import { formErrorFor } from '../validation';
import { confirmSsoLink, signInScope } from './sso-api';

type SsoLinkStepProps = {
  email: string;
  onSignedIn: (result: AuthResult) => void;
  /** Back to sign-in, where signing in again mails a new code. */
  onStartOver: () => void;
};

/**
 * The university's sign-in named an email that already has a password account: the code mailed
 * to it connects the two (never silently), then the person is signed in.
 */
export function SsoLinkStep({ email, onSignedIn, onStartOver }: SsoLinkStepProps) {
  const { t } = useTranslation('auth');
  const { t: tSso } = useTranslation('sso');
  const { base } = useWidget();
  const confirm = useMutation({
    mutationFn: (code: string) =>
      confirmSsoLink({
        email,
        ssoCode: code,
        ...signInScope(widgetScope(base)),
        accessType: currentAccessType(),
      }),
    onSuccess: onSignedIn,
    meta: { toastErrors: false },
  });
  return (
    <OtpForm
      destination={email}
      onSubmit={(code) => confirm.mutate(code)}
      onResend={onStartOver}
      submitting={confirm.isPending}
      error={confirm.error ? formErrorFor(confirm.error, t) : undefined}
      submitLabel={tSso('link.submit')}
    />
  );
}
