import type { PersonLite } from '@quad/shared/contracts/common';
import {
  isSystemMessageType,
  MESSAGE_TYPES,
  type Message,
  type MessageType,
  type SystemEvent,
} from '@quad/shared/contracts/dialogs';
import { isRoleKey, ROLES } from '@quad/shared/roles';
import type { Storage } from '../../core/storage/storage';
import type { AccountRow } from './dialogs.repository';
import type { MessageRow } from './messages.repository';
import { maskContactDetails } from '@quad/shared/rules/safeguarding';
import { safetyMark, splitSafetyMarks } from '@quad/shared/rules/safeguarding-marks';
import { maskKeywords } from './keywords';

/** A message with what presenting it needs: its author, the message it replies to, reports. */
export interface MessageView {
  row: MessageRow;
  author: AccountRow | null;
  parent: { row: MessageRow; author: AccountRow | null } | null;
  reported: boolean;
}

/** Whether hidden keywords are masked (for prospects, guests and every realtime payload). */
export interface MessageAudience {
  mask: boolean;
  storage: Storage;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(Object.values(MESSAGE_TYPES));

/** An account as the lightest person shape. */
export function presentPerson(account: AccountRow, storage: Storage): PersonLite {
  return {
    id: account.id,
    name: account.name,
    last_name: account.lastName,
    avatar: account.avatarKey ? storage.url(account.avatarKey) : null,
  };
}

/** The keywords a message was flagged for when it was sent. */
function hiddenKeywordsOf(row: MessageRow): string[] {
  const words = row.data?.['hiddenKeywords'];
  return Array.isArray(words)
    ? words.filter((word): word is string => typeof word === 'string')
    : [];
}

/**
 * The key of `messages.data` listing the kinds of contact detail hidden in a message sent in a
 * chat with a minor (or at a university that asks for it).
 */
export const CONTACT_DETAILS_HIDDEN = 'contactDetailsHidden';

/**
 * The text a given audience may read. Contact details of a safeguarded message are hidden from
 * every reader of the chat, its author included; only the moderation queue reads the original.
 */
function visibleText(row: MessageRow, audience: MessageAudience): string {
  const text = row.data?.[CONTACT_DETAILS_HIDDEN] ? maskContactDetails(row.text) : row.text;
  if (!(row.hideKeywords && audience.mask)) return text;
  // Keywords are masked around the safety marks, never inside them ("phone" in the mark stays).
  const keywords = hiddenKeywordsOf(row);
  return splitSafetyMarks(text)
    .map((part) =>
      part.kind === 'text' ? maskKeywords(part.text, keywords) : safetyMark(part.what),
    )
    .join('');
}

/** Message record → the API and realtime shape, field by field. */
export function presentMessage(view: MessageView, audience: MessageAudience): Message {
  const { row, author, parent } = view;
  return {
    id: row.id,
    dialog_id: row.dialogId,
    seq: row.seq,
    type: (KNOWN_TYPES.has(row.type) ? row.type : MESSAGE_TYPES.text) as MessageType,
    text: visibleText(row, audience),
    user: author
      ? {
          ...presentPerson(author, audience.storage),
          role_key: isRoleKey(author.roleKey) ? author.roleKey : ROLES.prospect,
        }
      : null,
    parentMessage: parent
      ? {
          id: parent.row.id,
          text: visibleText(parent.row, audience),
          user: parent.author ? presentPerson(parent.author, audience.storage) : null,
        }
      : null,
    parentMessageId: row.parentMessageId,
    hide_keywords: row.hideKeywords,
    reported: view.reported,
    clientMessageId: row.clientMessageId,
    created_at: row.createdAt.toISOString(),
    is_pinned: row.isPinned,
    ...systemEventOf(row),
  };
}

const asName = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * What a special message says happened, from its `data`, when the data holds what wording it
 * needs (the names were kept from this version on); otherwise nothing, and clients show `text`.
 */
function systemEventOf(row: MessageRow): { system?: SystemEvent } {
  const data = row.data;
  if (!data || !isSystemMessageType(row.type)) return {};
  const by = asName(data['byName']);
  const whom = Array.isArray(data['whomNames'])
    ? data['whomNames'].map(asName).filter((name) => name !== undefined)
    : [];
  switch (data['event']) {
    case 'closed':
      if (data['blockedByProspect'] === true) return { system: { event: 'closedForSafety' } };
      if (data['automatic'] === true) return { system: { event: 'closedAutomatically' } };
      return by ? { system: { event: 'closed', by } } : {};
    case 'joined':
    case 'left':
    case 'opened':
      return by ? { system: { event: data['event'], by } } : {};
    case 'invited':
    case 'removed':
      return by && whom.length > 0 ? { system: { event: data['event'], by, whom } } : {};
    default:
      return {};
  }
}
