import { useLocation, useNavigate } from 'react-router';
import { useAccount } from '../../../app/session/get-account-info';
import { useWidget } from '../../../app/widget-context/use-widget';
import { useUserDialogsRealtime } from '../hooks/use-user-dialogs-realtime';
import { viewingDialogIdOf } from '../lib/viewing-dialog';

/**
 * Listens for the signed-in person's new messages on every screen of the widget: keeps chat
 * lists and the unread total current and raises the desktop notifications of spec §4. Renders
 * nothing; the widget layout mounts it once.
 */
export function ChatNotifier() {
  const { account } = useAccount();
  const { base } = useWidget();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useUserDialogsRealtime({
    accountId: account?.id ?? null,
    base,
    viewingDialogId: viewingDialogIdOf(pathname),
    openDialog: (id) => void navigate(`${base.base}/interaction/dialogs/${id}`),
  });
  return null;
}
