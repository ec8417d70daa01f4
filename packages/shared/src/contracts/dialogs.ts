import { z } from 'zod';
import { MESSAGE_PAGE_SIZE } from '../limits';
import { ROLES, roleKeySchema } from '../roles';
import type { RoleKey } from '../roles';
import {
  coercedIdSchema,
  dateTimeSchema,
  hexColorSchema,
  idSchema,
  mediaUrlSchema,
  personLiteSchema,
  trimmedText,
  universityRefSchema,
} from './common';

/** Dialog type numbers (spec §3); forum is not numbered in the spec and takes 7. */
export const DIALOG_TYPES = {
  individual: 1,
  groupChat: 4,
  speakers: 5,
  liveChat: 6,
  forum: 7,
} as const;
export type DialogType = (typeof DIALOG_TYPES)[keyof typeof DIALOG_TYPES];
export const dialogTypeSchema = z.literal([1, 4, 5, 6, 7]).meta({ id: 'DialogType' });

/**
 * Message type numbers. 4, 5 and 6 are the special chat messages of spec §4 (no desktop
 * notification): membership changes, and the conversation closed or opened. 3 is unused.
 */
export const MESSAGE_TYPES = { text: 1, autotext: 2, system: 4, closed: 5, opened: 6 } as const;
export type MessageType = (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES];
export const SYSTEM_MESSAGE_TYPES = [4, 5, 6] as const;
export const messageTypeSchema = z.literal([1, 2, 4, 5, 6]).meta({ id: 'MessageType' });

/** True for the special chat messages that never raise a desktop notification. */
export function isSystemMessageType(type: number): boolean {
  return (SYSTEM_MESSAGE_TYPES as readonly number[]).includes(type);
}

export const MAX_MESSAGE_LENGTH = 4000;

const privateCodeSchema = z.string().trim().min(1).max(64);

export const messageUserSchema = personLiteSchema
  .extend({ role_key: roleKeySchema })
  .meta({ id: 'MessageUser' });

export const parentMessageSchema = z
  .object({
    id: idSchema,
    text: z.string(),
    user: personLiteSchema.nullable(),
  })
  .meta({ id: 'ParentMessage', description: 'The message a reply quotes' });

export const messageSchema = z
  .object({
    id: idSchema,
    dialog_id: idSchema,
    seq: z.number().int().min(0),
    type: messageTypeSchema,
    text: z.string(),
    user: messageUserSchema.nullable(),
    parentMessage: parentMessageSchema.nullable(),
    parentMessageId: idSchema.nullable(),
    hide_keywords: z.boolean(),
    reported: z.boolean(),
    clientMessageId: z.string().nullable(),
    created_at: dateTimeSchema,
    is_pinned: z.boolean(),
  })
  .meta({ id: 'Message', description: 'A chat message; realtime delivers the same shape' });
export type Message = z.infer<typeof messageSchema>;

export const messageListQuerySchema = z
  .object({
    order: z.enum(['asc', 'desc']).default('desc'),
    orderBy: z.literal('id').default('id'),
    limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_SIZE).default(MESSAGE_PAGE_SIZE),
    beforeMessageId: coercedIdSchema.optional(),
    afterMessageId: coercedIdSchema.optional(),
    aroundMessageId: coercedIdSchema.optional(),
    privateCode: privateCodeSchema.optional(),
  })
  .refine(
    (query) =>
      [query.beforeMessageId, query.afterMessageId, query.aroundMessageId].filter(
        (id) => id !== undefined,
      ).length <= 1,
    { error: 'Use at most one of beforeMessageId, afterMessageId and aroundMessageId.' },
  )
  .meta({ id: 'MessageListQuery', description: 'Initial, older, newer or around a message' });
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageListResponseSchema = z
  .object({
    messages: z.array(messageSchema),
    pinned_messages: z.array(messageSchema),
    total: z.number().int().min(0),
    activeUsers: z.number().int().min(0),
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
      .union([z.uuid(), z.string().regex(CLIENT_MESSAGE_ID_PATTERN)])
      .optional()
      .describe('Client-made id; sending the same id twice stores one message'),
    socketId: z.string().max(100).optional(),
    skipEbqCheck: z.boolean().optional(),
  })
  .meta({ id: 'SendMessage' });
export type SendMessage = z.infer<typeof sendMessageSchema>;
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const sendMessageResponseSchema = z
  .object({ message: messageSchema, timeIsUp: z.boolean().optional() })
  .meta({ id: 'SendMessageResponse' });

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

export const dialogSchema = z
  .object({
    id: idSchema,
    type: dialogTypeSchema,
    name: z.string().nullable(),
    archived: z.boolean(),
    closed: z.boolean(),
    admin_closed: z.boolean(),
    reported: z.boolean(),
    last_activity: dateTimeSchema.nullable(),
    created_at: dateTimeSchema,
    avatar_id: idSchema.nullable(),
    avatar: mediaUrlSchema.nullable(),
    color: hexColorSchema.nullable(),
    description: z.string().nullable(),
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
    members: z.array(dialogMemberSchema).optional(),
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

export const dialogQuerySchema = z
  .object({ privateCode: privateCodeSchema.optional() })
  .meta({ id: 'DialogQuery' });

export const createChatSchema = z.object({ userId: idSchema }).meta({ id: 'CreateChat' });
export type CreateChat = z.infer<typeof createChatSchema>;
export const createChatResponseSchema = z
  .object({ dialog_id: idSchema })
  .meta({ id: 'CreateChatResponse' });

export const reportDialogSchema = z
  .object({ reported_reason: trimmedText(1, 500) })
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

export const closeToggleSchema = z
  .object({ autoClose: z.boolean().optional() })
  .meta({ id: 'CloseToggle' });

const markSchema = z.number().int().min(1).max(5);

export const afterDialogReportSchema = z
  .object({ user_mark: markSchema, university_mark: markSchema })
  .meta({ id: 'AfterDialogReport' });
export type AfterDialogReport = z.infer<typeof afterDialogReportSchema>;

export const prospectFeedbackSchema = z
  .object({
    prospect_id: idSchema,
    score: markSchema,
    comments: z.string().trim().max(2000).default(''),
  })
  .meta({ id: 'ProspectFeedback' });
export type ProspectFeedback = z.infer<typeof prospectFeedbackSchema>;

export const inviteUsersSchema = z
  .object({
    users: z
      .array(idSchema)
      .min(1)
      .max(20)
      .refine((ids) => new Set(ids).size === ids.length, 'Each user may be invited once.'),
  })
  .meta({ id: 'InviteUsers' });
export type InviteUsers = z.infer<typeof inviteUsersSchema>;
