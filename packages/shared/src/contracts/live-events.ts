import { z } from 'zod';
import { liveEventStatusSchema } from '../rules/status-name';
import { accessTypeSchema, authResultSchema, emailSchema } from './auth';
import {
  coercedIdSchema,
  dateTimeSchema,
  idSchema,
  paginationSchema,
  personLiteSchema,
  text,
  trimmedText,
} from './common';
import { liveStreamJoinResponseSchema } from './content';

/** What the caller may do on a live event page, so the UI never re-derives it. */
export const liveStreamAbilitiesSchema = z
  .object({
    canSeeProspects: z.boolean(),
    canSeeSpeakersChat: z.boolean(),
    canGoLive: z.boolean(),
    canToggleChat: z.boolean(),
    /** Statuses the caller may move the event to now (empty when they may change none). */
    nextStatuses: z.array(liveEventStatusSchema),
    canAskQuestions: z.boolean(),
    canVoteQuestions: z.boolean(),
    canAnswerQuestions: z.boolean(),
    /** Turn answered questions into FAQ drafts (the university's admins, once the event ended). */
    canDraftFaqs: z.boolean(),
  })
  .meta({ id: 'LiveStreamAbilities' });
export type LiveStreamAbilities = z.infer<typeof liveStreamAbilitiesSchema>;

/** `POST /widget/liveStreams/{slug}`: CONTRACT §8's answer plus the caller's abilities. */
export const liveStreamPageSchema = liveStreamJoinResponseSchema
  .extend({ abilities: liveStreamAbilitiesSchema })
  .meta({ id: 'LiveStreamPage', description: 'A live event page as the caller may see it' });
export type LiveStreamPage = z.infer<typeof liveStreamPageSchema>;

export const liveStreamIdParamSchema = z
  .object({ id: coercedIdSchema })
  .meta({ id: 'LiveStreamIdParam' });

export const prospectsQuerySchema = paginationSchema.meta({ id: 'LiveStreamProspectsQuery' });

export const prospectsResponseSchema = z
  .object({ users: z.array(personLiteSchema), total: z.number().int().min(0) })
  .meta({ id: 'LiveStreamProspects', description: 'Prospects registered for a live event' });

/** External speakers give their name (and may give an email) the first time they join. */
export const joinSpeakerBodySchema = z
  .object({
    code: trimmedText(1, 64).optional(),
    name: trimmedText(1, 100).optional(),
    last_name: trimmedText(0, 100).optional(),
    email: emailSchema.optional(),
    accessType: accessTypeSchema.default('web'),
  })
  .meta({ id: 'JoinSpeakerBody', description: 'A speaker code (or the code as the slug)' });
export type JoinSpeakerBody = z.infer<typeof joinSpeakerBodySchema>;

export const joinSpeakerResponseSchema = authResultSchema
  .extend({ liveStream: z.object({ id: idSchema, slug: text() }) })
  .meta({ id: 'JoinSpeakerResult', description: 'A sign-in as the speaker, like login answers' });

/** A client-generated id per report, so a retried report counts once. */
const tickIdSchema = text()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _')
  .describe('Client-generated id of this report');

export const timeTrackBodySchema = z
  .object({
    liveStreamId: idSchema,
    tickId: tickIdSchema,
    seconds: z.number().int().min(1).max(300).describe('Seconds watched since the last report'),
  })
  .meta({ id: 'TimeTrackBody' });
export type TimeTrackBody = z.infer<typeof timeTrackBodySchema>;

export const timeTrackResponseSchema = z
  .object({ counted: z.boolean(), watchSeconds: z.number().int().min(0) })
  .meta({ id: 'TimeTrackResult', description: 'counted: false for a repeated tick' });

export const watchBodySchema = z
  .object({ liveStreamId: idSchema, prospectId: idSchema.optional() })
  .meta({ id: 'LiveStreamWatchBody' });

export const watchResponseSchema = z
  .object({ registeredProspectIds: z.array(idSchema) })
  .meta({ id: 'LiveStreamWatchResult', description: 'The caller, now registered' });

export const playBodySchema = z.object({ liveStreamId: idSchema }).meta({ id: 'LiveStreamPlay' });

export const playResponseSchema = z
  .object({ play_count: z.number().int().min(0) })
  .meta({ id: 'LiveStreamPlayResult' });

export const statusBodySchema = z
  .object({ status: liveEventStatusSchema })
  .meta({ id: 'LiveStreamStatusBody' });

/** The event's state after a change: what `liveStreams:{id}:info` also carries. */
export const liveStreamStateSchema = z
  .object({
    id: idSchema,
    status: liveEventStatusSchema,
    statusName: text(),
    isChatActive: z.boolean(),
    isStreamActive: z.boolean(),
  })
  .meta({ id: 'LiveStreamState' });
export type LiveStreamState = z.infer<typeof liveStreamStateSchema>;

export const questionParamSchema = z
  .object({ id: coercedIdSchema, messageId: coercedIdSchema })
  .meta({ id: 'LiveQuestionParam' });

export const askQuestionBodySchema = z
  .object({ messageId: idSchema })
  .meta({ id: 'AskQuestionBody', description: 'A message of the live chat to ask as a question' });

export const liveQuestionSchema = z
  .object({
    messageId: idSchema,
    dialog_id: idSchema,
    text: text(),
    author: personLiteSchema.nullable(),
    vote_count: z.number().int().min(0),
    isVoted: z.boolean(),
    answered: z.boolean(),
    answered_at: dateTimeSchema.nullable(),
    created_at: dateTimeSchema,
  })
  .meta({ id: 'LiveQuestion' });
export type LiveQuestion = z.infer<typeof liveQuestionSchema>;

export const questionResponseSchema = z
  .object({ question: liveQuestionSchema })
  .meta({ id: 'LiveQuestionResult' });

export const questionsResponseSchema = z
  .object({ questions: z.array(liveQuestionSchema) })
  .meta({ id: 'LiveQuestions', description: 'Most votes first, then oldest first' });

/** Most questions one FAQ-drafts call may take. */
export const MAX_FAQ_DRAFTS = 100;

export const faqDraftsBodySchema = z
  .object({
    messageIds: z
      .array(idSchema)
      .min(1)
      .max(MAX_FAQ_DRAFTS)
      .optional()
      .describe('Answered questions to draft; every answered question when left out'),
  })
  .meta({ id: 'FaqDraftsBody' });
export type FaqDraftsBody = z.infer<typeof faqDraftsBodySchema>;

export const faqDraftSchema = z
  .object({ id: idSchema, question: text(), messageId: idSchema, is_published: z.literal(false) })
  .meta({ id: 'FaqDraft', description: 'An unpublished FAQ made from a live question' });
export type FaqDraft = z.infer<typeof faqDraftSchema>;

export const faqDraftsResponseSchema = z
  .object({
    faqs: z.array(faqDraftSchema),
    skipped: z.number().int().min(0).describe('Answered questions already a FAQ of the university'),
  })
  .meta({ id: 'FaqDraftsResult' });
export type FaqDraftsResult = z.infer<typeof faqDraftsResponseSchema>;
