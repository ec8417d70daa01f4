import type { MemberReceipt } from '@quad/shared/contracts/dialogs';

/** How far one's own stored message got: with the server, on the others' devices, read. */
export type Receipt = 'sent' | 'delivered' | 'read';

/** Receipts of the same members, each at the furthest position either list knows. */
export function mergeReceipts(
  existing: readonly MemberReceipt[] | undefined,
  incoming: readonly MemberReceipt[] | undefined,
): MemberReceipt[] | undefined {
  if (!incoming) return existing ? [...existing] : undefined;
  const byUser = new Map((existing ?? []).map((receipt) => [receipt.user_id, receipt]));
  for (const receipt of incoming) {
    const known = byUser.get(receipt.user_id);
    byUser.set(receipt.user_id, {
      user_id: receipt.user_id,
      last_delivered_seq: Math.max(known?.last_delivered_seq ?? 0, receipt.last_delivered_seq),
      last_read_seq: Math.max(known?.last_read_seq ?? 0, receipt.last_read_seq),
    });
  }
  return [...byUser.values()];
}

/**
 * What one's own message at `seq` shows. One-to-one: read once the other person read it,
 * delivered once their device received it. A group chat: read (or delivered) once every other
 * member in it is that far. Without receipts (a very large group chat), sent.
 */
export function receiptOf(
  seq: number,
  receipts: readonly MemberReceipt[] | undefined,
  accountId: number,
): Receipt {
  const others = (receipts ?? []).filter((receipt) => receipt.user_id !== accountId);
  if (others.length === 0) return 'sent';
  if (others.every((receipt) => receipt.last_read_seq >= seq)) return 'read';
  if (
    others.every((receipt) => Math.max(receipt.last_delivered_seq, receipt.last_read_seq) >= seq)
  ) {
    return 'delivered';
  }
  return 'sent';
}
