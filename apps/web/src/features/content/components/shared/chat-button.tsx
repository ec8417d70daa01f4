import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink, type ButtonSize } from '../../../../components/ui/button';
import { ChatIcon } from '../../../../components/ui/icons';
import { useWidget } from '../../../widget/hooks/use-widget';
import { useStartChatMutation } from '../../api/start-chat';
import { useSignedIn } from '../../hooks/use-signed-in';
import { dialogPath, signInPath } from '../../links';

type ChatButtonProps = {
  ambassador: { id: number; name: string };
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/**
 * "Chat with Maya", the one primary action of a person: signed out it leads to sign-in
 * (remembering whom to chat with); signed in it opens the chat with them.
 */
export function ChatButton({ ambassador, size, fullWidth = true, className }: ChatButtonProps) {
  const { t } = useTranslation('content');
  const { base } = useWidget();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const startChat = useStartChatMutation();
  const label = t('chat.with', { name: ambassador.name });

  if (!signedIn) {
    return (
      <ButtonLink
        to={signInPath(base.base)}
        state={{ from: `${pathname}${search}`, chatWith: ambassador.id }}
        size={size}
        fullWidth={fullWidth}
        className={className}
        icon={<ChatIcon size={18} style={{ flexShrink: 0 }} />}
      >
        {label}
      </ButtonLink>
    );
  }
  return (
    <Button
      size={size}
      fullWidth={fullWidth}
      className={className}
      icon={<ChatIcon size={18} style={{ flexShrink: 0 }} />}
      loading={startChat.isPending}
      onClick={() =>
        startChat.mutate(ambassador.id, {
          onSuccess: ({ dialog_id }) => void navigate(dialogPath(base.base, dialog_id)),
        })
      }
    >
      {label}
    </Button>
  );
}
