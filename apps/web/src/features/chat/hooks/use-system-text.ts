import { useTranslation } from 'react-i18next';
import type { Message } from '@quad/shared/contracts/dialogs';
import { listFormat } from '../../../lib/intl-formats';

/**
 * A special chat message in the reader's language, worded from what happened (`system`); an
 * older message without it keeps the English text the server stored.
 */
export function useSystemText(message: Pick<Message, 'text' | 'system'>): string {
  const { t, i18n } = useTranslation('chat');
  const system = message.system;
  if (!system) return message.text;
  const by = system.by ?? '';
  const whom = listFormat(i18n.language, { type: 'conjunction' }).format(system.whom ?? []);
  switch (system.event) {
    case 'joined':
      return t('system.joined', { by });
    case 'left':
      return t('system.left', { by });
    case 'invited':
      return t('system.invited', { by, whom });
    case 'removed':
      return t('system.removed', { by, whom });
    case 'closed':
      return t('system.closed', { by });
    case 'closedAutomatically':
      return t('system.closedAutomatically');
    case 'closedForSafety':
      return t('system.closedForSafety');
    case 'opened':
      return t('system.opened', { by });
  }
}
