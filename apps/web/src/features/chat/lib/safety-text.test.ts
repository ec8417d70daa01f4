import { describe, expect, it } from 'vitest';
import { withSafetyLabels } from './safety-text';

describe('withSafetyLabels', () => {
  it('turns each mark into its words and keeps the rest', () => {
    const text = 'call [phone number hidden for safety] or [link hidden for safety]';
    expect(withSafetyLabels(text, (kind) => `<${kind}>`)).toBe('call <phone> or <link>');
  });
});
