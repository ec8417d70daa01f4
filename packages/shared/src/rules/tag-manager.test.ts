import { describe, expect, it } from 'vitest';
import { gtmContainerOf } from './tag-manager';

describe('gtmContainerOf', () => {
  it('reads a container id, whatever its case and spacing', () => {
    expect(gtmContainerOf(' gtm-ab12cd ')).toBe('GTM-AB12CD');
  });

  it('refuses anything else', () => {
    for (const value of [null, undefined, 42, '', 'GTM-', 'UA-12345-1', 'GTM-AB12"><script>']) {
      expect(gtmContainerOf(value), String(value)).toBeNull();
    }
  });
});
