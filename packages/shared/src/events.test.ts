import { describe, expect, it } from 'vitest';
import { dialogSchema, messageSchema } from './contracts/dialogs';
import {
  communityUserDialogsChannel,
  dialogEventSchema,
  dialogEventsChannel,
  dialogMessagePayloadSchema,
  dialogMessagesChannel,
  guestChannel,
  guestPayloadSchema,
  liveStreamInfoChannel,
  liveStreamInfoPayloadSchema,
  parseChannel,
  subscribeAckSchema,
  subscribeRequestSchema,
  userDialogsChannel,
} from './events';

describe('channel names', () => {
  it('are built as CONTRACT §3 spells them', () => {
    expect(dialogMessagesChannel(5)).toBe('dialogs:5:messages:new');
    expect(dialogEventsChannel(5)).toBe('dialogs:5:events');
    expect(userDialogsChannel(9)).toBe('9:dialogs:new');
    expect(communityUserDialogsChannel(9)).toBe('community:9:dialogs:new');
    expect(liveStreamInfoChannel(3)).toBe('liveStreams:3:info');
    expect(guestChannel('aB3_x-Z')).toBe('users:guest:aB3_x-Z');
  });

  it('parse back to what they address', () => {
    expect(parseChannel(dialogMessagesChannel(5))).toEqual({ kind: 'dialogMessages', dialogId: 5 });
    expect(parseChannel(dialogEventsChannel(5))).toEqual({ kind: 'dialogEvents', dialogId: 5 });
    expect(parseChannel(userDialogsChannel(9))).toEqual({ kind: 'userDialogs', userId: 9 });
    expect(parseChannel(communityUserDialogsChannel(9))).toEqual({
      kind: 'communityUserDialogs',
      userId: 9,
    });
    expect(parseChannel(liveStreamInfoChannel(3))).toEqual({
      kind: 'liveStreamInfo',
      liveStreamId: 3,
    });
    expect(parseChannel(guestChannel('aB3_x-Z'))).toEqual({ kind: 'guest', key: 'aB3_x-Z' });
    expect(parseChannel('dialogs:2147483647:events')).toEqual({
      kind: 'dialogEvents',
      dialogId: 2147483647,
    });
  });

  it.each([
    '',
    'dialogs',
    'dialogs:../:events',
    '../dialogs:1:events',
    'dialogs:1:events/../../2',
    'dialogs:-1:events',
    'dialogs:0:events',
    'dialogs:01:events',
    'dialogs:1.5:events',
    'dialogs:1e3:events',
    'dialogs:2147483648:events',
    'dialogs:99999999999999999999:messages:new',
    'dialogs: 1:events',
    ' dialogs:1:events',
    'dialogs:1:events:extra',
    'dialogs:1:messages:new:x',
    'dialogs:1:messages:old',
    'Dialogs:1:events',
    ':dialogs:new',
    '-5:dialogs:new',
    'me:dialogs:new',
    'community:0:dialogs:new',
    'community:me:dialogs:new',
    'community:1:dialogs:new:x',
    'Community:1:dialogs:new',
    'liveStreams:abc:info',
    'users:guest:',
    'users:guest:abc',
    'users:guest:../../etc',
    `users:guest:${'a'.repeat(65)}`,
    'users:guest:abc def',
    'users:admin:abcdefgh',
  ])('refuses %j', (name) => {
    expect(parseChannel(name)).toBeNull();
  });
});

describe('subscribe messages', () => {
  it('bound the channel name', () => {
    expect(subscribeRequestSchema.safeParse({ channel: 'dialogs:1:events' }).success).toBe(true);
    expect(subscribeRequestSchema.safeParse({ channel: 'x'.repeat(201) }).success).toBe(false);
    expect(subscribeRequestSchema.safeParse({ channel: '' }).success).toBe(false);
    expect(subscribeRequestSchema.safeParse({}).success).toBe(false);
  });

  it('acknowledge with ok or a coded error', () => {
    expect(subscribeAckSchema.parse({ ok: true })).toEqual({ ok: true });
    const refused = { ok: false, error: { code: 'FORBIDDEN', message: 'Not a member' } };
    expect(subscribeAckSchema.parse(refused)).toEqual(refused);
    expect(subscribeAckSchema.safeParse({ ok: false }).success).toBe(false);
  });
});

describe('payloads', () => {
  it('deliver a new message in the very shape of the message list', () => {
    expect(dialogMessagePayloadSchema).toBe(messageSchema);
  });

  it('parse each dialog event by its type', () => {
    const events = [
      {
        type: 'keywordsHidden',
        dialogId: 1,
        messageId: 2,
        text: 'call me on ***',
        hide_keywords: true,
      },
      { type: 'messageReported', dialogId: 1, messageId: 2 },
      { type: 'prospectBlocked', dialogId: 1, prospectId: 3, isProspectBlocked: true },
      { type: 'prospectUnblocked', dialogId: 1, prospectId: 3, isProspectBlocked: false },
      { type: 'ambassadorDetached', dialogId: 1, userId: 4, removedBy: { id: 5, name: 'Sam' } },
      { type: 'ambassadorDetached', dialogId: 1, userId: 4, removedBy: null },
      { type: 'ambassadorDisabled', dialogId: 1, userId: 4, reason: 'timeLimitReached' },
      { type: 'ambassadorEnabled', dialogId: 1, userId: 4 },
      { type: 'archived', dialogId: 1 },
      { type: 'closed', dialogId: 1, admin_closed: false },
      { type: 'opened', dialogId: 1 },
      { type: 'dialogEdited', dialogId: 1 },
    ];
    for (const event of events) expect(dialogEventSchema.parse(event)).toEqual(event);
  });

  it('refuse unknown or malformed dialog events', () => {
    expect(dialogEventSchema.safeParse({ type: 'deleted', dialogId: 1 }).success).toBe(false);
    expect(
      dialogEventSchema.safeParse({ type: 'closed', dialogId: -1, admin_closed: true }).success,
    ).toBe(false);
    expect(
      dialogEventSchema.safeParse({
        type: 'prospectBlocked',
        dialogId: 1,
        prospectId: 3,
        isProspectBlocked: false,
      }).success,
    ).toBe(false);
  });

  it('carry only fields the REST shapes already hold', () => {
    const messageFields = Object.keys(messageSchema.shape);
    const dialogFields = Object.keys(dialogSchema.shape);
    expect(messageFields).toEqual(expect.arrayContaining(['text', 'hide_keywords']));
    expect(dialogFields).toEqual(expect.arrayContaining(['isProspectBlocked', 'admin_closed']));
    expect(Object.keys(liveStreamInfoPayloadSchema.shape).sort()).toEqual([
      'isChatActive',
      'isStreamActive',
      'status',
    ]);
  });

  it('parse a live stream status change', () => {
    const info = { status: 'inProgress', isChatActive: true, isStreamActive: true };
    expect(liveStreamInfoPayloadSchema.parse(info)).toEqual(info);
    expect(liveStreamInfoPayloadSchema.safeParse({ ...info, status: 'live' }).success).toBe(false);
  });

  it('parse the single-sign-on hand-off, which never carries tokens', () => {
    const code = 'a'.repeat(64);
    expect(guestPayloadSchema.parse({ status: 'signedIn', code })).toEqual({
      status: 'signedIn',
      code,
    });
    expect(guestPayloadSchema.parse({ status: 'error', message: 'No' })).toMatchObject({
      status: 'error',
    });
    expect(guestPayloadSchema.safeParse({ status: 'signedIn' }).success).toBe(false);
    expect(
      guestPayloadSchema.safeParse({ status: 'authenticated', token: 'a', refreshToken: 'b' })
        .success,
    ).toBe(false);
  });
});
