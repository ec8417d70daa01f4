import { useAccount } from '../../../app/session/get-account-info';
import { NotificationMethodFlow } from './notification-method-flow';
import { StepSkeleton } from './step-skeleton';

/** The last step of sign-up: how to hear about replies; "Not now" is fine. */
export function NotificationStep({ onDone }: { onDone: () => void }) {
  const { account } = useAccount();
  if (!account) return <StepSkeleton fields={3} />;
  return <NotificationMethodFlow account={account} onDone={onDone} onSkip={onDone} />;
}
