import { useTranslation } from 'react-i18next';
import type { ModerationAction } from '@quad/shared/contracts/admin-moderation';
import { Button } from '../../../components/ui/button';

/** Each decision's button words in the `moderation.actions` texts. */
const BUTTON_WORDS = {
  hide_message: 'hide',
  close_chat: 'close',
  dismiss: 'dismiss',
  block_prospect: 'block',
  detach_ambassador: 'detach',
  disable_ambassador: 'disable',
} as const satisfies Record<ModerationAction, string>;

type DecisionButtonProps = {
  action: ModerationAction;
  /** The person a person's action names (block, remove from the chat, stop writing). */
  person?: { id: number; name: string };
  variant?: 'primary' | 'secondary' | 'ghost';
  disabled: boolean;
  /** Takes the decision; `done` is what the queue says once it is taken. */
  onDecide: (action: ModerationAction, done: string, userId?: number) => void;
};

/** One decision on a moderation item, named and reported in the console's words. */
export function DecisionButton({
  action,
  person,
  variant = 'secondary',
  disabled,
  onDecide,
}: DecisionButtonProps) {
  const { t } = useTranslation('admin');
  const name = person?.name ?? '';
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={disabled}
      onClick={() => onDecide(action, t(`moderation.done.${action}`, { name }), person?.id)}
    >
      {t(`moderation.actions.${BUTTON_WORDS[action]}`, { name })}
    </Button>
  );
}
