import { z } from 'zod';
import { text } from './common';
import { getContentResponseSchema } from './content';
import { widgetSettingsSchema } from './widget-settings';

export { FIRST_SCREEN_ELEMENT_ID } from './constants';

/**
 * What a widget page's HTML carries so its first screen shows without a call: the answers of
 * `GET /widget/settings` and, on an anonymous visit's home, of `POST /widget/getContent` with
 * the visit's random seed. The app checks it like any answer and asks the API if it is absent.
 */
export const firstScreenSchema = z.object({
  /** The widget base it was made for (`/1`, `/group/2`). */
  base: text(),
  settings: widgetSettingsSchema,
  home: z.object({ randomSeed: text().max(64), content: getContentResponseSchema }).optional(),
});

export type FirstScreen = z.infer<typeof firstScreenSchema>;
