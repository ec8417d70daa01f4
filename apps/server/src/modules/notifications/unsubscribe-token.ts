import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'offline-notices-unsubscribe';

function signature(secret: string, accountId: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${accountId}`).digest('base64url');
}

/** A token for the one-click unsubscribe link: the account id, signed with the server's key. */
export function unsubscribeToken(secret: string, accountId: number): string {
  return `${accountId}.${signature(secret, accountId)}`;
}

/** The account a token stands for, or null when it was not signed by this server. */
export function verifyUnsubscribeToken(secret: string, token: string): number | null {
  const [idText, given, ...rest] = token.split('.');
  if (rest.length > 0 || !idText || !given || !/^\d{1,10}$/.test(idText)) return null;
  const accountId = Number(idText);
  const expected = Buffer.from(signature(secret, accountId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? accountId : null;
}
