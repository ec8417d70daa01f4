import { describe, expect, it } from 'vitest';
import { passwordRecoveryMail, verificationCodeMail, welcomeMail } from './account-mails';
import { languageFromAcceptLanguage, mailCatalogue, supportedMailLanguage } from './i18n';

const brand = {
  name: 'Harbour <University>',
  primaryColor: '#FFEB3B',
  url: 'http://localhost:3000/1',
};

describe('mail language', () => {
  it("picks the account's language, else Accept-Language by q-value, else English", () => {
    expect(supportedMailLanguage('en-GB')).toBe('en');
    expect(supportedMailLanguage('xx')).toBeNull();
    expect(languageFromAcceptLanguage('de-DE;q=0.9, en;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('de, fr')).toBeNull();
    expect(languageFromAcceptLanguage('en;q=0')).toBeNull();
    expect(mailCatalogue('xx', 'yy').lang).toBe('en');
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
    expect(mail.html).toContain('<html lang="en">');
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
