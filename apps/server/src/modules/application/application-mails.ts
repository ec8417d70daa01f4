import type { MailContext } from '../../core/mail/templates/account-mails';
import { renderMail, type RenderedMail } from '../../core/mail/templates/layout';

// The application's mails are written in English only for now; the shared layout, greeting and
// footer still follow the applicant's language.

/** Sent when the applicant sends the application. */
export function applicationReceivedMail(
  { catalogue, brand, name }: MailContext,
  applyUrl: string,
): RenderedMail {
  return renderMail(catalogue, brand, {
    subject: `We've received your ambassador application`,
    heading: 'Thanks for applying',
    greeting: catalogue.greeting(name),
    paragraphs: [
      `Thanks for applying to be a student ambassador for ${brand.name}.`,
      `The team at ${brand.name} will look at your profile soon. We'll email you as soon as they decide.`,
    ],
    action: { label: 'See your application', url: applyUrl },
  });
}

/** Sent when an admin approves the application: the profile is live. */
export function applicationApprovedMail({ catalogue, brand, name }: MailContext): RenderedMail {
  return renderMail(catalogue, brand, {
    subject: `You're now an ambassador for ${brand.name}`,
    heading: 'Your profile is live',
    greeting: catalogue.greeting(name),
    paragraphs: [
      `Good news: ${brand.name} approved your ambassador profile.`,
      'Prospective students can now find you and start a chat. Sign in to answer them.',
    ],
    action: { label: `Open ${brand.name}`, url: brand.url },
  });
}

/** Sent when an admin rejects the application, with their reason. */
export function applicationRejectedMail(
  { catalogue, brand, name }: MailContext,
  reason: string,
  applyUrl: string,
): RenderedMail {
  return renderMail(catalogue, brand, {
    subject: 'About your ambassador application',
    heading: 'Your application needs changes',
    greeting: catalogue.greeting(name),
    paragraphs: [
      `Thank you for applying to be a student ambassador for ${brand.name}. The team could not approve your profile yet. This is what they said:`,
      reason,
      'You can change your profile and send it again.',
    ],
    action: { label: 'Update your application', url: applyUrl },
  });
}

/** Tells a university's admins that an application waits for their decision. */
export function applicationToReviewMail(
  { catalogue, brand, name }: MailContext,
  applicant: { name: string; lastName: string; email: string },
): RenderedMail {
  const who = `${applicant.name} ${applicant.lastName}`.trim();
  return renderMail(catalogue, brand, {
    subject: `New ambassador application: ${who}`,
    heading: 'An application waits for you',
    greeting: catalogue.greeting(name),
    paragraphs: [
      `${who} (${applicant.email}) applied to be a student ambassador for ${brand.name}.`,
      'Their profile stays out of the widget until an admin of your university approves it, or rejects it with a reason they will see.',
    ],
  });
}
