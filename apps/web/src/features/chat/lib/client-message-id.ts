/**
 * A fresh clientMessageId (CONTRACT §3): 32 hex characters, which the contract's pattern accepts.
 * crypto.randomUUID needs a secure context; an embedded widget on plain http has only this.
 */
export function newClientMessageId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
