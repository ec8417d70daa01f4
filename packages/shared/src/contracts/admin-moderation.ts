import { z } from 'zod';
import { detailCode } from '../errors';
import { coercedIdSchema, dateTimeSchema, idSchema, pageFields, text } from './common';

/** Reports by prospects, then what Quad flagged itself: hidden keywords, and contact details
 * hidden in a chat with a minor (safeguarding). */
export const MODERATION_KINDS = [
  'dialog_report',
  'message_report',
  'keyword_hit',
  'safeguarding_flag',
] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

export const MODERATION_ACTIONS = [
  'dismiss',
  'hide_message',
  'close_chat',
  'block_prospect',
  'detach_ambassador',
  'disable_ambassador',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Actions that act on one person of the chat and so name them (`user_id`). */
export const PERSON_ACTIONS: readonly ModerationAction[] = [
  'block_prospect',
  'detach_ambassador',
  'disable_ambassador',
];

export const ADMIN_MODERATION_PAGE_SIZE = 20;

const personSchema = z
  .object({ id: idSchema, name: text(), email: text(), role_key: text() })
  .meta({ id: 'ModerationPerson' });
export type ModerationPerson = z.infer<typeof personSchema>;

/** A message as admins read it: the original text, never masked. */
export const moderationMessageSchema = z
  .object({
    id: idSchema,
    seq: z.number().int().min(0),
    type: text(),
    text: text(),
    author: personSchema.nullable(),
    hide_keywords: z.boolean(),
    hidden_keywords: z.array(text()),
    /** An admin hid it: prospects see it masked, whole. */
    hidden_by_admin: z.boolean(),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'ModerationMessage' });
export type ModerationMessage = z.infer<typeof moderationMessageSchema>;

/** One item of the queue: a reported dialog, a reported message or a keyword hit. */
export const moderationItemSchema = z
  .object({
    kind: z.enum(MODERATION_KINDS),
    /** The dialog's id for a dialog report, the report's for a message report, else the message's. */
    id: idSchema,
    dialog: z.object({
      id: idSchema,
      type: z.number().int(),
      name: text().nullable(),
      closed: z.boolean(),
      archived: z.boolean(),
    }),
    message: moderationMessageSchema.nullable(),
    reporter: personSchema.nullable(),
    reason: text(),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'ModerationItem' });
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationListQuerySchema = z
  .object({
    kind: z.enum(MODERATION_KINDS).optional(),
    ...pageFields(ADMIN_MODERATION_PAGE_SIZE),
  })
  .meta({ id: 'ModerationListQuery' });
export type ModerationListQuery = z.infer<typeof moderationListQuerySchema>;

export const moderationCountsSchema = z
  .object({
    open: z.number().int().min(0),
    dialog_report: z.number().int().min(0),
    message_report: z.number().int().min(0),
    keyword_hit: z.number().int().min(0),
    safeguarding_flag: z.number().int().min(0),
  })
  .meta({ id: 'ModerationCounts' });
export type ModerationCounts = z.infer<typeof moderationCountsSchema>;

export const moderationListResponseSchema = z
  .object({
    items: z.array(moderationItemSchema),
    total: z.number().int().min(0),
    counts: moderationCountsSchema,
  })
  .meta({ id: 'ModerationList' });
export type ModerationListResponse = z.infer<typeof moderationListResponseSchema>;

export const moderationItemParamsSchema = z
  .object({ kind: z.enum(MODERATION_KINDS), id: coercedIdSchema })
  .meta({ id: 'ModerationItemParams' });
export type ModerationItemParams = z.infer<typeof moderationItemParamsSchema>;

/** A member of the reported chat, with what an admin may do to them. */
export const moderationMemberSchema = personSchema
  .extend({ is_blocked: z.boolean(), is_detached: z.boolean(), is_disabled: z.boolean() })
  .meta({ id: 'ModerationMember' });
export type ModerationMember = z.infer<typeof moderationMemberSchema>;

/** An item with the transcript around it and the chat's people. */
export const moderationDetailSchema = z
  .object({
    item: moderationItemSchema,
    transcript: z.array(moderationMessageSchema),
    members: z.array(moderationMemberSchema),
    /** Earlier decisions about this chat, newest first. */
    decisions: z.array(
      z.object({
        action: z.enum(MODERATION_ACTIONS),
        kind: z.enum(MODERATION_KINDS),
        actor: text().nullable(),
        created_at: dateTimeSchema,
      }),
    ),
  })
  .meta({ id: 'ModerationDetail' });
export type ModerationDetail = z.infer<typeof moderationDetailSchema>;

export const moderationDecisionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS),
    /** The prospect to block or the ambassador to detach or disable. */
    user_id: idSchema.optional(),
    /** Act but leave the item in the queue, to take a second action (hide, then block). */
    keep_open: z.boolean().default(false),
  })
  .refine((input) => !PERSON_ACTIONS.includes(input.action) || input.user_id !== undefined, {
    error: 'Say whom this action is for (user_id).',
    params: detailCode('person_required'),
    path: ['user_id'],
  })
  .meta({ id: 'ModerationDecision' });
export type ModerationDecisionInput = z.infer<typeof moderationDecisionSchema>;

export const moderationDecisionResponseSchema = z
  .object({ counts: moderationCountsSchema })
  .meta({ id: 'ModerationDecisionResponse' });
