import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button';
import { DeferredModal } from '../../../../components/ui/deferred-modal';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { signInPath } from '../../links';
import styles from './sign-in-prompt.module.css';

type SignInPromptProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
};

/** Asks a signed-out visitor to sign in (or sign up) for something only members can do. */
export function SignInPrompt({ open, onOpenChange, title, text }: SignInPromptProps) {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const { pathname, search } = useLocation();
  const state = { from: `${pathname}${search}` };
  return (
    <DeferredModal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={text}
      footer={
        <>
          <ButtonLink to={`${base.base}/interaction/sign-up`} state={state} variant="secondary">
            {t('signIn.signUp')}
          </ButtonLink>
          <ButtonLink to={signInPath(base.base)} state={state}>
            {t('signIn.signIn')}
          </ButtonLink>
        </>
      }
    >
      <p className={styles.note}>{t('signIn.note')}</p>
    </DeferredModal>
  );
}
