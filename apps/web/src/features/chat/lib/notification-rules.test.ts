import { describe, expect, it } from 'vitest';
import { buildMessage } from '../test-fixtures';
import { notificationContent, shouldNotify } from './notification-rules';

const sofia = 11;
const elsewhere = { accountId: sofia, viewingDialogId: null, pageVisible: true };

describe('shouldNotify', () => {
  it('notifies of a reply in a dialog the person is not viewing', () => {
    expect(shouldNotify(buildMessage({ seq: 1, from: 'amara' }), elsewhere)).toBe(true);
    expect(
      shouldNotify(buildMessage({ seq: 1, dialog_id: 7 }), { ...elsewhere, viewingDialogId: 8 }),
    ).toBe(true);
  });

  it('stays quiet in the dialog on screen', () => {
    expect(
      shouldNotify(buildMessage({ seq: 1, dialog_id: 7 }), { ...elsewhere, viewingDialogId: 7 }),
    ).toBe(false);
  });

  it('notifies for the open dialog while the tab is in the background', () => {
    expect(
      shouldNotify(buildMessage({ seq: 1, dialog_id: 7 }), {
        ...elsewhere,
        viewingDialogId: 7,
        pageVisible: false,
      }),
    ).toBe(true);
  });

  it("never notifies of the person's own messages", () => {
    expect(shouldNotify(buildMessage({ seq: 1, from: 'sofia' }), elsewhere)).toBe(false);
  });

  it.each(['4', '5', '6'] as const)('never notifies of special message type %s', (type) => {
    expect(shouldNotify(buildMessage({ seq: 1, type }), elsewhere)).toBe(false);
  });

  it('notifies of text and autotext messages', () => {
    expect(shouldNotify(buildMessage({ seq: 1, type: 'text' }), elsewhere)).toBe(true);
    expect(shouldNotify(buildMessage({ seq: 1, type: 'autotext' }), elsewhere)).toBe(true);
  });
});

describe('notificationContent', () => {
  it('names the author (and the group) and shortens long text to one line', () => {
    const long = buildMessage({ seq: 1, text: `Hello\n\n${'word '.repeat(60)}` });
    const { title, body } = notificationContent(long, null);
    expect(title).toBe('Amara Okafor');
    expect(body.length).toBeLessThanOrEqual(140);
    expect(body).not.toContain('\n');
    expect(notificationContent(long, 'CS Applicants').title).toBe('Amara Okafor · CS Applicants');
  });
});
