import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CommunityMember } from '@quad/shared/contracts/community';
import { Button } from '../../../components/ui/button';
import { useStartPersonalDialogMutation } from '../api/start-personal-dialog';
import { useCommunity, useCommunityAccount } from '../hooks/use-community';
import { communityPaths } from '../lib/paths';

/** "Message Maya": opens (or starts) the personal conversation with a member. */
export function MessageButton({
  member,
  fullWidth,
}: {
  member: CommunityMember;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('community');
  const { root } = useCommunity();
  const account = useCommunityAccount();
  const navigate = useNavigate();
  const start = useStartPersonalDialogMutation();
  if (!member.abilities.canMessage || !account.spaceId || member.id === account.id) return null;
  const spaceId = account.spaceId;
  return (
    <Button
      fullWidth={fullWidth}
      loading={start.isPending}
      onClick={() =>
        start.mutate(
          { spaceId, userId: member.id, role: member.roleKey },
          { onSuccess: (dialog) => void navigate(communityPaths.dialog(root, dialog.id)) },
        )
      }
    >
      {t('members.message', { name: member.name })}
    </Button>
  );
}
