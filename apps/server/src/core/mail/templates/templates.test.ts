import { describe, expect, it } from 'vitest';
import { passwordRecoveryMail, verificationCodeMail, welcomeMail } from './account-mails';
import { COMPLETE_LOCALES } from '@quad/shared/rules/locale';
import { languageFromAcceptLanguage, mailCatalogue, supportedMailLanguage } from './i18n';

const brand = {
  name: 'Harbour <University>',
  primaryColor: '#FFEB3B',
  url: 'http://localhost:3000/1',
};

describe('mail language', () => {
  it("picks the account's language, else Accept-Language by q-value, else English", () => {
    expect(supportedMailLanguage('en-GB')).toBe('en');
    expect(supportedMailLanguage('pt-BR')).toBe('pt');
    expect(supportedMailLanguage('zh-TW')).toBe('zh-Hans');
    expect(supportedMailLanguage('xx')).toBeNull();
    expect(languageFromAcceptLanguage('sv, de-DE;q=0.9, en;q=0.5')).toBe('de');
    expect(languageFromAcceptLanguage('sv, nb')).toBeNull();
    expect(languageFromAcceptLanguage('en;q=0')).toBeNull();
    expect(mailCatalogue('xx', 'yy').lang).toBe('en');
    expect(mailCatalogue('ja', 'de').lang).toBe('ja');
    expect(mailCatalogue(null, 'fr-CA').lang).toBe('fr');
  });

  it('writes every mail in each of the twelve languages, Arabic right to left', () => {
    const subjects = new Set<string>();
    for (const locale of COMPLETE_LOCALES) {
      const catalogue = mailCatalogue(locale);
      expect(catalogue.lang).toBe(locale);
      const mail = passwordRecoveryMail({ catalogue, brand, name: 'Maya' }, 'https://x.test/r', 60);
      subjects.add(mail.subject);
      expect(mail.text).toContain('60');
      expect(mail.text).toContain('https://x.test/r');
      expect(mail.html).toContain(`lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
      const welcome = welcomeMail({ catalogue, brand, name: 'Maya' });
      expect(welcome.subject).toContain('Harbour <University>');
    }
    // Twelve languages, twelve different subjects: none left in English.
    expect(subjects.size).toBe(COMPLETE_LOCALES.length);
  });
});

describe('account mails', () => {
  const context = { catalogue: mailCatalogue(null), brand, name: 'Maya <b>' };

  it('escape every value and wear the brand colour with readable text on it', () => {
    const mail = welcomeMail(context);
    expect(mail.subject).toBe('Welcome to Harbour <University>');
    expect(mail.html).toContain('Harbour &lt;University&gt;');
    expect(mail.html).toContain('Hi Maya &lt;b&gt;,');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('background:#FFEB3B');
    // Yellow is too light for white text: near-black is used on it.
    expect(mail.html).toContain('color:#111111">Harbour');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toContain('Start a conversation: http://localhost:3000/1');
  });

  it('shows a code large in HTML and on its own line in text', () => {
    const mail = verificationCodeMail(context, 'password_change', '042917', 15);
    expect(mail.subject).toBe('Your code to change your password');
    expect(mail.html).toContain('>042917</p>');
    expect(mail.text.split('\n')).toContain('042917');
    expect(mail.text).toContain('The code expires in 15 minutes');
  });

  it('falls back to the default colour for a malformed one', () => {
    const mail = passwordRecoveryMail(
      { ...context, brand: { ...brand, primaryColor: 'red;}' } },
      'http://localhost:3000/1/interaction/sign-in?code=ab&user_id=1',
      60,
    );
    expect(mail.html).toContain('background:#FF5100');
    expect(mail.html).toContain(
      'href="http://localhost:3000/1/interaction/sign-in?code=ab&amp;user_id=1"',
    );
  });
});
