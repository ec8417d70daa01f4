import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, type ButtonSize } from '../../../../components/ui/button';
import { ChatIcon } from '../../../../components/ui/icons';
import { openAuthDialog } from '../../../../app/session/auth-dialog-store';
import { useWidget } from '../../../../app/widget-context/use-widget';
import { useStartChatMutation } from '../../api/start-chat';
import { useSignedIn } from '../../hooks/use-signed-in';
import { dialogPath } from '../../links';

type ChatButtonProps = {
  ambassador: { id: number; name: string };
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/**
 * "Chat with Maya", the one primary action of a person. Signed in, it opens the chat with them;
 * signed out, it opens "Create an account to chat with Maya" over the page (sign-in one tap
 * away) and, once the account and its questions are done, the chat itself, cursor in the field.
 */
export function ChatButton({ ambassador, size, fullWidth = true, className }: ChatButtonProps) {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const startChat = useStartChatMutation();
  const label = t('chat.with', { name: ambassador.name });

  // Not mutate's own onSuccess: it is dropped when the button re-mounts while the call is under
  // way (the page re-renders around a new sign-in), and the person would be left on the profile.
  // A failure is already said by the query client's toast.
  const openChat = () =>
    void startChat.mutateAsync(ambassador.id).then(
      ({ dialog_id }) =>
        navigate(dialogPath(base.base, dialog_id), { state: { focusComposer: true } }),
      () => undefined,
    );

  const handleClick = () => {
    if (signedIn) {
      openChat();
      return;
    }
    openAuthDialog({ mode: 'sign-up', chatWith: ambassador.name, onSignedIn: openChat });
  };

  return (
    <Button
      size={size}
      fullWidth={fullWidth}
      className={className}
      icon={<ChatIcon size={18} style={{ flexShrink: 0 }} />}
      loading={startChat.isPending}
      onClick={handleClick}
      aria-haspopup={signedIn ? undefined : 'dialog'}
    >
      {label}
    </Button>
  );
}
