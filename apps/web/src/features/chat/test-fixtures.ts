import type { AccountInfo } from '@quad/shared/contracts/auth';
import {
  dialogSchema,
  messageSchema,
  type Dialog,
  type DialogAbilities,
  type DialogMember,
  type Message,
} from '@quad/shared/contracts/dialogs';
import { isProspect } from '@quad/shared/roles';
import { buildAccountInfo } from '../../test/account';

/** People of the demo conversation, as the API shows them. */
export const people = {
  sofia: { id: 11, name: 'Sofia', last_name: 'Martínez', avatar: null },
  amara: { id: 21, name: 'Amara', last_name: 'Okafor', avatar: null },
  wei: { id: 22, name: 'Wei', last_name: 'Chen', avatar: null },
  admin: { id: 31, name: 'Hannah', last_name: 'Price', avatar: null },
} as const;

const roles = {
  sofia: 'prospect',
  amara: 'univercity-student',
  wei: 'univercity-student',
  admin: 'univercity-admin',
} as const;

type PersonKey = keyof typeof people;

const START = Date.parse('2026-03-02T09:00:00Z');

/** A message parsed with the shared schema, so fixtures cannot drift from the contract. */
export function buildMessage(
  overrides: Partial<Message> & { seq: number; from?: PersonKey },
): Message {
  const { from = 'amara', ...rest } = overrides;
  return messageSchema.parse({
    id: 1000 + overrides.seq,
    dialog_id: 7,
    type: 'text',
    text: `Message ${overrides.seq}`,
    user: { ...people[from], role_key: roles[from] },
    parentMessage: null,
    parentMessageId: null,
    hide_keywords: false,
    reported: false,
    clientMessageId: null,
    created_at: new Date(START + overrides.seq * 60_000).toISOString(),
    is_pinned: false,
    ...rest,
  });
}

/** Messages with seq from `first` to `last`, alternating between Amara and Sofia. */
export function buildMessages(first: number, last: number, dialogId = 7): Message[] {
  const list: Message[] = [];
  for (let seq = first; seq <= last; seq += 1) {
    list.push(buildMessage({ seq, dialog_id: dialogId, from: seq % 2 ? 'amara' : 'sofia' }));
  }
  return list;
}

export function buildMember(key: PersonKey): DialogMember {
  return {
    ...people[key],
    color: '#4f608f',
    role_key: roles[key],
    is_enabled: true,
    isProspectBlocked: false,
  };
}

/** A dialog parsed with the shared schema: by default Sofia's one-to-one chat with Amara. */
export function buildDialog(overrides: Partial<Dialog> = {}): Dialog {
  return dialogSchema.parse({
    id: 7,
    type: 1,
    name: null,
    archived: false,
    closed: false,
    admin_closed: false,
    reported: false,
    last_activity: new Date(START).toISOString(),
    created_at: new Date(START - 86_400_000).toISOString(),
    avatar_id: null,
    avatar: null,
    color: null,
    description: null,
    new_messages: 0,
    last_message: null,
    prospect: people.sofia,
    isProspectBlocked: false,
    is_enabled: true,
    university: { id: 1, name: 'Demo University' },
    university_id: 1,
    feedback: null,
    first_ambassador: people.amara,
    universityQuestionsAnswered: true,
    isActive: true,
    is_private: false,
    last_seq: 0,
    isJoined: true,
    members: [buildMember('sofia'), buildMember('amara')],
    ...overrides,
  });
}

/**
 * The abilities the server's policy (dialogs.policy.ts) gives this person in this dialog, as far
 * as the chat screens read them: a member may send, a prospect member may report. The staff
 * abilities (close, invite, moderate, archive, leave, join) stay off unless a test's dialog
 * carries its own.
 */
export function abilitiesFor(dialog: Dialog, account: AccountInfo | null): DialogAbilities {
  const member = account !== null && dialog.isJoined;
  return {
    canSend: member,
    canClose: false,
    canInvite: false,
    canModerate: false,
    canManageAmbassadors: false,
    canArchive: false,
    canReport: member && isProspect(account.key),
    canLeave: false,
    canJoin: false,
  };
}

/** A signed-in account parsed with the shared schema: Sofia the prospect, or someone else. */
export function buildAccount(key: PersonKey = 'sofia', overrides: Partial<AccountInfo> = {}) {
  return buildAccountInfo({
    ...people[key],
    key: roles[key],
    roleKey: roles[key],
    email: `${key}@demo.test`,
    ...overrides,
  });
}
