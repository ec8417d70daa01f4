import { describe, expect, it } from 'vitest';
import {
  DIALOG_TYPES,
  closeToggleSchema,
  dialogSchema,
  dialogsListQuerySchema,
  findOrCreateSchema,
  groupChatsQuerySchema,
  openedGroupChatsQuerySchema,
  createChatSchema,
  isSystemMessageType,
  messageListQuerySchema,
  messageSchema,
  reportDialogSchema,
  sendMessageSchema,
  splitMembers,
} from './dialogs';
import {
  afterDialogReportSchema,
  ambassadorStatusSchema,
  blockProspectSchema,
  detachAmbassadorSchema,
  inviteUsersSchema,
  prospectFeedbackSchema,
} from './dialog-actions';

describe('dialog and message types', () => {
  it('number dialogs as spec §3 does', () => {
    expect(DIALOG_TYPES).toEqual({
      individual: 1,
      groupChat: 4,
      speakers: 5,
      liveChat: 6,
      forum: 7,
    });
  });

  it("treat types '4', '5' and '6' as special chat messages", () => {
    expect(['text', 'autotext', '3', '4', '5', '6', '7'].filter(isSystemMessageType)).toEqual([
      '4',
      '5',
      '6',
    ]);
    expect(isSystemMessageType(5)).toBe(true);
  });
});

describe('messageListQuerySchema', () => {
  it('defaults to the newest 50, descending by id', () => {
    expect(messageListQuerySchema.parse({})).toEqual({ order: 'desc', orderBy: 'id', limit: 50 });
  });

  it('coerces query-string ids and limits', () => {
    expect(
      messageListQuerySchema.parse({ beforeMessageId: '120', limit: '20', order: 'asc' }),
    ).toEqual({
      order: 'asc',
      orderBy: 'id',
      limit: 20,
      beforeMessageId: 120,
    });
  });

  it('catches up after a seq, alone', () => {
    expect(messageListQuerySchema.parse({ afterSeq: '41' })).toMatchObject({ afterSeq: 41 });
    expect(messageListQuerySchema.safeParse({ afterSeq: 41, afterMessageId: 3 }).success).toBe(
      false,
    );
    expect(messageListQuerySchema.safeParse({ afterSeq: -1 }).success).toBe(false);
  });

  it('allows at most one direction', () => {
    expect(
      messageListQuerySchema.safeParse({ beforeMessageId: 1, afterMessageId: 2 }).success,
    ).toBe(false);
    expect(
      messageListQuerySchema.safeParse({ aroundMessageId: 5, afterMessageId: 2 }).success,
    ).toBe(false);
    expect(messageListQuerySchema.safeParse({ aroundMessageId: 5 }).success).toBe(true);
  });

  it('refuses a limit over 50, another order and a bad id', () => {
    for (const query of [
      { limit: 51 },
      { orderBy: 'created_at' },
      { order: 'up' },
      { afterMessageId: '-1' },
    ]) {
      expect(messageListQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});

describe('sendMessageSchema', () => {
  it('trims text and defaults the type to text', () => {
    expect(sendMessageSchema.parse({ text: '  Hello!  ' })).toEqual({
      type: 'text',
      text: 'Hello!',
    });
  });

  it('refuses blank and overlong text', () => {
    expect(sendMessageSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ text: 'x'.repeat(4001) }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ text: 'x'.repeat(4000) }).success).toBe(true);
  });

  it('accepts a uuid or an 8–64 character client message id', () => {
    for (const clientMessageId of [
      '6f1c1d2e-8a4b-4c3d-9e2f-0a1b2c3d4e5f',
      'abcd_123',
      'x'.repeat(64),
    ]) {
      expect(sendMessageSchema.safeParse({ text: 'hi', clientMessageId }).success).toBe(true);
    }
    for (const clientMessageId of ['short', 'x'.repeat(65), 'has space 123', '<script>']) {
      expect(sendMessageSchema.safeParse({ text: 'hi', clientMessageId }).success).toBe(false);
    }
  });
});

describe('message shape', () => {
  it('parses a reply with its parent and a system message without a user', () => {
    const base = {
      id: 10,
      dialog_id: 1,
      seq: 4,
      type: 'text',
      text: 'Yes, it is!',
      user: {
        id: 2,
        name: 'Maya',
        last_name: 'Patel',
        avatar: null,
        role_key: 'univercity-student',
      },
      parentMessage: { id: 9, text: 'Is it fun?', user: null },
      parentMessageId: 9,
      hide_keywords: false,
      reported: false,
      clientMessageId: 'abcd_123',
      created_at: '2025-05-01T10:00:00Z',
      is_pinned: false,
    };
    expect(messageSchema.parse(base)).toEqual(base);
    const system = { ...base, type: '5', user: null, parentMessage: null, parentMessageId: null };
    expect(messageSchema.parse(system).user).toBeNull();
    expect(messageSchema.safeParse({ ...base, type: '3' }).success).toBe(false);
    expect(messageSchema.safeParse({ ...base, type: 1 }).success).toBe(false);
  });
});

describe('dialog actions', () => {
  it('create a chat with a user id', () => {
    expect(createChatSchema.parse({ userId: 3 })).toEqual({ userId: 3 });
    expect(createChatSchema.safeParse({ userId: '3' }).success).toBe(false);
  });

  it('bound report reasons', () => {
    expect(reportDialogSchema.parse({ reported_reason: ' Spam ' })).toEqual({
      reported_reason: 'Spam',
    });
    expect(reportDialogSchema.safeParse({ reported_reason: '' }).success).toBe(false);
    expect(reportDialogSchema.safeParse({ reported_reason: 'x'.repeat(501) }).success).toBe(false);
  });

  it('take marks from 1 to 5', () => {
    expect(afterDialogReportSchema.safeParse({ user_mark: 1, university_mark: 5 }).success).toBe(
      true,
    );
    for (const marks of [
      { user_mark: 0, university_mark: 3 },
      { user_mark: 3, university_mark: 6 },
      { user_mark: 2.5, university_mark: 3 },
    ]) {
      expect(afterDialogReportSchema.safeParse(marks).success).toBe(false);
    }
  });

  it('bound prospect feedback', () => {
    expect(prospectFeedbackSchema.parse({ prospect_id: 4, score: 5 })).toEqual({
      prospect_id: 4,
      score: 5,
      comments: '',
    });
    expect(
      prospectFeedbackSchema.safeParse({ prospect_id: 4, score: 5, comments: 'x'.repeat(2001) })
        .success,
    ).toBe(false);
  });

  it('invite 1 to 20 distinct users', () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    expect(inviteUsersSchema.safeParse({ users: ids.slice(0, 20) }).success).toBe(true);
    expect(inviteUsersSchema.safeParse({ users: ids }).success).toBe(false);
    expect(inviteUsersSchema.safeParse({ users: [] }).success).toBe(false);
    expect(inviteUsersSchema.safeParse({ users: [2, 2] }).success).toBe(false);
  });
});

describe('splitMembers', () => {
  it('splits members into prospects, ambassadors and admins (with speakers)', () => {
    const members = [
      { id: 1, role_key: 'prospect' },
      { id: 2, role_key: 'univercity-student' },
      { id: 3, role_key: 'univercity-admin' },
      { id: 4, role_key: 'live-event-speaker' },
    ] as const;
    const split = splitMembers(members);
    expect(split.prospects.map((m) => m.id)).toEqual([1]);
    expect(split.ambassadors.map((m) => m.id)).toEqual([2]);
    expect(split.admins.map((m) => m.id)).toEqual([3, 4]);
  });
});

describe('dialog lists and actions', () => {
  it('read list queries from the query string', () => {
    expect(dialogsListQuerySchema.parse({ type: '4', archived: 'true', limit: '5' })).toEqual({
      type: 4,
      archived: true,
      limit: 5,
      offset: 0,
    });
    expect(dialogsListQuerySchema.parse({})).toEqual({ archived: false, limit: 10, offset: 0 });
    expect(dialogsListQuerySchema.safeParse({ type: '3' }).success).toBe(false);
    expect(dialogsListQuerySchema.safeParse({ archived: 'yes' }).success).toBe(false);
  });

  it('list group chats (default) or forums, and make a guest name a scope', () => {
    expect(groupChatsQuerySchema.parse({})).toMatchObject({ type: 4, limit: 10, offset: 0 });
    expect(groupChatsQuerySchema.safeParse({ type: 1 }).success).toBe(false);
    expect(openedGroupChatsQuerySchema.safeParse({}).success).toBe(false);
    expect(openedGroupChatsQuerySchema.safeParse({ universityIds: [] }).success).toBe(false);
    expect(openedGroupChatsQuerySchema.safeParse({ groupId: 1, type: 7 }).success).toBe(true);
  });

  it('take an empty body for joining and closing', () => {
    expect(findOrCreateSchema.parse(undefined)).toEqual({});
    expect(closeToggleSchema.parse(undefined)).toEqual({});
    expect(findOrCreateSchema.safeParse({ privateCode: '' }).success).toBe(false);
  });

  it('moderate with explicit flags', () => {
    expect(blockProspectSchema.safeParse({ prospect_id: 3, isProspectBlocked: true }).success).toBe(
      true,
    );
    expect(blockProspectSchema.safeParse({ prospect_id: 3 }).success).toBe(false);
    expect(ambassadorStatusSchema.safeParse({ user_id: 3, is_enabled: 'no' }).success).toBe(false);
    expect(detachAmbassadorSchema.safeParse({ user_id: 0 }).success).toBe(false);
  });

  it('describe a dialog with its sequence and what the caller may do', () => {
    expect(Object.keys(dialogSchema.shape)).toEqual(
      expect.arrayContaining(['last_seq', 'is_private', 'isJoined', 'abilities', 'members']),
    );
  });
});
