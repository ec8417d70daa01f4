import type { CommunityDialog } from '@quad/shared/contracts/community';

/** "Amara Okafor". */
export function personName(person: { name: string; last_name: string }): string {
  return `${person.name} ${person.last_name}`.trim();
}

/** What a conversation is called: a room's name, or the other person's. */
export function dialogTitle(dialog: CommunityDialog): string {
  if (dialog.kind === 'personal' && dialog.interlocutor) return personName(dialog.interlocutor);
  return dialog.name ?? '';
}
