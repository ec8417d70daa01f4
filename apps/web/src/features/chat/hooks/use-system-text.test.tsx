import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '@quad/shared/contracts/dialogs';
import { i18n, loadLaterTexts, showLanguage } from '../../../i18n/i18n';
import { useSystemText } from './use-system-text';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);
const wordOf = (message: Pick<Message, 'text' | 'system'>) =>
  renderHook(() => useSystemText(message), { wrapper }).result.current;

afterEach(async () => {
  await showLanguage('en');
});

describe('special chat messages', () => {
  it("are worded from what happened, in the reader's language", async () => {
    const invited = {
      text: 'Hannah Lee invited Leo Park and Mia Chen to the chat',
      system: { event: 'invited' as const, by: 'Hannah Lee', whom: ['Leo Park', 'Mia Chen'] },
    };
    expect(wordOf(invited)).toBe('Hannah Lee invited Leo Park and Mia Chen to the chat');
    await loadLaterTexts();
    await showLanguage('fr');
    expect(wordOf(invited)).toBe('Hannah Lee a invité Leo Park et Mia Chen dans la discussion');
    expect(
      wordOf({ text: 'The conversation was closed', system: { event: 'closedForSafety' } }),
    ).toBe('La conversation a été fermée');
  });

  it('fall back to the stored English text when an older message lacks what happened', async () => {
    await showLanguage('de');
    expect(wordOf({ text: 'Amara joined the chat' })).toBe('Amara joined the chat');
  });
});
