import type { MailContext } from '../../core/mail/templates/account-mails';
import { renderMail, type RenderedMail } from '../../core/mail/templates/layout';

/** Sent when the applicant sends the application. */
export function applicationReceivedMail(
  { catalogue, brand, name }: MailContext,
  applyUrl: string,
): RenderedMail {
  const t = catalogue.application.received;
  return renderMail(catalogue, brand, {
    subject: t.subject,
    heading: t.heading,
    greeting: catalogue.greeting(name),
    paragraphs: t.body(brand.name),
    action: { label: t.action, url: applyUrl },
  });
}

/** Sent when an admin approves the application: the profile is live. */
export function applicationApprovedMail({ catalogue, brand, name }: MailContext): RenderedMail {
  const t = catalogue.application.approved;
  return renderMail(catalogue, brand, {
    subject: t.subject(brand.name),
    heading: t.heading,
    greeting: catalogue.greeting(name),
    paragraphs: t.body(brand.name),
    action: { label: t.action(brand.name), url: brand.url },
  });
}

/** Sent when an admin rejects the application, with their reason. */
export function applicationRejectedMail(
  { catalogue, brand, name }: MailContext,
  reason: string,
  applyUrl: string,
): RenderedMail {
  const t = catalogue.application.rejected;
  return renderMail(catalogue, brand, {
    subject: t.subject,
    heading: t.heading,
    greeting: catalogue.greeting(name),
    paragraphs: [t.intro(brand.name), reason, t.outro],
    action: { label: t.action, url: applyUrl },
  });
}

/** Tells a university's admins that an application waits for their decision. */
export function applicationToReviewMail(
  { catalogue, brand, name }: MailContext,
  applicant: { name: string; lastName: string; email: string },
): RenderedMail {
  const t = catalogue.application.toReview;
  const who = `${applicant.name} ${applicant.lastName}`.trim();
  return renderMail(catalogue, brand, {
    subject: t.subject(who),
    heading: t.heading,
    greeting: catalogue.greeting(name),
    paragraphs: t.body(who, applicant.email, brand.name),
  });
}
