import { renderHook } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { Filter } from '@quad/shared/contracts/widget-settings';
import { showLanguage } from '../../i18n/i18n';
import { useReferenceNames } from '../../i18n/reference-names';
import { choicesOf } from './filter-options';

afterAll(() => showLanguage('en'));

const ACCOUNT_TYPE: Filter = {
  key: 'account_type',
  name: 'Profile',
  filterIndex: 0,
  type: 'fixed',
  options: [
    { key: 'account_type', id: 1, name: 'Staff' },
    { key: 'account_type', id: 3, name: 'Student' },
  ],
};

const CUSTOM: Filter = {
  key: 'clubs',
  name: 'Clubs',
  filterIndex: 1,
  type: 'custom',
  options: [{ key: 'clubs', name: 'Rowing' }],
};

describe('filter choices', () => {
  it("name kinds of profile in the reader's language and keep their ids as values", async () => {
    await showLanguage('de');
    const { result } = renderHook(() => useReferenceNames());
    expect(choicesOf(ACCOUNT_TYPE, ACCOUNT_TYPE.options ?? [], result.current)).toEqual([
      { value: '1', label: 'Mitarbeiter:in' },
      { value: '3', label: 'Studierende:r' },
    ]);
    // What an admin wrote stays as written.
    expect(choicesOf(CUSTOM, CUSTOM.options ?? [], result.current)).toEqual([
      { value: 'Rowing', label: 'Rowing' },
    ]);
  });
});
