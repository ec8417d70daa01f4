import { DIALOG_TYPES, type Dialog } from '@quad/shared/contracts/dialogs';
import type { PersonLite } from '@quad/shared/contracts/common';
import { ROLES, type RoleKey } from '@quad/shared/roles';

/** "Amara Okafor". */
export function fullName(person: Pick<PersonLite, 'name' | 'last_name'>): string {
  return `${person.name} ${person.last_name}`.trim();
}

/** Who the chat is with, for a one-to-one chat: the ambassador for a prospect, else the prospect. */
export function counterpartOf(dialog: Dialog, accountId: number): PersonLite | null {
  if (dialog.type !== DIALOG_TYPES.individual) return null;
  const others = (dialog.members ?? []).filter((member) => member.id !== accountId);
  if (dialog.prospect && dialog.prospect.id !== accountId) return dialog.prospect;
  const ambassador =
    others.find((member) => member.role_key === ROLES.ambassador) ??
    (dialog.first_ambassador?.id !== accountId ? dialog.first_ambassador : null);
  return ambassador ?? others[0] ?? null;
}

/** The name a chat goes by in lists and its header. */
export function dialogName(dialog: Dialog, accountId: number): string {
  if (dialog.type !== DIALOG_TYPES.individual) return dialog.name ?? '';
  const person = counterpartOf(dialog, accountId);
  return person ? fullName(person) : (dialog.name ?? '');
}

/** The send route of an account: prospects have their own. */
export function sendRouteFor(role: RoleKey): 'prospect' | 'staff' {
  return role === ROLES.prospect ? 'prospect' : 'staff';
}
