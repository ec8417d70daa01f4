import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Modal } from '../../../components/ui/modal';
import {
  closeAuthDialog,
  setAuthDialogMode,
  useAuthDialogState,
} from '../../../app/session/auth-dialog-store';
import { usePortalSignIn } from '../sso/use-portal-sign-in';
import { welcomeMessage } from '../welcome';
import { AuthFlow } from './auth-flow';
import { AuthFrameView } from './auth-frame';
import styles from './auth-dialog.module.css';

/**
 * The login and registration popups (spec §2), opened from anywhere with openAuthDialog().
 * Closing forgets the steps: the next opening starts at step 1 with empty data (spec §4).
 */
export function AuthDialogHost() {
  const { t } = useTranslation('auth');
  const state = useAuthDialogState();
  usePortalSignIn();
  return (
    <AuthFlow
      key={`${state.session}-${state.mode}`}
      mode={state.mode}
      userInfo={state.userInfo}
      ssoOutcome={state.ssoOutcome}
      chatWith={state.chatWith}
      onModeChange={setAuthDialogMode}
      onFinished={(account, outcome) => {
        const then = state.onSignedIn;
        closeAuthDialog();
        toast.success(welcomeMessage(t, account, outcome));
        then?.(account);
      }}
    >
      {(frame) => (
        <Modal
          open={state.open}
          onOpenChange={(open) => {
            if (!open) closeAuthDialog();
          }}
          title={frame.title}
          description={frame.description}
          className={styles.dialog}
        >
          <AuthFrameView
            frame={frame}
            headingLevel={2}
            hideHeading
            onModeChange={setAuthDialogMode}
          />
        </Modal>
      )}
    </AuthFlow>
  );
}
