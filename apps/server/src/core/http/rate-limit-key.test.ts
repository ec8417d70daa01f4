import { describe, expect, it } from 'vitest';
import { CLOSED_CONNECTION_KEY, rateLimitKey } from './rate-limit-key';

describe('whom a request counts against', () => {
  it('counts by address, an IPv6 address by its /64', () => {
    expect(rateLimitKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(rateLimitKey({ ip: '2001:db8:1:2:aaaa::1' })).toBe(
      rateLimitKey({ ip: '2001:db8:1:2:bbbb::9' }),
    );
    expect(rateLimitKey({ ip: '2001:db8:1:2::1' })).not.toBe(
      rateLimitKey({ ip: '2001:db8:1:3::1' }),
    );
  });

  it('keys a request whose connection closed (no address) instead of throwing', () => {
    expect(rateLimitKey({ ip: undefined as unknown as string })).toBe(CLOSED_CONNECTION_KEY);
  });
});
