import { z } from 'zod';
import { detailCode } from '../errors';
import { coercedIdSchema, idSchema, scopeShape, text } from './common';
import { answerSchema, questionSchema, utmField } from './auth';

// Registration, optional, mandatory and experience-based questions, and UTM data (spec §3, §5).

// ---------------------------------------------------------------------------------------------
// Questions

export const universityParamSchema = z
  .object({ universityId: coercedIdSchema })
  .meta({ id: 'UniversityParam' });

export const optionalQuestionsQuerySchema = z
  .object({ groupId: coercedIdSchema.optional() })
  .meta({ id: 'OptionalQuestionsQuery' });

export const savedAnswerSchema = z
  .object({ question_id: idSchema, answer: text() })
  .meta({ id: 'SavedAnswer' });

export const questionsDataSchema = z
  .object({
    questions: z.array(questionSchema),
    answers: z.array(savedAnswerSchema),
    isAnsweredMandatoryQuestion: z.boolean(),
  })
  .meta({ id: 'QuestionsData', description: "Questions with the signed-in account's answers" });
export type QuestionsData = z.infer<typeof questionsDataSchema>;

export const experienceAnswersSchema = z
  .object({
    questions: z.array(questionSchema),
    answers: z.array(savedAnswerSchema),
    isAnswered: z.boolean(),
  })
  .meta({
    id: 'ExperienceAnswers',
    description: "Experience-based questions with the account's answers; isAnswered once all are",
  });
export type ExperienceAnswers = z.infer<typeof experienceAnswersSchema>;

export const MANDATORY_NEEDS_GROUP_MESSAGE = 'isMandatory is only sent together with groupId.';

/**
 * Optional-question answers. An empty list is how a flow without questions records that it is
 * done (spec §5); `isMandatory` asks that every required question be answered, and is only sent
 * with the group id (spec §5).
 */
export const saveOptionalAnswersSchema = z
  .object({
    answers: z.array(answerSchema).max(50),
    isMandatory: z.boolean().optional(),
    groupId: idSchema.optional(),
  })
  .refine((value) => !value.isMandatory || value.groupId !== undefined, {
    error: MANDATORY_NEEDS_GROUP_MESSAGE,
    path: ['isMandatory'],
    params: detailCode('mandatory_needs_group'),
  })
  .meta({ id: 'SaveOptionalAnswers' });
export type SaveOptionalAnswers = z.infer<typeof saveOptionalAnswersSchema>;

/** A university or a group (either may be left out: the account's own university is used). */
export const questionsScopeQuerySchema = z.object(scopeShape).meta({ id: 'QuestionsScopeQuery' });
export type QuestionsScopeQuery = z.infer<typeof questionsScopeQuerySchema>;

export const saveScopedAnswersSchema = z
  .object({
    answers: z.array(answerSchema).max(50),
    universityId: idSchema.optional(),
    groupId: idSchema.optional(),
  })
  .meta({ id: 'SaveScopedAnswers' });
export type SaveScopedAnswers = z.infer<typeof saveScopedAnswersSchema>;

export const utmDataSchema = z
  .object({
    medium: utmField,
    source: utmField,
    campaign: utmField,
    term: utmField,
    content: utmField,
    user_came_from: utmField,
  })
  .meta({ id: 'UtmData', description: 'Where a prospect came from' });
export type UtmDataInput = z.infer<typeof utmDataSchema>;

export const utmResultSchema = z
  .object({ utm: z.record(text(), text()) })
  .meta({ id: 'UtmResult', description: 'Attribution kept on the account (first touch wins)' });
