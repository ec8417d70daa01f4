import { z } from 'zod';
import { detailCode } from '../errors';
import { coercedIdSchema, dateTimeSchema, idSchema, text, trimmedText } from './common';

/*
 * What people do to a conversation besides writing in it: rate and give feedback, invite,
 * moderate, pin, and the university's chat safety settings.
 */

const markSchema = z.number().int().min(1).max(5);

export const afterDialogReportSchema = z
  .object({ user_mark: markSchema, university_mark: markSchema })
  .meta({ id: 'AfterDialogReport' });
export type AfterDialogReport = z.infer<typeof afterDialogReportSchema>;

export const prospectFeedbackSchema = z
  .object({
    prospect_id: idSchema,
    score: markSchema,
    comments: text().trim().max(2000).default(''),
  })
  .meta({ id: 'ProspectFeedback' });
export type ProspectFeedback = z.infer<typeof prospectFeedbackSchema>;

export const sendFeedbackSchema = z
  .object({
    dialog_id: idSchema,
    comments: trimmedText(1, 2000),
    score: markSchema.optional(),
  })
  .meta({ id: 'SendFeedback', description: 'General feedback about a conversation' });

export const feedbackSchema = z
  .object({
    id: idSchema,
    dialog_id: idSchema,
    kind: z.enum(['prospect', 'after_report', 'general']),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'Feedback' });
export type FeedbackDto = z.infer<typeof feedbackSchema>;
export const feedbackResponseSchema = z
  .object({ feedback: feedbackSchema })
  .meta({ id: 'FeedbackResponse' });

export const inviteUsersSchema = z
  .object({
    users: z
      .array(idSchema)
      .min(1)
      .max(20)
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'Each user may be invited once.',
        params: detailCode('duplicate_items'),
      }),
  })
  .meta({ id: 'InviteUsers' });
export type InviteUsers = z.infer<typeof inviteUsersSchema>;

/** Moderation: block or unblock a prospect in a dialog. */
export const blockProspectSchema = z
  .object({ prospect_id: idSchema, isProspectBlocked: z.boolean() })
  .meta({ id: 'BlockProspect' });

/** Moderation: remove an ambassador from a dialog ('You have been removed from conversation'). */
export const detachAmbassadorSchema = z
  .object({ user_id: idSchema })
  .meta({ id: 'DetachAmbassador' });

/** Admins: stop an ambassador writing in a dialog, or let them again. */
export const ambassadorStatusSchema = z
  .object({ user_id: idSchema, is_enabled: z.boolean() })
  .meta({ id: 'AmbassadorStatus' });

/** The longest inactivity a university may set before its chats close themselves: 90 days. */
export const MAX_AUTO_CLOSE_MINUTES = 90 * 24 * 60;

/**
 * A university's chat safety settings: hide contact details in every prospect's chats (they are
 * always hidden for prospects under 18), and close chats after so many minutes without a message.
 */
export const chatSafetySettingsSchema = z
  .object({
    maskContactDetails: z.boolean(),
    autoCloseAfterMinutes: z.number().int().min(1).max(MAX_AUTO_CLOSE_MINUTES).nullable(),
  })
  .meta({ id: 'ChatSafetySettings' });
export type ChatSafetySettings = z.infer<typeof chatSafetySettingsSchema>;
export const chatSafetySettingsResponseSchema = z
  .object({ settings: chatSafetySettingsSchema })
  .meta({ id: 'ChatSafetySettingsResponse' });

/** PUT /dialogs/{id}/messages/{messageId}/pin: pin a message to the top of the chat, or unpin it. */
export const pinMessageSchema = z.object({ is_pinned: z.boolean() }).meta({ id: 'PinMessage' });
export const messageIdParamsSchema = z
  .object({ id: coercedIdSchema, messageId: coercedIdSchema })
  .meta({ id: 'MessageIdParams' });
