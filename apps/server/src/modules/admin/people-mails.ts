import type { MailContext } from '../../core/mail/templates/account-mails';
import { renderMail, type RenderedMail } from '../../core/mail/templates/layout';

/** An admin invites someone to become an ambassador: the access code and where to use it. */
export function ambassadorInvitationMail(
  { catalogue, brand }: MailContext,
  invitation: { code: string; applyUrl: string; days: number },
): RenderedMail {
  const t = catalogue.ambassadorInvitation;
  return renderMail(catalogue, brand, {
    subject: t.subject(brand.name),
    heading: t.heading,
    paragraphs: t.body(brand.name),
    code: invitation.code,
    action: { label: t.action, url: invitation.applyUrl },
    note: t.note(invitation.days),
  });
}
