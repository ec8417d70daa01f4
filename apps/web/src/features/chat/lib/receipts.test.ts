import { describe, expect, it } from 'vitest';
import { mergeReceipts, receiptOf } from './receipts';

const me = 1;
const amara = (delivered: number, read: number) => ({
  user_id: 2,
  last_delivered_seq: delivered,
  last_read_seq: read,
});
const leo = (delivered: number, read: number) => ({
  user_id: 3,
  last_delivered_seq: delivered,
  last_read_seq: read,
});

describe('receiptOf', () => {
  it('one-to-one: sent, then delivered once their device has it, then read once they read it', () => {
    expect(receiptOf(5, [amara(4, 4)], me)).toBe('sent');
    expect(receiptOf(5, [amara(5, 4)], me)).toBe('delivered');
    expect(receiptOf(5, [amara(9, 5)], me)).toBe('read');
    // Reading implies delivery even if the delivered ack never came.
    expect(receiptOf(5, [amara(0, 7)], me)).toBe('read');
  });

  it('group chat: read or delivered only when every other member is that far', () => {
    expect(receiptOf(5, [amara(5, 5), leo(4, 0)], me)).toBe('sent');
    expect(receiptOf(5, [amara(5, 5), leo(5, 0)], me)).toBe('delivered');
    expect(receiptOf(5, [amara(6, 6), leo(5, 5)], me)).toBe('read');
  });

  it("ignores one's own receipt and shows sent without receipts", () => {
    expect(receiptOf(5, [{ user_id: me, last_delivered_seq: 9, last_read_seq: 9 }], me)).toBe(
      'sent',
    );
    expect(receiptOf(5, undefined, me)).toBe('sent');
    expect(receiptOf(5, [], me)).toBe('sent');
  });
});

describe('mergeReceipts', () => {
  it('keeps the furthest position of each member and never moves back', () => {
    expect(mergeReceipts([amara(5, 3), leo(2, 2)], [amara(4, 4)])).toEqual([
      amara(5, 4),
      leo(2, 2),
    ]);
    expect(mergeReceipts(undefined, undefined)).toBeUndefined();
    expect(mergeReceipts([amara(1, 1)], undefined)).toEqual([amara(1, 1)]);
  });
});
