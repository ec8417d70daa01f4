import { lazy, Suspense, useState } from 'react';
import { loadLaterTexts } from '../../i18n/i18n';
import { useAuthDialogState } from '../session/auth-dialog-store';
import { useSessionToken } from '../session/use-session-token';

// Parts of the frame that a visitor reading the home does not need: each arrives in its own
// chunk when it first has something to do (with the texts of the screens beyond the home), so
// the widget's first load stays small.
const AuthDialogHost = lazy(() =>
  Promise.all([import('../../features/auth/components/auth-dialog'), loadLaterTexts()]).then(
    ([module]) => ({
      default: module.AuthDialogHost,
    }),
  ),
);
const ChatNotifier = lazy(() =>
  Promise.all([import('../../features/chat/components/chat-notifier'), loadLaterTexts()]).then(
    ([module]) => ({
      default: module.ChatNotifier,
    }),
  ),
);
const PushPrompt = lazy(() =>
  Promise.all([
    import('../../features/notifications/components/push-prompt'),
    loadLaterTexts(),
  ]).then(([module]) => ({
    default: module.PushPrompt,
  })),
);

/** The single-sign-on answer a university's portal hands over in the address (features/auth/sso). */
export const PORTAL_PARAM = 'ssoSignInData';

function hasPortalSignIn(): boolean {
  return new URLSearchParams(window.location.search).has(PORTAL_PARAM);
}

/**
 * The sign-in and registration popup: loaded when it first opens (or when a portal's sign-in
 * arrives in the address), then kept, so later openings are instant.
 */
export function LazyAuthDialogHost() {
  const { open } = useAuthDialogState();
  const [needed, setNeeded] = useState(hasPortalSignIn);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogHost />
    </Suspense>
  );
}

/** New-message notices and the web push question: only for someone signed in. */
export function SignedInExtras() {
  const signedIn = useSessionToken() !== null;
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ChatNotifier />
      <PushPrompt />
    </Suspense>
  );
}
