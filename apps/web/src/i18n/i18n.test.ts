import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadLaterTexts, showLanguage } from './i18n';

afterEach(async () => {
  await showLanguage('en');
});

describe('texts loaded in two parts', () => {
  it('shows the home in another language before the texts of the other screens are fetched', async () => {
    await showLanguage('fr');
    expect(i18n.hasResourceBundle('fr', 'content')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'admin')).toBe(false);
  });

  it('gives a screen opened while its language is still loading that language', async () => {
    const switching = showLanguage('de');
    // A deep link's screen asks for its texts before the language switch has finished.
    await loadLaterTexts();
    await switching;
    expect(i18n.t('admin:title')).toBe('Admin-Konsole');
  });

  it('brings both parts when the language changes after another screen was opened', async () => {
    await loadLaterTexts();
    await showLanguage('it');
    expect(i18n.hasResourceBundle('it', 'admin')).toBe(true);
    expect(i18n.t('admin:title')).not.toBe(i18n.t('admin:title', { lng: 'en' }));
  });
});
