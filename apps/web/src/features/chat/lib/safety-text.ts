import { splitSafetyMarks, type ContactKind } from '@quad/shared/rules/safeguarding-marks';

/**
 * A message's text for one-line places (the chat list's preview): each "hidden for safety" mark
 * becomes its translated words, without the brackets the server writes.
 */
export function withSafetyLabels(text: string, label: (kind: ContactKind) => string): string {
  return splitSafetyMarks(text)
    .map((segment) => (segment.kind === 'text' ? segment.text : label(segment.what)))
    .join('');
}
