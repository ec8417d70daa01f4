import { z } from 'zod';
import { detailCode } from '../errors';
import { coercedIdSchema, dateTimeSchema, idSchema, pageFields, text, trimmedText } from './common';

export const ADMIN_GROUP_CHATS_PAGE_SIZE = 20;
export const GROUP_CHAT_KINDS = ['group', 'forum'] as const;

/** A group chat (type 4) or forum (type 7) as the console lists it. */
export const adminGroupChatSchema = z
  .object({
    id: idSchema,
    kind: z.enum(GROUP_CHAT_KINDS),
    name: text(),
    description: text(),
    /** The code prospects need to join; null when anyone may. */
    private_code: text().nullable(),
    archived: z.boolean(),
    members_count: z.number().int().min(0),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'AdminGroupChat' });
export type AdminGroupChat = z.infer<typeof adminGroupChatSchema>;

export const adminGroupChatListQuerySchema = z
  .object({
    kind: z.enum(GROUP_CHAT_KINDS).optional(),
    archived: z.enum(['true', 'false']).optional(),
    ...pageFields(ADMIN_GROUP_CHATS_PAGE_SIZE),
  })
  .meta({ id: 'AdminGroupChatListQuery' });
export type AdminGroupChatListQuery = z.infer<typeof adminGroupChatListQuerySchema>;

export const adminGroupChatListResponseSchema = z
  .object({ groupChats: z.array(adminGroupChatSchema), total: z.number().int().min(0) })
  .meta({ id: 'AdminGroupChatList' });

const nameSchema = trimmedText(2, 80);
const descriptionSchema = text().trim().max(500, 'Keep the description under 500 characters.');

/** Create a group chat or forum. */
export const adminGroupChatCreateSchema = z
  .object({
    kind: z.enum(GROUP_CHAT_KINDS),
    name: nameSchema,
    description: descriptionSchema.default(''),
    /** On: a code is generated that prospects need to join. */
    is_private: z.boolean().default(false),
  })
  .meta({ id: 'AdminGroupChatCreate' });
export type AdminGroupChatCreate = z.infer<typeof adminGroupChatCreateSchema>;

/** Edit, make private (a new code) or public, archive or bring back; at least one. */
export const adminGroupChatChangeSchema = z
  .object({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    is_private: z.boolean().optional(),
    /** A fresh private code (the old one stops working). */
    new_code: z.literal(true).optional(),
    archived: z.boolean().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'Say what to change.',
    params: detailCode('nothing_to_change'),
  })
  .meta({ id: 'AdminGroupChatChange' });
export type AdminGroupChatChange = z.infer<typeof adminGroupChatChangeSchema>;

export const adminGroupChatResponseSchema = z
  .object({ groupChat: adminGroupChatSchema })
  .meta({ id: 'AdminGroupChatResponse' });

/** A member of a group chat. */
export const adminGroupChatMemberSchema = z
  .object({
    id: idSchema,
    name: text(),
    role: z.enum(['ambassador', 'admin', 'prospect', 'other']),
  })
  .meta({ id: 'AdminGroupChatMember' });

export const adminGroupChatMembersResponseSchema = z
  .object({ members: z.array(adminGroupChatMemberSchema) })
  .meta({ id: 'AdminGroupChatMembers' });

/** Add ambassadors of the university to a group chat. */
export const adminGroupChatMembersAddSchema = z
  .object({ user_ids: z.array(idSchema).min(1).max(50) })
  .meta({ id: 'AdminGroupChatMembersAdd' });

export const adminGroupChatMemberParamsSchema = z
  .object({ id: coercedIdSchema, userId: coercedIdSchema })
  .meta({ id: 'AdminGroupChatMemberParams' });
