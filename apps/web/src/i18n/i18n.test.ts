import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadAccountTexts, loadLaterTexts, showLanguage } from './i18n';

afterEach(async () => {
  await showLanguage('en');
});

describe('texts loaded in parts', () => {
  // First of all: once a screen beyond the home has needed its texts, every part comes.
  it('brings a signed-in header’s texts apart from the home’s and the other screens’', async () => {
    await showLanguage('es');
    expect(i18n.hasResourceBundle('es', 'content')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'auth')).toBe(false);
    await loadAccountTexts();
    expect(i18n.hasResourceBundle('es', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'chat')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'admin')).toBe(false);
    // A language chosen after that brings the home's and the header's texts, not the rest.
    await showLanguage('pt');
    expect(i18n.hasResourceBundle('pt', 'auth')).toBe(true);
    expect(i18n.hasResourceBundle('pt', 'admin')).toBe(false);
  });

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
