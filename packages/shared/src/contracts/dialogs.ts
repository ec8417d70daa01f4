import { z } from 'zod';
import { detailCode } from '../errors';
import { DEFAULT_LIST_LIMIT, MESSAGE_PAGE_SIZE } from '../limits';
import { ROLES } from '../roles';
import type { RoleKey } from '../roles';
import {
  coercedIdSchema,
  dateTimeSchema,
  hexColorSchema,
  idSchema,
  limitSchema,
  MAX_ID_LIST,
  mediaUrlSchema,
  offsetSchema,
  personLiteSchema,
  text,
  trimmedText,
  universityRefSchema,
  roleKeySchema,
} from './common';
import { groupChatCardSchema } from './content';
import { DIALOG_TYPES } from './constants';

export { DIALOG_TYPES, type DialogType } from './constants';

export const dialogTypeSchema = z.literal([1, 4, 5, 6, 7]).meta({ id: 'DialogType' });

/**
 * Message types as stored and sent: 'text', 'autotext' (sent automatically on a person's behalf)
 * and the special chat messages '4', '5' and '6' of spec §4 (no desktop notification):
 * membership changes (joined, left, invited, removed), the conversation closed, and reopened.
 */
export const MESSAGE_TYPES = {
  text: 'text',
  autotext: 'autotext',
  system: '4',
  closed: '5',
  opened: '6',
} as const;
export type MessageType = (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES];
export const SYSTEM_MESSAGE_TYPES = ['4', '5', '6'] as const;
export const messageTypeSchema = z
  .enum(['text', 'autotext', '4', '5', '6'])
  .meta({ id: 'MessageType' });

/** True for the special chat messages that never raise a desktop notification. */
export function isSystemMessageType(type: string | number): boolean {
  return (SYSTEM_MESSAGE_TYPES as readonly string[]).includes(String(type));
}

export const MAX_MESSAGE_LENGTH = 4000;

const privateCodeSchema = text().trim().min(1).max(64);

export const messageUserSchema = personLiteSchema
  .extend({ role_key: roleKeySchema })
  .meta({ id: 'MessageUser' });

export const parentMessageSchema = z
  .object({
    id: idSchema,
    text: text(),
    user: personLiteSchema.nullable(),
  })
  .meta({ id: 'ParentMessage', description: 'The message a reply quotes' });

export const SYSTEM_EVENTS = [
  'joined',
  'left',
  'invited',
  'removed',
  'closed',
  'closedAutomatically',
  'closedForSafety',
  'opened',
] as const;

/**
 * What a special chat message (types '4', '5', '6') says happened, so a client words it in the
 * reader's language; `text` keeps the English sentence. Absent on older messages that did not
 * keep the names: show their `text`.
 */
export const systemEventSchema = z
  .object({
    event: z.enum(SYSTEM_EVENTS),
    /** Who did it (joined, left, invited, removed, closed, reopened). */
    by: text().optional(),
    /** Who it was done to (invited, removed). */
    whom: z.array(text()).optional(),
  })
  .meta({ id: 'SystemEvent' });
export type SystemEvent = z.infer<typeof systemEventSchema>;

export const messageSchema = z
  .object({
    id: idSchema,
    dialog_id: idSchema,
    seq: z.number().int().min(0),
    type: messageTypeSchema,
    text: text(),
    user: messageUserSchema.nullable(),
    parentMessage: parentMessageSchema.nullable(),
    parentMessageId: idSchema.nullable(),
    hide_keywords: z.boolean(),
    reported: z.boolean(),
    clientMessageId: text().nullable(),
    created_at: dateTimeSchema,
    is_pinned: z.boolean(),
    system: systemEventSchema.optional().describe('Special chat messages only'),
  })
  .meta({ id: 'Message', description: 'A chat message; realtime delivers the same shape' });
export type Message = z.infer<typeof messageSchema>;

/** The message directions of spec §4; a query names at most one cursor. */
const MESSAGE_CURSORS = [
  'beforeMessageId',
  'afterMessageId',
  'aroundMessageId',
  'afterSeq',
] as const;

export const messageListQuerySchema = z
  .object({
    order: z.enum(['asc', 'desc']).default('desc'),
    orderBy: z.literal('id').default('id'),
    limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_SIZE).default(MESSAGE_PAGE_SIZE),
    beforeMessageId: coercedIdSchema.optional().describe('Older: the page just before this id'),
    afterMessageId: coercedIdSchema.optional().describe('Newer: the page just after this id'),
    aroundMessageId: coercedIdSchema.optional().describe('The page centred on this id'),
    afterSeq: z.coerce
      .number()
      .int()
      .min(0)
      .max(Number.MAX_SAFE_INTEGER)
      .optional()
      .describe('Catch-up after a reconnect: the messages whose seq is greater'),
    privateCode: privateCodeSchema.optional(),
  })
  .refine((query) => MESSAGE_CURSORS.filter((cursor) => query[cursor] !== undefined).length <= 1, {
    error: 'Use at most one of beforeMessageId, afterMessageId, aroundMessageId and afterSeq.',
    params: detailCode('conflicting_cursors'),
  })
  .meta({
    id: 'MessageListQuery',
    description:
      'Initial (newest page), older (before), newer (after), around a message, or after a seq',
  });
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/**
 * Receipts are kept for conversations of at most this many members; a larger group chat's
 * messages show as sent only (its list carries no receipts).
 */
export const RECEIPTS_MEMBER_LIMIT = 100;

/**
 * How far one member got: the newest message one of their devices received (delivered) and the
 * newest they were shown in a focused window (read; reading implies delivery).
 */
export const memberReceiptSchema = z
  .object({
    user_id: idSchema,
    last_delivered_seq: z.number().int().min(0),
    last_read_seq: z.number().int().min(0),
  })
  .meta({ id: 'MemberReceipt' });
export type MemberReceipt = z.infer<typeof memberReceiptSchema>;

export const messageListResponseSchema = z
  .object({
    messages: z.array(messageSchema),
    pinned_messages: z.array(messageSchema),
    total: z.number().int().min(0),
    activeUsers: z.number().int().min(0).describe('Members currently in the conversation'),
    receipts: z
      .array(memberReceiptSchema)
      .optional()
      .describe(
        "The other active members' delivered and read positions (conversations of at most RECEIPTS_MEMBER_LIMIT members)",
      ),
  })
  .meta({ id: 'MessageListResponse' });
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;

export const CLIENT_MESSAGE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const sendMessageSchema = z
  .object({
    type: z.enum(['text', 'autotext']).default('text'),
    text: trimmedText(1, MAX_MESSAGE_LENGTH),
    parentMessageId: idSchema.optional(),
    privateCode: privateCodeSchema.optional(),
    clientMessageId: z
      .union([z.uuid(), text().regex(CLIENT_MESSAGE_ID_PATTERN)])
      .optional()
      .describe('Client-made id; sending the same id twice stores one message'),
    socketId: text().max(100).optional(),
    skipEbqCheck: z.boolean().optional(),
  })
  .meta({ id: 'SendMessage' });
export type SendMessage = z.infer<typeof sendMessageSchema>;
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const sendMessageResponseSchema = z
  .object({
    message: messageSchema,
    timeIsUp: z
      .boolean()
      .optional()
      .describe('Ambassador send: the chat-time allowance is used up (isAllowedToChat false)'),
  })
  .meta({ id: 'SendMessageResponse' });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const messageResponseSchema = z
  .object({ message: messageSchema })
  .meta({ id: 'MessageResponse' });

export const dialogMemberSchema = personLiteSchema
  .extend({
    color: hexColorSchema,
    role_key: roleKeySchema,
    is_enabled: z.boolean(),
    isProspectBlocked: z.boolean(),
  })
  .meta({ id: 'DialogMember' });
export type DialogMember = z.infer<typeof dialogMemberSchema>;

/** Members split as the chat's members list shows them; speakers go with the admins. */
export function splitMembers<T extends { role_key: RoleKey }>(members: readonly T[]) {
  return {
    prospects: members.filter((member) => member.role_key === ROLES.prospect),
    ambassadors: members.filter((member) => member.role_key === ROLES.ambassador),
    admins: members.filter(
      (member) => member.role_key === ROLES.admin || member.role_key === ROLES.speaker,
    ),
  };
}

/** What the signed-in caller may do in a dialog, so the UI never re-derives permissions. */
export const dialogAbilitiesSchema = z
  .object({
    canSend: z.boolean(),
    canClose: z.boolean(),
    canInvite: z.boolean(),
    canModerate: z.boolean().describe('Block prospects, remove ambassadors'),
    canManageAmbassadors: z.boolean().describe('Disable or re-enable ambassadors (admins)'),
    canArchive: z.boolean(),
    canReport: z.boolean(),
    canLeave: z.boolean(),
    canJoin: z.boolean(),
    /** Pin and unpin messages (ambassadors of the chat and the university's admins). */
    canPin: z.boolean().optional(),
  })
  .meta({ id: 'DialogAbilities' });
export type DialogAbilities = z.infer<typeof dialogAbilitiesSchema>;

export const dialogSchema = z
  .object({
    id: idSchema,
    type: dialogTypeSchema,
    name: text().nullable(),
    archived: z.boolean(),
    closed: z.boolean(),
    admin_closed: z.boolean(),
    reported: z.boolean(),
    last_activity: dateTimeSchema.nullable(),
    created_at: dateTimeSchema,
    avatar_id: idSchema.nullable(),
    avatar: mediaUrlSchema.nullable(),
    color: hexColorSchema.nullable(),
    description: text().nullable(),
    new_messages: z.number().int().min(0),
    last_message: messageSchema.nullable(),
    prospect: personLiteSchema.nullable(),
    isProspectBlocked: z.boolean(),
    is_enabled: z.boolean(),
    university: universityRefSchema.nullable(),
    university_id: idSchema.nullable(),
    feedback: z
      .object({ user_mark: z.number().int(), university_mark: z.number().int() })
      .nullable(),
    first_ambassador: personLiteSchema.nullable(),
    universityQuestionsAnswered: z.boolean(),
    isActive: z.boolean(),
    is_private: z.boolean().describe('A private-code chat: non-members need its privateCode'),
    last_seq: z.number().int().min(0).describe('Seq of the newest message: a client sees gaps'),
    isJoined: z.boolean().describe('The caller is a member'),
    members: z.array(dialogMemberSchema).optional().describe('Single-dialog answers only'),
    abilities: dialogAbilitiesSchema.optional().describe('Single-dialog answers only'),
    contact_details_hidden: z
      .boolean()
      .optional()
      .describe(
        'Single-dialog answers only: phone numbers, emails, links and handles are hidden here (a prospect under 18, or the university asks)',
      ),
  })
  .meta({ id: 'Dialog', description: 'A chat of any type (spec §3)' });
export type Dialog = z.infer<typeof dialogSchema>;

export const dialogResponseSchema = z
  .object({ dialog: dialogSchema })
  .meta({ id: 'DialogResponse' });
export const dialogsListResponseSchema = z
  .object({ dialogs: z.array(dialogSchema), total: z.number().int().min(0) })
  .meta({ id: 'DialogsListResponse' });
export const dialogIdsResponseSchema = z
  .object({ dialogIds: z.array(idSchema) })
  .meta({ id: 'DialogIdsResponse' });
export const newMessagesCounterSchema = z
  .object({ total: z.number().int().min(0) })
  .meta({ id: 'NewMessagesCounter' });

/** How many recent messages a public group chat shows to someone who has not joined. */
export const GROUP_CHAT_PREVIEW_MESSAGES = 5;

/**
 * GET …/dialogs/groupChat/{id}/preview, for anyone: a public group chat or forum as its card
 * shows it, with its latest messages (oldest first), so a visitor sees what they would join.
 */
export const groupChatPreviewResponseSchema = z
  .object({
    groupChat: groupChatCardSchema,
    messages: z.array(messageSchema).max(GROUP_CHAT_PREVIEW_MESSAGES),
  })
  .meta({ id: 'GroupChatPreview' });
export type GroupChatPreview = z.infer<typeof groupChatPreviewResponseSchema>;

/** POST …/dialogs/{id}/read: the newest message seq the member was shown in a focused window. */
export const markReadSchema = z
  .object({ seq: z.number().int().min(0).describe('Seq of the newest message shown') })
  .meta({ id: 'MarkRead' });
export type MarkRead = z.infer<typeof markReadSchema>;

/** The member's read position after a read, with the unread counts it leaves. */
export const readStateSchema = z
  .object({
    dialog_id: idSchema,
    last_read_seq: z.number().int().min(0),
    new_messages: z.number().int().min(0).describe('Unread messages left in this dialog'),
    total: z.number().int().min(0).describe('Unread messages left over all dialogs'),
  })
  .meta({ id: 'ReadState' });
export type ReadState = z.infer<typeof readStateSchema>;

export const dialogQuerySchema = z
  .object({ privateCode: privateCodeSchema.optional() })
  .meta({ id: 'DialogQuery' });

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .describe('true or false');

/** GET /dialogs and /dialogs/ambassadorDialogs: newest activity first; archived ones on request. */
export const dialogsListQuerySchema = z
  .object({
    type: z.coerce.number().pipe(dialogTypeSchema).optional(),
    archived: booleanQuery.default(false),
    limit: limitSchema.default(DEFAULT_LIST_LIMIT),
    offset: offsetSchema.default(0),
  })
  .meta({ id: 'DialogsListQuery' });
export type DialogsListQuery = z.infer<typeof dialogsListQuerySchema>;

/** The chat box: dialogs with unread messages, each with its newest unread messages. */
export const CHAT_BOX_DIALOGS = 20;
export const CHAT_BOX_MESSAGES = 5;
export const chatBoxItemSchema = z
  .object({ dialog: dialogSchema, messages: z.array(messageSchema) })
  .meta({ id: 'ChatBoxItem' });
export const chatBoxResponseSchema = z
  .object({ items: z.array(chatBoxItemSchema) })
  .meta({ id: 'ChatBoxResponse' });

export const prospectInfoQuerySchema = z
  .object({ dialogId: coercedIdSchema })
  .meta({ id: 'ProspectInfoQuery' });

/** The prospect-info panel of an individual chat (ambassadors and admins). */
export const prospectInfoSchema = personLiteSchema
  .extend({
    color: hexColorSchema,
    nationality: z.object({ id: idSchema, name: text() }).nullable(),
    residence_country: z.object({ id: idSchema, name: text(), code: text() }).nullable(),
    admission_stage: z.object({ id: idSchema, name: text() }).nullable(),
    academic_level: z.object({ id: idSchema, name: text() }).nullable(),
    study_start_date: text().nullable(),
    answers: z.array(z.object({ question: text(), answer: text() })),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'ProspectInfo' });
export type ProspectInfo = z.infer<typeof prospectInfoSchema>;
export const prospectInfoResponseSchema = z
  .object({ prospect: prospectInfoSchema })
  .meta({ id: 'ProspectInfoResponse' });

/** POST /dialogs/groupChats and /groupChatsOpened: group chats (4, default) or forums (7). */
export const groupChatsQuerySchema = z
  .object({
    universityId: idSchema.optional(),
    groupId: idSchema.optional(),
    universityIds: z.array(idSchema).max(MAX_ID_LIST).optional(),
    type: z.literal([DIALOG_TYPES.groupChat, DIALOG_TYPES.forum]).default(DIALOG_TYPES.groupChat),
    search: text().trim().max(200).optional(),
    isJoined: z.boolean().optional().describe('Only chats the caller is (or is not) a member of'),
    limit: limitSchema.default(DEFAULT_LIST_LIMIT),
    offset: offsetSchema.default(0),
  })
  .meta({ id: 'GroupChatsQuery' });
export type GroupChatsQuery = z.infer<typeof groupChatsQuerySchema>;
export const GROUP_CHATS_SCOPE_MESSAGE =
  'Either universityId, groupId or universityIds is required.';
/** Anonymous browsing names the widget's scope. */
export const openedGroupChatsQuerySchema = groupChatsQuerySchema
  .refine(
    (query) =>
      query.universityId !== undefined ||
      query.groupId !== undefined ||
      (query.universityIds?.length ?? 0) > 0,
    {
      error: GROUP_CHATS_SCOPE_MESSAGE,
      path: ['universityId'],
      params: detailCode('scope_required'),
    },
  )
  .meta({ id: 'OpenedGroupChatsQuery' });

/**
 * The interactionSite group chat lists, as cards shaped like the widget's (content contract),
 * newest activity first.
 */
export const groupChatsResponseSchema = z
  .object({ groupChats: z.array(groupChatCardSchema), total: z.number().int().min(0) })
  .meta({ id: 'GroupChatsResponse' });

export const prospectDialogsSchema = z
  .object({
    prospectId: idSchema,
    limit: limitSchema.default(DEFAULT_LIST_LIMIT),
    offset: offsetSchema.default(0),
  })
  .meta({ id: 'ProspectDialogs', description: "A prospect's dialogs the caller may see" });

/** A body that may be left out entirely (clients send none, or null). */
function optionalBody<T extends z.ZodRawShape>(shape: T) {
  const body = z.object(shape);
  return body.nullish().transform((value) => value ?? body.parse({}));
}

export const findOrCreateSchema = optionalBody({ privateCode: privateCodeSchema.optional() }).meta({
  id: 'FindOrCreate',
  description: 'Join a group chat or forum (idempotent)',
});

export const createChatSchema = z.object({ userId: idSchema }).meta({ id: 'CreateChat' });
export type CreateChat = z.infer<typeof createChatSchema>;
/** `{ dialog_id }`: the answer of createChat, findOrCreate and exit. */
export const createChatResponseSchema = z
  .object({ dialog_id: idSchema })
  .meta({ id: 'CreateChatResponse' });

export const reportDialogSchema = z
  .object({
    reported_reason: trimmedText(1, 500),
    /** The reporter also blocks the conversation: nobody writes in it until an admin reopens it. */
    block: z.boolean().optional(),
  })
  .meta({ id: 'ReportDialog' });
export type ReportDialog = z.infer<typeof reportDialogSchema>;

export const reportMessageSchema = z
  .object({
    dialog_id: idSchema,
    message_id: idSchema,
    reported_reason: trimmedText(1, 500).optional(),
  })
  .meta({ id: 'ReportMessage' });
export type ReportMessage = z.infer<typeof reportMessageSchema>;

export const closeToggleSchema = optionalBody({ autoClose: z.boolean().optional() }).meta({
  id: 'CloseToggle',
  description: 'autoClose: closed automatically, not by a person',
});
