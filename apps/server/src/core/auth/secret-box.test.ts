import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('the secret box', () => {
  const box = createSecretBox('k'.repeat(48));

  it('opens what it sealed, and the sealed text does not show the secret', () => {
    const sealed = box.seal('client-secret-123', 'identity-provider:2');
    expect(sealed).not.toContain('client-secret-123');
    expect(box.open(sealed, 'identity-provider:2')).toBe('client-secret-123');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('same', 'p')).not.toBe(box.seal('same', 'p'));
  });

  it('refuses a secret sealed for another purpose, with another key, or altered', () => {
    const sealed = box.seal('secret', 'identity-provider:2');
    expect(box.open(sealed, 'identity-provider:3')).toBeNull();
    expect(createSecretBox('x'.repeat(48)).open(sealed, 'identity-provider:2')).toBeNull();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'AB' : 'AA');
    expect(box.open(tampered, 'identity-provider:2')).toBeNull();
    expect(box.open('v0.abc', 'identity-provider:2')).toBeNull();
    expect(box.open('garbage', 'identity-provider:2')).toBeNull();
  });
});
