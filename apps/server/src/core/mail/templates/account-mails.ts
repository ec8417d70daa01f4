import type { CodePurpose, MailCatalogue } from './catalogue';
import { renderMail, type MailBrand, type RenderedMail } from './layout';

/** Chinese and Japanese put no space between sentences. */
const WITHOUT_SPACES = new Set(['zh-Hans', 'ja']);
function joinSentences(lang: string, sentences: string[]): string {
  return sentences.join(WITHOUT_SPACES.has(lang) ? '' : ' ');
}

/** What every account mail needs: the language, the brand and the person's first name. */
export interface MailContext {
  catalogue: MailCatalogue;
  brand: MailBrand;
  name: string;
}

/** Sent after registration. */
export function welcomeMail({ catalogue, brand, name }: MailContext): RenderedMail {
  const t = catalogue.welcome;
  return renderMail(catalogue, brand, {
    subject: t.subject(brand.name),
    heading: t.heading(brand.name),
    greeting: catalogue.greeting(name),
    paragraphs: t.body(brand.name),
    action: { label: t.action, url: brand.url },
  });
}

/** A code typed into the widget to confirm an email or password change. */
export function verificationCodeMail(
  { catalogue, brand, name }: MailContext,
  purpose: CodePurpose,
  code: string,
  minutes: number,
): RenderedMail {
  const t = catalogue.verificationCode;
  return renderMail(catalogue, brand, {
    subject: t.subject(purpose),
    heading: t.heading(purpose),
    greeting: catalogue.greeting(name),
    paragraphs: [t.intro(purpose)],
    code,
    note: joinSentences(catalogue.lang, [t.expires(minutes), catalogue.notYou]),
  });
}

/** Tells the old address that the account moved to a new one. */
export function emailChangedMail(
  { catalogue, brand, name }: MailContext,
  newEmail: string,
): RenderedMail {
  const t = catalogue.emailChanged;
  return renderMail(catalogue, brand, {
    subject: t.subject,
    heading: t.subject,
    greeting: catalogue.greeting(name),
    paragraphs: t.body(newEmail),
  });
}

/** The password-reset link. */
export function passwordRecoveryMail(
  { catalogue, brand, name }: MailContext,
  url: string,
  minutes: number,
): RenderedMail {
  const t = catalogue.passwordRecovery;
  return renderMail(catalogue, brand, {
    subject: t.subject,
    heading: t.subject,
    greeting: catalogue.greeting(name),
    paragraphs: t.body(minutes),
    action: { label: t.action, url },
    note: catalogue.notYou,
  });
}

/** Confirms a password change (by reset or in the settings). */
export function passwordChangedMail({ catalogue, brand, name }: MailContext): RenderedMail {
  const t = catalogue.passwordChanged;
  return renderMail(catalogue, brand, {
    subject: t.subject,
    heading: t.subject,
    greeting: catalogue.greeting(name),
    paragraphs: t.body,
  });
}
