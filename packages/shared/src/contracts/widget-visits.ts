import { z } from 'zod';
import { detailCode } from '../errors';
import { idSchema, text } from './common';

const campaignField = text().trim().max(200).optional();

/**
 * `POST /widget/visits`: the widget was opened. Sent once per page load by the widget (never in
 * dashboard mode); the server counts it under the widget's path, a university or a group.
 */
export const widgetVisitBodySchema = z
  .object({
    universityId: idSchema.optional(),
    groupId: idSchema.optional(),
    /** The campaign the widget was opened from (`utm_*` of the page or the host page). */
    source: campaignField,
    medium: campaignField,
    campaign: campaignField,
  })
  .strict()
  .refine((body) => (body.universityId === undefined) !== (body.groupId === undefined), {
    error: 'Give either universityId or groupId, the widget the visit was to.',
    path: ['universityId'],
    params: detailCode('scope_required'),
  })
  .meta({ id: 'WidgetVisit' });
export type WidgetVisitBody = z.infer<typeof widgetVisitBodySchema>;

export const widgetVisitResultSchema = z
  .object({
    /** False when the visit was not counted: staff browsing their own widget. */
    counted: z.boolean(),
  })
  .meta({ id: 'WidgetVisitResult' });
